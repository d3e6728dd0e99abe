import { useLoaderData } from "react-router";
import { DEFAULT_CATERING_SETTINGS } from "@shared/catering/catering";
import { pageMeta, shopFromMatches } from "~/lib/seo";
import { textsFromMatches } from "~/lib/texts";
import type { Route } from "../../routes/+types/catering";
import { CateringPage } from "./catering-page";

/** The /catering page in either language: its route files (routes/catering.tsx, routes/es/catering.tsx) bring the words and the data. */
export function meta({ matches, data }: Route.MetaArgs) {
  const cateringTexts = textsFromMatches(matches, "cateringTexts");
  const minGuests = data?.form?.minGuests ?? DEFAULT_CATERING_SETTINGS.minGuests;
  return pageMeta({
    matches,
    title: cateringTexts.pageTitle,
    description: cateringTexts.metaDescription(shopFromMatches(matches)?.name ?? "", minGuests),
    path: "/catering",
  });
}

// Shared by both languages' route files, which re-export it: React Router hands props only to a
// default export written in the route file itself, so the page reads its data with the hook.
export default function CateringRoute() {
  const loaderData = useLoaderData<Route.ComponentProps["loaderData"]>();
  return <CateringPage form={loaderData.form} />;
}
