import { randomInt } from "node:crypto";
import { and, asc, eq, isNull, lte } from "drizzle-orm";
import { localizedPath } from "@shared/core/i18n";
import { formatCents } from "@shared/core/money";
import { formatShopDate } from "@shared/core/shop-dates";
import { formatGiftCardCode, GIFT_CARD_CODE_ALPHABET, GIFT_CARD_CODE_LENGTH } from "@shared/gift-cards/gift-cards";
import { textsFor } from "@shared/texts/registry.server";
import type { Executor } from "../../db/client";
import { giftCards } from "../../db/schema/gift-cards";
import { renderMail } from "../mail/layout";
import type { ServiceContext } from "../service-context";
import { toE164 } from "../sms/phone";
import { lockCard, recordCode, type CardRow } from "./gift-card-ledger";

/**
 * A card goes to its recipient (ADR 0024): on its day (now, a chosen date, or a day after a new
 * account bought it), once. Its code is made here, kept as a hash and last four, and travels
 * only in the e-mail (and the text when asked for), whose stored copies drop it once sent.
 */

/** 16 characters of the code alphabet, from the system's cryptographic source. */
export function newGiftCardCode(): string {
  let code = "";
  for (let i = 0; i < GIFT_CARD_CODE_LENGTH; i++) code += GIFT_CARD_CODE_ALPHABET[randomInt(GIFT_CARD_CODE_ALPHABET.length)];
  return code;
}

/**
 * Delivers the card in `tx` if it is active, undelivered and due: its code recorded, its e-mail
 * and text queued (each once, by the card's key). False when there is nothing to do now.
 */
export async function deliverCard(ctx: ServiceContext, tx: Executor, cardId: string): Promise<boolean> {
  const card = await lockCard(tx, cardId);
  if (card.status !== "active" || card.deliveredAt !== null || card.deliverAt.getTime() > ctx.clock.now().getTime()) return false;
  // About 79 random bits: a clash is all but impossible, and the unique index refuses one (the
  // transaction fails, and the next sweep makes another code).
  const code = newGiftCardCode();
  if (!(await recordCode(tx, { cardId, code, at: ctx.clock.now() }))) return false;
  await queueCardMessages(ctx, tx, card, code);
  ctx.log.info({ cardId, kind: card.kind }, "gift card delivered");
  return true;
}

async function queueCardMessages(ctx: ServiceContext, tx: Executor, card: CardRow, code: string): Promise<void> {
  const shop = ctx.config.shop;
  const texts = textsFor(card.locale).giftCardMailTexts;
  const t = texts.card;
  const amount = formatCents(card.initialCents);
  const balanceUrl = `${ctx.config.publicUrl}${localizedPath("/gift-cards/balance", card.locale)}`;
  const printed = formatGiftCardCode(code);
  const expiry = card.expiresOn ? t.expires(formatShopDate(`${card.expiresOn}T12:00:00Z`, "UTC", card.locale)) : null;
  const intro = card.kind === "bought" && card.buyerName ? t.from(card.buyerName, amount) : t.fromShop(amount);
  await ctx.mail.enqueue(tx, {
    kind: "gift_card",
    to: card.recipientEmail,
    toName: card.recipientName,
    dedupeKey: `gift-card:${card.id}`,
    // The code is the card: its stored copy is blanked once sent (mail/outbox.ts redactLinks).
    sensitive: true,
    ...renderMail(
      shop,
      {
        subject: t.subject(amount, shop.name),
        preheader: intro,
        heading: t.heading(card.recipientName),
        blocks: [
          { kind: "paragraph", text: intro },
          ...(card.message ? [{ kind: "table" as const, rows: [{ label: t.message, value: card.message }] }] : []),
          {
            kind: "table",
            rows: [
              { label: t.code, value: printed, strong: true },
              { label: t.amount, value: amount },
            ],
          },
          { kind: "paragraph", text: t.codeHint },
          // The law (README 'Gift cards and the law'): a promotional card's date in capitals; a bought one never expires.
          ...(expiry
            ? [
                { kind: "paragraph" as const, text: expiry },
                { kind: "note" as const, text: t.promotional },
              ]
            : []),
          ...(card.kind === "bought" ? [{ kind: "note" as const, text: t.never }] : []),
          { kind: "button", label: t.balance, url: balanceUrl },
        ],
      },
      card.locale,
    ),
  });
  const phone = card.smsOptIn ? toE164(card.recipientPhone) : null;
  if (phone) {
    await ctx.sms.enqueue(tx, {
      to: phone,
      body: texts.sms(shop.name, amount, printed, balanceUrl),
      kind: "gift_card",
      locale: card.locale,
      dedupeKey: `gift-card:${card.id}`,
    });
  }
}

/** The buyer's receipt once the sale is paid: when the card goes, and that it carries no tax. */
export async function queueBuyerReceipt(ctx: ServiceContext, tx: Executor, card: CardRow): Promise<void> {
  if (!card.buyerEmail) return;
  const shop = ctx.config.shop;
  const t = textsFor(card.locale).giftCardMailTexts.receipt;
  const amount = formatCents(card.initialCents);
  const now = ctx.clock.now();
  const when =
    card.deliverAt.getTime() <= now.getTime()
      ? t.sendsNow(card.recipientEmail)
      : t.sendsOn(formatShopDate(card.deliverAt, shop.timeZone, card.locale), card.recipientEmail);
  await ctx.mail.enqueue(tx, {
    kind: "gift_card_receipt",
    to: card.buyerEmail,
    toName: card.buyerName,
    dedupeKey: `gift-card-receipt:${card.id}`,
    ...renderMail(
      shop,
      {
        subject: t.subject(amount),
        preheader: t.intro(amount, card.recipientName),
        heading: t.heading,
        blocks: [
          { kind: "paragraph", text: t.intro(amount, card.recipientName) },
          { kind: "table", rows: [{ label: t.paid, value: amount, strong: true }] },
          { kind: "paragraph", text: when },
          { kind: "note", text: t.noTax },
        ],
      },
      card.locale,
    ),
  });
}

/** The sweeper's part: every card whose day has come, each in its own transaction, once. */
export async function deliverDueCards(ctx: ServiceContext, limit = 20): Promise<number> {
  const due = await ctx.db
    .select({ id: giftCards.id })
    .from(giftCards)
    .where(and(eq(giftCards.status, "active"), isNull(giftCards.deliveredAt), lte(giftCards.deliverAt, ctx.clock.now())))
    .orderBy(asc(giftCards.deliverAt))
    .limit(limit);
  let delivered = 0;
  for (const { id } of due) {
    try {
      if (await ctx.db.transaction((tx) => deliverCard(ctx, tx, id))) delivered++;
    } catch (error) {
      ctx.log.error({ err: error, cardId: id }, "gift card delivery failed; the next sweep tries again");
    }
  }
  return delivered;
}
