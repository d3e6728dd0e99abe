import { asc, desc, eq } from "drizzle-orm";
import {
  TENTATIVE_STATUSES,
  cancellationRefundCents,
  cateringReference,
  refundPercentAt,
  type CateringEventBasics,
  type CateringEventDto,
  type CateringLineDto,
  type CateringMoneyDto,
  type CateringPaymentDto,
  type CateringQuoteDto,
  type CateringSettings,
  type CateringSummaryDto,
  type CateringWishDto,
} from "@shared/catering/catering";
import { lineTotalCents } from "@shared/orders/order-totals";
import type { Executor } from "../../db/client";
import { cateringHistory, cateringPayments, cateringQuotes } from "../../db/schema/catering";
import { owedCents, type EventRow } from "./catering-lifecycle";

/** How catering's rows are shown (ADR 0023): the DTOs of src/shared/catering/catering.ts. */

export type QuoteRow = typeof cateringQuotes.$inferSelect;
export type PaymentRow = typeof cateringPayments.$inferSelect;

/** A quote's lines, with the event's weighed quantities when it is the current quote and was weighed. */
export function linesOf(quote: QuoteRow, weighed: Record<string, number> | null): CateringLineDto[] {
  return quote.lines.map((line, index) => {
    const weighedQuantity = weighed?.[String(index)] ?? null;
    return { ...line, index, weighedQuantity, lineTotalCents: lineTotalCents(line.priceCents, weighedQuantity ?? line.quantity) };
  });
}

export function quoteDto(quote: QuoteRow, event: EventRow | null): CateringQuoteDto {
  const current = event !== null && quote.version === (event.acceptedVersion ?? event.quoteVersion);
  const lines = linesOf(quote, current ? event.weighed : null);
  // Once weighed, the current quote shows the weighed money (the event's total); earlier versions as they were.
  const weighed = current && event.weighed !== null;
  const subtotalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  return {
    version: quote.version,
    lines,
    subtotalCents: weighed ? subtotalCents : quote.subtotalCents,
    serviceFeeCents: quote.serviceFeeCents,
    deliveryFeeCents: quote.deliveryFeeCents,
    taxCents: weighed ? event.totalCents - subtotalCents - quote.serviceFeeCents - quote.deliveryFeeCents : quote.taxCents,
    totalCents: weighed ? event.totalCents : quote.totalCents,
    depositCents: quote.depositCents,
    note: quote.note,
    createdAt: quote.createdAt.toISOString(),
    expiresAt: quote.expiresAt.toISOString(),
  };
}

export function paymentDto(row: PaymentRow): CateringPaymentDto {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    amountCents: row.amountCents,
    method: row.method,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

export function moneyOf(event: EventRow): CateringMoneyDto {
  return {
    totalCents: event.totalCents,
    depositCents: event.depositCents,
    paidCents: event.paidCents,
    refundedCents: event.refundedCents,
    owedCents: owedCents(event),
  };
}

export const isTentative = (event: Pick<EventRow, "status">) => (TENTATIVE_STATUSES as readonly string[]).includes(event.status);

/** What every view of an event says about it (CateringEventBasics). */
export function basicsOf(event: EventRow): CateringEventBasics {
  return {
    reference: cateringReference(event.id),
    status: event.status,
    eventAt: event.eventAt.toISOString(),
    fulfilment: event.fulfilment,
    address: event.address,
    guests: event.guests,
    style: event.style,
    customerName: event.customerName,
  };
}

/** What the customer asked for, as they asked. */
export const wishesOf = (event: EventRow): CateringWishDto[] =>
  event.wishes.map((wish) => ({ itemId: wish.itemId, name: wish.name, options: wish.options, quantity: wish.quantity, unit: wish.unit }));

export function summaryDto(event: EventRow): CateringSummaryDto {
  return {
    ...basicsOf(event),
    id: event.id,
    tentative: isTentative(event),
    money: moneyOf(event),
    createdAt: event.createdAt.toISOString(),
  };
}

/** What cancelling now would give back, by the policy's tier. */
export function cancellationOf(event: EventRow, settings: CateringSettings, now: Date) {
  const refundPercent = refundPercentAt(settings, event.eventAt, now);
  const refundCents = cancellationRefundCents({
    netPaidCents: event.paidCents - event.refundedCents,
    depositPaidCents: event.depositPaidCents,
    refundPercent,
  });
  return { refundCents, refundPercent };
}

export async function quotesOf(db: Executor, eventId: string): Promise<QuoteRow[]> {
  return db.select().from(cateringQuotes).where(eq(cateringQuotes.eventId, eventId)).orderBy(desc(cateringQuotes.version));
}

export async function paymentsOf(db: Executor, eventId: string): Promise<PaymentRow[]> {
  return db.select().from(cateringPayments).where(eq(cateringPayments.eventId, eventId)).orderBy(asc(cateringPayments.createdAt));
}

/** The quote that counts now: the accepted one once accepted, else the latest. */
export function currentQuote(event: EventRow, quotes: readonly QuoteRow[]): QuoteRow | null {
  const version = event.acceptedVersion ?? event.quoteVersion;
  return quotes.find((quote) => quote.version === version) ?? null;
}

export async function eventDto(db: Executor, event: EventRow, settings: CateringSettings, now: Date): Promise<CateringEventDto> {
  const [quotes, payments, history] = await Promise.all([
    quotesOf(db, event.id),
    paymentsOf(db, event.id),
    db
      .select()
      .from(cateringHistory)
      .where(eq(cateringHistory.eventId, event.id))
      .orderBy(desc(cateringHistory.at), desc(cateringHistory.id)),
  ]);
  const current = currentQuote(event, quotes);
  return {
    ...summaryDto(event),
    wishes: wishesOf(event),
    dietaryNotes: event.dietaryNotes,
    customerPhone: event.customerPhone,
    customerEmail: event.customerEmail,
    locale: event.locale,
    smsOptIn: event.smsOptIn,
    quote: current ? quoteDto(current, event) : null,
    quotes: quotes.map((quote) => quoteDto(quote, event)),
    acceptedVersion: event.acceptedVersion,
    payments: payments.map(paymentDto),
    history: history.map((row) => ({ at: row.at.toISOString(), from: row.fromStatus, to: row.toStatus, note: row.note, by: row.by })),
    quoteExpiresAt: event.quoteExpiresAt?.toISOString() ?? null,
    balanceDueAt: event.balanceDueAt?.toISOString() ?? null,
    weighedAt: event.weighedAt?.toISOString() ?? null,
    pounds: Number(event.pounds),
    cancellation: cancellationOf(event, settings, now),
  };
}
