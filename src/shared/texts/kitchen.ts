import type { OrderType } from "../orders/orders";

/** The statuses one tap on a kitchen card moves an order to (KITCHEN_NEXT in shared/orders/orders.ts). */
type KitchenStep = "processing" | "ready" | "completed";

/** Words of the admin's kitchen screen (ADR 0016): the counter tablet's cards of today's and upcoming orders. */
export const kitchenTexts = {
  heading: "Kitchen",
  subtitle: "Today's and upcoming paid orders, soonest first. One tap moves an order on.",
  today: "Today",
  tomorrow: "Tomorrow",
  orderCount: (count: number) => (count === 1 ? "1 order" : `${count} orders`),
  orderNumber: (shortId: string) => `#${shortId}`,
  cardLabel: (shortId: string, customer: string) => `Order #${shortId}, ${customer}`,
  orderType: { pickup: "Pickup", delivery: "Delivery" } satisfies Record<OrderType, string>,
  address: "Address",
  items: "Items",
  weigh: "Weigh",
  weighed: (quantity: string) => `Weighed: ${quantity}`,
  lineNote: "Note",
  orderNotes: "Order notes",
  takePayment: "Take payment at the counter",
  /** Owed after an edit or a weighing beyond the hold (ADR 0016). */
  collect: (amount: string) => `Collect ${amount} at pickup`,
  /** The one button: the next status's words. */
  advance: { processing: "Start", ready: "Mark ready", completed: "Complete" } satisfies Record<KitchenStep, string>,
  /** Its accessible name: the visible words first. */
  advanceLabel: (action: string, shortId: string) => `${action} order #${shortId}`,
  advanced: {
    processing: (shortId: string) => `Order #${shortId} started`,
    ready: (shortId: string) => `Order #${shortId} is ready; the customer has been told`,
    completed: (shortId: string) => `Order #${shortId} completed`,
  } satisfies Record<KitchenStep, (shortId: string) => string>,
  advanceFailed: (shortId: string) => `Could not update order #${shortId}. Try again.`,
  ticket: "Ticket",
  ticketOf: (shortId: string) => `Ticket for order #${shortId}`,
  newOrder: (shortId: string) => `New order #${shortId}`,
  newBadge: "New",
  turnOnSound: "Turn on sound",
  soundIsOn: "Sound on",
  empty: "No orders to prepare right now. New paid orders appear here by themselves.",
  loadFailed: "Failed to load the kitchen's orders",
  retry: "Try again",
} as const;
