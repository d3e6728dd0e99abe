import { lineTotalCents, priceOrder, type OrderDiscount, type PricingLine } from "./order-totals";
import type { OrderLineDto } from "./orders";
import type { PromoTerms } from "../promos/promos";

/**
 * An order's amounts when it changes after it was placed: edited by staff (ADR 0016) or weighed
 * (ADR 0013), priced by priceOrder like every order. Apart from order-totals.ts and orders.ts,
 * which the storefront loads: only the admin and the server need these.
 */

/**
 * The delivery fee and tip an order keeps when it is edited or weighed: those it was placed with.
 * Both are fixed when the order is placed, and a weighed order's new total keeps them (ADR 0014);
 * an edit re-prices the lines only, the delivery minimum and fee are not applied again (ADR 0016).
 * The server's edit and weighing, and the admin's edit form, take them from here.
 */
export function keptFeeAndTip(order: { deliveryFeeCents: number; tipCents: number; promo?: PromoTerms | null }): KeptExtras {
  return { deliveryFeeCents: order.deliveryFeeCents, tipCents: order.tipCents, promo: order.promo ?? null };
}

/**
 * What a changed order keeps: its fee and tip, and its promo code's terms (ADR 0024), so the
 * discount is worked out again on the new subtotal (a weighed one included). A free-delivery
 * code's fee was waived at placing: the kept fee is already 0.
 */
export interface KeptExtras {
  deliveryFeeCents: number;
  tipCents: number;
  promo: PromoTerms | null;
}

/** A promo's terms as priceOrder's discount (free delivery is kept as the 0 fee). */
export function discountOfTerms(promo: PromoTerms | null | undefined): OrderDiscount | null {
  if (!promo) return null;
  if (promo.kind === "percent" && promo.percentBp) return { kind: "percent", percentBp: promo.percentBp };
  if (promo.kind === "amount" && promo.amountCents) return { kind: "amount", amountCents: promo.amountCents };
  return null;
}

/** Whether the promo's discount applies to a line of this item. */
export function isDiscountable(promo: PromoTerms | null | undefined, itemId: string | undefined): boolean {
  return !promo?.itemIds || (itemId !== undefined && promo.itemIds.includes(itemId));
}

/**
 * The weighed amounts of an order: each weighed line's cost, the new subtotal, tax and total,
 * priced by priceOrder with the weighed quantities (the other lines at their cost as ordered).
 */
export function weighedTotals(
  lines: ReadonlyArray<Pick<OrderLineDto, "id" | "priceCents" | "quantity" | "pricedByWeight" | "lineTotalCents"> & { itemId?: string }>,
  weights: ReadonlyMap<string, number>,
  taxRate: number,
  /** The delivery fee and the tip stay as placed (ADR 0014): added to the weighed total untaxed; the promo's discount follows the weights. */
  extras: KeptExtras = { deliveryFeeCents: 0, tipCents: 0, promo: null },
): {
  lines: { id: string; weighedQuantity: number | null; weighedTotalCents: number | null }[];
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
} {
  // Weighed, a line is no longer an estimate: nothing of it is held above the total.
  const pricing = lines.map((line): PricingLine => {
    const weighed = line.pricedByWeight ? weights.get(line.id) : undefined;
    const discountable = isDiscountable(extras.promo, line.itemId);
    return weighed === undefined
      ? { costCents: line.lineTotalCents, pricedByWeight: false, discountable }
      : { priceCents: line.priceCents, quantity: weighed, pricedByWeight: false, discountable };
  });
  const { subtotalCents, discountCents, taxCents, totalCents } = priceOrder({
    lines: pricing,
    taxRate,
    weightHoldPercent: 0,
    deliveryFeeCents: extras.deliveryFeeCents,
    tipCents: extras.tipCents,
    discount: discountOfTerms(extras.promo),
  });
  const result = lines.map(({ id }, index) => {
    const line = pricing[index]!;
    return "quantity" in line
      ? { id, weighedQuantity: line.quantity, weighedTotalCents: lineTotalCents(line.priceCents, line.quantity) }
      : { id, weighedQuantity: null, weighedTotalCents: null };
  });
  return { lines: result, subtotalCents, discountCents, taxCents, totalCents };
}
