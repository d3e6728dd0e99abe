import { lineTotalCents, priceOrder, type PricingLine } from "./order-totals";
import type { OrderLineDto } from "./orders";

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
export function keptFeeAndTip(order: { deliveryFeeCents: number; tipCents: number }): { deliveryFeeCents: number; tipCents: number } {
  return { deliveryFeeCents: order.deliveryFeeCents, tipCents: order.tipCents };
}

/**
 * The weighed amounts of an order: each weighed line's cost, the new subtotal, tax and total,
 * priced by priceOrder with the weighed quantities (the other lines at their cost as ordered).
 */
export function weighedTotals(
  lines: ReadonlyArray<Pick<OrderLineDto, "id" | "priceCents" | "quantity" | "pricedByWeight" | "lineTotalCents">>,
  weights: ReadonlyMap<string, number>,
  taxRate: number,
  /** The delivery fee and the tip stay as placed (ADR 0014): added to the weighed total untaxed. */
  extras: { deliveryFeeCents: number; tipCents: number } = { deliveryFeeCents: 0, tipCents: 0 },
): {
  lines: { id: string; weighedQuantity: number | null; weighedTotalCents: number | null }[];
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
} {
  // Weighed, a line is no longer an estimate: nothing of it is held above the total.
  const pricing = lines.map((line): PricingLine => {
    const weighed = line.pricedByWeight ? weights.get(line.id) : undefined;
    return weighed === undefined
      ? { costCents: line.lineTotalCents, pricedByWeight: false }
      : { priceCents: line.priceCents, quantity: weighed, pricedByWeight: false };
  });
  const { subtotalCents, taxCents, totalCents } = priceOrder({ lines: pricing, taxRate, weightHoldPercent: 0, ...extras });
  const result = lines.map(({ id }, index) => {
    const line = pricing[index]!;
    return "quantity" in line
      ? { id, weighedQuantity: line.quantity, weighedTotalCents: lineTotalCents(line.priceCents, line.quantity) }
      : { id, weighedQuantity: null, weighedTotalCents: null };
  });
  return { lines: result, subtotalCents, taxCents, totalCents };
}
