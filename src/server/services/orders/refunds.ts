import { and, eq, sql } from "drizzle-orm";
import { computeTax } from "@shared/order-totals";
import type { OrderDto, RefundResult } from "@shared/orders";
import type { RefundOrderInput } from "@shared/orders.schema";
import { orderErrorTexts } from "@shared/texts/orders-admin";
import { paymentProblemTexts } from "@shared/texts/payments";
import type { Actor, ServiceContext } from "../context";
import { orders, refunds } from "../../db/schema/orders";
import { badRequest, notFound, ServiceError } from "../../lib/errors";
import { requestLocale, requestTexts } from "../../lib/request-locale";
import { translateMessage } from "../../lib/translate-message";
import { PaymentProviderError } from "../payments/provider";
import { changeOrder, type OrderActor } from "./lifecycle";
import { getOrder } from "./order-queries";

type RefundRow = typeof refunds.$inferSelect;

/**
 * Refunds (issue 16): whole lines or an amount of an order whose payment was taken, given back
 * through the payment provider (Stripe's refunds, or the sandbox's), once.
 *
 * The steps, each safe to repeat: (1) under the order's row lock, the refund is written as
 * pending with the admin's key (a double click or a retry finds it again), and only if the order
 * still has that much left to refund, counting the refunds under way; (2) the provider refunds,
 * keyed by the refund's id, so a retry after a lost answer or a crash refunds once; (3) the refund
 * is marked succeeded and goes through the order's lifecycle (refunded amount, payment state,
 * history naming the admin, the customer's e-mail) in one transaction, once.
 */
export async function refundOrder(
  ctx: ServiceContext,
  input: { actor: Actor; orderId: string; refund: RefundOrderInput },
): Promise<RefundResult> {
  const { orderId, refund } = input;
  const admin: Extract<OrderActor, { kind: "admin" }> = { kind: "admin", userId: input.actor.userId, email: input.actor.email };

  const pending = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!locked) throw notFound(orderErrorTexts.notFound);
    const [again] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, refund.idempotencyKey));
    if (again) {
      if (again.orderId !== orderId) throw new ServiceError("conflict", orderErrorTexts.refundLineUnknown);
      return again;
    }
    // A counter order's money is handed back at the counter; anything else goes back through the provider.
    if (
      !["paid", "partially_refunded"].includes(locked.paymentStatus) ||
      (!locked.paymentReference && locked.paymentProvider !== "counter")
    ) {
      throw new ServiceError("conflict", orderErrorTexts.notRefundable);
    }
    const order = (await getOrder(tx, orderId))!;
    const amountCents = refund.lineIds ? lineAmount(order, refund.lineIds) : refund.amountCents!;
    const [{ underWay } = { underWay: 0 }] = await tx
      .select({ underWay: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), eq(refunds.status, "pending")));
    const available = (locked.capturedCents ?? locked.totalCents) - locked.refundedCents - Number(underWay);
    if (amountCents > available) {
      throw new ServiceError("conflict", requestTexts().orderErrorTexts.refundTooMuch(Math.max(0, available)));
    }
    const [created] = await tx
      .insert(refunds)
      .values({
        orderId,
        amountCents,
        lineIds: refund.lineIds ?? null,
        reason: refund.reason || null,
        idempotencyKey: refund.idempotencyKey,
        createdByUserId: admin.userId,
      })
      .returning();
    return created!;
  });

  if (pending.status === "succeeded")
    return { order: (await getOrder(ctx.db, orderId))!, amountCents: pending.amountCents, refunded: false };
  if (pending.status === "failed") throw failedError(pending.failure ?? paymentProblemTexts.noAnswer);

  const [payment] = await ctx.db
    .select({ reference: orders.paymentReference, provider: orders.paymentProvider })
    .from(orders)
    .where(eq(orders.id, orderId));
  const atCounter = payment!.provider === "counter";
  const paymentId = payment!.reference ?? "";
  let providerRefundId: string | null = null;
  // Cash at the counter: nothing to ask the provider; the history says it was handed back.
  if (!atCounter) {
    try {
      ({ id: providerRefundId } = await ctx.payments.refundPayment({
        paymentId,
        amountCents: pending.amountCents,
        idempotencyKey: `refund-${pending.id}`,
      }));
    } catch (error) {
      const reason = error instanceof PaymentProviderError ? error.message : paymentProblemTexts.noAnswer;
      ctx.log.warn({ err: error, orderId, refundId: pending.id }, "refund failed");
      // Nothing was refunded: the amount is free again, and the same key answers the same failure.
      await ctx.db
        .update(refunds)
        .set({ status: "failed", failure: reason, settledAt: ctx.clock.now() })
        .where(and(eq(refunds.id, pending.id), eq(refunds.status, "pending")));
      throw failedError(reason);
    }
  }

  const applied = await ctx.db.transaction(async (tx) => {
    const settled = await tx
      .update(refunds)
      .set({ status: "succeeded", providerRefundId, settledAt: ctx.clock.now() })
      .where(and(eq(refunds.id, pending.id), eq(refunds.status, "pending")))
      .returning({ id: refunds.id });
    // Settled by a concurrent retry of the same request: applied once, there.
    if (settled.length === 0) return false;
    await changeOrder(ctx, {
      tx,
      orderId,
      event: { type: "refunded", amountCents: pending.amountCents, reason: pending.reason, atCounter },
      actor: admin,
      // Cash handed back at the counter needs no 'back to your card' e-mail.
      mail: atCounter ? null : { refundId: pending.id, amountCents: pending.amountCents },
    });
    return true;
  });
  ctx.log.info({ orderId, refundId: pending.id, amount: pending.amountCents, applied }, "order refunded");
  return { order: (await getOrder(ctx.db, orderId))!, amountCents: pending.amountCents, refunded: applied };
}

/** Whole lines given back: their cost as charged (weighed, when weighed) with the order's tax rate. */
function lineAmount(order: OrderDto, lineIds: readonly string[]): number {
  const byId = new Map(order.lines.map((line) => [line.id, line]));
  let cost = 0;
  for (const id of new Set(lineIds)) {
    const line = byId.get(id);
    if (!line) throw badRequest(orderErrorTexts.refundLineUnknown);
    cost += line.weighedTotalCents ?? line.lineTotalCents;
  }
  return cost + computeTax(cost, order.taxRate);
}

function failedError(reason: string) {
  return new ServiceError("payment_unavailable", requestTexts().orderErrorTexts.refundFailed(translateMessage(reason, requestLocale())));
}

export type { RefundRow };
