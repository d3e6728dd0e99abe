import { and, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { localizedPath, type Locale } from "@shared/core/i18n";
import { formatCents } from "@shared/core/money";
import { said } from "@shared/core/said";
import { fromWallTime } from "@shared/core/time";
import {
  GIFT_CARD_MAX_CENTS,
  GIFT_CARD_MAX_SCHEDULE_DAYS,
  GIFT_CARD_MIN_CENTS,
  GIFT_CARD_PRESETS_CENTS,
  type GiftCardFormDto,
} from "@shared/gift-cards/gift-cards";
import type { GiftCardPurchaseInput } from "@shared/gift-cards/gift-cards.schema";
import { addDays, shopDate } from "@shared/ordering/schedule";
import { textsFor } from "@shared/texts/registry.server";
import { user } from "../../db/schema/auth";
import { giftCardSales, giftCards } from "../../db/schema/gift-cards";
import { ServiceError } from "../../lib/errors";
import { sessionExpiresAt, type SessionState } from "../payments/provider";
import { callProvider } from "../payments/provider-call";
import type { Actor, ServiceContext } from "../service-context";
import { toE164 } from "../sms/phone";
import { deliverCard, queueBuyerReceipt } from "./gift-card-delivery";
import { appendEntry, lockCard, setCardStatus } from "./gift-card-ledger";
import { readGiftCardSettings } from "./gift-card-settings";

/**
 * Selling a gift card (ADR 0024): a signed-in buyer's card is written pending with its sale, paid
 * on the hosted pay page (no sales tax: tax applies to what the card buys), and becomes active
 * with its 'issued' entry once, however many times the provider's word arrives. Gift cards are
 * paid by card only: nothing here takes a gift card.
 */

type SaleRow = typeof giftCardSales.$inferSelect;

/** A pay page stays open at most the provider's day. */
const PAGE_TTL_MINUTES = 24 * 60;
/** A scheduled card goes in the morning of its day, shop time. */
const SCHEDULED_HOUR = "08:00";

export function giftCardForm(ctx: ServiceContext): GiftCardFormDto {
  return {
    presetsCents: GIFT_CARD_PRESETS_CENTS,
    minCents: GIFT_CARD_MIN_CENTS,
    maxCents: GIFT_CARD_MAX_CENTS,
    today: shopDate(ctx.clock.now(), ctx.config.shop.timeZone),
    maxScheduleDays: GIFT_CARD_MAX_SCHEDULE_DAYS,
    smsEnabled: ctx.config.sms.enabled,
  };
}

/**
 * The buyer's card and its pay page. The buyer's key makes a double tap one card (and one page).
 * Refused: a day's cap passed, a date out of range, a text without a mobile number.
 */
export async function purchaseGiftCard(
  ctx: ServiceContext,
  input: { actor: Actor; purchase: GiftCardPurchaseInput; pageLocale?: Locale },
): Promise<{ url: string }> {
  const { actor, purchase } = input;
  // The buyer's pay page and return page speak the page they bought from; the card, its own language.
  const pageLocale = input.pageLocale ?? purchase.locale;
  const [again] = await ctx.db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.buyerUserId, actor.userId), eq(giftCards.idempotencyKey, purchase.idempotencyKey)));
  if (again) return resumePurchase(ctx, again, purchase, pageLocale);

  const now = ctx.clock.now();
  const timeZone = ctx.config.shop.timeZone;
  const today = shopDate(now, timeZone);
  const phone = purchase.smsOptIn ? toE164(purchase.recipientPhone) : null;
  if (purchase.smsOptIn && (!ctx.config.sms.enabled || !phone)) {
    throw new ServiceError("validation_failed", said("giftCardErrorTexts.recipientPhoneInvalid"), {
      recipientPhone: said("giftCardErrorTexts.recipientPhoneInvalid"),
    });
  }
  let deliverAt = now;
  if (purchase.sendOn !== null && purchase.sendOn > today) {
    if (purchase.sendOn > addDays(today, GIFT_CARD_MAX_SCHEDULE_DAYS)) {
      throw new ServiceError("validation_failed", said("giftCardErrorTexts.sendOnInvalid"), {
        sendOn: said("giftCardErrorTexts.sendOnInvalid"),
      });
    }
    deliverAt = fromWallTime(`${purchase.sendOn}T${SCHEDULED_HOUR}`, timeZone)!;
  } else if (purchase.sendOn !== null && purchase.sendOn < today) {
    throw new ServiceError("validation_failed", said("giftCardErrorTexts.sendOnInvalid"), {
      sendOn: said("giftCardErrorTexts.sendOnInvalid"),
    });
  }
  // Stolen cards buy gift cards for resale: an account younger than a day (a setting) gets its
  // card a day after it was made.
  const settings = await readGiftCardSettings(ctx, ctx.db);
  const [account] = await ctx.db.select({ createdAt: user.createdAt }).from(user).where(eq(user.id, actor.userId));
  const settledAt = new Date((account?.createdAt ?? now).getTime() + settings.newAccountDelayHours * 3_600_000);
  if (settledAt.getTime() > deliverAt.getTime()) deliverAt = settledAt;

  const created = await ctx.db.transaction(async (tx) => {
    // The day's cap counted under a lock on the buyer's row, so two tabs cannot both pass it.
    await tx.select({ id: user.id }).from(user).where(eq(user.id, actor.userId)).for("update");
    const dayStart = fromWallTime(`${today}T00:00`, timeZone)!;
    const [spent] = await tx
      .select({ cents: sql<string>`coalesce(sum(${giftCardSales.amountCents}), 0)` })
      .from(giftCardSales)
      .innerJoin(giftCards, eq(giftCards.id, giftCardSales.cardId))
      .where(
        and(
          eq(giftCards.buyerUserId, actor.userId),
          gte(giftCardSales.createdAt, dayStart),
          inArray(giftCardSales.status, ["open", "paid"]),
        ),
      );
    if (Number(spent?.cents ?? 0) + purchase.amountCents > settings.perDayCents) {
      throw new ServiceError("conflict", said("giftCardErrorTexts.dailyCap", settings.perDayCents));
    }
    const [card] = await tx
      .insert(giftCards)
      .values({
        kind: "bought",
        status: "pending",
        initialCents: purchase.amountCents,
        recipientName: purchase.recipientName,
        recipientEmail: purchase.recipientEmail,
        recipientPhone: phone ?? "",
        smsOptIn: phone !== null,
        message: purchase.message,
        locale: purchase.locale,
        buyerUserId: actor.userId,
        buyerName: purchase.buyerName,
        buyerEmail: actor.email,
        deliverAt,
        idempotencyKey: purchase.idempotencyKey,
      })
      .onConflictDoNothing()
      .returning();
    if (!card) return null;
    const [sale] = await tx
      .insert(giftCardSales)
      .values({ cardId: card.id, amountCents: purchase.amountCents, locale: pageLocale })
      .returning();
    return { card, sale: sale! };
  });
  if (!created) {
    // The same key at the same moment (a double tap): the other request's card.
    const [raced] = await ctx.db
      .select()
      .from(giftCards)
      .where(and(eq(giftCards.buyerUserId, actor.userId), eq(giftCards.idempotencyKey, purchase.idempotencyKey)));
    return resumePurchase(ctx, raced!, purchase, pageLocale);
  }
  return { url: await openSalePage(ctx, created.card, created.sale, pageLocale) };
}

