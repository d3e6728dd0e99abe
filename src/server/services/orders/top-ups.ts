import { and, asc, eq, inArray, isNotNull, lt, or, isNull, sql } from "drizzle-orm";
import { localizedPath } from "@shared/core/i18n";
import { shortOrderId, type LinkChannel } from "@shared/orders/orders";
import { orderHistoryNotes } from "@shared/texts/orders-admin";
import { payPageTexts as englishPayPage } from "@shared/texts/payments";
import { textsFor } from "@shared/texts/registry.server";
import type { ServiceContext } from "../service-context";
import type { Executor } from "../../db/client";
import { orderTopUps, orders } from "../../db/schema/orders";
import { ServiceError } from "../../lib/errors";
import { sessionExpiresAt, type CheckoutLine, type SessionState } from "../payments/provider";
import { callProvider } from "../payments/provider-call";
import { moveTopUp } from "./top-up-status";
import { applySessionState } from "./fulfilment";
import { noteOrder, type OrderActor } from "./lifecycle";
import { getOrder } from "./order-queries";
import { sendPaymentLink } from "./send-payment-link";
import { said } from "@shared/core/said";

/**
 * Payment links for a balance (ADR 0016): a second pay page for the same order, for what is owed
 * after an edit. One open link per order: whatever settles the balance another way (a later
 * edit, the counter) supersedes the open link under the order's lock, then closes its pay page at
 * the provider before anything new is sent, so that two links can never both be paid. A link paid
 * before it could be closed is still recorded: money the provider took is never ignored.
 */

type TopUpRow = typeof orderTopUps.$inferSelect;

/** The longest a payment link stays open: the provider's day. */
const LINK_TTL_MINUTES = 24 * 60;
/** Links not heard of for this long are asked about by the payment sweeper. */
const CHECK_AFTER_MS = 5 * 60_000;
const BATCH = 25;

/** A new link's row, open, its pay page made later (openLink); the caller holds the order's lock. */
export async function addLink(tx: Executor, orderId: string, amountCents: number): Promise<TopUpRow> {
  const [row] = await tx.insert(orderTopUps).values({ orderId, amountCents }).returning();
  return row!;
}

/**
 * Closes the pay pages of the order's superseded links at the provider. A page closed: the link
 * reads expired, and the history says so. A page paid first: the payment is recorded against
 * the order's balance, through the same code as the provider's event. Answers whether every
 * superseded link is settled (false when the provider could not be asked: nothing new should be
 * sent while an old page may still take a payment).
 */
export async function closeSupersededLinks(ctx: ServiceContext, orderId: string, actor: OrderActor): Promise<boolean> {
  const superseded = await ctx.db
    .select()
    .from(orderTopUps)
    .where(and(eq(orderTopUps.orderId, orderId), eq(orderTopUps.status, "superseded")));
  let settled = true;
  for (const link of superseded) {
    if (!link.sessionId) {
      // Its pay page was never made (or its maker will see it superseded and close it).
      await markClosed(ctx, link, actor);
      continue;
    }
    const sessionId = link.sessionId;
    // What the provider answers is the session as it is now (expired, or paid first): recorded below.
    const closed = await callProvider({ call: () => ctx.payments.expireSession(sessionId) });
    if (!closed.ok) {
      ctx.log.warn({ err: closed.error, orderId, topUpId: link.id }, "could not close a payment link");
      settled = false;
      continue;
    }
    if (await settleFromSession(ctx, link, closed.value, actor)) continue;
    settled = false;
  }
  return settled;
}

/** Moves a link to what its session says; true when the link is settled (paid or closed). */
async function settleFromSession(ctx: ServiceContext, link: TopUpRow, session: SessionState | null, actor: OrderActor) {
  if (session && (session.paymentStatus === "paid" || session.status === "complete")) {
    await ctx.db.transaction((tx) => applySessionState(ctx, { tx, session, actor }));
    return session.paymentStatus === "paid";
  }
  if (!session || session.status === "expired") {
    await markClosed(ctx, link, actor);
    return true;
  }
  return false;
}

async function markClosed(ctx: ServiceContext, link: TopUpRow, actor: OrderActor) {
  await ctx.db.transaction(async (tx) => {
    const closed = await moveTopUp(tx, link.id, { to: "expired", from: ["open", "superseded"] });
    if (closed && link.status === "superseded" && actor.kind === "admin") {
      await noteOrder(ctx, { tx, orderId: link.orderId, actor, note: orderHistoryNotes.linkClosed(link.amountCents) });
    }
  });
}

/**
 * Makes an open link's pay page and sends it, once. The amount is what the order owes now (a
 * link paid meanwhile may have taken some of it); nothing is owed any more: no page. A link
 * superseded while its page was being made has that page closed at once and is not sent.
 * Answers the page's address and where it went (null: not sent), or null when no page was made.
 */
