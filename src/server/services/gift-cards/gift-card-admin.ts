import { and, desc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { said } from "@shared/core/said";
import {
  CASH_OUT_UNDER_CENTS,
  giftCardState,
  normalizeGiftCardCode,
  type GiftCardAdminRow,
  type GiftCardBalanceDto,
  type GiftCardDetailDto,
  type GiftCardListDto,
  type GiftCardStatus,
} from "@shared/gift-cards/gift-cards";
import type { PromotionalCardInput } from "@shared/gift-cards/gift-cards.schema";
import { shopDate } from "@shared/ordering/schedule";
import { user } from "../../db/schema/auth";
import type { Executor } from "../../db/client";
import { giftCardLedger, giftCards } from "../../db/schema/gift-cards";
import { ServiceError } from "../../lib/errors";
import type { Actor, ServiceContext } from "../service-context";
import { deliverCard } from "./gift-card-delivery";
import { appendEntry, balanceOf, balancesOf, entriesOf, findCardByCode, lockCard, setCardStatus, type CardRow } from "./gift-card-ledger";
import { readGiftCardSettings } from "./gift-card-settings";

/**
 * The admin's gift cards (ADR 0024): staff look cards up and pay small balances out in cash;
 * the owner freezes, thaws, voids, adjusts and gives promotional cards (http/guards.ts). Every
 * movement is a ledger entry naming who made it.
 */

const LIST_LIMIT = 100;

function today(ctx: ServiceContext): string {
  return shopDate(ctx.clock.now(), ctx.config.shop.timeZone);
}

function rowOf(ctx: ServiceContext, card: CardRow, balanceCents: number): GiftCardAdminRow {
  return {
    id: card.id,
    last4: card.last4,
    kind: card.kind,
    status: card.status,
    state: giftCardState({ status: card.status, balanceCents, expiresOn: card.expiresOn }, today(ctx)),
    balanceCents,
    initialCents: card.initialCents,
    recipientName: card.recipientName,
    recipientEmail: card.recipientEmail,
    buyerEmail: card.buyerEmail,
    expiresOn: card.expiresOn,
    deliverAt: card.deliverAt.toISOString(),
    deliveredAt: card.deliveredAt?.toISOString() ?? null,
    createdAt: card.createdAt.toISOString(),
  };
}

/** What the shop owes on its cards: the balances of every active or frozen card (the ledger's sum). */
export async function giftCardLiability(db: Executor): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${giftCardLedger.amountCents}), 0)` })
    .from(giftCardLedger)
    .innerJoin(giftCards, eq(giftCards.id, giftCardLedger.cardId))
    .where(inArray(giftCards.status, ["active", "frozen"]));
  return Number(row?.cents ?? 0);
}

/** The newest cards, or those whose last four, recipient or buyer match `q`. */
export async function listGiftCards(ctx: ServiceContext, q: string): Promise<GiftCardListDto> {
  const term = q.trim();
  const like = `%${term.replace(/[%_\\]/g, (char) => `\\${char}`)}%`;
  const where = term
    ? or(
        eq(giftCards.last4, term.toUpperCase()),
        ilike(giftCards.recipientName, like),
        ilike(giftCards.recipientEmail, like),
        ilike(giftCards.buyerEmail, like),
      )
    : undefined;
  const cards = await ctx.db.select().from(giftCards).where(where).orderBy(desc(giftCards.createdAt), desc(giftCards.id)).limit(LIST_LIMIT);
  const balances = await balancesOf(
    ctx.db,
    cards.map((card) => card.id),
  );
  return {
    cards: cards.map((card) => rowOf(ctx, card, balances.get(card.id) ?? 0)),
    liabilityCents: await giftCardLiability(ctx.db),
  };
}

export async function getGiftCard(ctx: ServiceContext, db: Executor, cardId: string): Promise<GiftCardDetailDto> {
  const [card] = await db.select().from(giftCards).where(eq(giftCards.id, cardId));
  if (!card) throw new ServiceError("not_found", said("giftCardErrorTexts.notFound"));
  const entries = await entriesOf(db, cardId);
  const byIds = [...new Set(entries.flatMap((entry) => (entry.byUserId ? [entry.byUserId] : [])))];
  const people = byIds.length > 0 ? await db.select({ id: user.id, email: user.email }).from(user).where(inArray(user.id, byIds)) : [];
  const emailOf = new Map(people.map((person) => [person.id, person.email]));
  let running = 0;
  const settings = await readGiftCardSettings(ctx, db);
  const dto = entries.map((entry) => {
    running += entry.amountCents;
    return {
      id: String(entry.id),
      kind: entry.kind,
      amountCents: entry.amountCents,
      balanceCents: running,
      orderId: entry.orderId,
      byEmail: entry.byUserId ? (emailOf.get(entry.byUserId) ?? null) : null,
      note: entry.note,
      createdAt: entry.createdAt.toISOString(),
    };
  });
  return {
    ...rowOf(ctx, card, running),
    message: card.message,
    locale: card.locale,
    entries: dto.reverse(),
    cashOutUnderCents: CASH_OUT_UNDER_CENTS[settings.cashOutState],
  };
}

/** Staff at the counter find a card by its code (every try counted by the route's rate limit). */
export async function lookUpGiftCard(ctx: ServiceContext, code: string): Promise<{ id: string }> {
  const card = await cardByCode(ctx, code);
  return { id: card.id };
}

async function cardByCode(ctx: ServiceContext, input: string): Promise<CardRow> {
  const code = normalizeGiftCardCode(input);
  if (!code)
    throw new ServiceError("validation_failed", said("giftCardErrorTexts.codeInvalid"), { code: said("giftCardErrorTexts.codeInvalid") });
  const card = await findCardByCode(ctx.db, code);
  if (!card) throw new ServiceError("not_found", said("giftCardErrorTexts.notFound"));
  return card;
}

/** The balance page and checkout: what a code's card holds now (its last four, state, balance, a promotional card's date). */
export async function giftCardBalance(ctx: ServiceContext, code: string): Promise<GiftCardBalanceDto> {
  const card = await cardByCode(ctx, code);
  const balanceCents = await balanceOf(ctx.db, card.id);
  return {
    last4: card.last4 ?? "",
    kind: card.kind,
    state: giftCardState({ status: card.status, balanceCents, expiresOn: card.expiresOn }, today(ctx)),
    balanceCents,
    expiresOn: card.expiresOn,
    locale: card.locale,
  };
}

/** The owner's moves: freeze (and thaw) an active card, or void any card that is not void yet. */
const STATUS_MOVES: Record<"active" | "frozen" | "void", readonly GiftCardStatus[]> = {
  frozen: ["active"],
  active: ["frozen"],
  void: ["pending", "active", "frozen"],
};

export async function setGiftCardStatus(
  ctx: ServiceContext,
  input: { actor: Actor; cardId: string; status: "active" | "frozen" | "void" },
) {
  return ctx.db.transaction(async (tx) => {
    const card = await lockCard(tx, input.cardId);
    if (card.status !== input.status) {
      if (!STATUS_MOVES[input.status].includes(card.status)) throw new ServiceError("conflict", said("giftCardErrorTexts.statusMove"));
      await setCardStatus(tx, { card, to: input.status, at: ctx.clock.now() });
      // A void card owes nothing: its balance comes off the books, recorded as who did it.
      if (input.status === "void") {
        const balance = await balanceOf(tx, card.id);
        if (balance !== 0) {
          await appendEntry(tx, {
            cardId: card.id,
            kind: "adjusted",
            amountCents: -balance,
            key: `void:${card.id}`,
            byUserId: input.actor.userId,
            note: "void",
          });
        }
      }
      ctx.log.info({ cardId: card.id, from: card.status, to: input.status, by: input.actor.userId }, "gift card status changed");
    }
    return getGiftCard(ctx, tx, card.id);
  });
}

/** The owner's correction, with its reason; never below zero. */
export async function adjustGiftCard(
  ctx: ServiceContext,
  input: { actor: Actor; cardId: string; amountCents: number; note: string; idempotencyKey: string },
) {
  return ctx.db.transaction(async (tx) => {
    const card = await lockCard(tx, input.cardId);
    if (card.status === "void" || card.status === "pending") throw new ServiceError("conflict", said("giftCardErrorTexts.statusMove"));
    const balance = await balanceOf(tx, card.id);
    if (balance + input.amountCents < 0) throw new ServiceError("conflict", said("giftCardErrorTexts.adjustBelowZero"));
    await appendEntry(tx, {
      cardId: card.id,
      kind: "adjusted",
      amountCents: input.amountCents,
      key: `adjusted:${card.id}:${input.idempotencyKey}`,
      byUserId: input.actor.userId,
      note: input.note,
    });
    return getGiftCard(ctx, tx, card.id);
  });
}

/**
 * A small balance paid in cash on request (California Civil Code §1749.5(b)(2); RCW 19.240.020,
 * ORS 646A.276): the whole balance, once per key, only under the shop's state's threshold,
 * recorded with who did it.
 */
export async function cashOutGiftCard(ctx: ServiceContext, input: { actor: Actor; cardId: string; idempotencyKey: string }) {
  const settings = await readGiftCardSettings(ctx, ctx.db);
  const limit = CASH_OUT_UNDER_CENTS[settings.cashOutState];
  return ctx.db.transaction(async (tx) => {
    const card = await lockCard(tx, input.cardId);
    const key = `cashed_out:${card.id}:${input.idempotencyKey}`;
    const [done] = await tx.select({ id: giftCardLedger.id }).from(giftCardLedger).where(eq(giftCardLedger.key, key));
    if (!done) {
      const balance = await balanceOf(tx, card.id);
      if (card.status !== "active") throw new ServiceError("gift_card_unusable", said(`giftCardErrorTexts.state.${card.status}`));
      if (balance <= 0) throw new ServiceError("conflict", said("giftCardErrorTexts.cashOutNothing"));
      if (balance >= limit) throw new ServiceError("conflict", said("giftCardErrorTexts.cashOutTooMuch", limit));
      await appendEntry(tx, { cardId: card.id, kind: "cashed_out", amountCents: -balance, key, byUserId: input.actor.userId });
      ctx.log.info({ cardId: card.id, amount: balance, by: input.actor.userId }, "gift card paid out in cash");
    }
    return getGiftCard(ctx, tx, card.id);
  });
}

/**
 * A promotional card the owner gives away: active at once, delivered now. It may expire, and
 * then its date is printed in capitals on its e-mail and balance page; a bought card never does.
 */
export async function givePromotionalCard(ctx: ServiceContext, input: { actor: Actor; card: PromotionalCardInput }) {
  const { card: given } = input;
  if (given.expiresOn !== null && given.expiresOn <= today(ctx)) {
    throw new ServiceError("validation_failed", said("giftCardErrorTexts.expiryInvalid"), {
      expiresOn: said("giftCardErrorTexts.expiryInvalid"),
    });
  }
  return ctx.db.transaction(async (tx) => {
    const [card] = await tx
      .insert(giftCards)
      .values({
        kind: "promotional",
        status: "active",
        initialCents: given.amountCents,
        expiresOn: given.expiresOn,
        recipientName: given.recipientName,
        recipientEmail: given.recipientEmail,
        message: given.message,
        locale: given.locale,
        issuedByUserId: input.actor.userId,
        buyerUserId: input.actor.userId,
        deliverAt: ctx.clock.now(),
        idempotencyKey: given.idempotencyKey,
      })
      .onConflictDoNothing()
      .returning();
    const id =
      card?.id ??
      (
        await tx
          .select({ id: giftCards.id })
          .from(giftCards)
          .where(and(eq(giftCards.buyerUserId, input.actor.userId), eq(giftCards.idempotencyKey, given.idempotencyKey)))
      )[0]!.id;
    if (card) {
      await appendEntry(tx, {
        cardId: card.id,
        kind: "issued",
        amountCents: given.amountCents,
        key: `issued:${card.id}`,
        byUserId: input.actor.userId,
      });
      await deliverCard(ctx, tx, card.id);
    }
    return getGiftCard(ctx, tx, id);
  });
}
