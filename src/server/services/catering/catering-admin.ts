import { and, asc, gte, inArray, lt, sql } from "drizzle-orm";
import {
  CONFIRMED_STATUSES,
  OPEN_STATUSES,
  type CateringDashboardDto,
  type CateringEventDto,
  type CateringStatus,
  type CateringSummaryDto,
  type KitchenCateringDto,
} from "@shared/catering/catering";
import { priceCateringQuote } from "@shared/catering/quote-price";
import type { CateringQuoteInput } from "@shared/catering/catering.schema";
import { formatCents } from "@shared/core/money";
import { toThousandths } from "@shared/core/quantity";
import { said } from "@shared/core/said";
import { fromWallTime } from "@shared/core/time";
import { unitPriceWithOptions, resolveOptions } from "@shared/menu/option-rules";
import { addDays, shopDate } from "@shared/ordering/schedule";
import { cateringEvents, cateringPayments, cateringQuotes } from "../../db/schema/catering";
import { items } from "../../db/schema/menu";
import { ServiceError, badRequest } from "../../lib/errors";
import type { Executor } from "../../db/client";
import type { Actor, ServiceContext } from "../service-context";
import {
  adminActor,
  findEvent,
  lockEvent,
  moveEvent,
  owedCents,
  updateEvent,
  type CateringActor,
  type EventRow,
} from "./catering-lifecycle";
import { sendCateringMail } from "./catering-mails";
import { closeOpenPage, queueRefunds, settleRefunds } from "./catering-payments";
import { readCateringSettings } from "./catering-settings";
import { basicsOf, cancellationOf, currentQuote, eventDto, linesOf, quotesOf, summaryDto } from "./catering-views";

/**
 * The shop's side of catering (ADR 0023): the list, an event, the owner's quote and money
 * decisions, and what staff do on the day. Every move goes through catering-lifecycle.ts.
 */

type ById = { actor: Actor; id: string };

export async function listCateringEvents(
  ctx: ServiceContext,
  query: { status: CateringStatus | "open" | "all" },
): Promise<CateringSummaryDto[]> {
  const statuses: readonly CateringStatus[] | null =
    query.status === "all" ? null : query.status === "open" ? OPEN_STATUSES : [query.status];
  const rows = await ctx.db
    .select()
    .from(cateringEvents)
    .where(statuses ? inArray(cateringEvents.status, [...statuses]) : undefined)
    .orderBy(asc(cateringEvents.eventAt))
    .limit(500);
  return rows.map(summaryDto);
}

async function dtoOf(ctx: ServiceContext, event: EventRow): Promise<CateringEventDto> {
  return eventDto(ctx.db, event, await readCateringSettings(ctx), ctx.clock.now());
}

export async function getCateringEvent(ctx: ServiceContext, id: string): Promise<CateringEventDto> {
  return dtoOf(ctx, await findEvent(ctx.db, id));
}

