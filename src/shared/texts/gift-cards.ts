import type { Locale } from "../core/i18n";

/**
 * Words of the storefront's gift-card purchase page, /gift-cards (ADR 0024); the balance page's
 * are in gift-card-balance.ts, so each page brings only its own words. Amounts and dates come in
 * already written ('$50.00', 'December 24').
 */
export const giftCardTexts = {
  title: "Gift Cards",
  metaDescription: (brand: string) =>
    `Give a ${brand} e-gift card from $10 to $500, sent by e-mail today or on the day you choose. Gift cards never expire and have no fees.`,
  heading: "Gift Cards",
  subtitle: "Carnitas, cuts and tamales for someone you love: an e-gift card by e-mail, today or on the day you choose.",
  /** The law in plain words (README 'Gift cards and the law'): bought cards carry no expiry date and no fees. */
  law: "Gift cards never expire and have no fees.",
  checkBalance: "Check a balance",
  loadFailed: "We can't sell gift cards right now. Please try again later or call us.",
  form: {
    heading: "Your gift card",
    amount: "Amount",
    otherAmount: "Other amount",
    otherAmountLabel: "Amount in whole dollars",
    otherAmountHint: (min: string, max: string) => `Any whole dollar amount from ${min} to ${max}.`,
    from: "From",
    buyerName: "Your name",
    buyerNameHint: "The card says who it is from.",
    to: "To",
    recipientName: "Recipient's name",
    recipientEmail: "Recipient's e-mail",
    recipientEmailHint: "The card and its code go to this address.",
    recipientPhone: "Recipient's mobile number (optional)",
    smsOptIn: "Also send the card by text message. Msg & data rates may apply; they can reply STOP to opt out.",
    message: "Message (optional)",
    messageCount: (used: number, max: number) => `${used} of ${max} characters`,
    language: "Card language",
    languageHint: "The card's e-mail and its balance page are written in this language.",
    when: "When should it arrive?",
    sendNow: "Send now",
    sendOnDate: "Send on a date",
    quickPicks: "Quick picks",
    christmasEve: (date: string) => `Christmas Eve, ${date}`,
    /** The card's language decides the day: May 10 in Mexico, the second Sunday of May in the US. */
    mothersDay: (date: string, cardLocale: Locale) => (cardLocale === "es" ? `Mother's Day in Mexico, ${date}` : `Mother's Day, ${date}`),
    date: "Delivery date",
    dateHint: (latest: string) => `Any day from today to ${latest}.`,
    summaryHeading: "Summary",
    /** '$50.00 gift card for Ana' (then ', sent December 24'); without a name yet, no 'for'. */
    summary: (amount: string, name: string) => (name ? `${amount} gift card for ${name}` : `${amount} gift card`),
    sentToday: "sent today",
    sentOn: (date: string) => `sent ${date}`,
    noTax: "No tax on gift cards.",
    /** Without an amount while the one typed is not whole dollars. */
    submit: (amount: string) => (amount ? `Pay ${amount}` : "Pay"),
    sending: "Opening the payment page...",
    signInToBuy: "Sign in to buy a gift card",
    signInNote: "You need an account to buy a gift card; the person you give it to does not.",
    /** Also where the words for the checks (giftCardPurchaseTexts) could not be loaded. */
    failure: "We could not open the payment page. Nothing was charged; please try again.",
  },
  /** Back from the pay page (`?purchase=<id>`): the rest of its words come with the code that asks (giftCardPurchaseTexts). */
  purchaseHeading: "Your gift card purchase",
  waiting: "Waiting for the payment…",
} as const;
