import { eq } from "drizzle-orm";
import { orderHistoryNotes } from "@shared/texts/orders-admin";
import type { ServiceContext } from "../service-context";
import type { Executor } from "../../db/client";
import { orderTopUps, orders } from "../../db/schema/orders";
import { paymentEvents } from "../../db/schema/payments";
import { ServiceError } from "../../lib/errors";
import { HOLD_LIFETIME_DAYS } from "@shared/core/quantity";
import {
  HANDLED_PAYMENT_EVENT_TYPES,
  HANDLED_SESSION_EVENT_TYPES,
  isLapsedHold,
  type PaymentEvent,
  type PaymentState,
  type SessionState,
} from "../payments/provider";
import { moveTopUp } from "./top-up-status";
import { applyCateringSession, cateringPaymentOf } from "../catering/catering-payments";
import { applyGiftCardSession, giftCardSaleOf } from "../gift-cards/gift-card-sales";
import { changeOrder, ORDER_EVENTS, type OrderActor, type OrderEvent, type OrderMail } from "./lifecycle";

export type FulfilmentOutcome =
  "paid" | "authorized" | "captured" | "released" | "processing" | "failed" | "expired" | "unchanged" | "duplicate" | "ignored";

/**
 * Applies a payment event — a Stripe webhook, or the sandbox pay page — the one way:
 * (1) acknowledge only the event types we handle; (2) re-read the session from the provider
 * (the event is a hint, the session is the truth); (3) in one transaction, record the event id
 * (a redelivery is a no-op) and move the order to the session's state through the lifecycle,
 * so out-of-order or concurrent deliveries cause exactly one transition and one e-mail.
 */
export async function applyPaymentEvent(ctx: ServiceContext, event: PaymentEvent): Promise<FulfilmentOutcome> {
  if ((HANDLED_PAYMENT_EVENT_TYPES as readonly string[]).includes(event.type) && event.paymentId) return applyHeldPaymentEvent(ctx, event);
  if (!(HANDLED_SESSION_EVENT_TYPES as readonly string[]).includes(event.type) || !event.sessionId) return "ignored";
  const session = await ctx.payments.retrieveSession(event.sessionId);
  if (!session) {
    ctx.log.warn({ eventId: event.id, sessionId: event.sessionId }, "payment event for an unknown session");
    return "ignored";
  }
  // A gift card's sale (ADR 0024): the card issued once, by its sale row.
  if (await giftCardSaleOf(ctx.db, session.orderId)) {
    if (!(await recordEventOnce(ctx, ctx.db, event))) return "duplicate";
    const applied = await applyGiftCardSession(ctx, session);
    return applied === "unchanged" ? "unchanged" : applied;
  }
  // A catering deposit or balance (ADR 0023): its own money, recorded once by its payment row.
  if (await cateringPaymentOf(ctx.db, session.orderId)) {
    if (!(await recordEventOnce(ctx, ctx.db, event))) return "duplicate";
    return applyCateringSession(ctx, session, { kind: "provider", eventId: event.id });
  }
  return ctx.db.transaction(async (tx) => {
    if (!(await recordEventOnce(ctx, tx, event))) return "duplicate";
    return applySessionState(ctx, {
      tx,
      session,
      actor: { kind: "provider", eventId: event.id },
      paymentFailed: event.type === "checkout.session.async_payment_failed",
    });
  });
}

/** The provider's event id, written once: false when it was seen before (a redelivery). */
async function recordEventOnce(
  ctx: ServiceContext,
  db: Executor,
  event: Pick<PaymentEvent, "id" | "type" | "sessionId">,
): Promise<boolean> {
  const recorded = await db
    .insert(paymentEvents)
    .values({ id: event.id, provider: ctx.payments.kind, type: event.type, sessionId: event.sessionId ?? null })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return recorded.length > 0;
}

/**
 * A held payment's event (ADR 0013: held, captured, released, lapsed): the payment is re-read
 * from the provider, the event recorded once, and the order moved to what the payment says.
 */
async function applyHeldPaymentEvent(ctx: ServiceContext, event: PaymentEvent): Promise<FulfilmentOutcome> {
  const payment = await ctx.payments.retrievePayment(event.paymentId!);
  if (!payment) {
    ctx.log.warn({ eventId: event.id, paymentId: event.paymentId }, "payment event for an unknown payment");
    return "ignored";
  }
  return ctx.db.transaction(async (tx) => {
    if (!(await recordEventOnce(ctx, tx, { ...event, sessionId: null }))) return "duplicate";
    // A catering payment or a gift card's sale is taken at once (never held): its session's events record it (ADR 0023, 0024).
    if (await cateringPaymentOf(tx, payment.orderId)) return "ignored";
    if (await giftCardSaleOf(tx, payment.orderId)) return "ignored";
    const orderId = payment.orderId ?? (await orderIdForPayment(tx, payment.id));
    if (!orderId) {
      ctx.log.error({ paymentId: payment.id }, "payment without an order");
      return "ignored";
    }
    return applyPaymentState(ctx, { tx, orderId, sessionId: null, payment, actor: { kind: "provider", eventId: event.id } });
  });
}

