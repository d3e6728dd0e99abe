import { and, eq, sql } from "drizzle-orm";
import { localizedPath } from "@shared/core/i18n";
import { type OrderPaymentPurpose, type PaymentMethod } from "@shared/orders/orders";
import { orderHistoryNotes } from "@shared/texts/orders-admin";
import type { ServiceContext } from "../../service-context";
import type { Executor } from "../../../db/client";
import { orderPayments, orderStatusHistory, orders } from "../../../db/schema/orders";
import { notFound, ServiceError } from "../../../lib/errors";
import { orderConfirmationMail, orderReceiptMail, orderRefundMail, orderStatusMail } from "../../mail/order-mails";
import { queueOrderReadySms } from "../../sms/order-ready";
import { getOrder, toMailOrder } from "../order-queries";
import { said } from "@shared/core/said";
import { ORDER_EVENTS, type OrderActor, type OrderEvent, type OrderMail, type OrderRow, type OrderState, isAllowedMove } from "./rules";

export interface ChangeOrderInput {
  /** The transaction the change is part of: the row lock, the history and the mail commit with it. */
  tx: Executor;
  orderId: string;
  event: OrderEvent;
  actor: OrderActor;
  /** Why, in the history (payment events have their own words, added here). */
  note?: string | null;
  mail: OrderMail | null;
}

export type ChangeOrderResult =
  { changed: false; order: OrderRow } | { changed: true; before: OrderState; order: OrderRow; historyId: string | null };

/**
 * Applies one event to one order: locks the row, works out the move from the event table,
 * checks it against the table of allowed moves, writes the order, its history row and the
 * customer's e-mail (through the outbox), and the text message of an order made ready, in the
 * caller's transaction. An event that does not
 * apply to the order as it is now changes nothing, so a repeated or late event is harmless.
 */
export async function changeOrder(ctx: ServiceContext, input: ChangeOrderInput): Promise<ChangeOrderResult> {
  const { tx, orderId, event, actor } = input;
  const rule = ORDER_EVENTS[event.type];
  if (!rule.by.includes(actor.kind)) {
    throw new Error(`an order's '${event.type}' cannot be caused by the ${actor.kind}`);
  }
  const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!current) throw notFound(said("orderErrorTexts.notFound"));
  const before: OrderState = { status: current.status, paymentStatus: current.paymentStatus };
  const ruled = rule.next(before, event);
  if (!ruled) return { changed: false, order: current };
  const refund = event.type === "refunded" ? event : null;
  const refundedCents = current.refundedCents + (refund?.amountCents ?? 0);
  // Everything taken given back: refunded; some of it: partially refunded.
  const next: OrderState =
    refund && refundedCents >= (current.capturedCents ?? current.totalCents) ? { ...ruled, paymentStatus: "refunded" } : ruled;
  if (!isAllowedMove(before, next)) {
    throw new ServiceError("conflict", said("orderErrorTexts.moveRefused", before, next));
  }

  const now = ctx.clock.now();
  const paid = event.type === "paid" ? event : null;
  const [order] = await tx
    .update(orders)
    .set({
      status: next.status,
      paymentStatus: next.paymentStatus,
      updatedAt: now,
      ...(paid && {
        paidAt: now,
        // A capture reported without its session (a payment event) names none: never an empty id.
        paymentSessionId: current.paymentSessionId ?? (paid.sessionId || null),
        paymentReference: paid.paymentReference,
        capturedCents: paid.amountCents ?? current.totalCents,
        paymentMethod: "card" as const,
      }),
      ...(event.type === "authorized" && {
        paymentSessionId: current.paymentSessionId ?? event.sessionId,
        paymentReference: event.paymentReference,
        holdExpiresAt: event.holdExpiresAt,
      }),
      ...(event.type === "captured" && {
        paidAt: now,
        capturedCents: event.amountCents,
        paymentMethod: "card" as const,
        captureClaimId: null,
        captureClaimedAt: null,
      }),
      ...(refund && { refundedCents }),
      ...(event.type === "paid_at_counter" && {
        paidAt: now,
        capturedCents: event.amountCents,
        paymentMethod: event.method,
      }),
      ...(event.type === "balance_paid" && {
        capturedCents: (current.capturedCents ?? current.totalCents) + event.amountCents,
        balanceDueCents: Math.max(0, current.balanceDueCents - event.amountCents),
      }),
      ...(event.type === "balance_collected" &&
        (before.paymentStatus === "expired"
          ? { paidAt: now, capturedCents: event.amountCents, paymentMethod: event.method, balanceDueCents: 0 }
          : { capturedCents: (current.capturedCents ?? current.totalCents) + event.amountCents, balanceDueCents: 0 })),
    })
    .where(eq(orders.id, orderId))
    .returning();
  await recordPayments(ctx, tx, current, event, actor);

  let historyId: string | null = null;
  if (rule.history === "always" || next.status !== before.status) {
    const [entry] = await tx
      .insert(orderStatusHistory)
      .values({
        orderId,
        status: next.status,
        note: paid ? paymentNote(ctx, order!, before, paid.amountCents, input.note) : (input.note ?? eventNote(event, order!) ?? null),
        changedByUserId: actor.kind === "admin" ? actor.userId : null,
      })
      .returning({ id: orderStatusHistory.id });
    historyId = entry!.id;
  }

  if (input.mail) await queueMail(ctx, tx, input.mail, orderId, historyId);
  // 'Your order is ready' by text too, where the customer opted in (ADR 0016): once per order.
  if (next.status === "ready" && before.status !== "ready") await queueOrderReadySms(ctx, tx, order!);
  ctx.log.info({ orderId, event: event.type, actor: actor.kind, from: before, to: next }, "order changed");
  return { changed: true, before, order: order!, historyId };
}

