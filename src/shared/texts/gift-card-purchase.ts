/**
 * Words of /gift-cards said only once a purchase is under way (ADR 0024): the form's checks on
 * Pay, and where the purchase stands when the pay page sends the buyer back. They load with the
 * code that says them (the route's `later` words), not in the page's first load (ADR 0008).
 */
export const giftCardPurchaseTexts = {
  fixFields: "Please check the fields marked below.",
  errors: {
    amount: (min: string, max: string) => `Choose an amount from ${min} to ${max}, in whole dollars.`,
    buyerName: "Enter your name.",
    recipientName: "Enter the recipient's name.",
    recipientEmail: "Enter the recipient's e-mail address, like ana@example.com.",
    recipientPhone: "Enter a mobile number to send the card by text, or untick the box.",
    message: (max: number) => `Keep the message to ${max} characters.`,
    date: (latest: string) => `Choose a date from today to ${latest}.`,
  },
  /** Back from the pay page (`?purchase=<id>`): paid, and the card goes (or went) out on that date; or not. */
  paidOn: (name: string, date: string) => `Paid — the card goes to ${name} on ${date}.`,
  paidNow: (name: string) => `Paid — the card is on its way to ${name}.`,
  receipt: "We've e-mailed you a receipt.",
  notPaid: "The payment was not completed, so no card was bought and nothing was charged. You can try again below.",
  slow: "This is taking longer than usual. We'll e-mail you as soon as the payment is confirmed, so you can close this page.",
  unknown: "We couldn't find this purchase. If you paid, we'll e-mail you a receipt.",
} as const;
