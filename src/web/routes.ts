import { index, layout, prefix, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";

/**
 * The storefront, once per language (ADR 0015): English at today's paths from
 * `routes/`, Spanish under /es from `routes/es/`. Each language's route files bring that
 * language's words (their `handle`) and share everything else.
 */
function storefront(dir: string): RouteConfigEntry[] {
  return [
    layout(`${dir}/public-layout.tsx`, [
      index(`${dir}/home.tsx`),
      route("menu", `${dir}/menu.tsx`),
      route("about", `${dir}/about.tsx`),
      route("blog", `${dir}/blog.tsx`),
      route("blog/:slug", `${dir}/blog-post.tsx`),
      route("contact", `${dir}/contact.tsx`),
      route("catering", `${dir}/catering.tsx`),
      route("catering/q/:token", `${dir}/catering-quote.tsx`),
      route("gift-cards", `${dir}/gift-cards.tsx`),
      route("gift-cards/balance", `${dir}/gift-card-balance.tsx`),
      route("cart", `${dir}/cart.tsx`),
      route("auth/login", `${dir}/auth-login.tsx`),
      route("auth/register", `${dir}/auth-register.tsx`),
      route("auth/callback", `${dir}/auth-callback.tsx`),
      route("checkout", `${dir}/checkout.tsx`),
      route("order-success", `${dir}/order-success.tsx`),
      route("account/orders", `${dir}/account-orders.tsx`),
      route("*", `${dir}/not-found.tsx`),
    ]),
  ];
}

export default [
  ...storefront("routes"),
  ...prefix("es", storefront("routes/es")),
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("menu", "routes/admin/menu.tsx"),
      route("blog", "routes/admin/blog.tsx"),
      route("orders", "routes/admin/orders.tsx"),
      route("orders/new", "routes/admin/order-new.tsx"),
      route("orders/:id/ticket", "routes/admin/order-ticket.tsx"),
      route("kitchen", "routes/admin/kitchen.tsx"),
      route("messages", "routes/admin/messages.tsx"),
      route("ordering", "routes/admin/ordering.tsx"),
      route("team", "routes/admin/team.tsx"),
      route("catering", "routes/admin/catering.tsx"),
      route("catering/:id", "routes/admin/catering-event.tsx"),
      route("catering/:id/prep", "routes/admin/catering-prep.tsx"),
      route("gift-cards", "routes/admin/gift-cards.tsx"),
      route("gift-cards/:id", "routes/admin/gift-card.tsx"),
      route("promos", "routes/admin/promos.tsx"),
      route("reports", "routes/admin/reports.tsx"),
    ]),
  ]),
] satisfies RouteConfig;