/**
 * Every payment apart (order_payments, ADR 0016): a payment an event brings is written beside
 * the order's captured amount, which is their sum; a refund adds each part to its payment.
 */
async function recordPayments(ctx: ServiceContext, tx: Executor, current: OrderRow, event: OrderEvent, actor: OrderActor) {
  const taker = actor.kind === "admin" ? actor.userId : null;
  const provider = current.paymentProvider === "counter" ? null : current.paymentProvider;
  const record = async (payment: {
    purpose: OrderPaymentPurpose;
    method: PaymentMethod;
    reference: string | null;
    amountCents: number;
    topUpId?: string;
    online: boolean;
  }) => {
    if (payment.amountCents <= 0) return;
    await tx.insert(orderPayments).values({
      orderId: current.id,
      purpose: payment.purpose,
      method: payment.method,
      provider: payment.online ? provider : null,
      reference: payment.online ? payment.reference : null,
      topUpId: payment.topUpId ?? null,
      amountCents: payment.amountCents,
      takenByUserId: taker,
    });
  };
  switch (event.type) {
    case "paid":
      return record({
        purpose: "order",
        method: "card",
        reference: event.paymentReference,
        amountCents: event.amountCents ?? current.totalCents,
        online: true,
      });
    case "captured":
      return record({
        purpose: "order",
        method: "card",
        reference: current.paymentReference,
        amountCents: event.amountCents,
        online: true,
      });
    case "paid_at_counter":
      return record({ purpose: "order", method: event.method, reference: null, amountCents: event.amountCents, online: false });
    case "balance_paid":
      return record({
        purpose: "top_up",
        method: "card",
        reference: event.paymentReference,
        amountCents: event.amountCents,
        topUpId: event.topUpId,
        online: true,
      });
    case "balance_collected":
      return record({
        purpose: current.paymentStatus === "expired" ? "order" : "balance",
        method: event.method,
        reference: null,
        amountCents: event.amountCents,
        online: false,
      });
    case "refunded":
      for (const part of event.parts) {
        const [updated] = await tx
          .update(orderPayments)
          .set({ refundedCents: sql`${orderPayments.refundedCents} + ${part.amountCents}` })
          .where(and(eq(orderPayments.id, part.paymentId), eq(orderPayments.orderId, current.id)))
          .returning({ id: orderPayments.id });
        if (!updated) ctx.log.error({ orderId: current.id, paymentId: part.paymentId }, "refund part for an unknown payment");
      }
      return;
    default:
      return;
  }
}

