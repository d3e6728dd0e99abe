import { isRouteErrorResponse, useRouteError } from "react-router";
import { useLocalPath, useOptionalTexts, useTexts } from "~/lib/texts";

/**
 * What the error boundaries show (root.tsx, routes/public-layout-route.tsx). Loaded when a page fails,
 * not with every page: a page that renders never needs it (ADR 0019, first-load JavaScript).
 */

/** Last resort: the root loader itself failed. Public pages have their own boundary. */
export function RootErrorPage() {
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

/** An unexpected error inside a public page, inside the header and footer. */
export function PublicErrorPage() {
  const error = useRouteError();
  const layoutTexts = useTexts("layoutTexts");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? layoutTexts.notFound.title : layoutTexts.error.title;
  return (
    <section className="mx-auto max-w-xl px-6 pb-24 pt-32 text-center">
      <title>{title}</title>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-ink-700">{notFound ? layoutTexts.notFound.body : layoutTexts.error.body}</p>
    </section>
  );
}
