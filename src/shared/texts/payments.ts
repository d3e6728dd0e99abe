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
} as const;

/** Words of the payment provider's webhook answers. */
export const webhookTexts = {
  badSignature: "Invalid signature.",
  notStripe: "No webhooks for this payment provider.",
} as const;

/**
 * Why a payment step failed, as the shop says it when the provider gave no words of its own
 * (the customer reads it after 'Failed to create checkout session: ', the admin in a history
 * note or a product sync warning).
 */
export const paymentProblemTexts = {
  noAnswer: "the payment service did not answer",
  noCheckoutUrl: "no checkout URL",
  productWithoutPrice: "Stripe made the product without a price",
  unknown: "unknown error",
} as const;

/** The sales tax line on the provider's pay page, so its total equals the order's to the cent. */
export const payPageTexts = {
  taxLine: (rate: string) => `Sales tax (${rate})`,
} as const;
