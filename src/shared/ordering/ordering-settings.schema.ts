import { z } from "../core/zod";
import { ZIP_PATTERN } from "../checkout/delivery";
import { formatCents } from "../core/money";
import { HOURS_PATTERN, isValidDate } from "./schedule";
import { orderingAdminTexts as englishOrderingAdminTexts } from "../texts/ordering-admin";
import { keyedTexts } from "../core/said";

/** Its messages are text keys, said at the edge in the reader's language (shared/core/said.ts). */
const orderingAdminTexts = /* @__PURE__ */ keyedTexts("orderingAdminTexts", englishOrderingAdminTexts);

/**
 * The admin's ordering settings (ADR 0014) as GET/PUT /api/admin/settings/ordering and the
 * special-day routes take them, imported by the Ordering page too, so both refuse the same
 * input with the same words. Amounts are cents, capacity numbers per 15-minute slot.
 */

/** The most a setting may hold: far beyond any butcher's day, low enough to catch a typo. */
export const MAX_SLOT_ORDERS = 1_000;
export const MAX_SLOT_POUNDS = 100_000;
export const MAX_ZIP_CODES = 200;
export const MAX_DELIVERY_MINIMUM_CENTS = 100_000;
export const MAX_DELIVERY_FEE_CENTS = 10_000;
export const MAX_FREE_DELIVERY_CENTS = 100_000;
export const SPECIAL_DAY_LABEL_MAX_LENGTH = 60;

const hasAtMostThreeDecimals = (value: number) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6;

export const WEEKDAY_KEYS = ["0", "1", "2", "3", "4", "5", "6"] as const;

const e = orderingAdminTexts.errors;

const hhmm = z.string({ error: e.hoursFormat }).regex(HOURS_PATTERN, e.hoursFormat);

/** A day's opening hours ('HH:mm', open before close), or null: closed. */
export const dayHoursSchema = z
  .object({ open: hhmm, close: hhmm }, { error: e.hoursFormat })
  .refine((hours) => hours.open < hours.close, { path: ["close"], error: e.closeAfterOpen })
  .nullable();

/** Every day is given: a day left out is refused rather than taken as closed. */
export const weeklyHoursSchema = z.object({
  0: dayHoursSchema,
  1: dayHoursSchema,
  2: dayHoursSchema,
  3: dayHoursSchema,
  4: dayHoursSchema,
  5: dayHoursSchema,
  6: dayHoursSchema,
});

export const slotCapacitySchema = z.object({
  maxOrders: z
    .number({ error: e.ordersWhole })
    .int(e.ordersWhole)
    .min(1, e.ordersWhole)
    .max(MAX_SLOT_ORDERS, e.ordersTooLarge(MAX_SLOT_ORDERS))
    .nullable()
    .default(null),
  maxPounds: z
    .number({ error: e.poundsPositive })
    .positive(e.poundsPositive)
    .max(MAX_SLOT_POUNDS, e.poundsTooLarge(MAX_SLOT_POUNDS))
    .refine(hasAtMostThreeDecimals, e.poundsPositive)
    .nullable()
    .default(null),
});

const capacityByTypeSchema = z.object({ pickup: slotCapacitySchema, delivery: slotCapacitySchema });

export const capacitySettingsSchema = z.object({
  everyDay: capacityByTypeSchema,
  byWeekday: z.partialRecord(z.enum(WEEKDAY_KEYS, { error: e.weekdayUnknown }), capacityByTypeSchema).default({}),
});

const cents = (max: number) =>
  z
    .number({ error: e.amountFormat })
    .int(e.amountFormat)
    .min(0, e.amountFormat)
    .max(max, e.amountTooLarge(formatCents(max)));

export const deliverySettingsSchema = z.object({
  zipCodes: z
    .array(z.string({ error: e.zipInvalid }).trim().regex(ZIP_PATTERN, e.zipInvalid))
    // A pasted list may repeat codes: kept once each, in the order given.
    .max(MAX_ZIP_CODES * 10, e.tooManyZips(MAX_ZIP_CODES))
    .transform((zips) => [...new Set(zips)])
    .refine((zips) => zips.length <= MAX_ZIP_CODES, e.tooManyZips(MAX_ZIP_CODES)),
  minimumCents: cents(MAX_DELIVERY_MINIMUM_CENTS),
  feeCents: cents(MAX_DELIVERY_FEE_CENTS),
  freeOverCents: cents(MAX_FREE_DELIVERY_CENTS).nullable(),
});

/** PUT /api/admin/settings/ordering: the whole of OrderingSettings (special days have their own routes). */
export const orderingSettingsInputSchema = z.object({
  weeklyHours: weeklyHoursSchema,
  capacity: capacitySettingsSchema,
  delivery: deliverySettingsSchema,
});

/** A 'YYYY-MM-DD' that is a real calendar date. */
export const dateStringSchema = z.string({ error: e.dateInvalid }).refine(isValidDate, e.dateInvalid);

export const specialDayParamSchema = z.object({ date: dateStringSchema });

/** PUT /api/admin/settings/special-days/:date. Whether the date is past is the server's to say (it knows today). */
export const specialDayInputSchema = z.object({
  hours: dayHoursSchema,
  label: z.string().trim().max(SPECIAL_DAY_LABEL_MAX_LENGTH, e.labelTooLong(SPECIAL_DAY_LABEL_MAX_LENGTH)).default(""),
});

export type OrderingSettingsInput = z.output<typeof orderingSettingsInputSchema>;
export type SpecialDayInput = z.output<typeof specialDayInputSchema>;
