import { lineTotalCents, weightAllowanceCents } from "./quantity";

/**
 * Money is integer cents everywhere on the server; these helpers are the only place where
 * cents become text or a tax amount, so the browser and the server always agree.
 */

/** Tax rate in basis points: 825 = 8.25 %. Integer, so tax math stays exact. */
export type BasisPoints = number;

/** '$12.99' — two decimals, as SPEC.md section 9 asks. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(cents));
  const dollars = Math.floor(abs / 100).toLocaleString("en-US");
  const rest = String(abs % 100).padStart(2, "0");
  return `${sign}$${dollars}.${rest}`;
}

/** '$15.99/lb' per pound, '$4.50' each. */
export function formatUnitPrice(cents: number, unit: "each" | "lb"): string {
  return unit === "lb" ? `${formatCents(cents)}/lb` : formatCents(cents);
}

/** '8.25%' from 825. */
export function formatRate(rate: BasisPoints): string {
  return `${(rate / 100).toFixed(2).replace(/\.?0+$/, "")}%`;
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
