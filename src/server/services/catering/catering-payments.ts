import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { balanceDueAt, cateringReference } from "@shared/catering/catering";
import { localizedPath } from "@shared/core/i18n";
import { formatCents } from "@shared/core/money";
import { said } from "@shared/core/said";
import { textsFor } from "@shared/texts/registry.server";
import type { Executor } from "../../db/client";
import { cateringEvents, cateringPayments } from "../../db/schema/catering";
import { ServiceError } from "../../lib/errors";
import { sessionExpiresAt, type SessionState } from "../payments/provider";
import { callProvider } from "../payments/provider-call";
import type { ServiceContext } from "../service-context";
import {
  findEvent,
  linkTokenOf,
  lockEvent,
  moveEvent,
  noteEvent,
  owedCents,
  updateEvent,
  type CateringActor,
  type EventRow,
} from "./catering-lifecycle";
import { sendCateringMail } from "./catering-mails";
import { readCateringSettings } from "./catering-settings";
import { currentQuote, quotesOf, type PaymentRow } from "./catering-views";

/**
 * Catering's money (ADR 0023). A deposit or balance is a normal payment on the hosted pay page
 * (a card hold lasts about seven days, so an event weeks away never rides on one), recorded as a
 * payment, never a discount. Every pay page and refund is a keyed row: a double tap reuses the
 * open page (the same key at the provider), a webhook storm records a payment once (its row
 * moves open → paid once, under the event's lock), and a refund is asked of the provider under
 * its own key until it is done.
 */

/** A pay page stays open at most the provider's day. */
const PAGE_TTL_MINUTES = 24 * 60;

type DueNow = { kind: "deposit" | "balance"; amountCents: number } | null;

/** What the customer can pay now: the deposit of an accepted quote, or what a confirmed event still owes. */
export function dueNow(event: EventRow): DueNow {
  if (event.status === "accepted") return event.depositCents > 0 ? { kind: "deposit", amountCents: event.depositCents } : null;
  if (event.status === "confirmed" || event.status === "balance_due" || event.status === "paid") {
    const owed = owedCents(event);
    return owed > 0 ? { kind: "balance", amountCents: owed } : null;
  }
  return null;
}

/**
 * The pay page for what is due now: the open one when it is for the same amount, else a new one
 * (the old page closed first, so that two pages can never both be paid for the same money).
 */
export async function payPageFor(ctx: ServiceContext, eventId: string): Promise<{ url: string }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const event = await findEvent(ctx.db, eventId);
    const due = dueNow(event);
    if (!due) throw new ServiceError("conflict", said("cateringErrorTexts.nothingDue"));
    const [open] = await ctx.db
      .select()
      .from(cateringPayments)
      .where(and(eq(cateringPayments.eventId, eventId), eq(cateringPayments.status, "open")));
    if (open) {
      const same = open.kind === due.kind && open.amountCents === due.amountCents;
      if (same && !open.sessionId) return { url: await makePage(ctx, event, open) };
      if (same) {
        const session = await ctx.payments.retrieveSession(open.sessionId!);
        if (session?.status === "open" && session.url) return { url: session.url };
        if (session) await applyCateringSession(ctx, session, { kind: "system" });
        if (session?.paymentStatus !== "paid") await expireRow(ctx, open);
        continue;
      }
      // Another amount (a weighing since, a revised quote): the old page is closed, or its payment recorded.
      if (open.sessionId) {
        const closed = await callProvider({ call: () => ctx.payments.expireSession(open.sessionId!) });
        if (!closed.ok) throw new ServiceError("payment_unavailable", closed.reason);
        if (closed.value) await applyCateringSession(ctx, closed.value, { kind: "system" });
        if (closed.value?.paymentStatus === "paid") continue;
      }
      await expireRow(ctx, open);
      continue;
    }
    const row = await ctx.db.transaction(async (tx) => {
      const locked = await lockEvent(tx, eventId);
      const again = dueNow(locked);
      if (!again || again.kind !== due.kind || again.amountCents !== due.amountCents) return null;
      const [count] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(cateringPayments)
        .where(eq(cateringPayments.eventId, eventId));
      const [inserted] = await tx
        .insert(cateringPayments)
        .values({
          eventId,
          kind: due.kind,
          status: "open",
          amountCents: due.amountCents,
          idempotencyKey: `catering:${eventId}:${due.kind}:${Number(count?.n ?? 0) + 1}:${due.amountCents}`,
        })
        .onConflictDoNothing()
        .returning();
      return inserted ?? null;
    });
    // Someone else opened a page meanwhile (a double tap): the loop finds and shares it.
    if (!row) continue;
    return { url: await makePage(ctx, event, row) };
  }
  throw new ServiceError("conflict", said("cateringErrorTexts.quoteChanged"));
}