/** The owner's quote: lines priced from the database, a service fee, the delivery fee, tax on the full total. */
export async function quoteEvent(ctx: ServiceContext, input: ById & { quote: CateringQuoteInput }): Promise<CateringEventDto> {
  const actor = adminActor(input.actor);
  // An event that is not there is not found, whatever its quote would have said.
  await findEvent(ctx.db, input.id);
  const lines = input.quote.lines;
  const found = await ctx.db
    .select({
      id: items.id,
      name: items.name,
      priceCents: items.priceCents,
      unit: items.priceUnit,
      optionGroups: items.optionGroups,
      isArchived: items.isArchived,
    })
    .from(items)
    .where(inArray(items.id, [...new Set(lines.map((line) => line.itemId))]));
  const byId = new Map(found.map((row) => [row.id, row]));
  const stored = lines.map((line, index) => {
    const item = byId.get(line.itemId);
    const problem = said("cateringErrorTexts.quoteItemUnknown");
    if (!item || item.isArchived) throw badRequest(problem, { [`lines.${index}.itemId`]: problem });
    const resolved = resolveOptions(item.optionGroups, line.optionIds ?? []);
    if (!resolved.ok) throw badRequest(problem, { [`lines.${index}.optionIds`]: problem });
    if (item.unit === "each" && !Number.isInteger(line.quantity)) {
      const whole = said("cateringErrorTexts.quantityInvalid");
      throw badRequest(whole, { [`lines.${index}.quantity`]: whole });
    }
    return {
      itemId: item.id,
      name: item.name,
      options: resolved.chosen,
      unit: item.unit,
      quantity: line.quantity,
      priceCents: unitPriceWithOptions(item.priceCents, resolved.chosen),
      // A catering quote's pounds are estimates for the party: every line sold by the pound is
      // weighed when it is packed, cooked meat too (ADR 0023), not only the counter's raw cuts.
      pricedByWeight: item.unit === "lb",
    };
  });
  const settings = await readCateringSettings(ctx);
  const serviceFeeCents = input.quote.serviceFeeCents ?? 0;
  const deliveryFeeCents = input.quote.deliveryFeeCents ?? 0;
  const price = priceCateringQuote({
    lines: stored,
    serviceFeeCents,
    deliveryFeeCents,
    taxRate: ctx.config.shop.taxRate,
    depositPercent: settings.depositPercent,
  });
  const pounds = stored.filter((line) => line.unit === "lb").reduce((sum, line) => sum + toThousandths(line.quantity), 0) / 1000;
  const now = ctx.clock.now();
  const expiresAt = new Date(now.getTime() + settings.quoteValidDays * 24 * 60 * 60_000);
  const event = await ctx.db.transaction(async (tx) => {
    let event = await lockEvent(tx, input.id);
    const version = event.quoteVersion + 1;
    const [quote] = await tx
      .insert(cateringQuotes)
      .values({
        eventId: event.id,
        version,
        lines: stored,
        subtotalCents: price.subtotalCents,
        serviceFeeCents,
        deliveryFeeCents,
        taxCents: price.taxCents,
        totalCents: price.totalCents,
        depositCents: price.depositCents,
        note: input.quote.note ?? "",
        expiresAt,
        createdBy: actor.email,
      })
      .returning();
    event = await moveEvent(tx, {
      event,
      move: "quote",
      actor,
      patch: {
        quoteVersion: version,
        acceptedVersion: null,
        quoteExpiresAt: expiresAt,
        totalCents: price.totalCents,
        depositCents: price.depositCents,
        pounds,
      },
      note: said("cateringNoteTexts.quoted", version, formatCents(price.totalCents)),
    });
    await sendCateringMail(ctx, tx, event, { kind: "quote_sent", quote: quote! });
    return event;
  });
  // A deposit page opened for the previous version is closed: the new quote must be read and accepted.
  await closeOpenPage(ctx, event.id);
  return dtoOf(ctx, event);
}

export async function declineEvent(ctx: ServiceContext, input: ById): Promise<CateringEventDto> {
  const event = await ctx.db.transaction(async (tx) => {
    const event = await moveEvent(tx, {
      event: await lockEvent(tx, input.id),
      move: "decline",
      actor: adminActor(input.actor),
      note: said("cateringNoteTexts.declined"),
    });
    await sendCateringMail(ctx, tx, event, { kind: "declined" });
    return event;
  });
  await closeOpenPage(ctx, event.id);
  return dtoOf(ctx, event);
}

/** The balance asked for now (before its due date too), by e-mail or text; an event already asked is reminded. */
export async function sendBalanceLink(ctx: ServiceContext, input: ById & { by: "email" | "sms" }): Promise<CateringEventDto> {
  const event = await ctx.db.transaction(async (tx) =>
    askForBalance(ctx, tx, await lockEvent(tx, input.id), adminActor(input.actor), input.by),
  );
  return dtoOf(ctx, event);
}

