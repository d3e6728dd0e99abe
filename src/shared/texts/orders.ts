import type { OrderStatus, PaymentStatus } from "../orders";
import { authTexts } from "./auth";

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
  live: "Live updates on",
  reconnecting: "Reconnecting…",
  /** The live stream answered 401: it stops until the customer signs in again. */
  sessionEnded: authTexts.sessionExpired,
  updated: "Your order was updated",
  status: {
    pending: "Pending",
    processing: "Processing",
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
  } satisfies Record<PaymentStatus, string>,
} as const;
