import type { CashOutState, GiftCardEntryKind, GiftCardKind, GiftCardState } from "../gift-cards/gift-cards";
import type { Locale } from "../core/i18n";

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/**
 * Words of the admin's gift cards (/admin/gift-cards, ADR 0024): the list and a card's page,
 * the counter's look-up and cash-out, the owner's actions and settings, the dashboard's figure,
 * and the gift card on the staff order form (the order's details say theirs in ordersAdminTexts).
 */
export const giftCardsAdminTexts = {
  title: "Gift cards",
  retry: "Try again",
  /** A card by its last four characters, as printed: 'Gift card ••7KQ2'. */
  card: (last4: string) => `Gift card ••${last4}`,
  /** The same, read aloud (the dots are not words). */
  cardEnding: (last4: string) => `Gift card ending in ${last4}`,
  /** A card whose code is not made yet (its sale unpaid, or its day not come). */
  noCodeYet: "Code not sent yet",
  kinds: { bought: "Bought", promotional: "Promotional" } satisfies Record<GiftCardKind, string>,
  states: {
    pending: "Awaiting payment",
    active: "Active",
    frozen: "Frozen",
    void: "Void",
    depleted: "Used up",
    expired: "Expired",
  } satisfies Record<GiftCardState, string>,
  entryKinds: {
    issued: "Issued",
    reserved: "Held for order",
    released: "Released",
    captured: "Paid order",
    refunded: "Refunded",
    cashed_out: "Paid out in cash",
    adjusted: "Adjusted",
  } satisfies Record<GiftCardEntryKind, string>,
  /** A promotional card's last day, printed in capitals as on the card: 'EXPIRES FEBRUARY 28, 2027'. */
  expires: (date: string) => `EXPIRES ${date}`.toUpperCase(),
  languages: { en: "English", es: "Spanish" } satisfies Record<Locale, string>,

  /** /admin/gift-cards. */
  list: {
    subtitle: "Cards bought on the website and cards the shop gave away, newest first.",
    liability: (amount: string) => `Outstanding on gift cards: ${amount}`,
    liabilityHint: "What the shop owes on every active or frozen card.",
    search: "Search cards",
    searchHint: "The last four characters of the code, or part of a name or e-mail",
    searchSubmit: "Search",
    clearSearch: "Show all",
    empty: "No gift cards yet.",
    emptySearch: (query: string) => `No gift card matches “${query}”.`,
    results: (count: number) => plural(count, "1 card", `${count} cards`),
    loadFailed: "Failed to load the gift cards",
    retry: "Try again",
    columns: {
      card: "Card",
      kind: "Kind",
      state: "State",
      balance: "Balance",
      recipient: "Recipient",
      created: "Created",
      actions: "Actions",
    },
    balanceOf: (initial: string) => `of ${initial}`,
    open: "Open",
    openLabel: (last4: string, recipient: string) => `Open the gift card ending in ${last4}, for ${recipient}`,
    openPendingLabel: (recipient: string) => `Open the gift card for ${recipient}`,
  },

  /** The counter's way in: a customer's code to its card. */
  find: {
    heading: "Find by code",
    intro: "At the counter: type the code from the customer's card or e-mail to open it.",
    label: "Card code",
    hint: "16 characters; spaces and dashes are fine",
    submit: "Find card",
    finding: "Finding…",
    failed: "Failed to look up the card",
  },

  /** /admin/gift-cards/:id. */
  detail: {
    back: "All gift cards",
    notFound: "This gift card does not exist.",
    loadFailed: "Failed to load this gift card",
    created: (when: string) => `Created ${when}`,
    balance: "Balance",
    initial: "Initial amount",
    recipient: "Recipient",
    buyer: "Bought by",
    givenByShop: "Given by the shop",
    delivery: "Delivery",
    delivered: (when: string) => `Sent ${when}`,
    scheduled: (when: string) => `Goes out ${when}`,
    expiry: "Expiry",
    neverExpires: "Never expires: bought cards have no expiry date and no fees.",
    promotionalNoExpiry: "No expiry date.",
    language: (language: string) => `Card language: ${language}`,
    message: "Message",
    noMessage: "No message.",
    history: "History",
    historyEmpty: "No entries yet.",
    columns: {
      when: "When",
      kind: "Entry",
      amount: "Amount",
      balanceAfter: "Balance after",
      order: "Order",
      by: "By",
      note: "Note",
    },
    balanceAfter: (amount: string) => `Balance after: ${amount}`,
    order: (shortId: string) => `#${shortId}`,
    orderLabel: (shortId: string) => `Open order #${shortId}`,
    by: (who: string) => `by ${who}`,
    bySystem: "the shop's system",
  },

  actions: {
    heading: "Actions",
    none: "Nothing to do on this card now.",
    ownerDecides: "Only the owner can freeze, void or adjust a card, and give promotional cards.",
    failed: "That did not work. Please try again.",
    keep: "Keep it as it is",
    cashOut: {
      open: (amount: string) => `Pay out ${amount} in cash`,
      title: "Pay out the balance in cash",
      message: (amount: string, limit: string) =>
        `Give the customer ${amount} in cash from the register. The card's balance becomes $0.00 and the payout is recorded under your name. The law lets customers ask for a balance under ${limit} in cash.`,
      confirm: (amount: string) => `I gave ${amount} in cash`,
      done: (amount: string) => `${amount} paid out in cash and recorded`,
      hint: (limit: string) => `A balance under ${limit} can be paid out in cash when the customer asks.`,
    },
    freeze: {
      open: "Freeze",
      title: "Freeze this card?",
      message: "A frozen card cannot pay for anything until it is unfrozen. Its balance stays on it.",
      confirm: "Freeze card",
      done: "Card frozen",
    },
    unfreeze: {
      open: "Unfreeze",
      title: "Unfreeze this card?",
      message: "The card can pay for orders again.",
      confirm: "Unfreeze card",
      done: "Card unfrozen",
    },
    void: {
      open: "Void",
      title: "Void this card?",
      message: (amount: string) =>
        `Voiding is final: the card can never be used again, and its balance of ${amount} is taken off the books.`,
      confirm: "Void card",
      done: "Card voided",
    },
    adjust: {
      open: "Adjust balance",
      title: "Adjust the balance",
      intro: "A correction by the owner. It is kept in the card's history with your reason.",
      direction: "Change",
      add: "Add to the balance",
      remove: "Take off the balance",
      amount: "Amount ($)",
      amountHint: "For example 5.00",
      amountInvalid: "Enter an amount in dollars, for example 5.00.",
      note: "Reason",
      noteHint: "Required: it is kept in the card's history.",
      newBalance: (amount: string) => `New balance: ${amount}`,
      submit: "Save adjustment",
      saving: "Saving…",
      done: (amount: string) => `Adjusted: the balance is now ${amount}`,
    },
  },

  /** The owner gives a card away. */
  promotional: {
    open: "Give a promotional card",
    title: "Give a promotional card",
    intro: "A card from the shop (a thank-you, a prize, a make-good). It goes to the recipient by e-mail with its code.",
    amount: "Amount ($)",
    amountHint: (min: string, max: string) => `Whole dollars, from ${min} to ${max}.`,
    recipientName: "Recipient's name",
    recipientEmail: "Recipient's e-mail",
    language: "Card language",
    languageHint: "Its e-mail and its balance page use it.",
    message: "Message (optional)",
    messageCount: (used: number, max: number) => `${used} of ${max} characters`,
    expiresOn: "Expiry date (optional)",
    expiresOnHint:
      "Printed on the card in capitals, for example EXPIRES FEBRUARY 28, 2027. Leave it empty and the card never expires. Bought cards never expire.",
    submit: "Send the card",
    sending: "Sending…",
    cancel: "Cancel",
    done: (name: string) => `Promotional card sent to ${name}`,
    failed: "Failed to give the card",
    fixErrors: "Check the fields marked.",
  },

  /** The owner's settings. */
  settings: {
    heading: "Gift card settings",
    intro: "Where the shop is decides which small balances customers may ask for in cash. The daily limit slows down card fraud.",
    cashOutState: "Cash-out rule",
    cashOutStates: {
      CA: "California: balances under $10",
      WA: "Washington: balances under $5",
      OR: "Oregon: balances under $5",
    } satisfies Record<CashOutState, string>,
    perDay: "Daily limit per account ($)",
    perDayHint: "The most one account may spend on gift cards in a day.",
    perDayInvalid: (min: string, max: string) => `Enter whole dollars, from ${min} to ${max}.`,
    newAccountDelay: "Wait for new accounts (hours)",
    newAccountDelayHint: "A card bought by an account younger than this goes out this long after the account was made. 0: at once.",
    save: "Save settings",
    saving: "Saving…",
    saved: "Gift card settings saved",
    saveFailed: "Failed to save the gift card settings",
    loading: "Loading the settings…",
    loadFailed: "Failed to load the gift card settings",
    retry: "Try again",
    fixErrors: "Check the fields marked.",
  },

  /** The dashboard's figure. */
  dashboard: {
    heading: "Gift cards",
    caption: "Outstanding: what the shop owes on active and frozen cards.",
    seeAll: "See gift cards",
  },

  /** The staff order form: a gift card pays first, the counter takes the rest. */
  counter: {
    label: "Gift card code (optional)",
    hint: "The card pays first; take only the rest at the counter.",
    check: "Check",
    checking: "Checking…",
    remove: "Remove card",
    balance: (card: string, amount: string) => `${card}: ${amount} available`,
    unusable: (card: string, state: string) => `${card} cannot pay: ${state}.`,
    split: (paid: string, collect: string) => `Gift card pays ${paid}, collect ${collect}`,
    splitLink: (paid: string, rest: string) => `Gift card pays ${paid}; the payment link asks for ${rest}`,
    coversAll: (paid: string) => `Gift card pays all ${paid}: nothing to collect`,
    estimate: "Worked out on the estimate: the shop prices the order when it is taken.",
    failed: "Failed to check the card",
    checkFirst: "Check the gift card, or remove it.",
  },
};
