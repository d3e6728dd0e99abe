import { z } from "zod";
import { ADMIN_ORDERS_MAX, ADMIN_ORDERS_PAGE_SIZE, ORDER_STATUSES } from "./orders";
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
