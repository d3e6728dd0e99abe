import { Suspense, lazy, useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, type LinksFunction } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { LazyToaster } from "./components/ui/toaster";
import { renderFooterHtml } from "./lib/footer.server";
import { loadShop, pageLocale } from "./lib/shop.server";
import { ShopProvider } from "./lib/shop";
import { useNonce } from "./lib/nonce";
import { useLocale } from "./lib/texts";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { actor } = context;
  // The page's language (issue 15): the path for public pages, the visitor's choice for the admin.
  const locale = pageLocale(request);
  // The configured shop with the admin's hours, closures and delivery terms, and today's hours (issue 14).
  const shop = await loadShop(context, locale);
  return {
    locale,
    shop,
    footerHtml: renderFooterHtml(shop, locale),
    user: actor ? { email: actor.email, name: actor.name, isAdmin: actor.isAdmin, isStaff: actor.isStaff } : null,
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // The page has hydrated: what the hydration gate (lib/hydration-gate.ts) and the e2e tests wait for.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  // The path's language on public pages ('/es/…'), the visitor's choice in the admin.
  const lang = useLocale();
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#8f2f1a" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <ShopProvider shop={loaderData.shop}>
      <Outlet />
      <LazyToaster />
    </ShopProvider>
  );
}

const RootErrorPage = lazy(() => import("./components/layout/error-pages").then((m) => ({ default: m.RootErrorPage })));

/** Last resort: the root loader itself failed. Public pages have their own boundary. */
export function ErrorBoundary() {
  return (
    <Suspense>
      <RootErrorPage />
    </Suspense>
  );
}
