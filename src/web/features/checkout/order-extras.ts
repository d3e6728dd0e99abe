import { deliveryFeeCents } from "@shared/checkout/delivery";
import { formatCents } from "@shared/core/money";
import { priceOrder, subtotalCents, type OrderDiscount, type OrderPrice } from "@shared/orders/order-totals";
import type { SlotsRequest, SlotsResponse } from "@shared/ordering/ordering";
import type { CheckoutDetails } from "@shared/checkout/checkout";
import type { OrderType } from "@shared/orders/orders";
import type { PromoPreviewDto } from "@shared/promos/promos";
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

/**
 * The codes applied at checkout (ADR 0024): a promo code the server accepted for this cart (what
 * it takes off, as POST /api/checkout/promo said), and a gift card with the balance its code
 * showed. The server checks both again when the order is placed.
 */
export interface AppliedCodes {
  /** Absent or null: none. */
  promo?: PromoPreviewDto | null;
  giftCard?: { code: string; last4: string; balanceCents: number } | null;
}

/** The order's price at checkout, and how it is paid: the gift card first, the rest by card. */
export interface CheckoutPrice extends OrderPrice {
  /** The codes it was priced with: the summary shows them, Pay sends them. */
  codes: AppliedCodes;
  /** The order as a promo code's rules read it (POST /api/checkout/promo without its code): asked again when it changes. */
  promoOrder: PromoCheckRequest;
  /** What the gift card pays (or holds): its balance, up to what the card would be charged or held for. */
  giftCardCents: number;
  /** What is left for the card: charged, or held for cuts priced by weight; 0: nothing to pay by card. */
  cardCents: number;
}

/**
 * The payable lines priced as the server prices them, with the delivery fee and the tip (both on
 * the subtotal), a promo code's discount and a gift card's share. The discount is the server's own
 * figure for this cart (its rules may leave some lines out: the page does not know which), taken
 * off before tax by priceOrder; a free-delivery code waives the fee. The gift card pays up to the
 * total, or up to the hold (total and allowance) for cuts priced by weight.
 */
export function priceCheckout(
  lines: readonly CheckedLine[],
  shop: Pick<ShopInfo, "taxRate" | "weightHoldPercent" | "delivery">,
  details: Pick<CheckoutDetails, "orderType" | "preferredTime">,
  tip: TipChoice,
  codes: AppliedCodes = {},
): CheckoutPrice {
  const { orderType } = details;
  const pricing = lines
    .filter((entry) => entry.isPayable)
    .map(({ line }) => ({ priceCents: linePriceCents(line), quantity: line.quantity, pricedByWeight: line.menuItem.pricedByWeight }));
  const goods = subtotalCents(pricing);
  const { promo, giftCard } = codes;
  const discount: OrderDiscount | null = !promo
    ? null
    : promo.kind === "free_delivery"
      ? { kind: "free_delivery" }
      : { kind: "amount", amountCents: promo.discountCents };
  const price = priceOrder({
    lines: pricing,
    taxRate: shop.taxRate,
    weightHoldPercent: shop.weightHoldPercent,
    deliveryFeeCents: orderType === "delivery" ? deliveryFeeCents(goods, shop.delivery) : 0,
    tipCents: tipIsValid(tip) ? tipCents(tip, goods) : 0,
    discount,
  });
  const charge = price.holdCents ?? price.totalCents;
  const giftCardCents = giftCard ? Math.max(0, Math.min(giftCard.balanceCents, charge)) : 0;
  const promoOrder = promoCheckRequest(
    "",
    lines.map(({ line }) => line),
    details,
    tip,
  );
  // As the server decides (ADR 0024): a gift card that covers the estimate holds the allowance too, and no card is asked for.
  return { ...price, codes, promoOrder, giftCardCents, cardCents: giftCardCents >= price.totalCents ? 0 : charge - giftCardCents };
}

export type PromoCheckRequest = ReturnType<typeof promoCheckRequest>;

/** What POST /api/checkout/promo reads: the cart as checkout sends it, the order's type and time, and a valid tip. */
export function promoCheckRequest(
  code: string,
  lines: ReadonlyArray<{ menuItem: { id: string }; quantity: number; options: ReadonlyArray<{ optionId: string }>; notes: string }>,
  details: { orderType: OrderType; preferredTime: string },
  tip: TipChoice,
) {
  return {
    code,
    details: { orderType: details.orderType, preferredTime: details.preferredTime },
    lines: lines.map((line) => ({
      itemId: line.menuItem.id,
      quantity: line.quantity,
      optionIds: line.options.map((option) => option.optionId),
      notes: line.notes,
    })),
    tip: tipIsValid(tip) ? tip : { kind: "none" as const },
  };
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
