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
