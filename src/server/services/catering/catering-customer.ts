import { and, eq } from "drizzle-orm";
import { said } from "@shared/core/said";
import { cateringPayments } from "../../db/schema/catering";
import { canMove, type CateringCustomerViewDto } from "@shared/catering/catering";
import { ServiceError } from "../../lib/errors";
import type { ServiceContext } from "../service-context";
import { findEventByToken, lockEvent, moveEvent, type EventRow } from "./catering-lifecycle";
import { dueNow, payPageFor } from "./catering-payments";
import { cancelEvent } from "./catering-admin";
import { readCateringSettings } from "./catering-settings";
import { basicsOf, cancellationOf, currentQuote, moneyOf, paymentDto, paymentsOf, quoteDto, quotesOf, wishesOf } from "./catering-views";

/**
 * The customer's one page (ADR 0023), behind the link: the quote, the terms, the payments and
 * the state; accepting, paying and cancelling. The token is the only key: no account.
 */

async function viewOf(ctx: ServiceContext, event: EventRow): Promise<CateringCustomerViewDto> {
  const settings = await readCateringSettings(ctx);
  const now = ctx.clock.now();
  const [quotes, payments] = await Promise.all([quotesOf(ctx.db, event.id), paymentsOf(ctx.db, event.id)]);
  const quote = currentQuote(event, quotes);
  const due = dueNow(event);
  const expired = event.quoteExpiresAt !== null && event.quoteExpiresAt <= now;
  return {
    ...basicsOf(event),
    locale: event.locale,
    wishes: wishesOf(event),
    quote: quote ? quoteDto(quote, event) : null,
    // The customer sees money that moved: pay pages still open or lapsed are the shop's business.
    payments: payments.filter((row) => row.status === "paid" || row.status === "done").map(paymentDto),
    money: moneyOf(event),
    terms: {
      depositPercent: settings.depositPercent,
      balanceDueDays: settings.balanceDueDays,
      cancellationTiers: settings.cancellationTiers,
      quoteValidDays: settings.quoteValidDays,
    },
    balanceDueAt: event.balanceDueAt?.toISOString() ?? null,
    can: {
      accept: canMove(event.status, "accept", "customer") && quote !== null && !expired,
      payDeposit: due?.kind === "deposit" && !expired,
      payBalance: due?.kind === "balance",
      cancel: canMove(event.status, "cancel", "customer"),
    },
    amountDueNowCents: due?.amountCents ?? 0,
    cancellation: cancellationOf(event, settings, now),
  };
}

/** The customer's page; `returnedSessionId`: the pay page they are back from, whose payment the page then waits for or thanks for. */
export async function customerView(ctx: ServiceContext, token: string, returnedSessionId?: string): Promise<CateringCustomerViewDto> {
  const event = await findEventByToken(ctx.db, token);
  const view = await viewOf(ctx, event);
  if (!returnedSessionId) return view;
  const [row] = await ctx.db
    .select({ status: cateringPayments.status })
    .from(cateringPayments)
    .where(and(eq(cateringPayments.eventId, event.id), eq(cateringPayments.sessionId, returnedSessionId)));
  if (row?.status === "paid") return { ...view, returnedPayment: "recorded" };
  if (row?.status === "open") return { ...view, returnedPayment: "recording" };
  return view;
}

/** The customer accepts the version they read, and the terms: the deposit's pay page follows. */
export async function acceptQuote(
  ctx: ServiceContext,
  input: { token: string; accept: { version: number; acceptTerms: true } },
): Promise<{ url: string }> {
  const found = await findEventByToken(ctx.db, input.token);
  await ctx.db.transaction(async (tx) => {
    const event = await lockEvent(tx, found.id);
    // Accepting twice (a double tap) is the same acceptance: the deposit's page is shared.
    if (event.status === "accepted" && event.acceptedVersion === input.accept.version) return;
    if (event.quoteVersion !== input.accept.version) throw new ServiceError("conflict", said("cateringErrorTexts.quoteChanged"));
    if (event.quoteExpiresAt && event.quoteExpiresAt <= ctx.clock.now())
      throw new ServiceError("conflict", said("cateringErrorTexts.quoteExpired"));
    await moveEvent(tx, {
      event,
      move: "accept",
      actor: { kind: "customer" },
      patch: { acceptedVersion: event.quoteVersion },
      note: said("cateringNoteTexts.accepted", event.quoteVersion),
    });
  });
  return payPageFor(ctx, found.id);
}

/** What is due now (the deposit, or the balance), on the hosted pay page. */
export async function payNow(ctx: ServiceContext, input: { token: string }): Promise<{ url: string }> {
  const event = await findEventByToken(ctx.db, input.token);
  if (event.status === "accepted" && event.quoteExpiresAt && event.quoteExpiresAt <= ctx.clock.now()) {
    throw new ServiceError("conflict", said("cateringErrorTexts.quoteExpired"));
  }
  return payPageFor(ctx, event.id);
}

export async function cancelByCustomer(ctx: ServiceContext, input: { token: string }): Promise<CateringCustomerViewDto> {
  const event = await findEventByToken(ctx.db, input.token);
  return viewOf(ctx, await cancelEvent(ctx, event.id, { kind: "customer" }));
}