async function expireRow(ctx: ServiceContext, row: PaymentRow) {
  await ctx.db
    .update(cateringPayments)
    .set({ status: "expired" })
    .where(and(eq(cateringPayments.id, row.id), eq(cateringPayments.status, "open")));
}

/** The provider's page for an open row, under the row's own key: two taps get the same page. */
async function makePage(ctx: ServiceContext, event: EventRow, row: PaymentRow): Promise<string> {
  const words = textsFor(event.locale).cateringWordTexts;
  const token = linkTokenOf(ctx, event.id);
  const page = `${ctx.config.publicUrl}${localizedPath(`/catering/q/${token}`, event.locale)}`;
  const label = `${words.reference(cateringReference(event.id))} · ${row.kind === "deposit" ? words.payment.deposit : words.payment.balance}`;
  const call = await callProvider({
    call: () =>
      ctx.payments.createCheckoutSession({
        orderId: row.id,
        lines: [{ name: label, unitAmountCents: row.amountCents, quantity: 1, priceId: null }],
        taxCents: 0,
        taxLabel: "",
        allowanceCents: 0,
        allowanceLabel: "",
        captureMethod: "automatic",
        totalCents: row.amountCents,
        customerEmail: event.customerEmail,
        successUrl: `${page}?paid={CHECKOUT_SESSION_ID}`,
        cancelUrl: page,
        locale: event.locale,
        expiresAt: sessionExpiresAt(PAGE_TTL_MINUTES, ctx.clock.now()),
        idempotencyKey: `catering-${row.id}`,
      }),
  });
  if (!call.ok) throw new ServiceError("payment_unavailable", call.reason);
  const session = call.value;
  if (!session.url) throw new ServiceError("payment_unavailable", said("cateringErrorTexts.paymentFailed"));
  await ctx.db.update(cateringPayments).set({ sessionId: session.id }).where(eq(cateringPayments.id, row.id));
  return session.url;
}

/** The catering payment a session pays for (its order_id names the payment row), if it is one. */
export async function cateringPaymentOf(db: Executor, paymentRowId: string | null): Promise<PaymentRow | null> {
  if (!paymentRowId || !/^[0-9a-f-]{36}$/i.test(paymentRowId)) return null;
  const [row] = await db.select().from(cateringPayments).where(eq(cateringPayments.id, paymentRowId));
  return row ?? null;
}

export type CateringPaymentOutcome = "paid" | "expired" | "unchanged";

/**
 * Records what a session says (the provider's word is the truth: its event is only a hint): paid
 * once, whatever the number of deliveries; the event confirmed by its deposit, settled by its
 * balance. A payment that arrives after the event was closed is recorded and given back whole.
 */
