import { z } from "zod";
import { ADMIN_ORDERS_MAX, ADMIN_ORDERS_PAGE_SIZE, ORDER_STATUSES, OVER_HOLD_CHOICES } from "./orders";
import { idSchema } from "./params.schema";
import { MAX_QUANTITY } from "./quantity";
import { limitQuerySchema } from "./params.schema";
import { errorTexts } from "./texts/errors";

/**
 * The admin's order inputs (SPEC.md section 2 'Admin orders', section 4 'Order status'),
 * shared by the API's validators and the pages. Zod: never imported by storefront pages.
 */

const status = z.enum(ORDER_STATUSES, { error: errorTexts.choose(ORDER_STATUSES) });

export const adminOrderListQuerySchema = z.object({
  status: status.optional(),
  limit: limitQuerySchema(ADMIN_ORDERS_PAGE_SIZE, ADMIN_ORDERS_MAX),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

/** The admin may set any of the four statuses freely (SPEC.md section 4). */
export const orderStatusUpdateSchema = z.object({ status });
export type OrderStatusUpdate = z.infer<typeof orderStatusUpdateSchema>;

/**
 * 'Weigh and finish' (issue 13): the weighed quantity of each line priced by weight. When the
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
 * A refund (issue 16): whole lines (their cost with tax) or an amount in cents, never both. The
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
