import { giftCardTexts } from "@shared/texts/es/gift-cards";
import { loadGiftCardsPage } from "~/features/gift-cards/gift-cards.server";
import { withTexts } from "~/lib/texts";
import type { Route } from "./+types/gift-cards";

export { meta, default } from "~/features/gift-cards/gift-cards-route";
// The checks' words and the purchase's state load with the code that says them: on Pay, and
// back from the pay page (ADR 0008).
export const handle = withTexts(
  { giftCardTexts },
  { giftCardPurchaseTexts: () => import("@shared/texts/es/gift-card-purchase").then((m) => m.giftCardPurchaseTexts) },
);

export function loader({ context, request }: Route.LoaderArgs) {
  return loadGiftCardsPage(context, new URL(request.url));
}
