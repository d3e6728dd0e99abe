import { Outlet, isRouteErrorResponse, useRouteError } from "react-router";
import { PendingPage, usePendingLabel } from "~/components/layout/pending-page";
import { PublicShell } from "~/components/layout/public-shell";
import { LazyToaster } from "~/components/ui/toaster";
import { NotFound } from "~/components/layout/not-found";
import { layoutTexts } from "@shared/texts/layout";

export default function PublicLayout() {
  const pending = usePendingLabel();
  return (
    <PublicShell>
      {pending && <PendingPage label={pending} />}
      {/* The current page stays mounted (hidden) while the next one loads. */}
      <div hidden={!!pending}>
        <Outlet />
      </div>
      <LazyToaster />
    </PublicShell>
  );
}

/** Errors inside public pages keep the header and footer: 404s show 'Page Not Found'. */
export function ErrorBoundary() {
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <PublicShell>
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
