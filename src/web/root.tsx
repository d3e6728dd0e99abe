import type { LinksFunction } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { renderFooterHtml } from "./lib/footer.server";
import { loadShop, pageLocale } from "./lib/shop.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { actor } = context;
  // The page's language (ADR 0015): the path for public pages, the visitor's choice for the admin.
  const locale = pageLocale(request);
  // The configured shop with the admin's hours, closures and delivery terms, and today's hours (ADR 0014).
  const shop = await loadShop(context, locale);
  return {
    locale,
    shop,
    footerHtml: renderFooterHtml(shop, locale),
    user: actor ? { email: actor.email, name: actor.name, isAdmin: actor.isAdmin, isStaff: actor.isStaff } : null,
  };
}

export { App as default, ErrorBoundary, Layout } from "./components/layout/document";
