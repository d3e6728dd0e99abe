import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
import { orderHistoryNotes } from "@shared/texts/orders-admin";
import type { ServiceContext } from "../service-context";
import { orders, refunds } from "../../db/schema/orders";
import { user } from "../../db/schema/auth";
import { sweepLinks } from "./top-ups";
import { sweepCatering } from "../catering/catering-sweep";
import { deliverDueCards } from "../gift-cards/gift-card-delivery";
import { sweepGiftCardSales } from "../gift-cards/gift-card-sales";
import { applyPaymentState, applySessionState, type FulfilmentOutcome } from "./fulfilment";
import { changeOrder, markPaymentsChecked, type OrderActor } from "./lifecycle";
import { completeRefund } from "./refund-order";
import { leaseHolderName, releaseLease, takeLease } from "../../lib/lease";

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

const SWEEPER = { kind: "sweeper" } as const;

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
export async function reconcilePayments(ctx: ServiceContext): Promise<number> {
  const now = ctx.clock.now();
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
  if (waiting.length === 0) return settleTheRest(ctx, now);
  await markPaymentsChecked(ctx, { orderIds: waiting.map((order) => order.id), at: now });
  let changed = 0;
  for (const order of waiting) {
    try {
      const session = await ctx.payments.retrieveSession(order.sessionId!);
      let outcome: FulfilmentOutcome | undefined;
      if (session) outcome = await ctx.db.transaction((tx) => applySessionState(ctx, { tx, session, actor: SWEEPER }));
      else if (order.expiresAt.getTime() + UNKNOWN_SESSION_GRACE_MS <= now.getTime()) {
        const result = await ctx.db.transaction((tx) =>
          changeOrder(ctx, {
            tx,
            orderId: order.id,
            event: { type: "payment_expired" },
            actor: SWEEPER,
            note: orderHistoryNotes.sessionUnknown,
            mail: null,
          }),
        );
        outcome = result.changed ? "expired" : "unchanged";
      }
      if (outcome && outcome !== "unchanged" && outcome !== "ignored") changed++;
    } catch (error) {
      ctx.log.warn({ err: error, orderId: order.id }, "could not reconcile a payment");
    }
  }
  return changed + (await settleTheRest(ctx, now));
}

/** Besides the orders' own payments: abandoned checkouts, held cards, payment links and refunds under way. */
async function settleTheRest(ctx: ServiceContext, now: Date): Promise<number> {
  let changed = await cancelAbandoned(ctx, now);
  changed += await settleHolds(ctx, now);
  changed += await sweepLinks(ctx, now);
  changed += await finishRefunds(ctx, now);
  changed += await sweepCatering(ctx);
  // Gift cards (ADR 0024): sales whose word never came, and cards whose day has come (each once).
  await sweepGiftCardSales(ctx);
  changed += await deliverDueCards(ctx);
  return changed;
}

/**
 * Refunds opened but never finished (the process stopped between deciding a refund and asking
 * the provider): finished now, under the same keys, so the provider refunds once whoever asks.
 */
async function finishRefunds(ctx: ServiceContext, now: Date): Promise<number> {
  const stuck = await ctx.db
    .select({ refund: refunds, email: user.email })
    .from(refunds)
    .leftJoin(user, eq(user.id, refunds.createdByUserId))
    .where(and(eq(refunds.status, "pending"), lt(refunds.createdAt, new Date(now.getTime() - RECONCILE_AFTER_MS))))
    .orderBy(asc(refunds.createdAt))
    .limit(BATCH);
  let finished = 0;
  for (const { refund, email } of stuck) {
    const actor: OrderActor =
      refund.createdByUserId && email ? { kind: "admin", userId: refund.createdByUserId, email } : { kind: "sweeper" };
    try {
      const result = await completeRefund(ctx, { refund, actor });
      if (result.refunded) finished++;
    } catch (error) {
      ctx.log.warn({ err: error, refundId: refund.id, orderId: refund.orderId }, "could not finish a refund");
    }
  }
  return finished;
}

/**
 * Held cards (ADR 0013) whose word may have been lost: a hold past its life (lapsed at the
 * provider without an event reaching us), or an order weighed whose capture was not recorded
 * (the process stopped between the capture and its record). Each is asked about and moved to
 * what the provider says, through the same code as the webhooks.
 */
