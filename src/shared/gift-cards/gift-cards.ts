import type { Locale } from "../core/i18n";

/**
 * eGift cards (ADR 0024): bought on /gift-cards, or given away by the shop (promotional), spent
 * online or at the counter. A card's money is its ledger (GIFT_CARD_ENTRY_KINDS), never a
 * balance column: the balance is the sum of its entries, written only by
 * services/gift-cards/gift-card-ledger.ts under the card's row lock. The shop keeps a hash of
 * the code and its last four characters; the code itself travels once, to the recipient.
 */

/** The amounts offered as buttons, and the range of any whole amount (cents). */
export const GIFT_CARD_PRESETS_CENTS = [2_500, 5_000, 10_000] as const;
export const GIFT_CARD_MIN_CENTS = 1_000;
export const GIFT_CARD_MAX_CENTS = 50_000;
/** How far ahead a card may be scheduled (a year: next Mother's Day is always within it). */
export const GIFT_CARD_MAX_SCHEDULE_DAYS = 366;
/** A message to the recipient. */
export const GIFT_CARD_MESSAGE_MAX = 300;

export const GIFT_CARD_KINDS = ["bought", "promotional"] as const;
export type GiftCardKind = (typeof GIFT_CARD_KINDS)[number];

/**
 * Pending until its sale is paid, then active; the owner can freeze (and thaw) or void it.
 * 'Depleted' and 'expired' are read from the balance and the date (giftCardState).
 */
export const GIFT_CARD_STATUSES = ["pending", "active", "frozen", "void"] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];
export type GiftCardState = GiftCardStatus | "depleted" | "expired";

/**
 * A ledger entry, signed cents: issued (+), reserved (−, held for an order not yet charged),
 * released (+, a reservation given back), captured (−, what an order took), refunded (+),
 * cashed out (−, the small balance paid in cash) and adjusted (±, the owner's correction, or a
 * void's taking the rest off the books). The balance is their sum; spending never takes it below 0.
 */
export const GIFT_CARD_ENTRY_KINDS = ["issued", "reserved", "released", "captured", "refunded", "cashed_out", "adjusted"] as const;
export type GiftCardEntryKind = (typeof GIFT_CARD_ENTRY_KINDS)[number];

/**
 * Where the shop is, for the cash-out rule (README 'Gift cards and the law'): California pays a
 * balance under $10 in cash on request (Civil Code §1749.5(b)); Washington (RCW 19.240.020) and
 * Oregon (ORS 646A.276) under $5.
 */
export const CASH_OUT_STATES = ["CA", "WA", "OR"] as const;
export type CashOutState = (typeof CASH_OUT_STATES)[number];
export const CASH_OUT_UNDER_CENTS: Record<CashOutState, number> = { CA: 1_000, WA: 500, OR: 500 };

/** Against card testing and resale fraud (DOMAIN-NOTES.md 'Gift cards'). */
export const GIFT_CARD_LIMITS = {
  /** An account may not spend this much on a day's cards, default (a setting). */
  perDayCents: 100_000,
  /** A card bought by an account younger than this is delivered no earlier than this after the account was made (default; a setting). */
  newAccountDelayHours: 24,
} as const;

export interface GiftCardSettings {
  cashOutState: CashOutState;
  /** What one account may spend on cards in a shop day, cents. */
  perDayCents: number;
  /** A card bought by an account younger than this many hours goes out this long after the account was made (0: at once). */
  newAccountDelayHours: number;
}
/** Today's behaviour for a shop upgrading: California's rule, $1,000 a day, a day's wait for new accounts. */
export const DEFAULT_GIFT_CARD_SETTINGS: GiftCardSettings = {
  cashOutState: "CA",
  perDayCents: GIFT_CARD_LIMITS.perDayCents,
  newAccountDelayHours: GIFT_CARD_LIMITS.newAccountDelayHours,
};

/** The code: 16 characters of an alphabet without 0/O, 1/I/L, printed in fours. */
export const GIFT_CARD_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const GIFT_CARD_CODE_LENGTH = 16;

/** The code as typed (spaces, dashes, lower case) to its canonical form; null when it cannot be a code. */
export function normalizeGiftCardCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, "");
  if (code.length !== GIFT_CARD_CODE_LENGTH) return null;
  for (const char of code) if (!GIFT_CARD_CODE_ALPHABET.includes(char)) return null;
  return code;
}

/** 'ABCD-EFGH-JKMN-PQRS'. */
export function formatGiftCardCode(code: string): string {
  return code.match(/.{1,4}/g)?.join("-") ?? code;
}

/** What a card reads as now: its status, or depleted (nothing left) or expired (a promotional card past its date). */
export function giftCardState(
  card: { status: GiftCardStatus; balanceCents: number; expiresOn: string | null },
  today: string,
): GiftCardState {
  if (card.status !== "active") return card.status;
  if (card.expiresOn !== null && today > card.expiresOn) return "expired";
  if (card.balanceCents <= 0) return "depleted";
  return "active";
}

/** What a card's holder sees on the balance page (and checkout, once the code is applied). */
export interface GiftCardBalanceDto {
  last4: string;
  kind: GiftCardKind;
  state: GiftCardState;
  balanceCents: number;
  /** A promotional card's last day (shop date), printed in capitals; null for every bought card. */
  expiresOn: string | null;
  locale: Locale;
}

export interface GiftCardAdminRow {
  id: string;
  last4: string | null;
  kind: GiftCardKind;
  status: GiftCardStatus;
  state: GiftCardState;
  balanceCents: number;
  initialCents: number;
  recipientName: string;
  recipientEmail: string;
  buyerEmail: string | null;
  expiresOn: string | null;
  /** When it goes (went) to the recipient. */
  deliverAt: string;
  deliveredAt: string | null;
  createdAt: string;
}

export interface GiftCardEntryDto {
  id: string;
  kind: GiftCardEntryKind;
  amountCents: number;
  /** The balance after this entry. */
  balanceCents: number;
  orderId: string | null;
  byEmail: string | null;
  note: string | null;
  createdAt: string;
}

export interface GiftCardDetailDto extends GiftCardAdminRow {
  message: string;
  locale: Locale;
  entries: GiftCardEntryDto[];
  /** Whether a cash-out is open to it now: active, and under the shop's state's threshold. */
  cashOutUnderCents: number;
}

export interface GiftCardListDto {
  cards: GiftCardAdminRow[];
  /** What the shop owes on every active or frozen card: the sum of their balances. */
  liabilityCents: number;
}

/** The purchase page's facts (its loader). */
export interface GiftCardFormDto {
  presetsCents: readonly number[];
  minCents: number;
  maxCents: number;
  /** The shop's today, for the date picker's floor. */
  today: string;
  maxScheduleDays: number;
  smsEnabled: boolean;
}
