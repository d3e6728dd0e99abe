import { and, eq, inArray, ne } from "drizzle-orm";
import type { Config } from "../../config";
import type { Database, Executor } from "../../db/client";
import { orderStatusHistory, orders, paymentEvents } from "../../db/schema";
import type { Logger } from "../../lib/logger";
import { orderConfirmationMail } from "../mail/order-mails";
import { enqueueMail } from "../mail/outbox";
import { HANDLED_EVENT_TYPES, type PaymentEvent, type PaymentProvider, type SessionState } from "../payments/provider";
import { getOrder, toMailOrder } from "./order-queries";

export interface FulfilmentContext {
  db: Database;
  config: Config;
  log: Logger;
  payments: PaymentProvider;
}

export type FulfilmentOutcome = "paid" | "processing" | "failed" | "expired" | "unchanged" | "duplicate" | "ignored";

/**
 * Applies a payment event — a Stripe webhook, or the sandbox pay page — the one way:
 * (1) acknowledge only the event types we handle; (2) re-read the session from the provider
 * (the event is a hint, the session is the truth); (3) in one transaction, record the event id
 * (a redelivery is a no-op) and move the order to the session's state with a guarded update,
 * so out-of-order or concurrent deliveries cause exactly one transition and one e-mail.
 */
export async function applyPaymentEvent(ctx: FulfilmentContext, event: PaymentEvent): Promise<FulfilmentOutcome> {
  if (!(HANDLED_EVENT_TYPES as readonly string[]).includes(event.type) || !event.sessionId) return "ignored";
  const session = await ctx.payments.retrieveSession(event.sessionId);
  if (!session) {
    ctx.log.warn({ eventId: event.id, sessionId: event.sessionId }, "payment event for an unknown session");
    return "ignored";
  }
  return ctx.db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentEvents)
      .values({ id: event.id, provider: ctx.payments.kind, type: event.type, sessionId: event.sessionId })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (recorded.length === 0) return "duplicate";
    return applySessionState(ctx, tx, session, event.type === "checkout.session.async_payment_failed");
  });
}

/** Moves the session's order to the state the provider reports (used by events and the sweeper). */
export async function applySessionState(
  ctx: FulfilmentContext,
  tx: Executor,
  session: SessionState,
  paymentFailed = false,
): Promise<FulfilmentOutcome> {
  const orderId = session.orderId ?? (await orderIdForSession(tx, session.id));
  if (!orderId) {
    ctx.log.error({ sessionId: session.id }, "payment session without an order");
    return "ignored";
  }
  if (session.paymentStatus === "paid" || session.paymentStatus === "no_payment_required") {
    return markPaid(ctx, tx, orderId, session);
  }
  if (paymentFailed) return markUnpaidOutcome(tx, orderId, "failed", "Payment failed");
  if (session.status === "expired") return markUnpaidOutcome(tx, orderId, "expired", "Payment session expired");
  if (session.status === "complete") {
    // Paid later by bank transfer or debit: the async_payment events decide.
    const moved = await tx
      .update(orders)
      .set({ paymentStatus: "processing", updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, "unpaid")))
      .returning({ id: orders.id });
    return moved.length > 0 ? "processing" : "unchanged";
  }
  return "unchanged";
}

async function orderIdForSession(tx: Executor, sessionId: string): Promise<string | null> {
  const [row] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.paymentSessionId, sessionId));
  return row?.id ?? null;
}

async function markPaid(ctx: FulfilmentContext, tx: Executor, orderId: string, session: SessionState): Promise<FulfilmentOutcome> {
  const [before] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!before || before.paymentStatus === "paid") return "unchanged";
  // Money received for an order cancelled meanwhile: it goes back to the kitchen's queue.
  const status = before.status === "cancelled" ? "pending" : before.status;
  const [paid] = await tx
    .update(orders)
    .set({
      paymentStatus: "paid",
      paidAt: new Date(),
      status,
      paymentSessionId: before.paymentSessionId ?? session.id,
      paymentReference: session.paymentReference,
      updatedAt: new Date(),
    })
    .where(and(eq(orders.id, orderId), ne(orders.paymentStatus, "paid")))
    .returning();
  if (!paid) return "unchanged";

  const notes = ["Payment received"];
  if (before.status === "cancelled") notes.push("after the order had been cancelled: check it");
  if (session.amountTotalCents !== null && session.amountTotalCents !== paid.totalCents) {
    notes.push(`amount ${session.amountTotalCents} differs from the order total ${paid.totalCents}`);
    ctx.log.error({ orderId, amount: session.amountTotalCents, total: paid.totalCents }, "paid amount differs from order total");
  }
  await tx.insert(orderStatusHistory).values({ orderId, status, note: notes.join(", ") });

  const order = await getOrder(tx, orderId);
  await enqueueMail(tx, ctx.config, {
    kind: "order_confirmation",
    to: paid.customerEmail,
    toName: paid.customerName,
    relatedOrderId: orderId,
    dedupeKey: `order-confirmation:${orderId}`,
    ...orderConfirmationMail(ctx.config.shop, toMailOrder(order!), `${ctx.config.publicUrl}/account/orders`),
  });
  ctx.log.info({ orderId, totalCents: paid.totalCents }, "order paid");
  return "paid";
}

/**
 * The session ended unpaid: the order is cancelled, once. An order staff already cancelled
 * only records the payment's end, without a second 'cancelled' entry in its history.
 */
export async function markUnpaidOutcome(tx: Executor, orderId: string, outcome: "failed" | "expired", note: string): Promise<FulfilmentOutcome> {
  const [before] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for("update");
  const moved = await tx
    .update(orders)
    .set({ paymentStatus: outcome, status: "cancelled", updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), inArray(orders.paymentStatus, ["unpaid", "processing"])))
    .returning({ id: orders.id });
  if (moved.length === 0) return "unchanged";
  if (before?.status !== "cancelled") await tx.insert(orderStatusHistory).values({ orderId, status: "cancelled", note });
  return outcome;
}
