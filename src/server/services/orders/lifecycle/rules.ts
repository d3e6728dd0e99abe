import { MONEY_TAKEN, type CounterPayment, type OrderStatus, type PaymentStatus, type RefundPart } from "@shared/orders/orders";
import { type orders } from "../../../db/schema/orders";

/**
 * What can happen to an order (ADR 0010): the moves its status and payment state may make, the
 * events that make them and who may cause each. order-writes.ts applies an event (changeOrder)
 * and is the only module that writes the orders table (a lint rule holds every other module to
 * that).
 */

export type OrderRow = typeof orders.$inferSelect;

export interface OrderState {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
}

// ---------------------------------------------------------------------------------------------
// The table of allowed moves

/**
 * The kitchen's status: staff may set any status freely (docs/product.md 'Order status'), 'ready' included
 * (ADR 0016). The kitchen screen's one tap goes forward only: KITCHEN_NEXT in shared/orders/orders.ts.
 */
export const STATUS_MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ["processing", "ready", "completed", "cancelled"],
  processing: ["pending", "ready", "completed", "cancelled"],
  ready: ["pending", "processing", "completed", "cancelled"],
  completed: ["pending", "processing", "ready", "cancelled"],
  cancelled: ["pending", "processing", "ready", "completed"],
};

/**
 * The payment only moves forward, as the provider reports it. A payment that failed or expired
 * can still end paid: money the provider took for the order (a late webhook) is never ignored.
 * Orders with cuts priced by weight are authorized first (the card held), then paid when the
 * weighed amount is captured, or released (the shop let the hold go), or expired (it lapsed).
 * Released is final; money taken can be given back, in part and again, or in full (ADR 0016).
 */
export const PAYMENT_MOVES: Record<PaymentStatus, readonly PaymentStatus[]> = {
  unpaid: ["processing", "authorized", "paid", "failed", "expired"],
  processing: ["authorized", "paid", "failed", "expired"],
  authorized: ["paid", "released", "expired"],
  failed: ["authorized", "paid"],
  expired: ["authorized", "paid"],
  released: [],
  paid: ["partially_refunded", "refunded"],
  partially_refunded: ["refunded"],
  refunded: [],
};

export function isAllowedMove(from: OrderState, to: OrderState): boolean {
  const statusOk = from.status === to.status || STATUS_MOVES[from.status].includes(to.status);
  const paymentOk = from.paymentStatus === to.paymentStatus || PAYMENT_MOVES[from.paymentStatus].includes(to.paymentStatus);
  return statusOk && paymentOk;
}

// ---------------------------------------------------------------------------------------------
// Who changes an order, and the events

/** Who made a change: the history and the logs say so. */
export type OrderActor =
  | { kind: "customer"; userId: string }
  | { kind: "admin"; userId: string; email: string }
  /** A payment provider's event: a Stripe webhook, or the sandbox's pay page. */
  | { kind: "provider"; eventId: string }
  /** The payment sweeper, settling what no event told us. */
  | { kind: "sweeper" };

type ActorKind = OrderActor["kind"];

/** What can happen to an order. */
export type OrderEvent =
  /** The admin sets the kitchen's status. */
  | { type: "status_set"; status: OrderStatus }
  /** The customer paid by a method that confirms later (bank debit): the provider decides later. */
  | { type: "payment_processing" }
  /** The provider took the money. */
  | { type: "paid"; sessionId: string; paymentReference: string | null; amountCents: number | null }
  /**
   * A gift card covers the order (ADR 0024): paid at once, or, with cuts to weigh, held on the
   * gift card until they are weighed; no card payment page opens.
   */
  | { type: "gift_card_covered"; held: boolean }
  /** The card is held for the estimate plus the allowance, until the order is weighed (ADR 0013). */
  | { type: "authorized"; sessionId: string | null; paymentReference: string; amountCents: number; holdExpiresAt: Date }
  /** The weighed amount was captured from the hold; the rest of it is released. */
  | { type: "captured"; amountCents: number }
  /** The hold was let go without a charge (the order cancelled). */
  | { type: "hold_released" }
  /** The hold lapsed before it was captured: payment is due at pickup. */
  | { type: "hold_expired" }
  /** The provider refused the payment. */
  | { type: "payment_failed" }
  /** The pay page closed without a payment. */
  | { type: "payment_expired" }
  /** No pay page could be opened for the order: it ends here, unpaid. */
  | { type: "checkout_failed" }
  /** The order never reached a pay page at all (a crash between placing it and its session). */
  | { type: "abandoned" }
  /**
   * Money given back through the provider, or in cash at the counter (ADR 0016): `amountCents`
   * now, of what was taken, spread over the order's payments as `parts` say.
   */
  | { type: "refunded"; amountCents: number; reason: string | null; atCounter?: boolean; parts: RefundPart[] }
  /** Staff took the payment at the counter, in cash or by card (ADR 0016). */
  | { type: "paid_at_counter"; method: CounterPayment; amountCents: number }
  /** A payment link for money owed after an edit was paid (ADR 0016). */
  | { type: "balance_paid"; amountCents: number; topUpId: string; paymentReference: string | null }
  /**
   * Staff took what was owed at pickup, in cash or by card at the counter: a balance after an
   * edit or a weighing, or the whole order when its card hold lapsed.
   */
  | { type: "balance_collected"; amountCents: number; method: CounterPayment };

