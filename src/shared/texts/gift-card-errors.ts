import { formatCents } from "../core/money";

/** Why a gift card or a promo code is refused (ADR 0024), said at the edge in the reader's language. */
export const giftCardErrorTexts = {
  notFound: "We could not find a gift card with that code. Check it and try again.",
  codeInvalid: "Enter the 16-character code from your gift card e-mail.",
  state: {
    pending: "This gift card has not been paid for yet.",
    frozen: "This gift card is on hold. Please call us.",
    void: "This gift card is no longer valid. Please call us.",
    depleted: "This gift card has no balance left.",
    expired: "This promotional card has expired.",
    active: "This gift card is active.",
  },
  tooManyTries: "Too many tries. Wait a few minutes and try again.",
  amountInvalid: (min: number, max: number) => `Choose an amount from ${formatCents(min)} to ${formatCents(max)}, in whole dollars.`,
  dailyCap: (cap: number) => `Gift cards are limited to ${formatCents(cap)} a day per account. Try again tomorrow or call us.`,
  sendOnInvalid: "Choose today or a date within the next year.",
  recipientNameRequired: "Enter the recipient's name",
  recipientEmailInvalid: "Enter the recipient's e-mail address",
  recipientPhoneInvalid: "Enter a mobile number to send the card by text",
  buyerNameRequired: "Enter your name",
  messageTooLong: (max: number) => `Keep the message to ${max} characters.`,
  noGiftCardsForGiftCards: "Gift cards cannot be paid with a gift card.",
  signInRequired: "Sign in to buy a gift card.",
  saleFailed: "We could not open the payment page. Nothing was charged; please try again.",
  cashOutTooMuch: (limit: number) => `Only a balance under ${formatCents(limit)} can be paid out in cash.`,
  cashOutNothing: "This card has no balance to pay out.",
  adjustInvalid: "Enter an amount other than zero, and a reason.",
  adjustBelowZero: "An adjustment cannot take the balance below zero.",
  statusMove: "That change does not apply to this card now.",
  expiryInvalid: "Choose an expiry date after today, or none.",
  keyReused: "This request was already sent with other details.",
};

export const promoErrorTexts = {
  unknown: "That promo code does not exist.",
  paused: "That promo code is paused right now.",
  ended: "That promo code has ended.",
  notStarted: "That promo code is not valid yet.",
  expired: "That promo code has expired.",
  wrongDay: "That promo code is not valid for the day of your order.",
  wrongHour: "That promo code is not valid for the time of your order.",
  minSubtotal: (min: number) => `That promo code needs a subtotal of ${formatCents(min)} or more.`,
  firstOrder: "That promo code is for a first order only.",
  customerLimit: "You have already used that promo code as many times as it allows.",
  totalLimit: "That promo code has been used up.",
  pickupOnly: "That promo code is for pickup orders only.",
  deliveryOnly: "That promo code is for delivery orders only.",
  noEligibleItems: "None of the items in your cart are part of that promo.",
  noDeliveryFee: "Your order has no delivery fee to waive.",
  codeInvalid: "Use 3 to 30 letters, digits, '-' or '_' for the code.",
  codeTaken: "A promo code with that name already exists.",
  valueInvalid: "Enter a percent from 1 to 100, or an amount above $0.",
  rulesInvalid: "Check the promo's rules: the dates and hours must be in order.",
  tooManyTries: "Too many tries. Wait a few minutes and try again.",
};

/** The gift card's and promo's words in an order's history (English, like every history note). */
export const giftCardNoteTexts = {
  giftCardPaid: (cents: number) => `gift card paid ${formatCents(cents)}`,
  giftCardReleased: (cents: number) => `gift card: ${formatCents(cents)} put back`,
};