export async function applyCateringSession(
  ctx: ServiceContext,
  session: SessionState,
  actor: CateringActor,
): Promise<CateringPaymentOutcome> {
  const row = await cateringPaymentOf(ctx.db, session.orderId);
  if (!row) return "unchanged";
  if (session.paymentStatus !== "paid") {
    if (session.status !== "expired") return "unchanged";
    await expireRow(ctx, row);
    return "expired";
  }
  // Recorded now: and whether what it paid goes back (it came after the event was closed).
  const recorded = await ctx.db.transaction(async (tx): Promise<{ giveBack: boolean } | null> => {
    let event = await lockEvent(tx, row.eventId);
    const amountCents = session.amountTotalCents ?? row.amountCents;
    const [paid] = await tx
      .update(cateringPayments)
      .set({ status: "paid", paidAt: ctx.clock.now(), sessionId: session.id, paymentReference: session.paymentReference, amountCents })
      .where(and(eq(cateringPayments.id, row.id), inArray(cateringPayments.status, ["open", "expired"])))
      .returning();
    if (!paid) return null;
    event = await updateEvent(tx, {
      event,
      actor,
      patch: {
        paidCents: event.paidCents + amountCents,
        depositPaidCents: event.depositPaidCents + (paid.kind === "deposit" ? amountCents : 0),
      },
    });
    const money = formatCents(amountCents);
    if (paid.kind === "deposit" && event.status === "accepted") {
      const settings = await readCateringSettings(ctx, tx);
      event = await moveEvent(tx, {
        event,
        move: "depositPaid",
        actor: { kind: "provider", eventId: session.id },
        patch: { balanceDueAt: balanceDueAt(settings, event.eventAt) },
        note: said("cateringNoteTexts.depositPaid", money),
      });
      await sendCateringMail(ctx, tx, event, { kind: "deposit_received", amountCents, paymentId: paid.id });
      return { giveBack: false };
    }
    if (event.status === "confirmed" || event.status === "balance_due" || event.status === "paid") {
      if (owedCents(event) <= 0 && event.status !== "paid") {
        event = await moveEvent(tx, {
          event,
          move: "settled",
          actor: { kind: "provider", eventId: session.id },
          note: said("cateringNoteTexts.balancePaid", money),
        });
      } else {
        await noteEvent(tx, { event, actor, note: said("cateringNoteTexts.balancePaid", money) });
      }
      const quote = currentQuote(event, await quotesOf(tx, event.id));
      if (event.weighed && event.status === "paid" && quote)
        await sendCateringMail(ctx, tx, event, { kind: "receipt", quote, refundCents: 0 });
      else await sendCateringMail(ctx, tx, event, { kind: "payment_received", amountCents, paymentId: paid.id });
      return { giveBack: false };
    }
    // Closed meanwhile (cancelled, expired, declined): money the provider took is recorded, and goes back whole.
    await noteEvent(tx, { event, actor, note: said("cateringNoteTexts.paidWhileClosed", money) });
    await queueRefunds(tx, event, amountCents, `late-${paid.id}`);
    return { giveBack: true };
  });
  if (!recorded) return "unchanged";
  if (recorded.giveBack) await settleRefunds(ctx, row.eventId, actor);
  return "paid";
}

/**
 * Rows for giving `amountCents` back over the event's card payments, latest first, each keyed by
 * `reason` and the payment it returns to (the same reason twice refunds once). What no card
 * payment can take back (cash at the counter) is left to the counter and not queued.
 */