/**
 * Moves an order to what its held payment says: held (authorized), captured (paid for what was
 * weighed), released, or lapsed. Each move goes through the lifecycle, so a repeated word
 * changes nothing; a capture we already recorded is not recorded again.
 */
export async function applyPaymentState(
  ctx: ServiceContext,
  input: { tx: Executor; orderId: string; sessionId: string | null; payment: PaymentState; actor: OrderActor },
): Promise<FulfilmentOutcome> {
  const { tx, orderId, payment, actor } = input;
  const apply = async (event: OrderEvent, mail: OrderMail | null) => (await changeOrder(ctx, { tx, orderId, event, actor, mail })).changed;
  switch (payment.status) {
    case "requires_capture": {
      const holdExpiresAt = payment.holdExpiresAt ?? new Date(ctx.clock.now().getTime() + HOLD_LIFETIME_DAYS * 24 * 60 * 60_000);
      const event: OrderEvent = {
        type: "authorized",
        sessionId: input.sessionId,
        paymentReference: payment.id,
        amountCents: payment.amountCapturableCents,
        holdExpiresAt,
      };
      return (await apply(event, "confirmation")) ? "authorized" : "unchanged";
    }
    case "succeeded": {
      if (await apply({ type: "captured", amountCents: payment.amountReceivedCents }, "receipt")) return "captured";
      // Recorded already (a weighing racing another, or the webhook): only the provider's word pays an order.
      if (!ORDER_EVENTS.paid.by.includes(actor.kind)) return "unchanged";
      // Captured without our having seen the hold (its events lost): paid all the same.
      const paid: OrderEvent = {
        type: "paid",
        sessionId: input.sessionId ?? "",
        paymentReference: payment.id,
        amountCents: payment.amountReceivedCents,
      };
      return (await apply(paid, "confirmation")) ? "paid" : "unchanged";
    }
    case "canceled":
      if (isLapsedHold(payment.cancellationReason)) return (await apply({ type: "hold_expired" }, null)) ? "expired" : "unchanged";
      return (await apply({ type: "hold_released" }, null)) ? "released" : "unchanged";
    default:
      return "unchanged";
  }
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
  // A payment link for money owed after an edit (ADR 0016): it pays the balance, not the order.
  const topUp = await applyTopUp(ctx, input);
  if (topUp) return topUp;
  const orderId = session.orderId ?? (await orderIdForSession(tx, session.id));
  if (!orderId) {
    ctx.log.error({ sessionId: session.id }, "payment session without an order");
    return "ignored";
  }
  // A held session reads 'unpaid' until it is captured: its payment tells where it stands.
  if (session.captureMethod === "manual" && session.payment && session.payment.status !== "other") {
    return applyPaymentState(ctx, { tx, orderId, sessionId: session.id, payment: session.payment, actor: input.actor });
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

async function orderIdForPayment(tx: Executor, paymentId: string): Promise<string | null> {
  const [row] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.paymentReference, paymentId));
  return row?.id ?? null;
}

async function orderIdForSession(tx: Executor, sessionId: string): Promise<string | null> {
  const [row] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.paymentSessionId, sessionId));
  return row?.id ?? null;
}

/**
 * The session of a payment link for a balance (ADR 0016), if this is one: paid, it takes the
 * amount off the order's balance, once (the link's row turns paid under its own condition, so a
 * repeated event or the sweeper's second look change nothing). A link superseded or lapsed that
 * was paid all the same is recorded too, and its history says to check it. Null for any other session.
 */
async function applyTopUp(
  ctx: ServiceContext,
  input: { tx: Executor; session: SessionState; actor: OrderActor },
): Promise<FulfilmentOutcome | null> {
  const { tx, session } = input;
  const [topUp] = await tx.select().from(orderTopUps).where(eq(orderTopUps.sessionId, session.id));
  if (!topUp) return null;
  if (session.paymentStatus !== "paid") {
    if (session.status === "expired" && topUp.status === "open") {
      await moveTopUp(tx, topUp.id, { to: "expired", from: ["open"] });
    }
    return "unchanged";
  }
  // Open, superseded or lapsed: a link paid all the same is recorded (once).
  const paid = await moveTopUp(tx, topUp.id, { to: "paid", paidAt: ctx.clock.now(), paymentReference: session.paymentReference });
  if (!paid) return "unchanged";
  const amountCents = session.amountTotalCents ?? topUp.amountCents;
  await changeOrder(ctx, {
    tx,
    orderId: topUp.orderId,
    event: { type: "balance_paid", amountCents, topUpId: topUp.id, paymentReference: session.paymentReference },
    actor: input.actor,
    note: topUp.status === "open" ? null : `${orderHistoryNotes.linkPaid(amountCents)}, ${orderHistoryNotes.linkPaidAfterReplaced}`,
    mail: null,
  });
  return "paid";
}
