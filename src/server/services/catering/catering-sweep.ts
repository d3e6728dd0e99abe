import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, or } from "drizzle-orm";
import { said } from "@shared/core/said";
import { cateringEvents, cateringPayments } from "../../db/schema/catering";
import type { ServiceContext } from "../service-context";
import { lockEvent, moveEvent, owedCents, updateEvent } from "./catering-lifecycle";
import { sendCateringMail } from "./catering-mails";
import { applyCateringSession, closeOpenPage, settleRefunds } from "./catering-payments";
import { askForBalance } from "./catering-admin";
import { formatCents } from "@shared/core/money";

/**
 * Catering's clock (ADR 0023), run with the payment sweeper every minute under its lease:
 * quotes that ran out expire; the balance is asked for on its due date and reminded a day
 * later; pay pages no event told us about are asked about (paid: recorded once); refunds the
 * provider refused are asked again under their own keys.
 */
const SYSTEM = { kind: "system" } as const;
const CHECK_AFTER_MS = 5 * 60_000;
const REMIND_AFTER_MS = 24 * 60 * 60_000;
const BATCH = 25;

export async function sweepCatering(ctx: ServiceContext): Promise<number> {
  const now = ctx.clock.now();
  let changed = 0;

  // Pay pages not heard of: the provider's word, recorded through the same code as its events.
  const pages = await ctx.db
    .select()
    .from(cateringPayments)
    .where(
      and(
        eq(cateringPayments.status, "open"),
        isNotNull(cateringPayments.sessionId),
        lt(cateringPayments.createdAt, new Date(now.getTime() - CHECK_AFTER_MS)),
        or(isNull(cateringPayments.checkedAt), lt(cateringPayments.checkedAt, new Date(now.getTime() - CHECK_AFTER_MS))),
      ),
    )
    .orderBy(asc(cateringPayments.createdAt))
    .limit(BATCH);
  for (const page of pages) {
    await ctx.db.update(cateringPayments).set({ checkedAt: now }).where(eq(cateringPayments.id, page.id));
    const session = await ctx.payments.retrieveSession(page.sessionId!).catch(() => null);
    if (session && (await applyCateringSession(ctx, session, SYSTEM)) !== "unchanged") changed++;
  }

  // Quotes that ran out before a deposit.
  const lapsed = await ctx.db
    .select({ id: cateringEvents.id })
    .from(cateringEvents)
    .where(and(inArray(cateringEvents.status, ["quoted", "accepted"]), lte(cateringEvents.quoteExpiresAt, now)))
    .limit(BATCH);
  for (const { id } of lapsed) {
    await closeOpenPage(ctx, id);
    const moved = await ctx.db.transaction(async (tx) => {
      const event = await lockEvent(tx, id);
      // Paid at the last moment (closeOpenPage recorded it): confirmed, not expired.
      if (event.status !== "quoted" && event.status !== "accepted") return false;
      await moveEvent(tx, { event, move: "expire", actor: SYSTEM, note: said("cateringNoteTexts.expired") });
      return true;
    });
    if (moved) changed++;
  }

  // The balance, on its due date.
  const due = await ctx.db
    .select({ id: cateringEvents.id })
    .from(cateringEvents)
    .where(and(eq(cateringEvents.status, "confirmed"), lte(cateringEvents.balanceDueAt, now)))
    .limit(BATCH);
  for (const { id } of due) {
    await ctx.db.transaction(async (tx) => {
      const event = await lockEvent(tx, id);
      if (event.status !== "confirmed" || owedCents(event) <= 0) return;
      await askForBalance(ctx, tx, event, SYSTEM);
      changed++;
    });
  }

  // One reminder a day after it was asked for, before the event.
  const unpaid = await ctx.db
    .select({ id: cateringEvents.id })
    .from(cateringEvents)
    .where(
      and(
        eq(cateringEvents.status, "balance_due"),
        isNull(cateringEvents.balanceRemindedAt),
        lte(cateringEvents.balanceAskedAt, new Date(now.getTime() - REMIND_AFTER_MS)),
        gt(cateringEvents.eventAt, now),
      ),
    )
    .limit(BATCH);
  for (const { id } of unpaid) {
    await ctx.db.transaction(async (tx) => {
      let event = await lockEvent(tx, id);
      const owed = owedCents(event);
      if (event.status !== "balance_due" || event.balanceRemindedAt || owed <= 0) return;
      event = await updateEvent(tx, {
        event,
        actor: SYSTEM,
        patch: { balanceRemindedAt: now },
        note: said("cateringNoteTexts.reminded", formatCents(owed)),
      });
      await sendCateringMail(ctx, tx, event, { kind: "balance_due", reminder: true });
      changed++;
    });
  }

  // Refunds the provider refused or did not answer: asked again under their own keys.
  const refunds = await ctx.db
    .selectDistinct({ eventId: cateringPayments.eventId })
    .from(cateringPayments)
    .where(
      and(
        eq(cateringPayments.kind, "refund"),
        inArray(cateringPayments.status, ["pending", "failed"]),
        lt(cateringPayments.createdAt, new Date(now.getTime() - 60_000)),
      ),
    )
    .limit(BATCH);
  for (const { eventId } of refunds) await settleRefunds(ctx, eventId, SYSTEM);
  return changed;
}
