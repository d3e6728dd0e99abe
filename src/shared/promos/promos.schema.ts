import { z } from "../core/zod";
import { keyedTexts } from "../core/said";
import { idSchema } from "../core/params.schema";
import { DATE_PATTERN } from "../ordering/schedule";
import { ORDER_TYPES, type OrderType } from "../orders/orders";
import { checkoutDetailsSchema, checkoutLineSchema, checkoutRequestSchema } from "../checkout/checkout.schema";
import { LIMITS } from "../checkout/checkout";
import { promoErrorTexts as englishErrors } from "../texts/gift-card-errors";
import { PROMO_CODE_PATTERN, PROMO_KINDS, type PromoOrderType } from "./promos";

const t = /* @__PURE__ */ keyedTexts("promoErrorTexts", englishErrors);

/** promos.ts spells the order types out (it is imported by orders.ts): they stay the orders' own. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _sameOrderTypes: Same<PromoOrderType, OrderType> = true;

const count = z.number().int().min(1).max(1_000_000).nullable().default(null);
const minute = z
  .number()
  .int()
  .min(0)
  .max(24 * 60)
  .nullable()
  .default(null);

export const promoRulesSchema = z
  .object({
    minSubtotalCents: z.number().int().min(0).max(10_000_00).nullable().default(null),
    firstOrderOnly: z.boolean().default(false),
    perCustomerLimit: count,
    totalLimit: count,
    startsOn: z.string().regex(DATE_PATTERN, t.rulesInvalid).nullable().default(null),
    endsOn: z.string().regex(DATE_PATTERN, t.rulesInvalid).nullable().default(null),
    weekdays: z.array(z.number().int().min(0).max(6)).max(7).default([]),
    fromMinute: minute,
    toMinute: minute,
    orderType: z.enum(ORDER_TYPES).nullable().default(null),
    itemIds: z.array(idSchema).max(200).default([]),
    categories: z.array(z.string().trim().min(1).max(60)).max(50).default([]),
    excludePreorders: z.boolean().default(false),
  })
  .refine((rules) => !rules.startsOn || !rules.endsOn || rules.startsOn <= rules.endsOn, t.rulesInvalid)
  .refine((rules) => rules.fromMinute === null || rules.toMinute === null || rules.fromMinute < rules.toMinute, t.rulesInvalid);

/** POST /api/admin/promos (the owner's). */
export const promoCreateSchema = z
  .object({
    code: z.string().trim().toUpperCase().regex(PROMO_CODE_PATTERN, t.codeInvalid),
    kind: z.enum(PROMO_KINDS),
    /** Percent off, 1–100 (kind 'percent'). */
    percent: z.number().min(0.01).max(100).nullable().default(null),
    amountCents: z.number().int().min(1).max(10_000_00).nullable().default(null),
    rules: promoRulesSchema,
  })
  .refine(
    (promo) =>
      (promo.kind === "percent" && promo.percent !== null) ||
      (promo.kind === "amount" && promo.amountCents !== null) ||
      promo.kind === "free_delivery",
    t.valueInvalid,
  );
export type PromoCreateInput = z.infer<typeof promoCreateSchema>;

/** POST /api/admin/promos/:id/status: pause, take up again, or end for good. */
export const promoStatusSchema = z.object({ status: z.enum(["active", "paused", "ended"]) });

/**
 * POST /api/checkout/promo: is this code good for this cart, and what would it take off?
 * The cart as checkout sends it (its lines, the order type and time, the tip).
 */
export const promoCheckSchema = z.object({
  code: z.string().max(40),
  details: checkoutDetailsSchema.pick({ orderType: true, preferredTime: true }),
  lines: z.array(checkoutLineSchema).max(LIMITS.lines),
  tip: checkoutRequestSchema.shape.tip,
});
export type PromoCheckInput = z.infer<typeof promoCheckSchema>;
