import { createHash } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { said } from "@shared/core/said";
import { giftCardState, type GiftCardEntryKind, type GiftCardStatus } from "@shared/gift-cards/gift-cards";
import type { Executor } from "../../db/client";
import { giftCardLedger, giftCards } from "../../db/schema/gift-cards";
import { ServiceError } from "../../lib/errors";

/**
 * The one writer of a gift card's status and money (ADR 0024). The money is an append-only
 * ledger (a trigger refuses changes): the balance is the sum of the card's entries, read and
 * written under the card's row lock, so twenty checkouts at once against one card spend it once.
 * Each entry has a key, so a repeated write (a retried capture, a webhook storm) is one entry.
 */

export type CardRow = typeof giftCards.$inferSelect;

/** SHA-256 of the canonical code: all the shop keeps of it, with its last four characters. */
export function hashGiftCardCode(code: string): string {
  return createHash("sha256").update(`gift-card:${code}`).digest("hex");
}

/** The card's row, locked until the transaction ends; the card's entries are written under it. */
export async function lockCard(tx: Executor, cardId: string): Promise<CardRow> {
  const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, cardId)).for("update");
  if (!card) throw new ServiceError("not_found", said("giftCardErrorTexts.notFound"));
  return card;
}

export async function findCardByCode(db: Executor, code: string): Promise<CardRow | null> {
  const [card] = await db
    .select()
    .from(giftCards)
    .where(eq(giftCards.codeHash, hashGiftCardCode(code)));
  return card ?? null;
}

/** The balance: the sum of the card's entries. */
export async function balanceOf(db: Executor, cardId: string): Promise<number> {
  const [row] = await db
    .select({ balance: sql<string>`coalesce(sum(${giftCardLedger.amountCents}), 0)` })
    .from(giftCardLedger)
    .where(eq(giftCardLedger.cardId, cardId));
  return Number(row?.balance ?? 0);
}

/** Balances of many cards at once (the admin's list). */
export async function balancesOf(db: Executor, cardIds: string[]): Promise<Map<string, number>> {
  if (cardIds.length === 0) return new Map();
  const rows = await db
    .select({ cardId: giftCardLedger.cardId, balance: sql<string>`sum(${giftCardLedger.amountCents})` })
    .from(giftCardLedger)
    .where(inArray(giftCardLedger.cardId, cardIds))
    .groupBy(giftCardLedger.cardId);
  return new Map(rows.map((row) => [row.cardId, Number(row.balance)]));
}

export interface NewEntry {
  cardId: string;
  kind: GiftCardEntryKind;
  amountCents: number;
  key: string;
  orderId?: string | null;
  byUserId?: string | null;
  note?: string | null;
}

/** One entry, once per key: false when the key was written before. The caller holds the card's lock. */
export async function appendEntry(tx: Executor, entry: NewEntry): Promise<boolean> {
  if (entry.amountCents === 0) return false;
  const inserted = await tx
    .insert(giftCardLedger)
    .values({
      cardId: entry.cardId,
      kind: entry.kind,
      amountCents: entry.amountCents,
      key: entry.key,
      orderId: entry.orderId ?? null,
      byUserId: entry.byUserId ?? null,
      note: entry.note ?? null,
    })
    .onConflictDoNothing({ target: giftCardLedger.key })
    .returning({ id: giftCardLedger.id });
  return inserted.length > 0;
}

/** Why a card cannot pay now, as a refusal; nothing when it can. */
export function assertSpendable(card: CardRow, balanceCents: number, today: string): void {
  const state = giftCardState({ status: card.status, balanceCents, expiresOn: card.expiresOn }, today);
  if (state === "active") return;
  throw new ServiceError("gift_card_unusable", said(`giftCardErrorTexts.state.${state}`));
}

/**
 * What the card can pay now, under its lock (the caller took it with lockCard in `tx`): its
 * balance, or a refusal saying why it cannot pay (pending, frozen, void, depleted, expired).
 */
export async function spendableBalance(tx: Executor, card: CardRow, today: string): Promise<number> {
  const balance = await balanceOf(tx, card.id);
  assertSpendable(card, balance, today);
  return balance;
}

/** `cents` of the card held for a new order (written after the order, in the same transaction, under the card's lock). */
export async function recordReservation(tx: Executor, input: { cardId: string; orderId: string; cents: number }): Promise<void> {
  if (input.cents <= 0) return;
  await appendEntry(tx, {
    cardId: input.cardId,
    kind: "reserved",
    amountCents: -input.cents,
    key: await nextKey(tx, "reserved", input.orderId),
    orderId: input.orderId,
  });
}

