import { useLoaderData } from "react-router";
import { pageMeta, shopFromMatches } from "~/lib/seo";
import { textsFromMatches } from "~/lib/texts";
import type { Route } from "../../routes/+types/gift-cards";
import { GiftCardsPage } from "./gift-cards-page";

/** The /gift-cards page in either language: its route files (routes/gift-cards.tsx, routes/es/gift-cards.tsx) bring the words and the data. */
export function meta({ matches }: Route.MetaArgs) {
  const giftCardTexts = textsFromMatches(matches, "giftCardTexts");
  return pageMeta({
    matches,
    title: giftCardTexts.title,
    description: giftCardTexts.metaDescription(shopFromMatches(matches)?.name ?? ""),
    path: "/gift-cards",
  });
}

// Shared by both languages' route files, which re-export it: React Router hands props only to a
// default export written in the route file itself, so the page reads its data with the hook.
export default function GiftCardsRoute() {
  const loaderData = useLoaderData<Route.ComponentProps["loaderData"]>();
  return <GiftCardsPage {...loaderData} />;
}
