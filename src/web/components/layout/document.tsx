import { Suspense, lazy, useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData } from "react-router";
import type { ShopInfo } from "@shared/shop/shop";
import { LazyToaster } from "~/components/ui/toaster";
import type { GateWindow } from "~/lib/hydration-gate";
import { useNonce } from "~/lib/nonce";
import { ShopProvider } from "~/lib/shop";
import { useLocale } from "~/lib/texts";

/**
 * The root route's components (root.tsx re-exports them): here rather than in the route file so
 * that they travel in the layout chunk every page loads, not in a route module of their own
 * (ADR 0019: first-load JavaScript).
 */

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // The page has hydrated: what the hydration gate (lib/hydration-gate.ts), the tap hold
  // (lib/tap-hold.ts) and the e2e tests wait for. Buttons tapped before it are clicked again, now
  // with their handlers.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
    const gate = window as GateWindow;
    // The lazy pictures the gate held get their addresses back after hydration, so their loading
    // does not add to hydration's work on a slow phone.
    gate.__gateShow?.();
    // Once this effect has returned: React handles a click dispatched inside its commit (where
    // effects run) without flushing what the click changed, so a choice clicked there and then Add
    // to Cart added the card's old choice; and a card it has yet to hydrate (each is a Suspense
    // boundary, features/menu/menu-item-card.tsx) it cannot hydrate there for the click, and drops it.
    setTimeout(() => {
      for (const button of gate.__gateClicks ?? []) if (button.isConnected) button.click();
    });
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

// React Router hands props only to a default export written in the route file itself: the data
// comes from the hook.
export function App() {
  const { shop } = useLoaderData<{ shop: ShopInfo }>();
  return (
    <ShopProvider shop={shop}>
      <Outlet />
      <LazyToaster />
    </ShopProvider>
  );
}

const RootErrorPage = lazy(() => import("./error-pages").then((m) => ({ default: m.RootErrorPage })));

/** Last resort: the root loader itself failed. Public pages have their own boundary. */
export function ErrorBoundary() {
  return (
    <Suspense>
      <RootErrorPage />
    </Suspense>
  );
}
