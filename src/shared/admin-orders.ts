import { z } from "zod";
import { ORDER_STATUSES, type OrderDto, type OrderStatus } from "./orders";

/**
 * The admin's order screens (SPEC.md section 2 'Admin orders', section 4 'Order status'):
 * input schemas shared by the API's validators and the pages, and the answers' shapes.
 * Admin-only: zod must never reach the storefront's first load (ADR 0008).
 */

/** How many orders the list shows at first, and the most one request may ask for. */
export const ADMIN_ORDERS_PAGE_SIZE = 50;
export const ADMIN_ORDERS_MAX = 500;

const statusMessage = `Choose one of: ${ORDER_STATUSES.join(", ")}.`;

export const adminOrderListQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: statusMessage }).optional(),
  limit: z.coerce
    .number({ error: "limit must be a number." })
    .int("limit must be a whole number.")
    .min(1, "limit must be at least 1.")
    .max(ADMIN_ORDERS_MAX, `limit must be at most ${ADMIN_ORDERS_MAX}.`)
    .default(ADMIN_ORDERS_PAGE_SIZE),
});
export type AdminOrderListQuery = z.infer<typeof adminOrderListQuerySchema>;

export const uuidParamSchema = z.object({ id: z.uuid("Not a valid id.") });

/** The admin may set any of the four statuses freely (SPEC.md section 4). */
export const orderStatusUpdateSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: statusMessage }),
});
export type OrderStatusUpdate = z.infer<typeof orderStatusUpdateSchema>;

export interface AdminOrderList {
  /** Newest first. */
  orders: OrderDto[];
  /** More orders exist beyond `limit`. */
  hasMore: boolean;
}

/** One row of the order_history_with_details view (SPEC.md section 3). */
export interface OrderHistoryEntry {
  id: string;
  status: OrderStatus;
  /** Why the entry exists when no person made it: 'Order placed', 'Payment received', … */
  note: string | null;
  createdAt: string;
  /** The admin who changed the status; null for the shop's own automatic changes. */
  updatedByEmail: string | null;
}

export interface OrderStatusChangeResult {
  order: OrderDto;
  /** False when the order already had that status: nothing was written and no e-mail queued. */
  changed: boolean;
}
