import { Suspense, lazy } from "react";
import { Outlet } from "react-router";
import { PendingPage, usePendingLabel } from "~/components/layout/pending-page";
import { PublicShell } from "~/components/layout/public-shell";
import { setRequestFailedWords } from "~/lib/api-fetch";
import { useTexts } from "~/lib/texts";
import { AccountMenu } from "~/features/auth/account-menu";
import { useSessionUser } from "~/lib/session";

const PublicErrorPage = lazy(() => import("./error-pages").then((m) => ({ default: m.PublicErrorPage })));

/** The public pages' frame, the same in both languages; its words come from the route (routes/public-layout.tsx, routes/es/public-layout.tsx). */
export default function PublicLayout() {
  setRequestFailedWords(useTexts("layoutTexts").requestFailed);
  const user = useSessionUser();
  const pending = usePendingLabel();
  return (
    <PublicShell accountSlot={<AccountMenu user={user} />}>
      {pending && <PendingPage label={pending} />}
      {/* The current page stays mounted (hidden) while the next one loads. */}
      <div hidden={!!pending}>
        <Outlet />
      </div>
    </PublicShell>
  );
}

/**
 * Unexpected errors inside public pages keep the header and footer. (Unknown paths are not
 * errors: the not-found route renders 'Page Not Found' with a 404 status itself.)
 */
export function ErrorBoundary() {
  const user = useSessionUser();
  return (
    <PublicShell accountSlot={<AccountMenu user={user} />}>
      <Suspense>
        <PublicErrorPage />
      </Suspense>
    </PublicShell>
  );
}
