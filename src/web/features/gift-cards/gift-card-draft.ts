import type { Locale } from "@shared/core/i18n";

/**
 * The purchase form's state, as the page keeps it and the submit (gift-card-submit.ts, loaded on
 * Pay) checks and sends it: a preset amount or one typed in whole dollars, the people, the
 * message, the card's language and when it goes.
 */
export interface GiftCardDraft {
  /** A preset's cents, or 'other': the whole dollars typed in `otherDollars`. */
  amount: number | "other";
  otherDollars: string;
  buyerName: string;
  recipientName: string;
  recipientEmail: string;
  recipientPhone: string;
  smsOptIn: boolean;
  message: string;
  /** The card's language. */
  locale: Locale;
  /** 'now', or 'date' with `sendOn`. */
  send: "now" | "date";
  sendOn: string;
}

/** The request's fields a message can be about, in the order the form shows them (the focus goes to the first). */
export const GIFT_CARD_FIELDS = [
  "amountCents",
  "buyerName",
  "recipientName",
  "recipientEmail",
  "recipientPhone",
  "message",
  "sendOn",
] as const;
export type GiftCardField = (typeof GIFT_CARD_FIELDS)[number];

/** The amount chosen, in cents; null when what is typed is not whole dollars. */
export function draftAmountCents(draft: Pick<GiftCardDraft, "amount" | "otherDollars">): number | null {
  if (draft.amount !== "other") return draft.amount;
  const typed = draft.otherDollars.trim();
  return /^\d{1,6}$/.test(typed) ? Number(typed) * 100 : null;
}

/** '$25': the presets and the range are whole dollars. */
export const wholeDollars = (cents: number) => `$${cents / 100}`;

/** The element each field's message sends the focus to (the amount's: the chosen button, or the typed amount). */
export function fieldElementId(field: GiftCardField, draft: Pick<GiftCardDraft, "amount">): string {
  if (field !== "amountCents") return `gift-card-${field}`;
  return draft.amount === "other" ? "gift-card-other-amount" : `gift-card-amount-${draft.amount}`;
}
