/**
 * Parsing a price as typed. Apart from money.ts, which travels with every page's layout
 * (ADR 0008): only the forms that take an amount (the checkout's tip) load this.
 */

/** Parses '12.99' or '12' (as typed in a form) into cents; null when it is not a price. */
export function parseDollarsToCents(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(trimmed)) return null;
  const [whole = "0", fraction = ""] = trimmed.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}
