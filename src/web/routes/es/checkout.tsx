import { checkoutTexts } from "@shared/texts/es/checkout";
import { loadCheckoutPage } from "~/features/checkout/checkout.server";
import { withTexts } from "~/lib/texts";
import type { Route } from "./+types/checkout";

export { meta, default } from "~/features/checkout/checkout-route";
// The checks', the summary's and ordering ahead's words load with the code that says them: on
// Pay, and with the summary, quick picks and tips once the page shows (ADR 0008).
export const handle = withTexts(
  { checkoutTexts },
  {
    checkoutErrorTexts: () => import("@shared/texts/es/checkout-errors").then((m) => m.checkoutErrorTexts),
    checkoutSummaryTexts: () => import("@shared/texts/es/checkout-summary").then((m) => m.checkoutSummaryTexts),
    orderingTexts: () => import("@shared/texts/es/ordering").then((m) => m.orderingTexts),
  },
);

export function loader({ context }: Route.LoaderArgs) {
  return loadCheckoutPage(context, "es");
}
