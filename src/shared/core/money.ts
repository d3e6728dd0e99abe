/**
 * Money is integer cents everywhere on the server; these helpers are the only place where
 * cents become text, so the browser and the server always agree. Tax and totals are in
 * order-totals.ts: the menu's cards need the formatting alone on every page that shows them.
 */

/** Tax rate in basis points: 825 = 8.25 %. Integer, so tax math stays exact. */
export type BasisPoints = number;

/** '$12.99' — two decimals, as docs/product.md 'Constants' asks. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(cents));
  // Grouped by hand, not toLocaleString: a page's first Intl number format loads ICU's data, 120-180 ms
  // of a throttled phone's main thread in the menu's hydration (ADR 0019). Digits only: '1234567' → '1,234,567'.
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, ",");
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
