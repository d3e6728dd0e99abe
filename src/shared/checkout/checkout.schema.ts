import { z } from "../core/zod";
import { LIMITS } from "./checkout";
import { ORDER_TYPES } from "../orders/orders";
import { idSchema } from "../core/params.schema";
import { MAX_TIP_CENTS } from "./tips";

/**
 * Checkout's inputs as the server accepts them: shapes and bounds here, the spec's field rules
 * from the shared validator in checkout.ts (the same functions the form runs, so the messages
 * match). Zod: the checkout page itself never imports this module (ADR 0008).
 */
/** A request's key: a retry or a double click sends the same one (letters, digits, '_' and '-'). */
export const requestKeySchema = z
  .string()
  .min(16)
  .max(100)
  .regex(/^[\w-]+$/);

/** The customer's details as the checkout form sends them; staff taking a phone order send the same (ADR 0016). */
export const checkoutDetailsSchema = z.object({
  orderType: z.enum(ORDER_TYPES),
  name: z.string().max(LIMITS.name * 2),
  email: z.string().max(LIMITS.email * 2),
  phone: z.string().max(LIMITS.phone * 2),
  deliveryAddress: z
    .string()
    .max(LIMITS.address * 2)
    .default(""),
  /** The slot, as the shop's clock shows it: 'YYYY-MM-DDTHH:mm'. */
  preferredTime: z.string().max(40),
  notes: z
    .string()
    .max(LIMITS.notes * 2)
    .default(""),
});

/** A line: the item, its quantity in the item's unit, its choices and note. */
export const checkoutLineSchema = z.object({
  itemId: idSchema,
  // In the item's unit; the item's minimum and step are checked with its row (services/checkout/pricing.ts).
  quantity: z.number().positive().max(LIMITS.lineQuantity),
  optionIds: z.array(idSchema).max(LIMITS.lineOptions).default([]),
  notes: z.string().max(LIMITS.lineNotes).default(""),
});

export const checkoutRequestSchema = z.object({
  idempotencyKey: requestKeySchema,
  details: checkoutDetailsSchema,
  /** Ordering ahead (ADR 0014): none, a percentage of the subtotal, or an amount in cents. */
  tip: z
    .discriminatedUnion("kind", [
      z.object({ kind: z.literal("none") }),
      z.object({ kind: z.literal("percent"), percent: z.union([z.literal(10), z.literal(15), z.literal(20)]) }),
      z.object({
        kind: z.literal("amount"),
        cents: z
          .number()
          .int()
          .min(0)
          .max(MAX_TIP_CENTS * 10),
      }),
    ])
    .default({ kind: "none" }),
  /** Staff at the counter (ADR 0016): text me when my order is ready. Off unless the customer ticks it. */
  smsOptIn: z.boolean().default(false),
  lines: z.array(checkoutLineSchema).max(LIMITS.lines),
  /** A promo code (ADR 0024): checked again when the order is placed; empty for none. */
  promoCode: z.string().max(40).default(""),
  /** A gift card's code: it pays first, up to the order's (estimated) total; empty for none. */
  giftCardCode: z.string().max(40).default(""),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** A payment session's id as the providers make them (`cs_test_…`, `sbx_cs_…`): letters, digits, '_' and '-'. */
const sessionIdSchema = z
  .string()
  .min(1)
  .max(300)
  .regex(/^[\w-]+$/);

/**
 * The query the provider's redirect brings to /order-success, and the page's own poll of
 * GET /api/checkout/payment: read the same way by the page's loader and by the API.
 */
export const orderSuccessQuerySchema = z.object({ order_id: idSchema, session_id: sessionIdSchema });
export type OrderSuccessQuery = z.infer<typeof orderSuccessQuerySchema>;

/** POST /api/checkout/slots: the cart's items and quantities and the order type (ADR 0014). */
export const slotsRequestSchema = z.object({
  orderType: z.enum(ORDER_TYPES),
  lines: z.array(z.object({ itemId: idSchema, quantity: z.number().positive().max(LIMITS.lineQuantity) })).max(LIMITS.lines),
});
