import { pageMeta, shopFromMatches } from "~/lib/seo";
import { textsFromMatches } from "~/lib/texts";
import type { Route } from "../../routes/+types/gift-card-balance";
import { GiftCardBalancePage } from "./gift-card-balance-page";

/** The balance page in either language: its route files (routes/gift-card-balance.tsx, routes/es/gift-card-balance.tsx) bring the words. */
export function meta({ matches }: Route.MetaArgs) {
  const giftCardBalanceTexts = textsFromMatches(matches, "giftCardBalanceTexts");
  return pageMeta({
    matches,
    title: giftCardBalanceTexts.title,
    description: giftCardBalanceTexts.metaDescription(shopFromMatches(matches)?.name ?? ""),
    path: "/gift-cards/balance",
  });
}

export default function GiftCardBalanceRoute() {
  return <GiftCardBalancePage />;
}