interface EventRule {
  /** Who may cause it. */
  by: readonly ActorKind[];
  /** The state it leads to from `current`; null when it does not apply (nothing changes). */
  next(current: OrderState, event: OrderEvent): OrderState | null;
  /**
   * Whether it writes a row in the status history: every status change does; so does a
   * payment received, the moment the order reaches the kitchen's queue. A payment-only move
   * that changes no status (processing, or failing on an order already cancelled) is kept on
   * the order row and in the provider's events, not in the kitchen's history.
   */
  history: "status_change" | "always";
}

const isOpenPayment = (state: OrderState) => state.paymentStatus === "unpaid" || state.paymentStatus === "processing";

/** Each event: who may cause it and the move it makes. */
export const ORDER_EVENTS: Record<OrderEvent["type"], EventRule> = {
  status_set: {
    by: ["admin"],
    next: (current, event) => {
      const status = (event as Extract<OrderEvent, { type: "status_set" }>).status;
      return current.status === status ? null : { ...current, status };
    },
    history: "status_change",
  },
  payment_processing: {
    by: ["provider", "sweeper"],
    next: (current) => (current.paymentStatus === "unpaid" ? { ...current, paymentStatus: "processing" } : null),
    history: "status_change",
  },
  paid: {
    by: ["provider", "sweeper"],
    // Money received for an order cancelled meanwhile: it goes back to the kitchen's queue.
    // A held order is paid by its capture, never by a session's word.
    next: (current) =>
      current.paymentStatus === "paid" ||
      current.paymentStatus === "authorized" ||
      current.paymentStatus === "released" ||
      current.paymentStatus === "partially_refunded" ||
      current.paymentStatus === "refunded"
        ? null
        : { paymentStatus: "paid", status: current.status === "cancelled" ? "pending" : current.status },
    history: "always",
  },
  gift_card_covered: {
    by: ["customer", "admin"],
    next: (current, event) =>
      current.paymentStatus === "unpaid" && current.status !== "cancelled"
        ? { ...current, paymentStatus: (event as Extract<OrderEvent, { type: "gift_card_covered" }>).held ? "authorized" : "paid" }
        : null,
    history: "always",
  },
  authorized: {
    by: ["provider", "sweeper"],
    // Like a payment: the order reaches the kitchen's queue (a hold arriving after a cancellation too).
    next: (current) =>
      ["unpaid", "processing", "failed", "expired"].includes(current.paymentStatus)
        ? { paymentStatus: "authorized", status: current.status === "cancelled" ? "pending" : current.status }
        : null,
    history: "always",
  },
  captured: {
    by: ["admin", "provider", "sweeper"],
    next: (current) => (current.paymentStatus === "authorized" ? { ...current, paymentStatus: "paid" } : null),
    history: "always",
  },
  hold_released: {
    by: ["admin", "provider", "sweeper"],
    next: (current) => (current.paymentStatus === "authorized" ? { paymentStatus: "released", status: "cancelled" } : null),
    history: "always",
  },
  hold_expired: {
    by: ["admin", "provider", "sweeper"],
    next: (current) => (current.paymentStatus === "authorized" ? { ...current, paymentStatus: "expired" } : null),
    history: "always",
  },
  payment_failed: {
    by: ["provider", "sweeper"],
    next: (current) => (isOpenPayment(current) ? { paymentStatus: "failed", status: "cancelled" } : null),
    history: "status_change",
  },
  payment_expired: {
    by: ["provider", "sweeper"],
    next: (current) => (isOpenPayment(current) ? { paymentStatus: "expired", status: "cancelled" } : null),
    history: "status_change",
  },
  checkout_failed: {
    by: ["customer"],
    next: (current) => (current.paymentStatus === "unpaid" && current.status !== "cancelled" ? { ...current, status: "cancelled" } : null),
    history: "status_change",
  },
  refunded: {
    // The sweeper finishes a refund whose asker is gone (its process stopped, its account removed).
    by: ["admin", "sweeper"],
    // Which of the two is worked out with the amounts (changeOrder): the status stays.
    next: (current) =>
      current.paymentStatus === "paid" || current.paymentStatus === "partially_refunded"
        ? { ...current, paymentStatus: "partially_refunded" }
        : null,
    history: "always",
  },
  paid_at_counter: {
    by: ["admin"],
    next: (current) =>
      current.paymentStatus === "unpaid" && current.status !== "cancelled" ? { ...current, paymentStatus: "paid" } : null,
    history: "always",
  },
  balance_paid: {
    by: ["provider", "sweeper"],
    // The order stays as it is: only its balance and the money taken change (changeOrder).
    next: (current) => (MONEY_TAKEN.includes(current.paymentStatus) ? { ...current } : null),
    history: "always",
  },
  balance_collected: {
    by: ["admin"],
    // A lapsed hold's order is paid by it; an order that took money keeps its state.
    next: (current) =>
      current.paymentStatus === "expired"
        ? { ...current, paymentStatus: "paid" }
        : MONEY_TAKEN.includes(current.paymentStatus)
          ? { ...current }
          : null,
    history: "always",
  },
  abandoned: {
    by: ["sweeper"],
    next: (current) =>
      current.paymentStatus === "unpaid" && current.status !== "cancelled" ? { paymentStatus: "expired", status: "cancelled" } : null,
    history: "status_change",
  },
};

// ---------------------------------------------------------------------------------------------
// Applying an event

/** The customer's e-mail a change queues: the payment confirmation, the status notice, or the receipt after weighing. */
export type OrderMail =
  | "confirmation"
  | "status"
  | "receipt"
  /** A refund's e-mail: what went back in all, and of it what went back on the gift card (ADR 0024). */
  | { refundId: string; amountCents: number; giftCardCents?: number };