/** Moves a confirmed event to 'balance due' and sends the link (the sweeper on the due date, the owner any time). */
export async function askForBalance(
  ctx: ServiceContext,
  tx: Executor,
  event: EventRow,
  actor: CateringActor,
  by: "email" | "sms" = "email",
): Promise<EventRow> {
  const owed = owedCents(event);
  if (owed <= 0) throw new ServiceError("conflict", said("cateringErrorTexts.nothingDue"));
  const note = said("cateringNoteTexts.balanceAsked", formatCents(owed));
  const now = ctx.clock.now();
  const next =
    event.status === "balance_due"
      ? await updateEvent(tx, { event, actor, patch: { balanceAskedAt: now }, note })
      : await moveEvent(tx, { event, move: "balanceDue", actor, patch: { balanceAskedAt: now }, note });
  await sendCateringMail(ctx, tx, next, { kind: "balance_due", reminder: false, by });
  return next;
}

/** What is owed, taken at the counter (cash or card), once: a second tap finds nothing owed. */
export async function takeAtCounter(ctx: ServiceContext, input: ById & { method: "cash" | "card" }): Promise<CateringEventDto> {
  const actor = adminActor(input.actor);
  const event = await ctx.db.transaction(async (tx) => {
    let event = await lockEvent(tx, input.id);
    const owed = owedCents(event);
    if (owed <= 0 || !["confirmed", "balance_due", "paid"].includes(event.status)) {
      throw new ServiceError("conflict", said("cateringErrorTexts.nothingDue"));
    }
    await tx.insert(cateringPayments).values({
      eventId: event.id,
      kind: "counter",
      status: "paid",
      amountCents: owed,
      method: input.method,
      byUser: actor.email,
      paidAt: ctx.clock.now(),
      idempotencyKey: `catering:${event.id}:counter:${event.totalCents}:${event.paidCents}`,
    });
    event = await updateEvent(tx, { event, actor, patch: { paidCents: event.paidCents + owed } });
    const note = said("cateringNoteTexts.counterPaid", formatCents(owed), { key: `cateringWordTexts.method.${input.method}` });
    event =
      event.status === "paid"
        ? await updateEvent(tx, { event, actor, patch: {}, note })
        : await moveEvent(tx, { event, move: "settled", actor, note });
    const quote = currentQuote(event, await quotesOf(tx, event.id));
    if (event.weighed && quote) await sendCateringMail(ctx, tx, event, { kind: "receipt", quote, refundCents: 0 });
    return event;
  });
  await closeOpenPage(ctx, event.id);
  return dtoOf(ctx, event);
}

export async function fulfilEvent(ctx: ServiceContext, input: ById): Promise<CateringEventDto> {
  const event = await ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, input.id);
    const owed = owedCents(event);
    if (owed > 0) throw new ServiceError("conflict", said("cateringErrorTexts.owedFirst", formatCents(owed)));
    return moveEvent(tx, { event, move: "fulfil", actor: adminActor(input.actor), note: said("cateringNoteTexts.fulfilled") });
  });
  return dtoOf(ctx, event);
}

export async function closeEvent(ctx: ServiceContext, input: ById): Promise<CateringEventDto> {
  const event = await ctx.db.transaction(async (tx) =>
    moveEvent(tx, {
      event: await lockEvent(tx, input.id),
      move: "close",
      actor: adminActor(input.actor),
      note: said("cateringNoteTexts.closed"),
    }),
  );
  return dtoOf(ctx, event);
}

export async function markNoShow(ctx: ServiceContext, input: ById): Promise<CateringEventDto> {
  const event = await ctx.db.transaction(async (tx) =>
    moveEvent(tx, {
      event: await lockEvent(tx, input.id),
      move: "noShow",
      actor: adminActor(input.actor),
      note: said("cateringNoteTexts.noShow"),
    }),
  );
  await closeOpenPage(ctx, event.id);
  return dtoOf(ctx, event);
}

/**
 * Cancels by the policy (ADR 0023): the tier of the time left decides the share of the deposit
 * that comes back; anything paid beyond the deposit comes back whole. Refunds go through the
 * provider, each keyed; the mail says what comes back.
 */
