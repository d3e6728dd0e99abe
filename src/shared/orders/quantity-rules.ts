import { MAX_QUANTITY, QUANTITY_SCALE, fromThousandths, maxQuantity, toThousandths, type QuantityRule } from "../core/quantity";

/**
 * Whether a quantity is one the shop sells (ADR 0013): the server's check, and the weigh panel's.
 * Apart from quantity.ts, which the cart store brings to every public page: the storefront's
 * selector only ever moves on the steps, so it never needs to ask (ADR 0008).
 */

/** What is wrong with a quantity for an item, or null: the server's and the selector's one rule. */
export type QuantityProblem = "not_a_number" | "below_minimum" | "off_step" | "above_maximum";

export function quantityProblem(quantity: number, rule: QuantityRule): QuantityProblem | null {
  if (!Number.isFinite(quantity) || quantity <= 0) return "not_a_number";
  const q = toThousandths(quantity);
  // More than three decimals is not a quantity the shop can weigh out.
  if (Math.abs(q - quantity * QUANTITY_SCALE) > 1e-6) return "off_step";
  const min = toThousandths(rule.quantityMin);
  const step = toThousandths(rule.quantityStep);
  if (q < min) return "below_minimum";
  if (q > MAX_QUANTITY * QUANTITY_SCALE) return "above_maximum";
  if (step > 0 && (q - min) % step !== 0) return "off_step";
  return null;
}

export const isValidQuantity = (quantity: number, rule: QuantityRule): boolean => quantityProblem(quantity, rule) === null;

/** The nearest quantity on the item's steps at or below `quantity` (a stored cart made before steps), at least the minimum. */
export function snapQuantity(quantity: number, rule: QuantityRule): number {
  const min = toThousandths(rule.quantityMin);
  const step = Math.max(1, toThousandths(rule.quantityStep));
  const q = Math.min(toThousandths(quantity), toThousandths(maxQuantity(rule)));
  if (q <= min) return rule.quantityMin;
  return fromThousandths(min + Math.floor((q - min) / step) * step);
}
