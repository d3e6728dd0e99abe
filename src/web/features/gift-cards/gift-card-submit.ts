import type { Locale } from "@shared/core/i18n";
import { GIFT_CARD_MESSAGE_MAX, type GiftCardFormDto } from "@shared/gift-cards/gift-cards";
import type { Texts } from "~/lib/texts";
import { addDaysTo, formatGiftCardDate, isCalendarDate } from "./gift-card-dates";
import { draftAmountCents, wholeDollars, GIFT_CARD_FIELDS, type GiftCardDraft, type GiftCardField } from "./gift-card-draft";
import { plainCall } from "~/lib/plain-call";

/**
 * The purchase form's Pay (ADR 0024), loaded when it is pressed so the page's first load stays
 * small (ADR 0008): the form's checks, with the server's bounds (gift-cards.schema.ts, which the
 * page does not import: zod stays off the storefront's first load), then POST
 * /api/gift-cards/purchases with a key per version of the purchase, as checkout does
 * (submit-checkout.ts): pressing twice, or again after a lost answer, finds the same sale.
 */

export type GiftCardErrors = Partial<Record<GiftCardField, string>>;
/** The checks' words, and the page's own for a failure. */
type FormWords = Texts<"giftCardPurchaseTexts"> & { failure: string };

export type PurchaseOutcome =
  /** The hosted pay page: the browser goes there. */
  | { kind: "pay"; url: string }
  /** Fields to fix: the browser's checks, or the server's 400. */
  | { kind: "invalid"; errors: GiftCardErrors; message: string }
  /** The session ended: sign in again. */
  | { kind: "signed_out"; message: string }
  /** Refused as a whole (409 the day's cap, 429 too many) or failed: said in an alert. */
  | { kind: "failed"; message: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NAME_MAX = 100;

/** What is wrong with the draft, by field, in the page's language (empty: nothing). */
export function giftCardProblems(
  draft: GiftCardDraft,
  form: Pick<GiftCardFormDto, "minCents" | "maxCents" | "today" | "maxScheduleDays">,
  t: Texts<"giftCardPurchaseTexts">,
  locale: Locale,
): GiftCardErrors {
  const errors: GiftCardErrors = {};
  const cents = draftAmountCents(draft);
  if (cents === null || cents < form.minCents || cents > form.maxCents || cents % 100 !== 0) {
    errors.amountCents = t.errors.amount(wholeDollars(form.minCents), wholeDollars(form.maxCents));
  }
  const named = (value: string) => value.trim().length > 0 && value.trim().length <= NAME_MAX;
  if (!named(draft.buyerName)) errors.buyerName = t.errors.buyerName;
  if (!named(draft.recipientName)) errors.recipientName = t.errors.recipientName;
  const email = draft.recipientEmail.trim();
  if (email.length > 254 || !EMAIL.test(email)) errors.recipientEmail = t.errors.recipientEmail;
  const phoneDigits = draft.recipientPhone.replace(/\D/g, "").length;
  if (draft.recipientPhone.trim().length > 30 || (draft.smsOptIn && phoneDigits < 10)) errors.recipientPhone = t.errors.recipientPhone;
  if (draft.message.trim().length > GIFT_CARD_MESSAGE_MAX) errors.message = t.errors.message(GIFT_CARD_MESSAGE_MAX);
  if (draft.send === "date") {
    const latest = addDaysTo(form.today, form.maxScheduleDays);
    if (!isCalendarDate(draft.sendOn) || draft.sendOn < form.today || draft.sendOn > latest) {
      errors.sendOn = t.errors.date(formatGiftCardDate(latest, locale, true));
    }
  }
  return errors;
}

/** The request as the server reads it (giftCardPurchaseSchema), without its key. */
export function purchaseRequest(draft: GiftCardDraft) {
  return {
    amountCents: draftAmountCents(draft) ?? 0,
    buyerName: draft.buyerName.trim(),
    recipientName: draft.recipientName.trim(),
    recipientEmail: draft.recipientEmail.trim(),
    recipientPhone: draft.smsOptIn ? draft.recipientPhone.trim() : "",
    smsOptIn: draft.smsOptIn,
    message: draft.message.trim(),
    locale: draft.locale,
    sendOn: draft.send === "date" ? draft.sendOn : null,
  };
}

/** Checks the draft, then opens the sale; `keys` are the page's idempotency keys, one per version of the purchase. */
export async function sendGiftCardPurchase(
  draft: GiftCardDraft,
  form: Pick<GiftCardFormDto, "minCents" | "maxCents" | "today" | "maxScheduleDays">,
  t: FormWords,
  locale: Locale,
  keys: Map<string, string>,
): Promise<PurchaseOutcome> {
  const errors = giftCardProblems(draft, form, t, locale);
  if (Object.keys(errors).length > 0) return { kind: "invalid", errors, message: t.fixFields };
  const request = purchaseRequest(draft);
  const version = JSON.stringify(request);
  let idempotencyKey = keys.get(version);
  if (!idempotencyKey) keys.set(version, (idempotencyKey = newKey()));
  try {
    const answer = await plainCall<{ url: string }>("/api/gift-cards/purchases", { idempotencyKey, ...request });
    if (answer.ok) return { kind: "pay", url: answer.body.url };
    // Refused (400, 409): the next attempt is a new sale. A 401, 408, 429 or 5xx says nothing of a sale it may have opened.
    if (answer.status >= 400 && answer.status < 500 && ![401, 408, 429].includes(answer.status)) keys.delete(version);
    const message = answer.error?.message;
    if (answer.status === 401) return { kind: "signed_out", message: message ?? t.failure };
    if (answer.status === 400 && answer.error?.fields) {
      const byField: GiftCardErrors = {};
      let unplaced: string | undefined;
      for (const [key, said] of Object.entries(answer.error.fields)) {
        const field = key.split(".")[0] as GiftCardField;
        if (GIFT_CARD_FIELDS.includes(field)) byField[field] ??= said;
        else unplaced ??= said;
      }
      if (Object.keys(byField).length > 0) return { kind: "invalid", errors: byField, message: unplaced ?? t.fixFields };
      return { kind: "failed", message: unplaced ?? message ?? t.failure };
    }
    return { kind: "failed", message: answer.status < 500 && message ? message : t.failure };
  } catch {
    return { kind: "failed", message: t.failure };
  }
}

function newKey(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}