export async function cancelEvent(ctx: ServiceContext, id: string, actor: CateringActor): Promise<EventRow> {
  const settings = await readCateringSettings(ctx);
  const event = await ctx.db.transaction(async (tx) => {
    let event = await lockEvent(tx, id);
    const { refundCents, refundPercent } = cancellationOf(event, settings, ctx.clock.now());
    event = await moveEvent(tx, {
      event,
      move: "cancel",
      actor,
      note: said("cateringNoteTexts.cancelled", formatCents(refundCents), refundPercent),
    });
    await queueRefunds(tx, event, refundCents, "cancel");
    await sendCateringMail(ctx, tx, event, { kind: "cancelled", refundCents, refundPercent });
    return event;
  });
  await closeOpenPage(ctx, event.id);
  await settleRefunds(ctx, event.id, actor);
  return findEvent(ctx.db, id);
}

export async function cancelByOwner(ctx: ServiceContext, input: ById): Promise<CateringEventDto> {
  return dtoOf(ctx, await cancelEvent(ctx, input.id, adminActor(input.actor)));
}

/** Today's held events (the shop's date) for the kitchen screen and its prep sheets. */
export async function todaysCateringEvents(ctx: ServiceContext): Promise<KitchenCateringDto[]> {
  const timeZone = ctx.config.shop.timeZone;
  const today = shopDate(ctx.clock.now(), timeZone);
  const from = fromWallTime(`${today}T00:00`, timeZone)!;
  const until = fromWallTime(`${addDays(today, 1)}T00:00`, timeZone)!;
  const rows = await ctx.db
    .select()
    .from(cateringEvents)
    .where(
      and(
        inArray(cateringEvents.status, ["confirmed", "balance_due", "paid"]),
        gte(cateringEvents.eventAt, from),
        lt(cateringEvents.eventAt, until),
      ),
    )
    .orderBy(asc(cateringEvents.eventAt));
  // Each event's current quote, in one read for the day.
  const quotes =
    rows.length === 0
      ? []
      : await ctx.db
          .select()
          .from(cateringQuotes)
          .where(
            inArray(
              cateringQuotes.eventId,
              rows.map((event) => event.id),
            ),
          );
  return rows.map((event) => {
    const quote = currentQuote(
      event,
      quotes.filter((row) => row.eventId === event.id),
    );
    return {
      ...basicsOf(event),
      id: event.id,
      customerPhone: event.customerPhone,
      dietaryNotes: event.dietaryNotes,
      lines: quote ? linesOf(quote, event.weighed) : [],
    };
  });
}

/** How many upcoming events the dashboard lists. */
const DASHBOARD_UPCOMING = 5;

/** The dashboard's card: the next events, deposits taken for events ahead, and what confirmed events still owe. */
export async function cateringDashboard(ctx: ServiceContext): Promise<CateringDashboardDto> {
  const now = ctx.clock.now();
  const ahead = await ctx.db
    .select()
    .from(cateringEvents)
    .where(
      and(inArray(cateringEvents.status, ["quoted", "accepted", "confirmed", "balance_due", "paid"]), gte(cateringEvents.eventAt, now)),
    )
    .orderBy(asc(cateringEvents.eventAt))
    .limit(DASHBOARD_UPCOMING);
  const [money] = await ctx.db
    .select({
      deposits: sql<number>`coalesce(sum(${cateringEvents.depositPaidCents}), 0)::int`,
      owed: sql<number>`coalesce(sum(greatest(${cateringEvents.totalCents} - (${cateringEvents.paidCents} - ${cateringEvents.refundedCents}), 0)), 0)::int`,
    })
    .from(cateringEvents)
    .where(
      and(
        inArray(
          cateringEvents.status,
          [...CONFIRMED_STATUSES].filter((s) => s !== "closed"),
        ),
        gte(cateringEvents.eventAt, new Date(now.getTime() - 24 * 60 * 60_000)),
      ),
    );
  return {
    upcoming: ahead.map((event) => {
      const summary = summaryDto(event);
      return {
        id: summary.id,
        reference: summary.reference,
        status: summary.status,
        tentative: summary.tentative,
        eventAt: summary.eventAt,
        guests: summary.guests,
        customerName: summary.customerName,
      };
    }),
    depositsTakenCents: Number(money?.deposits ?? 0),
    balancesDueCents: Number(money?.owed ?? 0),
  };
}
