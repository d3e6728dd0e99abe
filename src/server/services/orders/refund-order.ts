import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { priceOrder } from "@shared/orders/order-totals";
import type { OrderDto, RefundPart, RefundResult } from "@shared/orders/orders";
import type { RefundOrderInput } from "@shared/orders/orders.schema";
import { orderHistoryNotes } from "@shared/texts/orders-admin";
import { paymentProblemTexts } from "@shared/texts/payments";
import type { Actor, ServiceContext } from "../service-context";
import type { Executor } from "../../db/client";
import { orderPayments, orders, refunds } from "../../db/schema/orders";
import { badRequest, notFound, ServiceError } from "../../lib/errors";
import { say } from "../../lib/say";
import type { PaymentProblem } from "../payments/provider";
import { callProvider } from "../payments/provider-call";
import { changeOrder, noteOrder, type OrderActor } from "./lifecycle";
import { getOrder } from "./order-queries";
import { said, verbatim, type Said } from "@shared/core/said";

type RefundRow = typeof refunds.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type Admin = Extract<OrderActor, { kind: "admin" }>;

/**
 * Refunds (ADR 0016): whole lines or an amount of an order whose payment was taken, given back
 * through the payment provider (Stripe's refunds, or the sandbox's) or at the counter, once.
 *
 * The steps, each safe to repeat: (1) under the order's row lock, the refund is written as
 * pending with its key (a double click or a retry finds it again), only if the order still has
 * that much left to refund counting the refunds under way, and spread over the order's payments
 * there and then (openRefund); (2) each part is refunded by its payment's provider, keyed by the
 * refund's id, so a retry after a lost answer or a crash refunds once (completeRefund); (3) what
 * was refunded goes through the order's lifecycle (refunded amount, each payment's share,
 * payment state, history naming the admin, the customer's e-mail) in one transaction, once.
 * Only what the provider refunded is recorded: a refusal writes a note, never a refund.
 */
export async function refundOrder(
  ctx: ServiceContext,
  input: { actor: Actor; orderId: string; refund: RefundOrderInput },
): Promise<RefundResult> {
  const { orderId, refund } = input;
  const admin = adminOf(input.actor);
  const pending = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!locked) throw notFound(said("orderErrorTexts.notFound"));
    const [again] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, refund.idempotencyKey));
    if (again) {
      if (again.orderId !== orderId) throw new ServiceError("conflict", said("orderErrorTexts.refundLineUnknown"));
      return again;
    }
    const amountCents = refund.lineIds ? lineAmount((await getOrder(tx, orderId))!, refund.lineIds) : refund.amountCents!;
    return openRefund(ctx, tx, {
      order: locked,
      amountCents,
      lineIds: refund.lineIds ?? null,
      reason: refund.reason || null,
      idempotencyKey: refund.idempotencyKey,
      admin,
    });
  });
  return completeRefund(ctx, { refund: pending, actor: admin });
}

/**
 * A pending refund of `amountCents`, spread over the order's payments: the latest first, each up
 * to what is left of it (what it took, less what was refunded of it and what refunds under way
 * will take). The caller holds the order's row lock in `tx`, so two refunds never count the same
 * money. Refused when the order took no money, or has less than that left to give back.
 */
export async function openRefund(
  ctx: ServiceContext,
  tx: Executor,
  input: {
    order: OrderRow;
    amountCents: number;
    lineIds: string[] | null;
    reason: string | null;
    idempotencyKey: string;
    admin: Admin;
  },
): Promise<RefundRow> {
  const { order, amountCents } = input;
  if (!["paid", "partially_refunded"].includes(order.paymentStatus))
    throw new ServiceError("conflict", said("orderErrorTexts.notRefundable"));
  const left = await refundableByPayment(tx, order.id);
  if (left.length === 0) throw new ServiceError("conflict", said("orderErrorTexts.notRefundable"));
  const available = left.reduce((sum, payment) => sum + payment.leftCents, 0);
  if (amountCents > available) throw new ServiceError("conflict", said("orderErrorTexts.refundTooMuch", Math.max(0, available)));
  const parts: RefundPart[] = [];
  let rest = amountCents;
  for (const payment of left) {
    if (rest === 0) break;
    const share = Math.min(rest, payment.leftCents);
    if (share <= 0) continue;
    parts.push({
      paymentId: payment.id,
      amountCents: share,
      atCounter: payment.atCounter,
      ...(payment.toGiftCard && { toGiftCard: true }),
    });
    rest -= share;
  }
  const [created] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      amountCents,
      lineIds: input.lineIds,
      reason: input.reason,
      idempotencyKey: input.idempotencyKey,
      createdByUserId: input.admin.userId,
      parts,
    })
    .returning();
  ctx.log.info({ orderId: order.id, refundId: created!.id, amount: amountCents, parts: parts.length }, "refund opened");
  return created!;
}

