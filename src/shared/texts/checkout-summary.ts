import type { GiftCardState } from "../gift-cards/gift-cards";

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
  /** What the cart check found of the whole order: lines that cannot be paid for, or no answer. */
  resolveToPay: "Remove the items that are no longer available to pay for your order.",
  checkFailed: "We could not check today's prices just now; the payment page shows the exact total.",
  /** The rows a promo code and a gift card add (ADR 0024): the discount before tax, the gift card's share after the total. */
  promo: (code: string) => `Promo ${code}`,
  giftCard: (last4: string) => `Gift card ••${last4}`,
  toPayByCard: "To pay by card",
  toHoldOnCard: "To hold on your card",
  /** Pay's words when a gift card (or a promo) leaves nothing to pay by card: no card page. */
  placeOrder: "Place order",
  /**
   * 'Have a promo code or gift card?': the disclosure comes with the summary; its panel loads when
   * opened (or when the browser is idle), with these words (checkout-codes.tsx).
   */
  codes: {
    toggle: "Have a promo code or gift card?",
    loading: "Loading…",
    promoCode: "Promo code",
    giftCardCode: "Gift card code",
    giftCardHint: "The 16 characters from the gift card e-mail.",
    apply: "Apply",
    applyPromo: "Apply the promo code",
    applyGiftCard: "Apply the gift card",
    checking: "Checking…",
    remove: "Remove",
    removePromo: (code: string) => `Remove promo ${code}`,
    removeGiftCard: (last4: string) => `Remove the gift card ending in ${last4}`,
    promoApplied: (code: string, amount: string) => `Promo ${code}: −${amount}`,
    promoFreeDelivery: (code: string) => `Promo ${code}: free delivery`,
    /** The order changed (its type, time or lines) and the code was checked again: the server's reason follows. */
    promoDropped: (code: string, reason: string) => `Promo ${code} no longer applies. ${reason}`,
    promoMissing: "Enter a promo code.",
    giftCardApplied: (last4: string, amount: string) => `Gift card ••${last4}: −${amount}`,
    giftCardLeft: (amount: string) => `${amount} stays on the card for next time.`,
    coversAll: "The gift card covers this order: no card payment needed.",
    giftCardInvalid: "Enter the 16-character code from the gift card e-mail.",
    giftCardUnusable: {
      pending: "This gift card has not been paid for yet.",
      frozen: "This gift card is on hold. Please call us.",
      void: "This gift card is no longer valid. Please call us.",
      depleted: "This gift card has no balance left.",
      expired: "This promotional card has expired.",
    } satisfies Record<Exclude<GiftCardState, "active">, string>,
    failed: "We could not check that code just now. Please try again.",
  },
} as const;
