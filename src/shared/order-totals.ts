import type { BasisPoints } from "./money";
import { QUANTITY_SCALE, toThousandths } from "./quantity";

/**
 * Tax and an order's totals (and the card hold's allowance for weighed lines), in integer cents:
 * the one computation the cart, checkout, the counter and the server all use. Apart from
 * money.ts's formatting so that pages which only show prices do not load it.
 */

/** A line's cost in cents: unit price × quantity, rounded half up to the cent (once, here). */
export function lineTotalCents(unitPriceCents: number, quantity: number): number {
  if (!Number.isSafeInteger(unitPriceCents)) throw new RangeError(`unit price must be integer cents, got ${unitPriceCents}`);
  const product = unitPriceCents * toThousandths(quantity);
  const half = QUANTITY_SCALE / 2;
  return product >= 0 ? Math.floor((product + half) / QUANTITY_SCALE) : -Math.floor((-product + half) / QUANTITY_SCALE);
}

/**
 * Tax on a subtotal, rounded half up to the cent (the rule US sales tax uses).
 * Integer arithmetic only: 1999 cents at 825 bp = 164.9175 → 165.
 */
export function computeTax(subtotalCents: number, rate: BasisPoints): number {
  if (!Number.isInteger(subtotalCents) || subtotalCents < 0) {
    throw new RangeError(`subtotal must be a non-negative integer of cents, got ${subtotalCents}`);
  }
  return Math.floor((subtotalCents * rate + 5_000) / 10_000);
}

export interface Totals {
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
}

/** The subtotal is the sum of the lines, each rounded half up once (shared/quantity.ts); tax is on the subtotal. */
export function computeTotals(lines: ReadonlyArray<{ priceCents: number; quantity: number }>, rate: BasisPoints): Totals {
  const subtotalCents = lines.reduce((sum, line) => sum + lineTotalCents(line.priceCents, line.quantity), 0);
  const taxCents = computeTax(subtotalCents, rate);
  return { subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
}

/** A line as pricing sees it: the unit price with options, the quantity, and whether it is weighed later. */
export interface PricingLine {
  priceCents: number;
  quantity: number;
  pricedByWeight: boolean;
}

export interface OrderEstimate extends Totals {
  /** Below the free-delivery threshold, for delivery (issue 14); in the total, not taxed. */
  deliveryFeeCents: number;
  /** On the subtotal, in the total, not taxed (issue 14). */
  tipCents: number;
  /** Lines priced by actual weight: their total is an estimate until weighed. */
  hasWeighedLines: boolean;
  /** The weight allowance held above the total (0 without weighed lines). */
  allowanceCents: number;
  /** What the card is held for (total plus allowance); null when the order is charged at once. */
  holdCents: number | null;
}

/**
 * What an order costs, and what its card is held for when some lines are priced by actual
 * weight: the same function prices the cart on the page and the order on the server.
 */
export function estimateOrder(
  lines: readonly PricingLine[],
  rate: BasisPoints,
  holdPercent: number,
  extras: { deliveryFeeCents: number; tipCents: number } = { deliveryFeeCents: 0, tipCents: 0 },
): OrderEstimate {
  const goods = computeTotals(lines, rate);
  const totals = { ...goods, ...extras, totalCents: goods.totalCents + extras.deliveryFeeCents + extras.tipCents };
  const weighed = lines.filter((line) => line.pricedByWeight);
  if (weighed.length === 0) return { ...totals, hasWeighedLines: false, allowanceCents: 0, holdCents: null };
  const weighedSubtotal = weighed.reduce((sum, line) => sum + lineTotalCents(line.priceCents, line.quantity), 0);
  const allowanceCents = weightAllowanceCents(weighedSubtotal, weighed.length, rate, holdPercent);
  return { ...totals, hasWeighedLines: true, allowanceCents, holdCents: totals.totalCents + allowanceCents };
}

/**
 * The weight allowance: the margin held on the card above the estimate, so a cut that weighs a
 * little more can still be charged. It covers the weighed lines growing by `percent` with their
 * tax, rounded up to the cent: capturing the recomputed total of a cut at most `percent` heavier
 * never needs more than the hold.
 */
export function weightAllowanceCents(weighedSubtotalCents: number, weighedLines: number, taxRate: number, percent: number): number {
  if (weighedSubtotalCents <= 0 || percent <= 0) return 0;
  // cents × percent/100 × (1 + rate/10000), in integers; a cent per line and one for the tax
  // cover the half-up rounding of each recomputed line and of the tax.
  const numerator = weighedSubtotalCents * percent * (10_000 + taxRate);
  return Math.ceil(numerator / 1_000_000) + weighedLines + 1;
}