/**
 * What each of the order's payments has left to give back, the latest payment first. A payment
 * at the provider without its id (a link paid before payment ids were kept) cannot be refunded
 * here and is left out.
 */
async function refundableByPayment(tx: Executor, orderId: string) {
  const payments = await tx
    .select()
    .from(orderPayments)
    .where(eq(orderPayments.orderId, orderId))
    // The latest first; the order's own first payment last when times tie (a payment link or a
    // balance always came after it).
    .orderBy(desc(orderPayments.createdAt), sql`${orderPayments.purpose} = 'order'`, desc(orderPayments.id));
  const underWay = await tx
    .select({ parts: refunds.parts, amountCents: refunds.amountCents })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.status, "pending")));
  const pendingBy = new Map<string, number>();
  // A refund opened before payments were kept apart is against the order's first payment.
  const first = payments.findLast((payment) => payment.purpose === "order");
  for (const refund of underWay) {
    const parts = refund.parts.length > 0 ? refund.parts : first ? [{ paymentId: first.id, amountCents: refund.amountCents }] : [];
    for (const part of parts) pendingBy.set(part.paymentId, (pendingBy.get(part.paymentId) ?? 0) + part.amountCents);
  }
  return (
    payments
      .filter((payment) => payment.provider === null || payment.reference !== null)
      .map((payment) => ({
        id: payment.id,
        atCounter: payment.provider === null,
        toGiftCard: payment.method === "gift_card",
        leftCents: payment.amountCents - payment.refundedCents - (pendingBy.get(payment.id) ?? 0),
      }))
      .filter((payment) => payment.leftCents > 0)
      // A refund goes back to the gift card first, up to what it paid (ADR 0024); then the latest payment.
      .sort((a, b) => Number(b.toGiftCard) - Number(a.toGiftCard))
  );
}

/**
 * Gives a pending refund's parts back, each to its payment (through its provider, or at the
 * counter), and records what was given back through the order's lifecycle, once. A refund
 * settled before (a retry) answers as it was; one the provider refused throws its reason, and
 * the amount is free again. When only some parts could be refunded, those are recorded and the
 * rest is said to have failed.
 */