/** What an order still holds reserved on a card: its reservations less what was released. */
async function reservedFor(tx: Executor, cardId: string, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ held: sql<string>`coalesce(sum(${giftCardLedger.amountCents}), 0)` })
    .from(giftCardLedger)
    .where(
      and(eq(giftCardLedger.cardId, cardId), eq(giftCardLedger.orderId, orderId), inArray(giftCardLedger.kind, ["reserved", "released"])),
    );
  return -Number(row?.held ?? 0);
}

/** An entry's key for an order: its kind, the order and the order's count of entries (unique under the card's lock). */
async function nextKey(tx: Executor, kind: GiftCardEntryKind, orderId: string): Promise<string> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(giftCardLedger)
    .where(eq(giftCardLedger.orderId, orderId));
  return `${kind}:${orderId}:${Number(row?.n ?? 0) + 1}`;
}

/**
 * The order is paid: what it holds reserved is released and `captureCents` taken, once per order
 * (a second report of the same payment finds the capture and changes nothing). When nothing was
 * held any more (released after a lapse, the order paid late), as much as the balance allows is
 * taken: the answer is what the card paid.
 */
export async function captureForOrder(
  tx: Executor,
  input: { cardId: string; orderId: string; captureCents: number; byUserId?: string | null },
): Promise<number> {
  const card = await lockCard(tx, input.cardId);
  const [done] = await tx
    .select({ amount: giftCardLedger.amountCents })
    .from(giftCardLedger)
    .where(and(eq(giftCardLedger.orderId, input.orderId), eq(giftCardLedger.kind, "captured"), eq(giftCardLedger.cardId, card.id)));
  if (done) return -done.amount;
  await releaseHeld(tx, card.id, input.orderId);
  const balance = await balanceOf(tx, card.id);
  const cents = Math.max(0, Math.min(input.captureCents, balance));
  if (cents > 0) {
    await appendEntry(tx, {
      cardId: card.id,
      kind: "captured",
      amountCents: -cents,
      key: `captured:${input.orderId}`,
      orderId: input.orderId,
      byUserId: input.byUserId ?? null,
    });
  }
  return cents;
}

/** The order ended unpaid (cancelled, its payment failed or lapsed): what it held goes back to the card. */
export async function releaseForOrder(tx: Executor, input: { cardId: string; orderId: string }): Promise<number> {
  const card = await lockCard(tx, input.cardId);
  return releaseHeld(tx, card.id, input.orderId);
}

/** What the order holds on the card, given back (the caller holds the card's lock); the amount. */
async function releaseHeld(tx: Executor, cardId: string, orderId: string): Promise<number> {
  const held = await reservedFor(tx, cardId, orderId);
  if (held <= 0) return 0;
  await appendEntry(tx, { cardId, kind: "released", amountCents: held, key: await nextKey(tx, "released", orderId), orderId });
  return held;
}

/** A refund's part back to the card (refunds go to the gift card first). `key` makes it once. */
export async function refundToCard(
  tx: Executor,
  input: { cardId: string; orderId: string; amountCents: number; key: string; byUserId: string | null },
): Promise<void> {
  const card = await lockCard(tx, input.cardId);
  await appendEntry(tx, {
    cardId: card.id,
    kind: "refunded",
    amountCents: input.amountCents,
    key: input.key,
    orderId: input.orderId,
    byUserId: input.byUserId,
  });
}

/** The card's status, moved by the owner (freeze, thaw, void) or its sale (pending → active). */
export async function setCardStatus(tx: Executor, input: { card: CardRow; to: GiftCardStatus; at: Date }): Promise<CardRow> {
  const [card] = await tx
    .update(giftCards)
    .set({ status: input.to, updatedAt: input.at })
    .where(eq(giftCards.id, input.card.id))
    .returning();
  return card!;
}

/** The card's code, made when it goes to its recipient: kept as its hash and last four. */
export async function recordCode(tx: Executor, input: { cardId: string; code: string; at: Date }): Promise<boolean> {
  const updated = await tx
    .update(giftCards)
    .set({ codeHash: hashGiftCardCode(input.code), last4: input.code.slice(-4), deliveredAt: input.at, updatedAt: input.at })
    .where(and(eq(giftCards.id, input.cardId), sql`${giftCards.deliveredAt} is null`))
    .returning({ id: giftCards.id });
  return updated.length > 0;
}

/** A card's entries, oldest first (its history). */
export async function entriesOf(db: Executor, cardId: string) {
  return db.select().from(giftCardLedger).where(eq(giftCardLedger.cardId, cardId)).orderBy(asc(giftCardLedger.id));
}
