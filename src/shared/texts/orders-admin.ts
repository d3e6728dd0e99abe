import type { OrderType } from "../orders";
import { formatCents } from "../money";
import { ordersTexts } from "./orders";

/** Words of the admin's orders screens: the list, an order's details and history, the kitchen ticket (SPEC.md section 2 'Admin orders', sections 4 and 8). */
export const ordersAdminTexts = {
  heading: "Orders",
  subtitle: "Newest first. New orders and changes appear by themselves.",
  loadFailed: "Failed to load orders",
  retry: "Try again",
  empty: "No orders yet.",
  emptyFiltered: "No orders with this status.",
  filterLabel: "Show",
  allStatuses: "All statuses",
  showMore: "Show more orders",
  columns: { order: "Order", created: "Created", customer: "Customer", total: "Total", status: "Status", actions: "Actions" },
  orderNumber: (shortId: string) => `#${shortId}`,
  statusLabel: (shortId: string) => `Status of order #${shortId}`,
  viewDetails: "View Details",
  viewDetailsOf: (shortId: string) => `View Details of order #${shortId}`,
  ticket: "Kitchen ticket",
  ticketOf: (shortId: string) => `Kitchen ticket of order #${shortId}`,
  newBadge: "New",
  newPaidOrder: (shortId: string) => `New paid order #${shortId}`,
  sound: "Sound for new orders",
  soundOn: "On",
  soundOff: "Off",
  statusUpdated: "Order status updated and notification sent",
  statusUnchanged: "The order already had this status; nothing was sent",
  statusFailed: "Failed to update order status",
  status: ordersTexts.status,
  payment: ordersTexts.payment,
  orderType: { pickup: "Pickup", delivery: "Delivery" } satisfies Record<OrderType, string>,
  details: {
    title: (shortId: string) => `Order #${shortId}`,
    notFound: "This order does not exist.",
    placed: (when: string) => `Placed ${when}`,
    customer: "Customer",
    fulfilment: "Pickup or delivery",
    when: (type: string, when: string) => `${type}: ${when}`,
    deliverTo: "Deliver to",
    pickupAtShop: "Pickup at the shop",
    items: "Items",
    notes: "Order notes",
    noNotes: "No notes.",
    lineNotes: "Note",
    subtotal: "Subtotal",
    tax: (rate: string) => `Tax (${rate})`,
    total: "Total",
    payment: "Payment",
    paidAt: (when: string) => `Paid ${when}`,
    status: "Status",
    history: "Status history",
    historyLoading: "Loading status history…",
    historyFailed: "Failed to load status history",
    historyEmpty: "No status changes recorded.",
    historyBy: (email: string) => `by ${email}`,
    historyBySystem: "by the shop system",
    close: "Close",
  },
  ticketPage: {
    title: (shortId: string) => `Kitchen ticket #${shortId}`,
    print: "Print",
    back: "Back to orders",
    orderNumber: (shortId: string) => `#${shortId.toUpperCase()}`,
    pickup: "PICKUP",
    delivery: "DELIVERY",
    paid: "PAID",
    notPaid: "NOT PAID",
    customer: "Customer",
    address: "Address",
    items: "Items",
    orderNotes: "Order notes",
    placed: (when: string) => `Placed ${when}`,
    printed: (when: string) => `Printed ${when}`,
    loadFailed: "Failed to load the order",
  },
} as const;

/**
 * The notes the shop writes into an order's history when no person made the change (the
 * admin reads them in the status history). Written in English when they happen.
 */
export const orderHistoryNotes = {
  placed: "Order placed, awaiting payment",
  paymentReceived: "Payment received",
  paidAfterCancel: "after the order had been cancelled: check it",
  amountDiffers: (amountCents: number, totalCents: number) => `amount ${amountCents} differs from the order total ${totalCents}`,
  paymentFailed: "Payment failed",
  sessionExpired: "Payment session expired",
  sessionUnknown: "Payment session expired (unknown to the payment provider)",
  sessionFailed: (reason: string) => `Payment session could not be created: ${reason}`,
  abandoned: "Checkout never reached payment",
  holdPlaced: (amountCents: number) => `Card held for ${formatCents(amountCents)}, awaiting weighing`,
  captured: (amountCents: number, holdCents: number) =>
    amountCents < holdCents
      ? `Charged ${formatCents(amountCents)} for what was weighed; ${formatCents(holdCents - amountCents)} of the hold released`
      : `Charged ${formatCents(amountCents)}, the hold in full`,
  holdReleased: "Card hold released; nothing was charged",
  holdExpired: "Card hold expired before it was charged: take payment at pickup",
  weighed: (totalCents: number, estimatedCents: number) =>
    `Weighed: final total ${formatCents(totalCents)} (estimated ${formatCents(estimatedCents)})`,
  overHoldWaived: (overCents: number) =>
    `Weighed total is ${formatCents(overCents)} more than the hold: the hold is charged in full and the rest waived`,
  overHoldAtPickup: (overCents: number) =>
    `Weighed total is ${formatCents(overCents)} more than the hold: collect ${formatCents(overCents)} at pickup`,
} as const;

/** Why an order could not be read or changed. */
export const orderErrorTexts = {
  notFound: "Order not found.",
  moveRefused: (from: { status: string; paymentStatus: string }, to: { status: string; paymentStatus: string }) =>
    `An order cannot go from ${from.status} (${from.paymentStatus}) to ${to.status} (${to.paymentStatus}).`,
  notAwaitingWeighing: "This order is not awaiting weighing: its card is not held.",
  notWeighedLine: "Every weight must belong to a line of this order priced by weight.",
  missingWeights: "Enter the weighed quantity of every line priced by weight.",
  holdExceeded: (totalCents: number, holdCents: number) =>
    `The weighed total ${formatCents(totalCents)} is more than the ${formatCents(holdCents)} held on the card, and more than the hold cannot be charged. Charge the hold in full, or charge it and take the difference at pickup.`,
  holdExpired: (when: string) => `The card hold on this order expired ${when} and can no longer be charged. Take payment at pickup.`,
  captureFailed: (reason: string) => `The card could not be charged: ${reason}. The weights are saved; try again.`,
  releaseFailed: (reason: string) => `The card hold could not be released: ${reason}. Try again.`,
} as const;
