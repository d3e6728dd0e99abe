import type { PriceUnit } from "../menu/menu";

/**
 * Quantities sold by the pound in steps, and what they cost (ADR 0013). Storefront-safe: no zod,
 * no texts beyond the unit's abbreviation.
 *
 * A quantity travels as a number of the item's unit (1.5 = a pound and a half; pieces are whole
 * numbers). All arithmetic runs on thousandths of the unit as integers, so 0.1 + 0.2 problems
 * never reach money: `toThousandths(1.5) === 1500`.
 *
 * Rounding, once per line: a line costs unit price × quantity, rounded half up to the cent
 * (1599 ¢/lb × 1.333 lb = 2131.467 ¢ → 2131 ¢; 1 ¢ × 0.5 = 0.5 ¢ → 1 ¢). The subtotal is the sum
 * of the rounded lines; tax is then rounded half up once on the subtotal (money.ts).
 */

/** Thousandths of a unit: the finest quantity the shop deals in (a gram is 0.0022 lb). */
export const QUANTITY_SCALE = 1000;

/** A line never exceeds this many units (pounds or pieces); the server refuses more. */
export const MAX_QUANTITY = 99;

/** The smallest step the admin may set for an item sold by the pound. */
export const MIN_WEIGHT_STEP = 0.05;

export const toThousandths = (quantity: number): number => Math.round(quantity * QUANTITY_SCALE);
export const fromThousandths = (thousandths: number): number => thousandths / QUANTITY_SCALE;

export interface QuantityRule {
  priceUnit: PriceUnit;
  /** The least a customer may order (pieces: a whole number). */
  quantityMin: number;
  /** How the quantity moves from the minimum: 0.5 lb, 1 piece. */
  quantityStep: number;
}

/** The largest quantity on the item's steps that the shop sells. */
export function maxQuantity(rule: QuantityRule): number {
  const min = toThousandths(rule.quantityMin);
  const step = Math.max(1, toThousandths(rule.quantityStep));
  const max = MAX_QUANTITY * QUANTITY_SCALE;
  return fromThousandths(max < min ? min : min + Math.floor((max - min) / step) * step);
}

/** One step up (never past the maximum). */
export function stepUp(quantity: number, rule: QuantityRule): number {
  const next = toThousandths(quantity) + toThousandths(rule.quantityStep);
  return Math.min(fromThousandths(next), maxQuantity(rule));
}

/** One step down; below the minimum it is 0 when `allowZero` (the cart's − removes the line), else the minimum. */
export function stepDown(quantity: number, rule: QuantityRule, allowZero = false): number {
  const next = toThousandths(quantity) - toThousandths(rule.quantityStep);
  if (next < toThousandths(rule.quantityMin)) return allowZero ? 0 : rule.quantityMin;
  return fromThousandths(next);
}

/** '1.5', '2', '0.25': at most three decimals, no trailing zeros. */
export function formatQuantityNumber(quantity: number): string {
  return String(fromThousandths(toThousandths(quantity)));
}

/** '1.5 lb' for weights; '2' for pieces. */
export function formatQuantity(quantity: number, unit: PriceUnit): string {
  const number = formatQuantityNumber(quantity);
  return unit === "lb" ? `${number} lb` : number;
}

// ---------------------------------------------------------------------------------------------
// Charged for what was weighed

/** The card hold's margin over the estimate, when the environment does not set WEIGHT_HOLD_PERCENT. */
export const DEFAULT_WEIGHT_HOLD_PERCENT = 15;

/**
 * How long a card hold lasts: Stripe's authorisations of online card payments are valid for
 * 7 days (docs.stripe.com/payments/capture-later); the sandbox copies it.
 */
export const HOLD_LIFETIME_DAYS = 7;
/**
 * A weighed order's pickup or delivery must leave this long before the hold lapses, for the
 * butcher to weigh and the shop to charge it.
 */
export const HOLD_WEIGHING_MARGIN_HOURS = 24;
/** The latest pickup for an order with lines priced by actual weight, in days from placing it. */
export const WEIGHED_ORDER_MAX_LEAD_DAYS = HOLD_LIFETIME_DAYS - HOLD_WEIGHING_MARGIN_HOURS / 24;
/** The dashboard flags holds that lapse within this many hours. */
export const HOLD_EXPIRY_WARNING_HOURS = 48;
