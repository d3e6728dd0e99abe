/**
 * The gift card's e-mails and text (ADR 0024): the card to its recipient (its code, once), the
 * buyer's receipt. A promotional card's expiry is printed in capitals (California Civil Code
 * §1749.5(d)); a bought card says it never expires.
 */
export const giftCardMailTexts = {
  card: {
    subject: (amount: string, shop: string) => `Your ${amount} gift card from ${shop}`,
    heading: (name: string) => `A gift for you, ${name}!`,
    from: (buyer: string, amount: string) => `${buyer} sent you a ${amount} gift card.`,
    fromShop: (amount: string) => `Here is a ${amount} gift card from us.`,
    message: "Their message",
    code: "Your gift card code",
    codeHint: "Keep this e-mail: the code is the card. Enter it at checkout on our website, or show it at the counter.",
    amount: "Amount",
    never: "This card never expires and has no fees.",
    expires: (date: string) => `EXPIRES ${date.toUpperCase()}`,
    promotional: "A promotional card: it is free and cannot be exchanged for cash.",
    balance: "Check your balance",
  },
  receipt: {
    subject: (amount: string) => `Your ${amount} gift card purchase`,
    heading: "Thank you for your gift card purchase",
    intro: (amount: string, recipient: string) => `We received your payment for a ${amount} gift card for ${recipient}.`,
    sendsNow: (email: string) => `We are sending it now to ${email}.`,
    sendsOn: (date: string, email: string) => `It will be sent to ${email} on ${date}.`,
    noTax: "Gift cards carry no sales tax: tax applies to what the card buys.",
    paid: "Paid",
  },
  sms: (shop: string, amount: string, code: string, url: string) =>
    `${shop}: you have a ${amount} gift card. Code ${code}. Balance: ${url}`,
};
