import { Outlet, isRouteErrorResponse, useRouteError } from "react-router";
import { PendingPage, usePendingLabel } from "~/components/layout/pending-page";
import { PublicShell } from "~/components/layout/public-shell";
import { setRequestFailedWords } from "~/lib/api-fetch";
import { useTexts } from "~/lib/texts";
import { AccountMenu } from "~/features/auth/account-menu";
import { useSessionUser } from "~/lib/session";

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
  const error = useRouteError();
  const user = useSessionUser();
  const layoutTexts = useTexts("layoutTexts");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? layoutTexts.notFound.title : layoutTexts.error.title;
  return (
    <PublicShell accountSlot={<AccountMenu user={user} />}>
      <section className="mx-auto max-w-xl px-6 pb-24 pt-32 text-center">
        <title>{title}</title>
        <h1 className="text-3xl font-bold">{title}</h1>
        <p className="mt-4 text-ink-700">{notFound ? layoutTexts.notFound.body : layoutTexts.error.body}</p>
      </section>
    </PublicShell>
  );
}
