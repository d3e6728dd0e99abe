import { z } from "../core/zod";
import { LOCALES } from "../core/i18n";
import { keyedTexts } from "../core/said";
import { idSchema } from "../core/params.schema";
import { DATE_PATTERN, HOURS_PATTERN } from "../ordering/schedule";
import { cateringErrorTexts as englishErrors } from "../texts/catering-errors";
import { CATERING_LIMITS as L, CATERING_STATUSES, SERVICE_STYLES } from "./catering";

/**
 * Catering's inputs (ADR 0023), validated on the server with bounded lengths; the request form
 * checks with native constraints first. Messages are text keys, said at the edge.
 */
const t = /* @__PURE__ */ keyedTexts("cateringErrorTexts", englishErrors);

const PHONE = /^[\d\s()+.-]*$/;
const text = (field: string, max: number) => z.string().trim().max(max, t.tooLong(field, max));
const quantity = z.number({ error: t.quantityInvalid }).positive(t.quantityInvalid).max(L.maxQuantity, t.quantityTooLarge(L.maxQuantity));

/** A wish: an item of the catering menu, its choices, about how much. */
export const cateringWishSchema = z.object({
  itemId: idSchema,
  optionIds: z.array(idSchema).max(10).default([]),
  quantity,
});

/** The public request form's input (/catering, /es/catering). */
export const cateringRequestSchema = z
  .object({
    eventDate: z.string({ error: t.dateRequired }).trim().min(1, t.dateRequired).regex(DATE_PATTERN, t.dateInvalid),
    eventTime: z.string({ error: t.timeRequired }).trim().min(1, t.timeRequired).regex(HOURS_PATTERN, t.timeInvalid),
    fulfilment: z.enum(["pickup", "delivery"], { error: t.fulfilmentInvalid }),
    address: text("address", L.address).default(""),
    guests: z.number({ error: t.guestsWhole }).int(t.guestsWhole).min(1, t.guestsWhole).max(L.maxGuests, t.guestsMaximum(L.maxGuests)),
    style: z.enum(SERVICE_STYLES, { error: t.styleInvalid }),
    wishes: z.array(cateringWishSchema).max(L.maxWishes, t.wishesTooMany(L.maxWishes)).default([]),
    dietaryNotes: text("notes", L.notes).default(""),
    name: z.string({ error: t.nameRequired }).trim().min(1, t.nameRequired).max(L.name, t.tooLong("name", L.name)),
    phone: z
      .string({ error: t.phoneRequired })
      .trim()
      .min(1, t.phoneRequired)
      .max(L.phone, t.tooLong("phone", L.phone))
      .refine((value) => PHONE.test(value) && value.replace(/\D/g, "").length >= 7, t.phoneInvalid),
    email: z
      .string({ error: t.emailRequired })
      .trim()
      .min(1, t.emailRequired)
      .max(L.email, t.tooLong("email", L.email))
      .email(t.emailInvalid),
    locale: z.enum(LOCALES).default("en"),
    smsOptIn: z.boolean().default(false),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.fulfilment === "delivery" && value.address.length === 0) {
      ctx.addIssue({ code: "custom", path: ["address"], message: t.addressRequired });
    }
  });
export type CateringRequestInput = z.input<typeof cateringRequestSchema>;
export type CateringRequest = z.output<typeof cateringRequestSchema>;

/** A line of the owner's quote: a menu item, its choices, weight or pieces. Its price is the database's. */
export const cateringQuoteLineSchema = z.object({
  itemId: idSchema,
  optionIds: z.array(idSchema).max(10).default([]),
  quantity,
});

export const cateringQuoteSchema = z
  .object({
    lines: z.array(cateringQuoteLineSchema).min(1, t.quoteLinesRequired).max(L.maxQuoteLines),
    serviceFeeCents: z.number().int(t.feeInvalid).min(0, t.feeInvalid).max(L.maxFeeCents).default(0),
    deliveryFeeCents: z.number().int(t.feeInvalid).min(0, t.feeInvalid).max(L.maxFeeCents).default(0),
    note: text("note", L.notes).default(""),
  })
  .strict();
export type CateringQuoteInput = z.input<typeof cateringQuoteSchema>;

/** The customer accepts the version they read, and the terms. */
export const cateringAcceptSchema = z
  .object({
    version: z.number().int().min(1),
    acceptTerms: z.literal(true, { error: t.termsRequired }),
  })
  .strict();

/** Weighed on the day: each line priced by weight, by its index in the accepted quote. */
export const cateringWeighSchema = z
  .object({
    lines: z
      .array(z.object({ index: z.number().int().min(0).max(L.maxQuoteLines), weighedQuantity: quantity }))
      .min(1, t.weighNothing)
      .max(L.maxQuoteLines),
  })
  .strict();

export const cateringCounterPaymentSchema = z.object({ method: z.enum(["cash", "card"]) }).strict();
export const cateringBalanceLinkSchema = z.object({ by: z.enum(["email", "sms"]).default("email") }).strict();

export const cateringListQuerySchema = z.object({
  status: z.enum([...CATERING_STATUSES, "open", "all"]).default("open"),
});

const percent = z.number().int().min(0).max(100);
export const cateringSettingsSchema = z
  .object({
    minGuests: z.number().int().min(1).max(L.maxGuests),
    leadTiers: z
      .array(
        z.object({
          minGuests: z.number().int().min(1).max(L.maxGuests),
          hours: z
            .number()
            .int()
            .min(0)
            .max(24 * 60),
        }),
      )
      .min(1)
      .max(6),
    depositPercent: z
      .number()
      .int()
      .min(L.minDepositPercent, t.depositPercentRange(L.minDepositPercent, L.maxDepositPercent))
      .max(L.maxDepositPercent, t.depositPercentRange(L.minDepositPercent, L.maxDepositPercent)),
    quoteValidDays: z.number().int().min(1).max(60),
    balanceDueDays: z.number().int().min(0).max(30),
    cancellationTiers: z.array(z.object({ minDays: z.number().int().min(0).max(365), refundPercent: percent })).max(6),
  })
  .strict();
