import type { PriceUnit } from "../menu/menu";
import type { OrderStatus, PaymentStatus } from "../orders/orders";

/** Words of the customer's order page (/account/orders) and order states. */
export const ordersTexts = {
  title: "My Orders",
  heading: "My Orders",
  subtitle: "Your orders, newest first. This page updates by itself when the shop changes an order.",
  empty: "You have no orders yet.",
  browseMenu: "Browse Menu",
  orderNumber: (shortId: string) => `Order #${shortId}`,
  placedOn: (date: string) => `Placed ${date}`,
  pickupAt: (when: string) => `Pickup: ${when}`,
  deliveryAt: (when: string) => `Delivery: ${when}`,
  deliverTo: (address: string) => `To ${address}`,
  notes: "Notes",
  subtotal: "Subtotal",
  tax: (rate: string) => `Tax (${rate})`,
  total: "Total",
  /** A line: '2 × Horchata'; by the pound 'Carnitas, 1.5 lb' (then its price per pound, '$15.99/lb'). */
  line: (name: string, quantity: string, unit: PriceUnit) => (unit === "lb" ? `${name}, ${quantity}` : `${quantity} × ${name}`),
  /** Cuts priced by weight (ADR 0013): before weighing the amounts are estimates and the card is held. */
  toBeWeighed: "Priced by weight: charged for what we weigh",
  weighed: (quantity: string) => `Weighed: ${quantity}`,
  estimatedTotal: "Estimated total",
  /**
   * Checkout's words for the same rows (orderingTexts, checkoutSummaryTexts), repeated: those
   * catalogues would join this page's first load (ADR 0008). A test keeps them the same.
   */
  deliveryFee: "Delivery fee",
  freeDelivery: "Free delivery",
  tip: "Tip",
  allowance: "Weight allowance, released after weighing",
  held: "Held on your card",
  charged: "Charged",
  balanceDue: "To pay at pickup",
  live: "Live updates on",
  reconnecting: "Reconnecting…",
  /**
   * The live stream answered 401: it stops until the customer signs in again. authTexts'
   * sessionExpired, repeated: importing that module put all of sign-in's words on this page's
   * first load (ADR 0008).
   */
  sessionEnded: "Your session has expired. Please log in again.",
  updated: "Your order was updated",
  reorder: "Order again",
  reorderLabel: (shortId: string) => `Order again: the items of order #${shortId}`,
  status: {
    pending: "Pending",
    processing: "Processing",
    ready: "Ready",
    completed: "Completed",
    cancelled: "Cancelled",
  } satisfies Record<OrderStatus, string>,
  payment: {
    unpaid: "Not paid",
    processing: "Payment processing",
    authorized: "Awaiting weighing",
    paid: "Paid",
    failed: "Payment failed",
    expired: "Payment not completed",
    released: "Hold released",
    partially_refunded: "Partly refunded",
    refunded: "Refunded",
  } satisfies Record<PaymentStatus, string>,
  refunded: "Refunded to your card",
  /**
   * A promo code's discount, before tax, and, when a gift card paid, each way the order was paid
   * (ADR 0024). checkoutSummaryTexts' promo and giftCard, repeated (a test keeps them the same).
   */
  promo: (code: string) => `Promo ${code}`,
  discount: "Discount",
  giftCard: (last4: string) => `Gift card ••${last4}`,
  paidByCard: "Card",
  paidInCash: "Cash",
} as const;
