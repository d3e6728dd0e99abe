import { useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteError, type LinksFunction } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { LazyToaster } from "./components/ui/toaster";
import { renderFooterHtml } from "./lib/footer.server";
import { loadShop, pageLocale } from "./lib/shop.server";
import { ShopProvider } from "./lib/shop";
import { useNonce } from "./lib/nonce";
import { useLocalPath, useLocale, useOptionalTexts } from "./lib/texts";

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

/** Last resort: the root loader itself failed. Public pages have their own boundary. */
export function ErrorBoundary() {
  const error = useRouteError();
  const layoutTexts = useOptionalTexts("layoutTexts");
  const localPath = useLocalPath();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // Outside any page that brings words (the admin's frame failed too): the status alone.
  if (!layoutTexts) return <main className="mx-auto max-w-xl px-6 py-24 text-center text-3xl font-bold">{status}</main>;
  const title = status === 404 ? layoutTexts.notFound.title : layoutTexts.error.title;
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <title>{title}</title>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-ink-700">{status === 404 ? layoutTexts.notFound.body : layoutTexts.error.body}</p>
      <p className="mt-8">
        <a className="font-semibold text-brand-700 underline" href={localPath("/")}>
          {layoutTexts.notFound.home}
        </a>
      </p>
    </main>
  );
}
