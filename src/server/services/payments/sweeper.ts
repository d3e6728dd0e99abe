import { and, asc, eq, inArray, isNotNull, isNull, lt, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orderStatusHistory, orders } from "../../db/schema";
import type { Logger } from "../../lib/logger";
import { applySessionState, markUnpaidOutcome, type FulfilmentContext } from "../orders/fulfilment";

/** Orders still waiting for payment after this long are checked with the provider. */
const RECONCILE_AFTER_MS = 5 * 60_000;
/** An order whose session was never created (a crash in between) is cancelled after this. */
const ABANDONED_AFTER_MS = 60 * 60_000;
/**
 * A session the provider does not know (made by the sandbox before Stripe was configured, or
 * in another account) cannot be paid after its expiry: the order is settled this long after it,
 * the time Stripe itself may take to expire a session.
 */
const UNKNOWN_SESSION_GRACE_MS = 5 * 60_000;
const BATCH = 25;

/**
 * Safety net for payments, run every minute: webhooks can be late or lost, and sessions expire
 * without telling anyone (the sandbox never sends webhooks). Each unpaid order older than a few
 * minutes is checked against its session at the provider and moved to what the provider says
 * (paid, expired…), through the same code the webhooks use. No paid order is left behind.
 *
 * Each sweep takes the orders asked about least recently (new ones by age), and stamps them, so
 * orders that stay undecided for a while (open sessions, payments confirming for days) take
 * turns with the rest instead of filling every batch. Orders staff cancelled are left alone;
 * a payment for one still arrives by webhook.
 */
export async function reconcilePayments(ctx: FulfilmentContext, now = new Date()): Promise<number> {
  const waiting = await ctx.db
    .select({ id: orders.id, sessionId: orders.paymentSessionId, expiresAt: orders.paymentExpiresAt })
    .from(orders)
    .where(
      and(
        inArray(orders.paymentStatus, ["unpaid", "processing"]),
        ne(orders.status, "cancelled"),
        lt(orders.createdAt, new Date(now.getTime() - RECONCILE_AFTER_MS)),
        isNotNull(orders.paymentSessionId),
      ),
    )
    .orderBy(sql`coalesce(${orders.paymentCheckedAt}, ${orders.createdAt})`, asc(orders.id))
    .limit(BATCH);
  if (waiting.length === 0) return cancelAbandoned(ctx.db, now);
  await ctx.db
    .update(orders)
    .set({ paymentCheckedAt: now })
    .where(inArray(orders.id, waiting.map((order) => order.id)));
  let changed = 0;
  for (const order of waiting) {
    try {
      const session = await ctx.payments.retrieveSession(order.sessionId!);
      let outcome;
      if (session) outcome = await ctx.db.transaction((tx) => applySessionState(ctx, tx, session));
      else if (order.expiresAt.getTime() + UNKNOWN_SESSION_GRACE_MS <= now.getTime()) {
        outcome = await ctx.db.transaction((tx) => markUnpaidOutcome(tx, order.id, "expired", "Payment session expired (unknown to the payment provider)"));
      }
      if (outcome && outcome !== "unchanged" && outcome !== "ignored") changed++;
    } catch (error) {
      ctx.log.warn({ err: error, orderId: order.id }, "could not reconcile a payment");
    }
  }
  changed += await cancelAbandoned(ctx.db, now);
  return changed;
}

async function cancelAbandoned(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const abandoned = await tx
      .update(orders)
      .set({ status: "cancelled", paymentStatus: "expired", updatedAt: now })
      .where(
        and(
          eq(orders.paymentStatus, "unpaid"),
          // Already cancelled (the session failed, or staff did it): nothing to add to its history.
          ne(orders.status, "cancelled"),
          isNull(orders.paymentSessionId),
          lt(orders.createdAt, new Date(now.getTime() - ABANDONED_AFTER_MS)),
        ),
      )
      .returning({ id: orders.id });
    if (abandoned.length > 0) {
      await tx
        .insert(orderStatusHistory)
        .values(abandoned.map((order) => ({ orderId: order.id, status: "cancelled" as const, note: "Checkout never reached payment" })));
    }
    return abandoned.length;
  });
}

export function startPaymentSweeper(ctx: FulfilmentContext, log: Logger, intervalMs = 60_000): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    // A sweep slowed by the provider is not joined by the next one.
    if (running) return;
    running = reconcilePayments(ctx)
      .catch((error: unknown) => log.error({ err: error }, "payment sweep failed"))
      .finally(() => (running = null));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
