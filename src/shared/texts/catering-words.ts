/** Catering's shared words (ADR 0023): its statuses and service styles, read by the customer's page, the admin and the mails. */
export const cateringWordTexts = {
  status: {
    requested: "Requested",
    quoted: "Quoted",
    accepted: "Accepted",
    confirmed: "Confirmed",
    balance_due: "Balance due",
    paid: "Paid",
    fulfilled: "Fulfilled",
    closed: "Closed",
    declined: "Declined",
    expired: "Quote expired",
    cancelled: "Cancelled",
    no_show: "No-show",
  },
  style: {
    drop_off: "Drop-off trays",
    taco_bar: "Taco bar",
    taquero: "A taquero on site",
  },
  fulfilment: { pickup: "Pickup", delivery: "Delivery" },
  payment: {
    deposit: "Deposit",
    balance: "Balance",
    counter: "Paid at the counter",
    refund: "Refund",
  },
  method: { cash: "cash", card: "card" },
  tentative: "Tentative",
  guests: (count: number) => `${count} guests`,
  reference: (reference: string) => `Catering ${reference}`,
};