/** The same request again: its open page, or the return page once paid. */
async function resumePurchase(
  ctx: ServiceContext,
  card: typeof giftCards.$inferSelect,
  purchase: GiftCardPurchaseInput,
  pageLocale: Locale,
): Promise<{ url: string }> {
  if (card.initialCents !== purchase.amountCents || card.recipientEmail !== purchase.recipientEmail) {
    throw new ServiceError("conflict", said("giftCardErrorTexts.keyReused"));
  }
  const [sale] = await ctx.db.select().from(giftCardSales).where(eq(giftCardSales.cardId, card.id));
  if (!sale || sale.status === "paid") return { url: returnUrl(ctx, card, pageLocale) };
  if (sale.status === "expired") throw new ServiceError("conflict", said("giftCardErrorTexts.saleFailed"));
  if (sale.sessionId) {
    const session = await ctx.payments.retrieveSession(sale.sessionId);
    if (session?.status === "open" && session.url) return { url: session.url };
    if (session) await applyGiftCardSession(ctx, session);
    return { url: returnUrl(ctx, card, pageLocale) };
  }
  return { url: await openSalePage(ctx, card, sale, pageLocale) };
}

function returnUrl(ctx: ServiceContext, card: typeof giftCards.$inferSelect, locale: Locale): string {
  return `${ctx.config.publicUrl}${localizedPath("/gift-cards", locale)}?purchase=${card.id}`;
}

