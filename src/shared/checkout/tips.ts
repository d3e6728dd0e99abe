/**
 * Tips (ADR 0014): none, 10 %, 15 %, 20 % or an amount, on the subtotal, not taxed, paid with
 * the order. Percentages round half up to the cent, as tax does.
 */
export const TIP_PERCENTS = [10, 15, 20] as const;
export type TipPercent = (typeof TIP_PERCENTS)[number];

export type TipChoice = { kind: "none" } | { kind: "percent"; percent: TipPercent } | { kind: "amount"; cents: number };

export const NO_TIP: TipChoice = { kind: "none" };

/** $200: a tip above it is almost surely a typo. */
export const MAX_TIP_CENTS = 20_000;

export function tipCents(choice: TipChoice, subtotalCents: number): number {
  if (choice.kind === "none") return 0;
  if (choice.kind === "amount") return choice.cents;
  return Math.floor((subtotalCents * choice.percent + 50) / 100);
}
