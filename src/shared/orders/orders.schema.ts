import { z } from "../core/zod";
import { LIMITS } from "../checkout/checkout";
import { checkoutDetailsSchema, checkoutLineSchema, requestKeySchema } from "../checkout/checkout.schema";
import { LOCALES } from "../core/i18n";
import { ADMIN_ORDERS_MAX, ADMIN_ORDERS_PAGE_SIZE, COUNTER_PAYMENTS, LINK_CHANNELS, ORDER_STATUSES, OVER_HOLD_CHOICES } from "./orders";
import { idSchema } from "../core/params.schema";
import { MAX_QUANTITY } from "../core/quantity";
import { limitQuerySchema, pageCursorSchema } from "../core/params.schema";
import { errorTexts as englishErrorTexts } from "../texts/errors";
import { keyedTexts } from "../core/said";

/** Its messages are text keys, said at the edge in the reader's language (shared/core/said.ts). */
const errorTexts = /* @__PURE__ */ keyedTexts("errorTexts", englishErrorTexts);

/**
 * The admin's order inputs (docs/product.md 'Admin orders', 'Order status'),
 * shared by the API's validators and the pages. Zod: never imported by storefront pages.
 */

const status = z.enum(ORDER_STATUSES, { error: errorTexts.choose(ORDER_STATUSES) });

export const adminOrderListQuerySchema = z.object({
  status: status.optional(),
  limit: limitQuerySchema(ADMIN_ORDERS_PAGE_SIZE, ADMIN_ORDERS_MAX),
  /** The previous page's nextCursor: the orders placed before its last one. */
  cursor: pageCursorSchema.optional(),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

/** The admin may set any of the four statuses freely (docs/product.md 'Order status'). */
export const orderStatusUpdateSchema = z.object({ status });
export type OrderStatusUpdate = z.infer<typeof orderStatusUpdateSchema>;

/**
 * 'Weigh and finish' (ADR 0013): the weighed quantity of each line priced by weight. When the
 * weighed total is more than the hold, the admin's choice of how to settle it comes along.
 */
export const weighOrderSchema = z.object({
  weights: z
    .array(z.object({ lineId: idSchema, quantity: z.number().positive().max(MAX_QUANTITY) }))
    .min(1)
    .max(50),
  overHold: z.enum(OVER_HOLD_CHOICES).optional(),
});
export type WeighOrderInput = z.infer<typeof weighOrderSchema>;

/**
 * A refund (ADR 0016): whole lines (their cost with tax) or an amount in cents, never both. The
 * key is made once per refund dialog, so a double click or a retry refunds once.
 */
export const refundOrderSchema = z
  .object({
    idempotencyKey: z.string().trim().min(16).max(100),
    amountCents: z.number().int().positive().max(10_000_000).optional(),
    lineIds: z.array(idSchema).min(1).max(50).optional(),
    reason: z.string().trim().max(500).optional(),
  })
  .refine((input) => (input.amountCents === undefined) !== (input.lineIds === undefined), {
    message: errorTexts.refundAmountOrLines,
    path: ["amountCents"],
  });
export type RefundOrderInput = z.infer<typeof refundOrderSchema>;

/**
 * A phone or walk-in order taken by staff (ADR 0016): the customer's name and phone (e-mail only
 * when the link goes by e-mail, or to send the receipt), the lines, the time, and how it is paid.
 * The server prices it like a website order; the key makes a double click take one order.
 */
export const staffOrderSchema = z.object({
  idempotencyKey: requestKeySchema,
  // The website's details; the e-mail may be left out (the server says when it is needed).
  details: checkoutDetailsSchema.extend({ email: checkoutDetailsSchema.shape.email.default("") }),
  lines: z.array(checkoutLineSchema).min(1).max(LIMITS.lines),
  /** The customer's language: the messages, the pay page and the receipts speak it. */
  locale: z.enum(LOCALES).default("en"),
  /** Text the customer when the order is ready (they asked on the phone); STOP still wins. */
  smsOptIn: z.boolean().default(false),
  /** A gift card the customer hands over (ADR 0024): it pays first; the counter or the link takes the rest. */
  giftCardCode: z.string().max(40).default(""),
  payment: z.discriminatedUnion("method", [
    z.object({ method: z.literal("cash") }),
    z.object({ method: z.literal("card_present") }),
    z.object({ method: z.literal("link"), sendBy: z.enum(LINK_CHANNELS) }),
  ]),
});
export type StaffOrderInput = z.infer<typeof staffOrderSchema>;

/**
 * An edit before completion (ADR 0016): the order's lines as they should be (a line kept by its
 * id keeps the price it was ordered at and may change its quantity; a line without an id is new
 * and priced today), and a new time if it moves. The server settles the difference.
 */
export const orderEditSchema = z.object({
  idempotencyKey: requestKeySchema,
  lines: z
    .array(checkoutLineSchema.extend({ lineId: idSchema.optional() }))
    .min(1)
    .max(LIMITS.lines),
  preferredTime: z.string().max(40).optional(),
  /** Where a payment link for more money goes; the server picks the phone, then the e-mail, when not said. */
  sendLinkBy: z.enum(LINK_CHANNELS).optional(),
});
export type OrderEditInput = z.infer<typeof orderEditSchema>;

/** POST /api/admin/orders/:id/balance: what is owed at pickup taken at the counter, as staff saw it. */
export const collectBalanceSchema = z.object({
  method: z.enum(COUNTER_PAYMENTS),
  /** The amount on the staff member's screen: a balance changed meanwhile is refused, never taken blind. */
  amountCents: z.number().int().positive().max(10_000_000),
});
export type CollectBalanceInput = z.infer<typeof collectBalanceSchema>;
