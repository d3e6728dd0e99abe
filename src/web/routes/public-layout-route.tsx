import { Suspense, lazy, type ReactNode } from "react";
import { Outlet } from "react-router";
import { PendingPage, usePendingLabel } from "~/components/layout/pending-page";
import { PublicShell } from "~/components/layout/public-shell";
import { AccountMenu } from "~/features/auth/account-menu";
import { useLoadedCart } from "~/features/cart/loaded-cart";
import { setRequestFailedWords } from "~/lib/api-fetch";
import { useSessionUser } from "~/lib/session";
import { useTexts } from "~/lib/texts";

const PublicErrorPage = lazy(() => import("~/components/layout/error-pages").then((m) => ({ default: m.PublicErrorPage })));

/**
 * The public layout filled in: the header's cart count and account menu come from their features
 * (cart, auth), which the layout's components do not import (eslint.config.js).
 */
function PublicFrame({ children }: { children: ReactNode }) {
  // 0 on the server and until the cart's store has loaded (features/cart/loaded-cart.ts).
  const cartCount = useLoadedCart()?.count ?? 0;
  const user = useSessionUser();
  return (
    <PublicShell cartCount={cartCount} account={<AccountMenu user={user} />}>
      {children}
    </PublicShell>
  );
}

/** The public pages' frame, the same in both languages; its words come from the route (routes/public-layout.tsx, routes/es/public-layout.tsx). */
export default function PublicLayout() {
  setRequestFailedWords(useTexts("layoutTexts").requestFailed);
  const pending = usePendingLabel();
  return (
    <PublicFrame>
      {pending && <PendingPage label={pending} />}
      {/* The current page stays mounted (hidden) while the next one loads. */}
      <div hidden={!!pending}>
        <Outlet />
      </div>
    </PublicFrame>
  );
}

/**
 * Unexpected errors inside public pages keep the header and footer. (Unknown paths are not
 * errors: the not-found route renders 'Page Not Found' with a 404 status itself.)
 */
export function ErrorBoundary() {
  return (
    <PublicFrame>
      <Suspense>
        <PublicErrorPage />
      </Suspense>
    </PublicFrame>
  );
}
