import { and, eq, inArray, isNotNull, isNull, lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { orderStatusHistory, orders } from "../../db/schema";
import type { Logger } from "../../lib/logger";
import { applySessionState, type FulfilmentContext } from "../orders/fulfilment";

/** Orders still waiting for payment after this long are checked with the provider. */
const RECONCILE_AFTER_MS = 5 * 60_000;
/** An order whose session was never created (a crash in between) is cancelled after this. */
const ABANDONED_AFTER_MS = 60 * 60_000;
const BATCH = 25;

/**
 * Safety net for payments, run every minute: webhooks can be late or lost, and sessions expire
 * without telling anyone (the sandbox never sends webhooks). Each unpaid order older than a few
 * minutes is checked against its session at the provider and moved to what the provider says
 * (paid, expired…), through the same code the webhooks use. No paid order is left behind.
 */
export async function reconcilePayments(ctx: FulfilmentContext, now = new Date()): Promise<number> {
  const waiting = await ctx.db
    .select({ id: orders.id, sessionId: orders.paymentSessionId })
    .from(orders)
    .where(
      and(
        inArray(orders.paymentStatus, ["unpaid", "processing"]),
        lt(orders.createdAt, new Date(now.getTime() - RECONCILE_AFTER_MS)),
        isNotNull(orders.paymentSessionId),
      ),
    )
    .limit(BATCH);
  let changed = 0;
  for (const order of waiting) {
    try {
      const session = await ctx.payments.retrieveSession(order.sessionId!);
      if (!session) continue;
      const outcome = await ctx.db.transaction((tx) => applySessionState(ctx, tx, session));
      if (outcome !== "unchanged" && outcome !== "ignored") changed++;
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
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = reconcilePayments(ctx).catch((error: unknown) => log.error({ err: error }, "payment sweep failed"));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
