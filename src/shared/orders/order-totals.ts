import type { BasisPoints } from "../core/money";
import { QUANTITY_SCALE, toThousandths } from "../core/quantity";

/**
 * What an order costs, in integer cents: priceOrder is the one computation the cart, checkout,
 * the counter, edits, weighing, refunds and the server all use (ADR 0013: each line rounded half
 * up once, tax rounded half up once on the subtotal, the card hold's allowance for lines priced
 * by weight; ADR 0014: the delivery fee and the tip in the total, untaxed). Apart from money.ts's
 * formatting so that pages which only show prices do not load it.
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

/**
 * A line as pricing sees it: the unit price with options and the quantity (ordered, or as
 * weighed), or a cost fixed already (a line as it was charged); and whether it is priced by
 * actual weight and not weighed yet, so its cost is an estimate held with an allowance.
 */
export type PricingLine = (
  { priceCents: number; quantity: number; pricedByWeight: boolean; costCents?: undefined } | { costCents: number; pricedByWeight: boolean }
) & {
  /** Whether a promo code's discount applies to the line (its item is eligible, ADR 0024); absent: it does. */
  discountable?: boolean;
};

/**
 * A promo code's discount (ADR 0024): percent off the eligible lines (rounded half up once), an
 * amount off them (never more than they cost), or the delivery fee waived. Tax is on the
 * subtotal less the discount; the tip and the fee stay as they were.
 */
export type OrderDiscount = { kind: "percent"; percentBp: number } | { kind: "amount"; amountCents: number } | { kind: "free_delivery" };

export interface OrderPriceInput {
  lines: readonly PricingLine[];
  taxRate: BasisPoints;
  /** WEIGHT_HOLD_PERCENT: how much heavier the lines priced by weight may come out (ADR 0013). */
  weightHoldPercent: number;
  /** Below the free-delivery threshold, for delivery (ADR 0014); in the total, not taxed. */
  deliveryFeeCents?: number;
  /** On the subtotal, in the total, not taxed (ADR 0014). */
  tipCents?: number;
  discount?: OrderDiscount | null;
}

export interface Totals {
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
}

export interface OrderPrice extends Totals {
  /** Taken off the subtotal by a promo code, before tax (ADR 0024). */
  discountCents: number;
  /** A delivery fee a free-delivery code waived (the fee above is then 0). */
  feeWaivedCents: number;
  deliveryFeeCents: number;
  tipCents: number;
  /** Lines priced by actual weight: their total is an estimate until weighed. */
  hasWeighedLines: boolean;
  /** The weight allowance held above the total (0 without weighed lines). */
  allowanceCents: number;
  /** What the card is held for (total plus allowance); null when the order is charged at once. */
  holdCents: number | null;
}

/** The lines' subtotal, before tax: what the delivery fee, its minimum and a tip in percent are worked out on. */
export function subtotalCents(lines: readonly PricingLine[]): number {
  return lines.reduce((sum, line) => sum + (line.costCents ?? lineTotalCents(line.priceCents, line.quantity)), 0);
}

/**
 * What an order costs, and what its card is held for when some lines are priced by actual
 * weight: the same function prices the cart on the page and the order on the server.
 */
export function priceOrder({
  lines,
  taxRate,
  weightHoldPercent,
  deliveryFeeCents = 0,
  tipCents = 0,
  discount,
}: OrderPriceInput): OrderPrice {
  const subtotal = subtotalCents(lines);
  const discountCents = discountOf(discount, subtotalCents(lines.filter((line) => line.discountable !== false)));
  const feeWaivedCents = discount?.kind === "free_delivery" ? deliveryFeeCents : 0;
  const fee = deliveryFeeCents - feeWaivedCents;
  const taxCents = computeTax(subtotal - discountCents, taxRate);
  const totalCents = subtotal - discountCents + taxCents + fee + tipCents;
  const weighed = lines.filter((line) => line.pricedByWeight);
  const hasWeighedLines = weighed.length > 0;
  // Without weighed lines their subtotal is 0, and so is the allowance.
  const allowanceCents = weightAllowanceCents(subtotalCents(weighed), weighed.length, taxRate, weightHoldPercent);
  const holdCents = hasWeighedLines ? totalCents + allowanceCents : null;
  return {
    subtotalCents: subtotal,
    discountCents,
    feeWaivedCents,
    taxCents,
    deliveryFeeCents: fee,
    tipCents,
    totalCents,
    hasWeighedLines,
    allowanceCents,
    holdCents,
  };
}

/** The discount on the eligible lines' subtotal: percent rounded half up, an amount never above it. */
export function discountOf(discount: OrderDiscount | null | undefined, eligibleCents: number): number {
  if (!discount || eligibleCents <= 0) return 0;
  if (discount.kind === "percent") return Math.min(eligibleCents, Math.floor((eligibleCents * discount.percentBp + 5_000) / 10_000));
  if (discount.kind === "amount") return Math.min(eligibleCents, discount.amountCents);
  return 0;
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
