import { localizedPath } from "@shared/core/i18n";
import { formatCents } from "@shared/core/money";
import { formatQuantity } from "@shared/core/quantity";
import { formatShopDateTime } from "@shared/core/time";
import { cateringReference } from "@shared/catering/catering";
import { describeOptions } from "@shared/menu/options";
import { textsFor } from "@shared/texts/registry.server";
import type { Executor } from "../../db/client";
import { renderMail, type MailBlock } from "../mail/layout";
import { toE164 } from "../sms/phone";
import type { ServiceContext } from "../service-context";
import { linkTokenOf, owedCents, type EventRow } from "./catering-lifecycle";
import { linesOf, type QuoteRow } from "./catering-views";

/**
 * Catering's mails at each step (ADR 0023), in the customer's language, through the outbox in the
 * caller's transaction, once per fact (dedupe keys). Every mail carries the customer's one link.
 */

export type CateringMail =
  | { kind: "request_received" }
  | { kind: "quote_sent"; quote: QuoteRow }
  | { kind: "deposit_received"; amountCents: number; paymentId: string }
  | { kind: "payment_received"; amountCents: number; paymentId: string }
  | { kind: "balance_due"; reminder: boolean; by?: "email" | "sms" }
  | { kind: "receipt"; quote: QuoteRow; refundCents: number }
  | { kind: "cancelled"; refundCents: number; refundPercent: number }
  | { kind: "declined" };

export function customerLink(ctx: Pick<ServiceContext, "linkSecret" | "config">, event: EventRow): string {
  return `${ctx.config.publicUrl}${localizedPath(`/catering/q/${linkTokenOf(ctx, event.id)}`, event.locale)}`;
}