export async function openLink(
  ctx: ServiceContext,
  input: { link: TopUpRow; by: LinkChannel; dedupeKey: string; staff: Extract<OrderActor, { kind: "admin" }> },
): Promise<{ url: string; sentBy: LinkChannel | null; amountCents: number } | null> {
  const { link } = input;
  const amountCents = await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, link.orderId)).for("update");
    const [current] = await tx.select().from(orderTopUps).where(eq(orderTopUps.id, link.id));
    if (!order || current?.status !== "open") return 0;
    if (order.balanceDueCents <= 0) {
      await moveTopUp(tx, link.id, { to: "superseded", from: ["open"] });
      return 0;
    }
    if (order.balanceDueCents !== current.amountCents) {
      await tx.update(orderTopUps).set({ amountCents: order.balanceDueCents }).where(eq(orderTopUps.id, link.id));
    }
    return order.balanceDueCents;
  });
  if (amountCents === 0) {
    await closeSupersededLinks(ctx, link.orderId, input.staff);
    return null;
  }
  const order = (await getOrder(ctx.db, link.orderId))!;
  const payPage = textsFor(order.locale).payPageTexts;
  const page = (path: string) => `${ctx.config.publicUrl}${localizedPath(path, order.locale)}`;
  const line: CheckoutLine = {
    name: payPage.balanceLine(shortOrderId(order.id)),
    unitAmountCents: amountCents,
    quantity: 1,
    priceId: null,
  };
  const expiresAt = sessionExpiresAt(LINK_TTL_MINUTES, ctx.clock.now());
  const session = await ctx.payments.createCheckoutSession({
    orderId: order.id,
    lines: [line],
    taxCents: 0,
    taxLabel: englishPayPage.taxLine("0%"),
    allowanceCents: 0,
    allowanceLabel: payPage.allowanceLine,
    captureMethod: "automatic",
    totalCents: amountCents,
    customerEmail: order.customerEmail,
    successUrl: `${page("/order-success")}?session_id={CHECKOUT_SESSION_ID}&order_id=${order.id}`,
    cancelUrl: page("/"),
    locale: order.locale,
    expiresAt,
    idempotencyKey: `top-up-${link.id}-${amountCents}`,
  });
  if (!session.url) throw new ServiceError("payment_unavailable", said("checkoutErrorTexts.noCheckoutUrl"));
  const sentBy = await ctx.db.transaction(async (tx) => {
    // Still the open link (not superseded by an edit meanwhile): its page is recorded and sent.
    const kept = await tx
      .update(orderTopUps)
      .set({ sessionId: session.id })
      .where(and(eq(orderTopUps.id, link.id), eq(orderTopUps.status, "open")))
      .returning({ id: orderTopUps.id });
    if (kept.length === 0) return undefined;
    const sent = await sendPaymentLink(ctx, tx, {
      orderId: order.id,
      amountCents,
      url: session.url!,
      expiresAt,
      by: input.by,
      dedupeKey: input.dedupeKey,
    });
    await noteOrder(ctx, {
      tx,
      orderId: order.id,
      actor: input.staff,
      note: sent ? orderHistoryNotes.linkSent(amountCents, sent) : orderHistoryNotes.linkNotSent(amountCents),
    });
    return sent;
  });
  if (sentBy === undefined) {
    // Nobody has seen this page: it is closed at once (should that fail, it lapses unseen).
    await ctx.payments.expireSession(session.id).catch((error: unknown) => {
      ctx.log.warn({ err: error, orderId: order.id, topUpId: link.id }, "could not close an unsent payment link");
    });
    return null;
  }
  return { url: session.url, sentBy, amountCents };
}

/**
 * The payment sweeper's look at links no event told us about: paid (recorded once, as the
 * order's first payment is), lapsed (expired), or superseded with a page still open (closed now).
 */
export async function sweepLinks(ctx: ServiceContext, now: Date): Promise<number> {
  const due = await ctx.db
    .select()
    .from(orderTopUps)
    .where(
      and(
        inArray(orderTopUps.status, ["open", "superseded"]),
        isNotNull(orderTopUps.sessionId),
        lt(orderTopUps.createdAt, new Date(now.getTime() - CHECK_AFTER_MS)),
        or(isNull(orderTopUps.checkedAt), lt(orderTopUps.checkedAt, new Date(now.getTime() - CHECK_AFTER_MS))),
      ),
    )
    .orderBy(sql`coalesce(${orderTopUps.checkedAt}, ${orderTopUps.createdAt})`, asc(orderTopUps.id))
    .limit(BATCH);
  if (due.length === 0) return 0;
  await ctx.db
    .update(orderTopUps)
    .set({ checkedAt: now })
    .where(
      inArray(
        orderTopUps.id,
        due.map((link) => link.id),
      ),
    );
  let changed = 0;
  const sweeper: OrderActor = { kind: "sweeper" };
  for (const link of due) {
    try {
      const session =
        link.status === "superseded"
          ? await ctx.payments.expireSession(link.sessionId!)
          : await ctx.payments.retrieveSession(link.sessionId!);
      if (session?.status === "open") continue;
      if (await settleFromSession(ctx, link, session, sweeper)) changed++;
    } catch (error) {
      ctx.log.warn({ err: error, topUpId: link.id }, "could not check a payment link");
    }
  }
  return changed;
}
