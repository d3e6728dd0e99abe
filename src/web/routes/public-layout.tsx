import { Outlet, isRouteErrorResponse, useRouteError } from "react-router";
import { PublicShell } from "~/components/layout/public-shell";
import { NotFound } from "~/components/layout/not-found";
import { layoutTexts } from "@shared/texts/layout";
import { AccountMenu } from "~/features/auth/account-menu";
import { useSessionUser } from "~/lib/session";

export default function PublicLayout() {
  const user = useSessionUser();
  return (
    <PublicShell accountSlot={<AccountMenu user={user} />}>
      <Outlet />
    </PublicShell>
  );
}

/** Errors inside public pages keep the header and footer: 404s show 'Page Not Found'. */
export function ErrorBoundary() {
  const error = useRouteError();
  const user = useSessionUser();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <PublicShell accountSlot={<AccountMenu user={user} />}>
      {isNotFound ? (
        <NotFound />
      ) : (
        <section className="mx-auto max-w-xl px-6 pb-24 pt-32 text-center">
          <title>{layoutTexts.error.title}</title>
          <h1 className="text-3xl font-bold">{layoutTexts.error.title}</h1>
          <p className="mt-4 text-ink-700">{layoutTexts.error.body}</p>
        </section>
      )}
    </PublicShell>
  );
}