/** 'Payment received', and what staff should check: a payment after a cancellation, an amount that differs. */
function paymentNote(
  ctx: ServiceContext,
  order: OrderRow,
  before: OrderState,
  amountCents: number | null,
  note: string | null | undefined,
): string {
  const notes = [note ?? orderHistoryNotes.paymentReceived];
  if (before.status === "cancelled") notes.push(orderHistoryNotes.paidAfterCancel);
  if (amountCents !== null && amountCents !== order.totalCents) {
    notes.push(orderHistoryNotes.amountDiffers(amountCents, order.totalCents));
    ctx.log.error({ orderId: order.id, amount: amountCents, total: order.totalCents }, "paid amount differs from order total");
  }
  return notes.join(", ");
}

/** The history's words for the payment events that have no person's note. */
function eventNote(event: OrderEvent, order: OrderRow): string | null {
  switch (event.type) {
    case "authorized":
      return orderHistoryNotes.holdPlaced(event.amountCents);
    case "captured":
      return orderHistoryNotes.captured(event.amountCents, order.holdCents ?? event.amountCents);
    case "hold_released":
      return orderHistoryNotes.holdReleased;
    case "hold_expired":
      return orderHistoryNotes.holdExpired;
    case "refunded": {
      const note = orderHistoryNotes.refunded(event.amountCents, event.reason);
      return event.atCounter ? `${note} (${orderHistoryNotes.refundedAtCounter})` : note;
    }
    case "paid_at_counter":
      return orderHistoryNotes.paidAtCounter(event.amountCents, event.method);
    case "balance_paid":
      return orderHistoryNotes.linkPaid(event.amountCents);
    case "balance_collected":
      return orderHistoryNotes.balanceCollected(event.amountCents, event.method);
    default:
      return null;
  }
}

async function queueMail(ctx: ServiceContext, tx: Executor, kind: OrderMail, orderId: string, historyId: string | null) {
  const order = (await getOrder(tx, orderId))!;
  // A phone order taken without an e-mail address (ADR 0016): nothing to send.
  if (!order.customerEmail) return;
  // The customer's orders page in the order's language, like the mail itself.
  const orderUrl = `${ctx.config.publicUrl}${localizedPath("/account/orders", order.locale)}`;
  const mail = toMailOrder(order);
  const recipient = { to: order.customerEmail, toName: order.customerName, relatedOrderId: orderId };
  if (typeof kind === "object") {
    // One mail per refund.
    await ctx.mail.enqueue(tx, {
      kind: "order_refund",
      ...recipient,
      dedupeKey: `order-refund:${kind.refundId}`,
      ...orderRefundMail(ctx.config.shop, { ...mail, refundedCents: order.refundedCents }, kind.amountCents, orderUrl),
    });
    return;
  }
  const content =
    kind === "confirmation"
      ? orderConfirmationMail(ctx.config.shop, mail, orderUrl)
      : kind === "receipt"
        ? orderReceiptMail(ctx.config.shop, mail, orderUrl)
        : orderStatusMail(ctx.config.shop, mail, order.status, orderUrl);
  await ctx.mail.enqueue(tx, {
    kind: kind === "confirmation" ? "order_confirmation" : kind === "receipt" ? "order_receipt" : "order_status",
    ...recipient,
    // One mail per fact: a confirmation and a receipt per order, a status notice per history
    // entry, so a retried delivery of the same change cannot send it twice. 'Ready' is said once
    // per order (ADR 0016): a kitchen's slip back and forth does not tell the customer twice.
    dedupeKey:
      kind !== "status"
        ? `order-${kind}:${orderId}`
        : order.status === "ready"
          ? `order-ready:${orderId}`
          : `order-status:${historyId ?? orderId}`,
    ...content,
  });
}

// ---------------------------------------------------------------------------------------------
// Placing, and the payment session's bookkeeping
