import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  layout("routes/public-layout.tsx", [
    index("routes/home.tsx"),
    route("menu", "routes/menu.tsx"),
    route("about", "routes/about.tsx"),
    route("blog", "routes/blog.tsx"),
    route("blog/:slug", "routes/blog-post.tsx"),
    route("contact", "routes/contact.tsx"),
    route("cart", "routes/cart.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
