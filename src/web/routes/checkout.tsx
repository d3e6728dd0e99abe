import { checkoutTexts } from "@shared/texts/checkout";
import { loadCheckoutPage } from "~/features/checkout/checkout.server";
import { withTexts } from "~/lib/texts";
import type { Route } from "./+types/checkout";

export { meta, default } from "~/features/checkout/checkout-route";
// The checks', the summary's and ordering ahead's words load with the code that says them: on
// Pay, and with the summary, quick picks and tips once the page shows (ADR 0008).
export const handle = withTexts(
  { checkoutTexts },
  {
    checkoutErrorTexts: () => import("@shared/texts/checkout-errors").then((m) => m.checkoutErrorTexts),
    checkoutSummaryTexts: () => import("@shared/texts/checkout-summary").then((m) => m.checkoutSummaryTexts),
    orderingTexts: () => import("@shared/texts/ordering").then((m) => m.orderingTexts),
  },
);

export function loader({ context }: Route.LoaderArgs) {
  return loadCheckoutPage(context, "en");
}
