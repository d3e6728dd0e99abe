/** Words of the sandbox's pay page, the stand-in for Stripe's hosted page (ADR 0005). */
export const sandboxPageTexts = {
  title: "Test payment",
  banner: "Sandbox: no real card is charged.",
  total: "Total",
  cardNumber: "Card number",
  cardHint: "4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.",
  pay: "Pay",
  cancel: "Cancel",
  declined: "Your card was declined. Please try another card.",
  unknownCard: "This test page accepts only the test cards shown below the field.",
  closed: "This payment page has expired or was already used.",
  notFound: "There is no such payment.",
  hold: "Hold",
  holdExplained: (hold: string) =>
    `Cuts priced by weight are charged after weighing. Your card is held for ${hold} now and charged only for what is weighed; the rest of the hold is released.`,
  held: "Held on the card",
  captured: "Charged",
  released: "Released",
} as const;

/** Words of the payment provider's webhook answers. */
export const webhookTexts = {
  badSignature: "Invalid signature.",
  notStripe: "No webhooks for this payment provider.",
} as const;

/**
 * Why a payment step failed, in the shop's words: each key is one of our payment problem codes
 * (services/payments/provider.ts maps Stripe's errors and the sandbox's refusals onto them). The
 * customer reads it after 'Failed to create checkout session: ', the admin in a capture, release
 * or refund refusal, a history note or a product sync warning.
 */
export const paymentProblemTexts = {
  noAnswer: "the payment service did not answer",
  noCheckoutUrl: "no checkout URL",
  productWithoutPrice: "Stripe made the product without a price",
  declined: "the card was declined",
  notCapturable: "the payment is not awaiting capture",
  holdExpired: "the card hold has expired",
  amountTooLarge: "the amount is more than the payment allows",
  alreadyRefunded: "the payment was already refunded",
  notFound: "the payment service does not know this payment",
  busy: "the payment service is busy; try again in a moment",
  notConfigured: "the payment service refused the shop's keys",
  refused: "the payment service refused the request",
  unknown: "unknown error",
} as const;

/** The sales tax line on the provider's pay page, so its total equals the order's to the cent. */
export const payPageTexts = {
  taxLine: (rate: string) => `Sales tax (${rate})`,
  /** The margin held above the estimate for cuts priced by weight (ADR 0013). */
  allowanceLine: "Weight allowance, released after weighing",
  deliveryFeeLine: "Delivery fee",
  tipLine: "Tip",
  /** A payment link for money owed after an order was changed (ADR 0016). */
  balanceLine: (shortId: string) => `Balance for order #${shortId}`,
  /**
   * An order with a promo code or a gift card (ADR 0024): the pay page cannot take a negative
   * line, so it shows one line of what is left, saying what came off it.
   */
  orderAfterCodesLine: (shortId: string, deductions: string) => `Order #${shortId}, with tax, after ${deductions}`,
  promoDeduction: (code: string, amount: string) => `promo ${code} −${amount}`,
  giftCardDeduction: (amount: string) => `gift card −${amount}`,
  /** A gift card's sale (no sales tax on a gift card). */
  giftCardSaleLine: (amount: string, recipient: string) => `${amount} gift card for ${recipient}`,
  /** A line the provider cannot count in whole units: 'Carnitas, 1.5 lb × $15.99/lb (Half and half)'. */
  lineName: (name: string, quantity: string, unitPrice: string, options: string) =>
    `${name}, ${quantity} × ${unitPrice}${options ? ` (${options})` : ""}`,
} as const;
