import { eq } from "drizzle-orm";
import { orderHistoryNotes } from "@shared/texts/orders-admin";
import type { ServiceContext } from "../context";
import type { Executor } from "../../db/client";
import { orders } from "../../db/schema/orders";
import { paymentEvents } from "../../db/schema/payments";
import { ServiceError } from "../../lib/errors";
import { HANDLED_EVENT_TYPES, type PaymentEvent, type SessionState } from "../payments/provider";
import { changeOrder, type OrderActor, type OrderEvent } from "./lifecycle";

export type FulfilmentOutcome = "paid" | "processing" | "failed" | "expired" | "unchanged" | "duplicate" | "ignored";

/**
 * Applies a payment event — a Stripe webhook, or the sandbox pay page — the one way:
 * (1) acknowledge only the event types we handle; (2) re-read the session from the provider
 * (the event is a hint, the session is the truth); (3) in one transaction, record the event id
 * (a redelivery is a no-op) and move the order to the session's state through the lifecycle,
 * so out-of-order or concurrent deliveries cause exactly one transition and one e-mail.
 */
export async function applyPaymentEvent(ctx: ServiceContext, event: PaymentEvent): Promise<FulfilmentOutcome> {
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
    return applySessionState(ctx, {
      tx,
      session,
      actor: { kind: "provider", eventId: event.id },
      paymentFailed: event.type === "checkout.session.async_payment_failed",
    });
  });
}

/**
 * Moves the session's order to the state the provider reports (payment events and the
 * sweeper): paid, processing (confirms later), failed or expired. A session still open changes nothing.
 */
export async function applySessionState(
  ctx: ServiceContext,
  input: { tx: Executor; session: SessionState; actor: OrderActor; paymentFailed?: boolean },
): Promise<FulfilmentOutcome> {
  const { tx, session } = input;
  const orderId = session.orderId ?? (await orderIdForSession(tx, session.id));
  if (!orderId) {
    ctx.log.error({ sessionId: session.id }, "payment session without an order");
    return "ignored";
  }
  const move = eventForSession(session, input.paymentFailed ?? false);
  if (!move) return "unchanged";
  try {
    const result = await changeOrder(ctx, {
      tx,
      orderId,
      event: move.event,
      actor: input.actor,
      note: move.note,
      mail: move.event.type === "paid" ? "confirmation" : null,
    });
    return result.changed ? move.outcome : "unchanged";
  } catch (error) {
    // A session naming an order we do not have (another shop's, or a forged one): nothing to move.
    if (error instanceof ServiceError && error.code === "not_found") {
      ctx.log.error({ sessionId: session.id, orderId }, "payment session for an order that does not exist");
      return "ignored";
    }
    throw error;
  }
}

/** The order event a session's state means, if any (an open, unpaid session means none yet). */
function eventForSession(
  session: SessionState,
  paymentFailed: boolean,
): { event: OrderEvent; outcome: FulfilmentOutcome; note: string | null } | null {
  if (session.paymentStatus === "paid" || session.paymentStatus === "no_payment_required") {
    const event: OrderEvent = {
      type: "paid",
      sessionId: session.id,
      paymentReference: session.paymentReference,
      amountCents: session.amountTotalCents,
    };
    return { event, outcome: "paid", note: null };
  }
  if (paymentFailed) return { event: { type: "payment_failed" }, outcome: "failed", note: orderHistoryNotes.paymentFailed };
  if (session.status === "expired")
    return { event: { type: "payment_expired" }, outcome: "expired", note: orderHistoryNotes.sessionExpired };
  // Paid later by bank transfer or debit: the async_payment events decide.
  if (session.status === "complete") return { event: { type: "payment_processing" }, outcome: "processing", note: null };
  return null;
}

async function orderIdForSession(tx: Executor, sessionId: string): Promise<string | null> {
  const [row] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.paymentSessionId, sessionId));
  return row?.id ?? null;
}
