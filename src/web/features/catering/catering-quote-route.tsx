import { useLoaderData, useParams } from "react-router";
import { NotFound } from "~/components/layout/not-found";
import { shopFromMatches } from "~/lib/seo";
import { textsFromMatches } from "~/lib/texts";
import type { Route } from "../../routes/+types/catering-quote";
import { CateringQuotePage } from "./catering-quote-page";

/**
 * The customer's page behind the link, in either language: its route files
 * (routes/catering-quote.tsx, routes/es/catering-quote.tsx) bring the words and the data. The
 * link is the key to it: never indexed, never kept by a cache. A wrong link is the storefront's
 * 'Page Not Found' (its own title and noindex).
 */
export function meta({ matches, data }: Route.MetaArgs) {
  const view = data?.view;
  if (!view) return [];
  const cateringTexts = textsFromMatches(matches, "cateringQuoteTexts");
  const brand = shopFromMatches(matches)?.name ?? "";
  return [{ title: `${cateringTexts.pageTitle(view.reference)} | ${brand}` }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" };
}

// Shared by both languages' route files, which re-export it: React Router hands props only to a
// default export written in the route file itself, so the page reads its data with the hook.
export default function CateringQuoteRoute() {
  const { view, paid } = useLoaderData<Route.ComponentProps["loaderData"]>();
  const { token = "" } = useParams();
  if (!view) return <NotFound />;
  return <CateringQuotePage view={view} paid={paid} token={token} />;
}