export async function sendCateringMail(ctx: ServiceContext, tx: Executor, event: EventRow, mail: CateringMail): Promise<void> {
  const texts = textsFor(event.locale);
  const t = texts.cateringMailTexts;
  const words = texts.cateringWordTexts;
  const shop = ctx.config.shop;
  const reference = cateringReference(event.id);
  const url = customerLink(ctx, event);
  const when = formatShopDateTime(event.eventAt, shop.timeZone, event.locale);
  const money = (cents: number) => formatCents(cents);
  const eventRows: MailBlock = {
    kind: "table",
    rows: [
      { label: t.event, value: when },
      { label: t.guests, value: String(event.guests) },
      { label: t.style, value: words.style[event.style] },
      {
        label: t.fulfilment,
        value: event.fulfilment === "delivery" ? `${words.fulfilment.delivery}: ${event.address}` : words.fulfilment.pickup,
      },
    ],
  };
  const quoteRows = (quote: QuoteRow, weighed: Record<string, number> | null): MailBlock => ({
    kind: "table",
    rows: [
      ...linesOf(quote, weighed).map((line) => {
        const options = describeOptions(line.options);
        const amount =
          line.weighedQuantity !== null
            ? t.weighedAs(formatQuantity(line.quantity, line.unit), formatQuantity(line.weighedQuantity, line.unit))
            : formatQuantity(line.quantity, line.unit);
        return { label: `${line.name}${options ? ` (${options})` : ""} · ${amount}`, value: money(line.lineTotalCents) };
      }),
      ...(quote.serviceFeeCents > 0 ? [{ label: t.serviceFee, value: money(quote.serviceFeeCents) }] : []),
      ...(quote.deliveryFeeCents > 0 ? [{ label: t.deliveryFee, value: money(quote.deliveryFeeCents) }] : []),
    ],
  });
  const moneyRows: MailBlock = {
    kind: "table",
    rows: [
      { label: t.total, value: money(event.totalCents), strong: true },
      { label: t.paid, value: money(event.paidCents) },
      ...(event.refundedCents > 0 ? [{ label: t.refunded, value: money(event.refundedCents) }] : []),
      { label: t.owed, value: money(Math.max(0, owedCents(event))), strong: true },
    ],
  };
  const button = (label: string): MailBlock => ({ kind: "button", label, url });
  const callUs: MailBlock = { kind: "note", text: t.callUs(shop.phone) };

  let content: { subject: string; heading: string; blocks: MailBlock[] };
  let dedupeKey: string;
  switch (mail.kind) {
    case "request_received":
      content = {
        subject: t.requestReceived.subject(reference),
        heading: t.requestReceived.heading,
        blocks: [{ kind: "paragraph", text: t.requestReceived.intro(event.guests, when) }, eventRows, button(t.viewButton), callUs],
      };
      dedupeKey = `catering:${event.id}:received`;
      break;
    case "quote_sent": {
      const revised = mail.quote.version > 1;
      const until = formatShopDateTime(mail.quote.expiresAt, shop.timeZone, event.locale);
      const weighed = mail.quote.lines.some((line) => line.pricedByWeight);
      content = {
        subject: revised ? t.quoteSent.subjectRevised(reference, mail.quote.version) : t.quoteSent.subject(reference),
        heading: revised ? t.quoteSent.headingRevised : t.quoteSent.heading,
        blocks: [
          { kind: "paragraph", text: t.quoteSent.intro(money(mail.quote.totalCents), money(mail.quote.depositCents), until) },
          eventRows,
          quoteRows(mail.quote, null),
          {
            kind: "table",
            rows: [
              { label: t.tax, value: money(mail.quote.taxCents) },
              { label: t.total, value: money(mail.quote.totalCents), strong: true },
              { label: t.deposit, value: money(mail.quote.depositCents) },
            ],
          },
          ...(weighed ? [{ kind: "note", text: t.quoteSent.weighedNote } as const] : []),
          button(t.quoteSent.button),
          callUs,
        ],
      };
      dedupeKey = `catering:${event.id}:quote:${mail.quote.version}`;
      if (event.smsOptIn)
        await sendCateringSms(ctx, tx, event, t.sms.quote(shop.name, reference, money(mail.quote.totalCents), url), dedupeKey);
      break;
    }
    case "deposit_received": {
      const due = event.balanceDueAt ? formatShopDateTime(event.balanceDueAt, shop.timeZone, event.locale) : when;
      const owed = owedCents(event);
      content = {
        subject: t.depositReceived.subject(reference),
        heading: t.depositReceived.heading,
        blocks: [
          { kind: "paragraph", text: t.depositReceived.intro(money(mail.amountCents), when) },
          ...(owed > 0 ? [{ kind: "paragraph", text: t.depositReceived.balanceNote(money(owed), due) } as const] : []),
          eventRows,
          moneyRows,
          button(t.viewButton),
          callUs,
        ],
      };
      dedupeKey = `catering:${event.id}:paid:${mail.paymentId}`;
      break;
    }
    case "payment_received":
      content = {
        subject: t.paymentReceived.subject(reference),
        heading: t.paymentReceived.heading,
        blocks: [{ kind: "paragraph", text: t.paymentReceived.intro(money(mail.amountCents)) }, moneyRows, button(t.viewButton), callUs],
      };
      dedupeKey = `catering:${event.id}:paid:${mail.paymentId}`;
      break;
    case "balance_due": {
      const owed = money(Math.max(0, owedCents(event)));
      content = {
        subject: mail.reminder ? t.balanceDue.subjectReminder(reference) : t.balanceDue.subject(reference),
        heading: mail.reminder ? t.balanceDue.headingReminder : t.balanceDue.heading,
        blocks: [{ kind: "paragraph", text: t.balanceDue.intro(owed, when) }, moneyRows, button(t.balanceDue.button), callUs],
      };
      // One per amount asked and kind: asking again after a weighing changed it is a new fact.
      dedupeKey = `catering:${event.id}:balance:${mail.reminder ? "reminder" : "due"}:${event.totalCents}:${event.paidCents}`;
      if (event.smsOptIn || mail.by === "sms")
        await sendCateringSms(ctx, tx, event, t.sms.balanceDue(shop.name, reference, owed, url), dedupeKey);
      if (mail.by === "sms") return;
      break;
    }
    case "receipt":
      content = {
        subject: t.receipt.subject(reference),
        heading: t.receipt.heading,
        blocks: [
          { kind: "paragraph", text: t.receipt.intro },
          quoteRows(mail.quote, event.weighed),
          moneyRows,
          ...(mail.refundCents > 0 ? [{ kind: "paragraph", text: t.receipt.refundNote(money(mail.refundCents)) } as const] : []),
          ...(owedCents(event) > 0 ? [{ kind: "paragraph", text: t.receipt.owedNote(money(owedCents(event))) } as const] : []),
          button(t.viewButton),
          callUs,
        ],
      };
      // One per state of the money: at weighing, and again once what it left owed is paid.
      dedupeKey = `catering:${event.id}:receipt:${event.totalCents}:${event.paidCents}`;
      break;
    case "cancelled":
      content = {
        subject: t.cancelled.subject(reference),
        heading: t.cancelled.heading,
        blocks: [
          { kind: "paragraph", text: t.cancelled.intro(when) },
          ...(event.depositPaidCents > 0
            ? [
                {
                  kind: "paragraph",
                  text: mail.refundCents > 0 ? t.cancelled.refund(money(mail.refundCents), mail.refundPercent) : t.cancelled.noRefund,
                } as const,
              ]
            : []),
          button(t.viewButton),
          callUs,
        ],
      };
      dedupeKey = `catering:${event.id}:cancelled`;
      break;
    case "declined":
      content = {
        subject: t.declined.subject(reference),
        heading: t.declined.heading,
        blocks: [{ kind: "paragraph", text: t.declined.intro(when) }, callUs],
      };
      dedupeKey = `catering:${event.id}:declined`;
      break;
  }
  await ctx.mail.enqueue(tx, {
    kind: `catering_${mail.kind}`,
    to: event.customerEmail,
    toName: event.customerName,
    dedupeKey,
    ...renderMail(
      shop,
      { subject: content.subject, preheader: content.heading, heading: content.heading, blocks: content.blocks },
      event.locale,
    ),
  });
}

async function sendCateringSms(ctx: ServiceContext, tx: Executor, event: EventRow, body: string, dedupeKey: string) {
  const to = toE164(event.customerPhone);
  if (!to) return;
  await ctx.sms.enqueue(tx, { to, body, kind: "catering", locale: event.locale, dedupeKey: `${dedupeKey}:sms` });
}
