import type { OrderStatus } from "../orders/orders";
import { ordersTexts } from "./orders";

/** Words of the order e-mails (confirmation, status changes), in one place. */
export const orderMailTexts = {
  deliveryFee: "Delivery fee",
  tip: "Tip",
  /** A promo code's discount, and the gift card's share (ADR 0024). */
  discount: (code: string) => `Promo ${code}`,
  giftCardPaid: (last4: string) => `Paid by gift card ••${last4}`,
  giftCardHeld: (last4: string) => `Held on gift card ••${last4}`,
  cardPaid: "Paid by card",
  confirmation: {
    subject: (shortId: string) => `Order #${shortId} confirmed`,
    heading: (name: string) => `Thank you, ${name}!`,
    intro: "We've received your payment and your order is in our queue. Here are the details.",
    /** An order with cuts priced by weight: the card is held, not charged yet (ADR 0013). */
    introHeld: (hold: string) =>
      `Your order is in our queue. Your card is held for ${hold}: we weigh your cuts when we prepare them and charge only for what they weigh, then release the rest of the hold. You'll get a receipt with the weights.`,
  },
  receipt: {
    subject: (shortId: string) => `Receipt for order #${shortId}`,
    heading: "Your cuts are weighed",
    intro: "We weighed your order and charged your card for what it weighs. Here is your receipt.",
    ordered: "Ordered",
    weighed: "Weighed",
    estimatedTotal: "Estimated total",
    finalTotal: "Final total",
    charged: "Charged to your card",
    released: "Hold released",
    balanceDue: "To pay at pickup",
  },
  paymentLink: {
    subject: (shortId: string) => `Pay for order #${shortId}`,
    heading: "Your payment link",
    intro: (amount: string, until: string) => `Here is the link to pay ${amount} for your order. It works until ${until}.`,
    amount: "To pay",
    pay: "Pay now",
  },
  refund: {
    subject: (shortId: string) => `Refund for order #${shortId}`,
    heading: "We sent you a refund",
    intro: (amount: string) => `We refunded ${amount} to the card you paid with. Banks usually show it within 5 to 10 business days.`,
    /** A refund's part back on the gift card that paid (ADR 0024): at once, no bank involved. */
    giftCardIntro: (amount: string, last4: string) => `We put ${amount} back on your gift card ••${last4}: you can spend it right away.`,
    refunded: "Refunded now",
    totalRefunded: "Refunded on this order",
  },
  status: {
    subject: (shortId: string, status: string) => `Order #${shortId}: ${status}`,
    heading: (status: string) => `Your order is ${status.toLowerCase()}`,
    body: {
      pending: "Your order is waiting for our kitchen. We'll let you know when we start on it.",
      processing: "We're preparing your order now.",
      ready: "Your order is ready. Pickup orders are waiting for you at the counter; deliveries are on their way.",
      completed: "Your order is complete. Thank you for choosing us!",
      cancelled: "Your order has been cancelled. If you paid, the refund goes back to your card; call us with any question.",
    } satisfies Record<OrderStatus, string>,
    /** The same words as the customer's orders page. */
    label: ordersTexts.status,
  },
  pickupAt: "Pickup",
  deliveryAt: "Delivery",
  address: "Address",
  notes: "Notes",
  subtotal: "Subtotal",
  tax: (rate: string) => `Tax (${rate})`,
  total: "Total",
  estimatedTotal: "Estimated total",
  allowance: "Weight allowance, released after weighing",
  held: "Held on your card",
  viewOrder: "View your order",
  questions: (phone: string) => `Questions about your order? Call us at ${phone}.`,
  pickupFrom: (address: string) => `Pick up at ${address}.`,
} as const;

/** Words of the account e-mails, in one place (a Spanish edition can come). */
export const authMailTexts = {
  magicLink: {
    subject: (shop: string) => `Your sign-in link for ${shop}`,
    heading: "Sign in with one click",
    body: "Click the button below to sign in. The link works once and expires in 15 minutes.",
    button: "Sign in",
    ignore: "If you did not ask for this e-mail, you can ignore it: nobody can sign in without the link.",
  },
  verifyEmail: {
    subject: (shop: string) => `Confirm your e-mail address for ${shop}`,
    heading: "Confirm your e-mail address",
    body: "Thanks for creating an account. Please confirm your e-mail address to finish.",
    button: "Confirm e-mail address",
    ignore: "If you did not create an account, you can ignore this e-mail.",
  },
  accountExists: {
    subject: (shop: string) => `Someone tried to create an account for ${shop}`,
    heading: "You already have an account",
    body: "Somebody (maybe you) tried to create a new account with this e-mail address. You already have one: sign in instead, with your password or a sign-in link.",
    button: "Sign in",
    ignore: "If it was not you, nothing has changed and you can ignore this e-mail.",
  },
} as const;

/** Words of the dev mailbox page (demo mode without SMTP). */
export const devMailboxTexts = {
  title: "Dev mailbox",
  intro: (count: number) => `Mail the shop sent while no SMTP server is configured, newest first (${count}).`,
  empty: "No mail yet.",
  envelope: (to: string, from: string, at: string) => `To ${to} · from ${from} · ${at}`,
  plainText: "Plain text",
} as const;
