import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  layout("routes/public-layout.tsx", [
    index("routes/home.tsx"),
    route("menu", "routes/menu.tsx"),
    route("about", "routes/about.tsx"),
    route("blog", "routes/blog.tsx"),
    route("blog/:slug", "routes/blog-post.tsx"),
    route("contact", "routes/contact.tsx"),
    route("cart", "routes/cart.tsx"),
    route("auth/login", "routes/auth-login.tsx"),
    route("auth/register", "routes/auth-register.tsx"),
    route("auth/callback", "routes/auth-callback.tsx"),
    route("checkout", "routes/checkout.tsx"),
    route("order-success", "routes/order-success.tsx"),
    route("account/orders", "routes/account-orders.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("menu", "routes/admin/menu.tsx"),
      route("blog", "routes/admin/blog.tsx"),
      route("orders", "routes/admin/orders.tsx"),
      route("orders/:id/ticket", "routes/admin/order-ticket.tsx"),
      route("messages", "routes/admin/messages.tsx"),
      route("ordering", "routes/admin/ordering.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
