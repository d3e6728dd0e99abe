import type { Locale } from "@shared/core/i18n";
import type { GiftCardDetailDto } from "@shared/gift-cards/gift-cards";
import { formatShopDate } from "@shared/core/time";

/**
 * What a card's page offers (ADR 0024), in the order it shows them. Staff pay out a small
 * balance in cash; freezing, voiding and adjusting are the owner's. The server checks each again.
 */
export const GIFT_CARD_ACTIONS = ["cashOut", "freeze", "unfreeze", "adjust", "void"] as const;
export type GiftCardAction = (typeof GIFT_CARD_ACTIONS)[number];

/**
 * A cash-out is open to an active card with something left, under the threshold of the shop's
 * state (California $10, Washington and Oregon $5: README 'Gift cards and the law').
 */
export function canCashOut(card: Pick<GiftCardDetailDto, "state" | "balanceCents" | "cashOutUnderCents">): boolean {
  return card.state === "active" && card.balanceCents > 0 && card.balanceCents < card.cashOutUnderCents;
}

export function offeredGiftCardActions(
  card: Pick<GiftCardDetailDto, "status" | "state" | "balanceCents" | "cashOutUnderCents">,
  role: "owner" | "staff",
): GiftCardAction[] {
  const isOwner = role === "owner";
  const offered: GiftCardAction[] = [];
  if (canCashOut(card)) offered.push("cashOut");
  // Used-up and expired cards are 'active' underneath: the owner may still freeze, adjust or void them.
  if (isOwner && card.status === "active") offered.push("freeze");
  if (isOwner && card.status === "frozen") offered.push("unfreeze");
  if (isOwner && (card.status === "active" || card.status === "frozen")) offered.push("adjust", "void");
  return offered;
}

/** A shop date ('2027-02-28') in words with its year, in the admin's language: 'February 28, 2027', '28 de febrero de 2027'. */
export function formatDateOnly(date: string, locale: Locale): string {
  // Noon UTC of that date, read in UTC: the same calendar day whatever the browser's zone.
  return formatShopDate(`${date}T12:00:00Z`, "UTC", locale);
}
