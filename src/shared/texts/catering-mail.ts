/** Catering's e-mails and text messages, in the customer's language (ADR 0023). */
export const cateringMailTexts = {
  viewButton: "See your catering request",
  event: "Event",
  guests: "Guests",
  style: "Service",
  fulfilment: "Pickup or delivery",
  subtotal: "Subtotal",
  serviceFee: "Service fee",
  deliveryFee: "Delivery fee",
  tax: "Tax",
  total: "Total",
  deposit: "Deposit",
  paid: "Paid",
  refunded: "Refunded",
  owed: "Balance",
  weighedAs: (quoted: string, weighed: string) => `quoted ${quoted}, weighed ${weighed}`,
  callUs: (phone: string) => `Questions? Call us at ${phone}.`,
  requestReceived: {
    subject: (reference: string) => `We got your catering request ${reference}`,
    heading: "Thank you for your catering request",
    intro: (guests: number, when: string) =>
      `We got your request for ${guests} guests on ${when}. We will write your quote and e-mail it to you, usually within a day. Nothing is charged until you accept it.`,
  },
  quoteSent: {
    subject: (reference: string) => `Your catering quote ${reference}`,
    subjectRevised: (reference: string, version: number) => `Your revised catering quote ${reference} (version ${version})`,
    heading: "Your catering quote",
    headingRevised: "Your revised catering quote",
    intro: (total: string, deposit: string, until: string) =>
      `Your quote comes to ${total}. To confirm your date, accept it and pay a deposit of ${deposit} by ${until}.`,
    weighedNote: "Meats are sold by the pound: the final amount follows what we weigh on the day.",
    button: "Read and accept the quote",
  },
  depositReceived: {
    subject: (reference: string) => `Your date is confirmed: ${reference}`,
    heading: "Your date is confirmed",
    intro: (amount: string, when: string) => `We received your deposit of ${amount}. Your event on ${when} is confirmed.`,
    balanceNote: (owed: string, due: string) => `The balance of ${owed} is due by ${due}; we will send you a reminder.`,
  },
  paymentReceived: {
    subject: (reference: string) => `Payment received: ${reference}`,
    heading: "Thank you for your payment",
    intro: (amount: string) => `We received your payment of ${amount}.`,
  },
  balanceDue: {
    subject: (reference: string) => `The balance of your catering ${reference} is due`,
    subjectReminder: (reference: string) => `Reminder: the balance of your catering ${reference}`,
    heading: "Your balance is due",
    headingReminder: "A reminder about your balance",
    intro: (owed: string, when: string) =>
      `The balance of ${owed} for your event on ${when} is due now. You can pay it online, or when you pick up.`,
    button: "Pay the balance",
  },
  receipt: {
    subject: (reference: string) => `Your catering receipt ${reference}`,
    heading: "Your receipt",
    intro: "Here is what we weighed and what you paid.",
    refundNote: (amount: string) => `We are refunding ${amount} to your card: it may take 5 to 10 days to show.`,
    owedNote: (amount: string) => `${amount} is still owed: pay it online or when you pick up.`,
  },
  cancelled: {
    subject: (reference: string) => `Your catering request ${reference} is cancelled`,
    heading: "Your catering request is cancelled",
    intro: (when: string) => `Your event on ${when} is cancelled.`,
    refund: (amount: string, percent: number) =>
      `By our cancellation policy, ${amount} comes back to your card (${percent} % of the deposit, and anything paid beyond it).`,
    noRefund: "By our cancellation policy, the deposit is not refunded this close to the event.",
  },
  declined: {
    subject: (reference: string) => `About your catering request ${reference}`,
    heading: "We cannot cater this event",
    intro: (when: string) => `We are sorry: we cannot take your event on ${when}. Please call us and we will look for another date.`,
  },
  sms: {
    quote: (shop: string, reference: string, total: string, url: string) =>
      `${shop}: your catering quote ${reference} is ready (${total}). Read and accept it: ${url}`,
    balanceDue: (shop: string, reference: string, owed: string, url: string) =>
      `${shop}: the balance of ${owed} for catering ${reference} is due. Pay it here: ${url}`,
  },
};