export async function completeRefund(
  ctx: ServiceContext,
  input: { refund: RefundRow; actor: Extract<OrderActor, { kind: "admin" | "sweeper" }> },
): Promise<RefundResult> {
  const { refund: pending, actor } = input;
  const orderId = pending.orderId;
  if (pending.status === "succeeded")
    return { order: (await getOrder(ctx.db, orderId))!, amountCents: pending.amountCents, refunded: false };
  if (pending.status === "failed") throw failedError(pending.failure ?? "noAnswer");

  const parts = pending.parts.length > 0 ? pending.parts : await legacyParts(ctx, pending);
  const references = await paymentReferences(
    ctx,
    parts.map((part) => part.paymentId),
  );
  const made: RefundPart[] = [];
  // Stored as our problem code (paymentProblemTexts), said when shown.
  let failure: PaymentProblem | null = null;
  for (const [index, part] of parts.entries()) {
    if (part.atCounter || part.toGiftCard) {
      // Cash or a card at the counter: nothing to ask a provider; the history says it was handed back.
      // A gift card's part goes back on the card with the record (the lifecycle's ledger entry).
      made.push(part);
      continue;
    }
    // Nothing to read back: the part's key makes a retry refund once.
    const refunded = await callProvider({
      call: () =>
        ctx.payments.refundPayment({
          paymentId: references.get(part.paymentId) ?? "",
          amountCents: part.amountCents,
          // The first part keeps the key refunds always had; the others add their place.
          idempotencyKey: index === 0 ? `refund-${pending.id}` : `refund-${pending.id}-${index}`,
        }),
    });
    if (!refunded.ok) {
      failure = refunded.problem;
      ctx.log.warn({ err: refunded.error, orderId, refundId: pending.id, part: index }, "refund failed");
      break;
    }
    made.push({ ...part, providerRefundId: refunded.value.id });
  }
  const madeCents = made.reduce((sum, part) => sum + part.amountCents, 0);

  const applied = await ctx.db.transaction(async (tx) => {
    if (madeCents === 0) {
      // Nothing was refunded: the amount is free again, and the same key answers the same failure.
      const failed = await tx
        .update(refunds)
        .set({ status: "failed", failure, settledAt: ctx.clock.now() })
        .where(and(eq(refunds.id, pending.id), eq(refunds.status, "pending")))
        .returning({ id: refunds.id });
      if (failed.length > 0) {
        await noteOrder(ctx, { tx, orderId, actor, note: orderHistoryNotes.refundNotMade(pending.amountCents, englishProblem(failure)) });
      }
      return false;
    }
    const settled = await tx
      .update(refunds)
      .set({
        status: "succeeded",
        amountCents: madeCents,
        parts: made,
        providerRefundId: made.find((part) => part.providerRefundId)?.providerRefundId ?? null,
        failure,
        settledAt: ctx.clock.now(),
      })
      .where(and(eq(refunds.id, pending.id), eq(refunds.status, "pending")))
      .returning({ id: refunds.id });
    // Settled by a concurrent retry of the same request: applied once, there.
    if (settled.length === 0) return false;
    const atCounter = made.every((part) => part.atCounter);
    // The customer's e-mail says what went back to their card and to their gift card; cash was handed over.
    const toCard = made.filter((part) => !part.atCounter).reduce((sum, part) => sum + part.amountCents, 0);
    const toGiftCard = made.filter((part) => part.toGiftCard).reduce((sum, part) => sum + part.amountCents, 0);
    await changeOrder(ctx, {
      tx,
      orderId,
      event: { type: "refunded", amountCents: madeCents, reason: pending.reason, atCounter, parts: made },
      actor,
      // Cash handed back at the counter needs no 'back to your card' e-mail.
      mail: toCard > 0 ? { refundId: pending.id, amountCents: toCard, giftCardCents: toGiftCard } : null,
    });
    if (failure) {
      await noteOrder(ctx, {
        tx,
        orderId,
        actor,
        note: orderHistoryNotes.refundNotMade(pending.amountCents - madeCents, englishProblem(failure)),
      });
    }
    return true;
  });
  ctx.log.info({ orderId, refundId: pending.id, amount: madeCents, applied }, "order refunded");
  if (madeCents === 0) throw failedError(failure ?? "noAnswer");
  if (failure) {
    throw new ServiceError("payment_unavailable", said("orderErrorTexts.refundPartlyMade", madeCents, problemSaid(failure)));
  }
  return { order: (await getOrder(ctx.db, orderId))!, amountCents: madeCents, refunded: applied };
}

/** A refund opened before payments were kept apart: the whole of it against the order's first payment. */
async function legacyParts(ctx: ServiceContext, refund: RefundRow): Promise<RefundPart[]> {
  const [first] = await ctx.db
    .select({ id: orderPayments.id, provider: orderPayments.provider })
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, refund.orderId), eq(orderPayments.purpose, "order")))
    .orderBy(orderPayments.createdAt)
    .limit(1);
  if (!first) return [];
  return [{ paymentId: first.id, amountCents: refund.amountCents, atCounter: first.provider === null }];
}

async function paymentReferences(ctx: ServiceContext, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: orderPayments.id, reference: orderPayments.reference })
    .from(orderPayments)
    .where(inArray(orderPayments.id, ids));
  return new Map(rows.filter((row) => row.reference).map((row) => [row.id, row.reference!]));
}

/** Whole lines given back: their cost as charged (weighed, when weighed) with the order's tax rate. */
function lineAmount(order: OrderDto, lineIds: readonly string[]): number {
  const byId = new Map(order.lines.map((line) => [line.id, line]));
  const given = [...new Set(lineIds)].map((id) => {
    const line = byId.get(id);
    if (!line) throw badRequest(said("orderErrorTexts.refundLineUnknown"));
    return { costCents: line.weighedTotalCents ?? line.lineTotalCents, pricedByWeight: false };
  });
  return priceOrder({ lines: given, taxRate: order.taxRate, weightHoldPercent: 0 }).totalCents;
}

function adminOf(actor: Actor): Admin {
  return { kind: "admin", userId: actor.userId, email: actor.email };
}

/** A stored failure: our problem code; a refund failed before codes were stored keeps the provider's words. */
const problemSaid = (failure: string): Said =>
  Object.hasOwn(paymentProblemTexts, failure) ? { key: `paymentProblemTexts.${failure}` } : verbatim(failure);

/** History notes are written once, in English, like every other note (orderHistoryNotes). */
const englishProblem = (failure: string | null) => (failure ? say("en", problemSaid(failure)) : "");

function failedError(failure: string) {
  return new ServiceError("payment_unavailable", said("orderErrorTexts.refundFailed", problemSaid(failure)));
}

export type { RefundRow };
