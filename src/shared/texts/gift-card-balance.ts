import type { GiftCardState } from "../gift-cards/gift-cards";

/** Words of /gift-cards/balance: anyone with a code sees what is left on its card. */
export const giftCardBalanceTexts = {
  title: "Gift Card Balance",
  metaDescription: (brand: string) => `Check the balance of a ${brand} gift card with its code.`,
  heading: "Check a Gift Card Balance",
  subtitle: "Enter the code from the gift card e-mail to see what is left on it.",
  code: "Gift card code",
  codeHint: "16 letters and numbers, as in the e-mail: XXXX-XXXX-XXXX-XXXX. Spaces, dashes and small letters are fine.",
  submit: "Check balance",
  checking: "Checking…",
  codeInvalid: "Enter the 16-character code from the gift card e-mail.",
  failure: "We could not check the balance just now. Please try again.",
  /** '7KQ2': the code's last four characters. */
  endingIn: (last4: string) => `Card ending in ${last4}`,
  balance: "Balance",
  status: "Status",
  states: {
    pending: "Not paid yet",
    active: "Active",
    frozen: "On hold",
    void: "No longer valid",
    depleted: "Used up",
    expired: "Expired",
  } satisfies Record<GiftCardState, string>,
  stateNotes: {
    pending: "The card works once its purchase is paid.",
    active: "Use it at checkout on our website, or at the counter.",
    frozen: "This card is on hold. Please call us and we'll help.",
    void: "This card can no longer be used. Please call us if you have questions.",
    depleted: "Nothing is left on this card.",
    expired: "This promotional card has passed its date.",
  } satisfies Record<GiftCardState, string>,
  promotional: "Promotional card",
  /** A promotional card's last day, printed in capitals as on the card: 'EXPIRES FEBRUARY 28, 2027'. */
  expires: (date: string) => `EXPIRES ${date.toUpperCase()}`,
  neverExpires: "Bought gift cards never expire and have no fees.",
  buyOne: "Buy a gift card",
} as const;
