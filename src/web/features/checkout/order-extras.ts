import { deliveryFeeCents } from "@shared/checkout/delivery";
import { formatCents } from "@shared/core/money";
import { priceOrder, subtotalCents, type OrderPrice } from "@shared/orders/order-totals";
import type { SlotsRequest, SlotsResponse } from "@shared/ordering/ordering";
import type { OrderType } from "@shared/orders/orders";
import type { ShopInfo } from "@shared/shop/shop";
import { MAX_TIP_CENTS, tipCents, type TipChoice } from "@shared/checkout/tips";
import type { CheckedLine } from "~/features/cart/cart-check";
import type { Texts } from "~/lib/texts";
import { apiFetch } from "~/lib/api-fetch";
import { linePriceCents } from "~/features/cart/cart-store";

/**
 * The checkout's ordering-ahead parts (ADR 0014) as plain functions: what the order costs with
 * its delivery fee and tip, and the quick picks' request (the summary's fee and tip lines are
 * components/ui/totals-list.tsx's, shared with the pages that show a placed order). Loaded
 * with checkout-extras.tsx once the page shows (ADR 0008); their words (orderingTexts, in the
 * page's language) are loaded with them and handed in.
 */

type OrderingWords = Texts<"orderingTexts">;

/** The payable lines priced as the server prices them, with the delivery fee and the tip (both on the subtotal). */
export function priceCheckout(
  lines: readonly CheckedLine[],
  shop: Pick<ShopInfo, "taxRate" | "weightHoldPercent" | "delivery">,
  orderType: OrderType,
  tip: TipChoice,
): OrderPrice {
  const pricing = lines
    .filter((entry) => entry.isPayable)
    .map(({ line }) => ({ priceCents: linePriceCents(line), quantity: line.quantity, pricedByWeight: line.menuItem.pricedByWeight }));
  const goods = subtotalCents(pricing);
  return priceOrder({
    lines: pricing,
    taxRate: shop.taxRate,
    weightHoldPercent: shop.weightHoldPercent,
    deliveryFeeCents: orderType === "delivery" ? deliveryFeeCents(goods, shop.delivery) : 0,
    tipCents: tipIsValid(tip) ? tipCents(tip, goods) : 0,
  });
}

/** An amount typed that is not one is kept as -1 cents; more than the most a tip may be is refused too. */
function tipIsValid(tip: TipChoice): boolean {
  return tip.kind !== "amount" || (Number.isInteger(tip.cents) && tip.cents >= 0 && tip.cents <= MAX_TIP_CENTS);
}

/** The tip's problem, or null: an amount typed that is not one, or too large. */
export function tipProblem(tip: TipChoice, t: Pick<OrderingWords, "tipInvalid" | "tipTooLarge">): string | null {
  if (tipIsValid(tip) || tip.kind !== "amount") return null;
  return !Number.isInteger(tip.cents) || tip.cents < 0 ? t.tipInvalid : t.tipTooLarge(formatCents(MAX_TIP_CENTS));
}

/** POST /api/checkout/slots: the next open times for these lines and type. */
export async function fetchSlots(request: SlotsRequest, signal: AbortSignal): Promise<SlotsResponse> {
  const response = await apiFetch("/api/checkout/slots", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(request),
    signal,
  });
  if (!response.ok) throw new Error(`slots failed: ${response.status}`);
  return (await response.json()) as SlotsResponse;
}