/** The sale's hosted pay page, under the sale's own key: two taps get the same page. */
async function openSalePage(ctx: ServiceContext, card: typeof giftCards.$inferSelect, sale: SaleRow, locale: Locale): Promise<string> {
  const words = textsFor(locale).payPageTexts;
  const back = returnUrl(ctx, card, locale);
  const call = await callProvider({
    call: () =>
      ctx.payments.createCheckoutSession({
        orderId: sale.id,
        lines: [
          {
            name: words.giftCardSaleLine(formatCents(sale.amountCents), card.recipientName),
            unitAmountCents: sale.amountCents,
            quantity: 1,
            priceId: null,
          },
        ],
        // No sales tax when a card is sold (DOMAIN-NOTES.md 'Gift cards').
        taxCents: 0,
        taxLabel: "",
        allowanceCents: 0,
        allowanceLabel: "",
        captureMethod: "automatic",
        totalCents: sale.amountCents,
        customerEmail: card.buyerEmail ?? "",
        successUrl: `${back}&paid={CHECKOUT_SESSION_ID}`,
        cancelUrl: back,
        locale,
        expiresAt: sessionExpiresAt(PAGE_TTL_MINUTES, ctx.clock.now()),
        idempotencyKey: `gift-card-sale-${sale.id}`,
      }),
  });
  if (!call.ok) throw new ServiceError("payment_unavailable", said("giftCardErrorTexts.saleFailed"));
  const session = call.value;
  if (!session.url) throw new ServiceError("payment_unavailable", said("giftCardErrorTexts.saleFailed"));
  await ctx.db.update(giftCardSales).set({ sessionId: session.id }).where(eq(giftCardSales.id, sale.id));
  return session.url;
}

/** The language of a sale's pay page: the buyer's page's (the sandbox's pay page asks). */
export async function giftCardSaleLocale(db: ServiceContext["db"], saleId: string): Promise<Locale | null> {
  return (await giftCardSaleOf(db, saleId))?.locale ?? null;
}

/** The gift card sale a session pays for (its order_id names the sale row), if it is one. */
export async function giftCardSaleOf(db: ServiceContext["db"], saleId: string | null): Promise<SaleRow | null> {
  if (!saleId || !/^[0-9a-f-]{36}$/i.test(saleId)) return null;
  const [row] = await db.select().from(giftCardSales).where(eq(giftCardSales.id, saleId));
  return row ?? null;
}

/**
 * What a session says of a sale (its event is only a hint): paid once, whatever the number of
 * deliveries: the sale paid, the card active with its 'issued' entry, the buyer's receipt, and
 * the card itself when its day has come. An expired page leaves the card pending for good.
 */