export async function queueRefunds(tx: Executor, event: EventRow, amountCents: number, reason: string): Promise<number> {
  if (amountCents <= 0) return 0;
  const charges = await tx
    .select()
    .from(cateringPayments)
    .where(
      and(
        eq(cateringPayments.eventId, event.id),
        inArray(cateringPayments.kind, ["deposit", "balance"]),
        eq(cateringPayments.status, "paid"),
      ),
    )
    .orderBy(desc(cateringPayments.paidAt));
  const queued = await tx
    .select({ refundOf: cateringPayments.refundOf, amount: cateringPayments.amountCents })
    .from(cateringPayments)
    .where(
      and(
        eq(cateringPayments.eventId, event.id),
        eq(cateringPayments.kind, "refund"),
        inArray(cateringPayments.status, ["pending", "failed"]),
      ),
    );
  let left = amountCents;
  let total = 0;
  for (const charge of charges) {
    if (left <= 0) break;
    const pending = queued.filter((q) => q.refundOf === charge.id).reduce((sum, q) => sum + q.amount, 0);
    const room = charge.amountCents - charge.refundedCents - pending;
    const take = Math.min(room, left);
    if (take <= 0 || !charge.paymentReference) continue;
    const [row] = await tx
      .insert(cateringPayments)
      .values({
        eventId: event.id,
        kind: "refund",
        status: "pending",
        amountCents: take,
        refundOf: charge.id,
        paymentReference: charge.paymentReference,
        idempotencyKey: `catering:${event.id}:refund:${reason}:${charge.id}`,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) continue;
    left -= take;
    total += take;
  }
  return total;
}

/**
 * Asks the provider for every refund of the event not done yet, each under its own key (a retry
 * refunds once): done ones are recorded on the event and the payment they return to; failed
 * ones stay for the sweeper to try again.
 */
export async function settleRefunds(ctx: ServiceContext, eventId: string, actor: CateringActor): Promise<void> {
  const rows = await ctx.db
    .select()
    .from(cateringPayments)
    .where(
      and(
        eq(cateringPayments.eventId, eventId),
        eq(cateringPayments.kind, "refund"),
        inArray(cateringPayments.status, ["pending", "failed"]),
      ),
    );
  for (const row of rows) {
    const result = await callProvider({
      call: () =>
        ctx.payments.refundPayment({ paymentId: row.paymentReference!, amountCents: row.amountCents, idempotencyKey: row.idempotencyKey }),
    });
    await ctx.db.transaction(async (tx) => {
      const event = await lockEvent(tx, eventId);
      if (!result.ok) {
        const [failed] = await tx
          .update(cateringPayments)
          .set({ status: "failed", checkedAt: ctx.clock.now() })
          .where(and(eq(cateringPayments.id, row.id), eq(cateringPayments.status, "pending")))
          .returning();
        if (failed) await noteEvent(tx, { event, actor, note: said("cateringNoteTexts.refundFailed", formatCents(row.amountCents)) });
        ctx.log.warn({ err: result.error, eventId, refundId: row.id }, "catering refund failed");
        return;
      }
      const [done] = await tx
        .update(cateringPayments)
        .set({ status: "done", paidAt: ctx.clock.now() })
        .where(and(eq(cateringPayments.id, row.id), inArray(cateringPayments.status, ["pending", "failed"])))
        .returning();
      if (!done) return;
      await tx
        .update(cateringPayments)
        .set({ refundedCents: sql`${cateringPayments.refundedCents} + ${row.amountCents}` })
        .where(eq(cateringPayments.id, row.refundOf!));
      await updateEvent(tx, {
        event,
        actor,
        patch: { refundedCents: event.refundedCents + row.amountCents },
        note: said("cateringNoteTexts.refunded", formatCents(row.amountCents)),
      });
    });
  }
}

/** Closes the event's open pay page, if any (a cancelled event, a revised quote): its payment, if made first, is recorded. */
export async function closeOpenPage(ctx: ServiceContext, eventId: string): Promise<void> {
  const [open] = await ctx.db
    .select()
    .from(cateringPayments)
    .where(and(eq(cateringPayments.eventId, eventId), eq(cateringPayments.status, "open")));
  if (!open) return;
  if (open.sessionId) {
    const closed = await callProvider({ call: () => ctx.payments.expireSession(open.sessionId!) });
    if (!closed.ok) {
      ctx.log.warn({ err: closed.error, eventId }, "could not close a catering pay page");
      return;
    }
    if (closed.value) await applyCateringSession(ctx, closed.value, { kind: "system" });
    if (closed.value?.paymentStatus === "paid") return;
  }
  await expireRow(ctx, open);
}

/** The language of the event a catering payment is for (the sandbox's pay page speaks it); null when it is not one. */
export async function cateringPaymentLocale(db: Executor, paymentRowId: string): Promise<"en" | "es" | null> {
  const row = await cateringPaymentOf(db, paymentRowId);
  if (!row) return null;
  const [event] = await db.select({ locale: cateringEvents.locale }).from(cateringEvents).where(eq(cateringEvents.id, row.eventId));
  return event?.locale ?? null;
}
