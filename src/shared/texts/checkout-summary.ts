/**
 * The order summary's words: its lines, what the cart check found in them, and the totals. The
 * summary comes with the checkout's extras once the page shows (checkout-extras.tsx), so its
 * words load with them (the route's `later` words), not in the page's first load (ADR 0008).
 */
export const checkoutSummaryTexts = {
  subtotal: "Subtotal",
  tax: (rate: string) => `Tax (${rate})`,
  total: "Total",
  /** With cuts priced by weight (ADR 0013): the total until they are weighed. */
  estimatedTotal: "Estimated total",
  /** payPageTexts.allowanceLine, repeated: that module would join this page's first load (ADR 0008). */
  allowance: "Weight allowance, released after weighing",
  holdExplained: (hold: string) =>
    `Cuts priced by weight are charged after weighing: we hold ${hold} on your card and charge only for what is weighed; the rest is released.`,
  byWeight: "Priced by weight",
  /** The quantity as shown: '2', '1.5 lb'. */
  quantityTimes: (quantity: string) => `× ${quantity}`,
  priceChanged: (before: string, now: string) => `Price changed from ${before} to ${now}`,
  unavailable: "Currently Unavailable",
  gone: "No longer on the menu",
  chooseAgain: "The choices for this item have changed: remove it and add it again from the menu",
  notCharged: "Not included in your total.",
  remove: "Remove",
  removeItem: (name: string) => `Remove ${name} from your cart`,
} as const;