export async function applyGiftCardSession(ctx: ServiceContext, session: SessionState): Promise<"paid" | "expired" | "unchanged"> {
  const sale = await giftCardSaleOf(ctx.db, session.orderId);
  if (!sale) return "unchanged";
  if (session.paymentStatus !== "paid") {
    if (session.status !== "expired") return "unchanged";
    await ctx.db
      .update(giftCardSales)
      .set({ status: "expired", checkedAt: ctx.clock.now() })
      .where(and(eq(giftCardSales.id, sale.id), eq(giftCardSales.status, "open")));
    return "expired";
  }
  return ctx.db.transaction(async (tx) => {
    const card = await lockCard(tx, sale.cardId);
    const [paid] = await tx
      .update(giftCardSales)
      .set({ status: "paid", paidAt: ctx.clock.now(), sessionId: session.id, paymentReference: session.paymentReference })
      .where(and(eq(giftCardSales.id, sale.id), inArray(giftCardSales.status, ["open", "expired"])))
      .returning();
    if (!paid) return "unchanged";
    const amountCents = session.amountTotalCents ?? sale.amountCents;
    await appendEntry(tx, { cardId: card.id, kind: "issued", amountCents, key: `issued:${card.id}` });
    const active = card.status === "pending" ? await setCardStatus(tx, { card, to: "active", at: ctx.clock.now() }) : card;
    await queueBuyerReceipt(ctx, tx, active);
    await deliverCard(ctx, tx, card.id);
    ctx.log.info({ cardId: card.id, amount: amountCents }, "gift card sold");
    return "paid";
  });
}

/** What the buyer's return page shows of their purchase (their own only). */
export async function purchaseStatus(
  ctx: ServiceContext,
  input: { actor: Actor; cardId: string },
): Promise<{ status: "open" | "paid" | "expired"; amountCents: number; recipientName: string; deliverAt: string }> {
  const [row] = await ctx.db
    .select({ card: giftCards, sale: giftCardSales })
    .from(giftCards)
    .innerJoin(giftCardSales, eq(giftCardSales.cardId, giftCards.id))
    .where(and(eq(giftCards.id, input.cardId), eq(giftCards.buyerUserId, input.actor.userId)));
  if (!row) throw new ServiceError("not_found", said("giftCardErrorTexts.notFound"));
  let status = row.sale.status;
  // The pay page returned before its word reached us: the provider is asked (its word is recorded once).
  if (status === "open" && row.sale.sessionId) {
    const session = await ctx.payments.retrieveSession(row.sale.sessionId);
    if (session) {
      const applied = await applyGiftCardSession(ctx, session);
      if (applied !== "unchanged") status = applied;
    }
  }
  return { status, amountCents: row.card.initialCents, recipientName: row.card.recipientName, deliverAt: row.card.deliverAt.toISOString() };
}

/** The sweeper's part: sales whose word never came, asked of the provider, least recently first. */
export async function sweepGiftCardSales(ctx: ServiceContext, limit = 20): Promise<void> {
  const quiet = new Date(ctx.clock.now().getTime() - 2 * 60_000);
  const open = await ctx.db
    .select()
    .from(giftCardSales)
    .where(
      and(
        eq(giftCardSales.status, "open"),
        sql`${giftCardSales.sessionId} is not null`,
        lte(sql`coalesce(${giftCardSales.checkedAt}, ${giftCardSales.createdAt})`, quiet),
      ),
    )
    .orderBy(sql`coalesce(${giftCardSales.checkedAt}, ${giftCardSales.createdAt})`)
    .limit(limit);
  for (const sale of open) {
    try {
      const session = await ctx.payments.retrieveSession(sale.sessionId!);
      if (session) await applyGiftCardSession(ctx, session);
      await ctx.db.update(giftCardSales).set({ checkedAt: ctx.clock.now() }).where(eq(giftCardSales.id, sale.id));
    } catch (error) {
      ctx.log.warn({ err: error, saleId: sale.id }, "gift card sale could not be checked; the next sweep asks again");
    }
  }
}
