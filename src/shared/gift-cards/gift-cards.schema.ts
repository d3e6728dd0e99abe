import { z } from "../core/zod";
import { LOCALES } from "../core/i18n";
import { keyedTexts } from "../core/said";
import { DATE_PATTERN } from "../ordering/schedule";
import { requestKeySchema } from "../checkout/checkout.schema";
import { giftCardErrorTexts as englishErrors } from "../texts/gift-card-errors";
import { CASH_OUT_STATES, GIFT_CARD_MAX_CENTS, GIFT_CARD_MESSAGE_MAX, GIFT_CARD_MIN_CENTS } from "./gift-cards";

/**
 * Gift cards' inputs (ADR 0024), validated on the server with bounded lengths; the forms check
 * with native constraints first. Messages are text keys, said at the edge.
 */
const t = /* @__PURE__ */ keyedTexts("giftCardErrorTexts", englishErrors);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whole dollars from $10 to $500. */
export const giftCardAmountSchema = z
  .number({ error: t.amountInvalid(GIFT_CARD_MIN_CENTS, GIFT_CARD_MAX_CENTS) })
  .int(t.amountInvalid(GIFT_CARD_MIN_CENTS, GIFT_CARD_MAX_CENTS))
  .min(GIFT_CARD_MIN_CENTS, t.amountInvalid(GIFT_CARD_MIN_CENTS, GIFT_CARD_MAX_CENTS))
  .max(GIFT_CARD_MAX_CENTS, t.amountInvalid(GIFT_CARD_MIN_CENTS, GIFT_CARD_MAX_CENTS))
  .multipleOf(100, t.amountInvalid(GIFT_CARD_MIN_CENTS, GIFT_CARD_MAX_CENTS));

const name = (message: string) => z.string({ error: message }).trim().min(1, message).max(100, message);
const email = z
  .string({ error: t.recipientEmailInvalid })
  .trim()
  .toLowerCase()
  .max(254, t.recipientEmailInvalid)
  .regex(EMAIL, t.recipientEmailInvalid);
const message = z.string().trim().max(GIFT_CARD_MESSAGE_MAX, t.messageTooLong(GIFT_CARD_MESSAGE_MAX)).default("");

/** POST /api/gift-cards/purchases: a signed-in buyer's card for someone (or themselves). */
export const giftCardPurchaseSchema = z.object({
  idempotencyKey: requestKeySchema,
  amountCents: giftCardAmountSchema,
  buyerName: name(t.buyerNameRequired),
  recipientName: name(t.recipientNameRequired),
  recipientEmail: email,
  /** Only with smsOptIn: the card by text too. */
  recipientPhone: z.string().trim().max(30, t.recipientPhoneInvalid).default(""),
  smsOptIn: z.boolean().default(false),
  message,
  /** The card's language: its e-mail, text and balance page. */
  locale: z.enum(LOCALES),
  /** Null: send now; else the shop's date to send it on (Christmas Eve, Mother's Day). */
  sendOn: z.string().regex(DATE_PATTERN, t.sendOnInvalid).nullable().default(null),
});
export type GiftCardPurchaseInput = z.infer<typeof giftCardPurchaseSchema>;

/** A code as typed: checked and made canonical by the service (normalizeGiftCardCode). */
export const giftCardCodeSchema = z.object({ code: z.string({ error: t.codeInvalid }).max(40, t.codeInvalid) });

/** POST /api/admin/gift-cards/promotional: the owner gives a card away; it may expire, with the date printed on it. */
export const promotionalCardSchema = z.object({
  idempotencyKey: requestKeySchema,
  amountCents: giftCardAmountSchema,
  recipientName: name(t.recipientNameRequired),
  recipientEmail: email,
  message,
  locale: z.enum(LOCALES),
  expiresOn: z.string().regex(DATE_PATTERN, t.expiryInvalid).nullable().default(null),
});
export type PromotionalCardInput = z.infer<typeof promotionalCardSchema>;

/** POST /api/admin/gift-cards/:id/adjust: the owner's correction, with its reason. */
export const giftCardAdjustSchema = z.object({
  idempotencyKey: requestKeySchema,
  amountCents: z
    .number({ error: t.adjustInvalid })
    .int(t.adjustInvalid)
    .min(-GIFT_CARD_MAX_CENTS, t.adjustInvalid)
    .max(GIFT_CARD_MAX_CENTS, t.adjustInvalid)
    .refine((cents) => cents !== 0, t.adjustInvalid),
  note: z.string({ error: t.adjustInvalid }).trim().min(1, t.adjustInvalid).max(200, t.adjustInvalid),
});

/** POST /api/admin/gift-cards/:id/cash-out: the small balance paid in cash, once per key. */
export const giftCardCashOutSchema = z.object({ idempotencyKey: requestKeySchema });

/** POST /api/admin/gift-cards/:id/status: freeze, thaw (active) or void. */
export const giftCardStatusSchema = z.object({ status: z.enum(["active", "frozen", "void"]) });

/** PUT /api/admin/gift-cards/settings. */
export const giftCardSettingsSchema = z.object({
  cashOutState: z.enum(CASH_OUT_STATES),
  perDayCents: z.number().int().min(GIFT_CARD_MIN_CENTS).max(10_000_00),
  newAccountDelayHours: z
    .number()
    .int()
    .min(0)
    .max(7 * 24),
});

/** GET /api/admin/gift-cards?q=: the last four characters, or part of a name or e-mail. */
export const giftCardListQuerySchema = z.object({ q: z.string().trim().max(100).default("") });