async function settleHolds(ctx: ServiceContext, now: Date): Promise<number> {
  const due = await ctx.db
    .select({ id: orders.id, paymentId: orders.paymentReference })
    .from(orders)
    .where(
      and(
        eq(orders.paymentStatus, "authorized"),
        isNotNull(orders.paymentReference),
        or(
          lte(orders.holdExpiresAt, now),
          and(isNotNull(orders.weighedAt), lt(orders.weighedAt, new Date(now.getTime() - RECONCILE_AFTER_MS))),
        ),
        or(isNull(orders.paymentCheckedAt), lt(orders.paymentCheckedAt, new Date(now.getTime() - RECONCILE_AFTER_MS))),
      ),
    )
    .orderBy(sql`coalesce(${orders.paymentCheckedAt}, ${orders.createdAt})`, asc(orders.id))
    .limit(BATCH);
  if (due.length === 0) return 0;
  await markPaymentsChecked(ctx, { orderIds: due.map((order) => order.id), at: now });
  let changed = 0;
  for (const order of due) {
    try {
      const payment = await ctx.payments.retrievePayment(order.paymentId!);
      if (!payment) continue;
      const outcome = await ctx.db.transaction((tx) =>
        applyPaymentState(ctx, { tx, orderId: order.id, sessionId: null, payment, actor: SWEEPER }),
      );
      if (outcome !== "unchanged") changed++;
    } catch (error) {
      ctx.log.warn({ err: error, orderId: order.id }, "could not settle a card hold");
    }
  }
  return changed;
}

/** Orders that never got a payment session, an hour on: cancelled, each through the lifecycle. */
async function cancelAbandoned(ctx: ServiceContext, now: Date): Promise<number> {
  const abandoned = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.paymentStatus, "unpaid"),
        // Already cancelled (the session failed, or staff did it): nothing to add to its history.
        ne(orders.status, "cancelled"),
        isNull(orders.paymentSessionId),
        lt(orders.createdAt, new Date(now.getTime() - ABANDONED_AFTER_MS)),
      ),
    )
    .limit(BATCH);
  let cancelled = 0;
  for (const order of abandoned) {
    const result = await ctx.db.transaction((tx) =>
      changeOrder(ctx, {
        tx,
        orderId: order.id,
        event: { type: "abandoned" },
        actor: SWEEPER,
        note: orderHistoryNotes.abandoned,
        mail: null,
      }),
    );
    if (result.changed) cancelled++;
  }
  return cancelled;
}

export interface PaymentSweeperOptions {
  /** How often the sweep runs (on one instance: whichever holds the lease). */
  intervalMs?: number;
  /**
   * How long the lease lasts without renewal: the holder renews it every interval, so one that
   * died is replaced at most this long (plus an interval) after its last round.
   */
  leaseMs?: number;
  /** Names this instance in the lease (lib/lease.ts). */
  holder?: string;
  /** The round itself; tests count rounds with their own. */
  sweep?: (ctx: ServiceContext) => Promise<unknown>;
}

/** The lease only one instance at a time holds to sweep (ADR 0020). */
export const PAYMENT_SWEEPER_LEASE = "payment-sweeper";

/**
 * Runs the sweep every `intervalMs` on one instance of however many run: each takes or renews
 * the `payment-sweeper` lease in the database at every tick and sweeps only while it holds it,
 * so the provider is asked once per interval, not once per instance. The returned function
 * stops it, waits for a sweep under way and releases the lease, so another instance takes over
 * at its next tick; an instance that dies is replaced once its lease has run out.
 */
export function startPaymentSweeper(ctx: ServiceContext, options: PaymentSweeperOptions = {}): () => Promise<void> {
  const intervalMs = options.intervalMs ?? 60_000;
  const lease = { name: PAYMENT_SWEEPER_LEASE, holder: options.holder ?? leaseHolderName(), ttlMs: options.leaseMs ?? 3 * intervalMs };
  const sweep = options.sweep ?? reconcilePayments;
  let running: Promise<unknown> | null = null;
  let asking: Promise<void> | null = null;
  let stopped = false;
  const tick = async () => {
    let held: boolean;
    try {
      // Renewed at every tick, a sweep under way included, so a slow sweep keeps its lease.
      held = await takeLease(ctx.db, lease);
    } catch (error) {
      ctx.log.warn({ err: error }, "could not take or renew the payment sweeper's lease");
      return;
    }
    // A sweep slowed by the provider is not joined by the next one.
    if (!held || running || stopped) return;
    running = sweep(ctx)
      .catch((error: unknown) => ctx.log.error({ err: error }, "payment sweep failed"))
      .finally(() => (running = null));
  };
  const timer = setInterval(() => {
    asking ??= tick().finally(() => (asking = null));
  }, intervalMs);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await asking;
    await running;
    await releaseLease(ctx.db, lease).catch((error: unknown) =>
      ctx.log.warn({ err: error }, "could not release the payment sweeper's lease; another instance takes it once it runs out"),
    );
  };
}
