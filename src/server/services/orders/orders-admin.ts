import { and, desc, eq, getTableColumns } from "drizzle-orm";
import type { AdminOrderList, OrderDto, OrderHistoryEntry, OrderStatus, OrderStatusChangeResult } from "@shared/orders/orders";
import type { AdminOrderListQuery } from "@shared/orders/orders.schema";
import { encodePageCursor } from "@shared/core/params.schema";
import type { Actor, ServiceContext } from "../service-context";
import { orderHistoryWithDetails, orders } from "../../db/schema/orders";
import { notFound } from "../../lib/errors";
import { before, cursorTime } from "../../db/keyset";
import { changeOrder } from "./lifecycle";
import { getOrder, withLines } from "./order-queries";
import { releaseHold } from "./weigh-order";
import { said } from "@shared/core/said";

/**
 * The admin's order list, newest first (docs/product.md 'Admin API'), optionally one status only,
 * `limit` at a time: the first page, or the one after `cursor` (keyset pagination, ADR 0019).
 * Either way one backward scan of orders_created_at_id_idx (orders_status_created_at_id_idx
 * with a status) that stops after limit + 1 rows, however long the shop's history.
 */
export async function listOrdersForAdmin(ctx: ServiceContext, query: AdminOrderListQuery): Promise<AdminOrderList> {
  const rows = await ctx.db
    .select({ ...getTableColumns(orders), cursorAt: cursorTime(orders.createdAt) })
    .from(orders)
    .where(
      and(
        query.status ? eq(orders.status, query.status) : undefined,
        query.cursor ? before(orders.createdAt, orders.id, query.cursor) : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const hasMore = rows.length > query.limit;
  return {
    orders: await withLines(ctx.db, page),
    hasMore,
    nextCursor: hasMore && last ? encodePageCursor({ createdAt: last.cursorAt, id: last.id }) : null,
  };
}

export async function getOrderForAdmin(ctx: ServiceContext, orderId: string): Promise<OrderDto> {
  const order = await getOrder(ctx.db, orderId);
  if (!order) throw notFound(said("orderErrorTexts.notFound"));
  return order;
}

/** An order's status history from the order_history_with_details view, newest first. */
export async function listOrderHistory(ctx: ServiceContext, orderId: string): Promise<OrderHistoryEntry[]> {
  const [exists] = await ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!exists) throw notFound(said("orderErrorTexts.notFound"));
  const rows = await ctx.db
    .select()
    .from(orderHistoryWithDetails)
    .where(eq(orderHistoryWithDetails.orderId, orderId))
    .orderBy(desc(orderHistoryWithDetails.createdAt), desc(orderHistoryWithDetails.id));
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedByEmail: row.updatedByEmail,
  }));
}

/**
 * The admin sets an order's status (docs/product.md 'Order status': any of the four, freely), through the
 * lifecycle: the order row, a history row naming the admin and the customer's notification
 * e-mail in the outbox (the spec's send-order-email; the mail worker delivers it with retries),
 * all in one transaction. Setting the status it already has changes nothing and sends nothing.
 */
export async function changeOrderStatus(
  ctx: ServiceContext,
  input: { actor: Actor; orderId: string; status: OrderStatus },
): Promise<OrderStatusChangeResult> {
  const { actor, orderId, status } = input;
  // A held card is let go at the provider before the order is cancelled (ADR 0013).
  if (status === "cancelled" && (await releaseHold(ctx, { actor, orderId }))) {
    return { order: (await getOrder(ctx.db, orderId))!, changed: true };
  }
  return ctx.db.transaction(async (tx) => {
    const result = await changeOrder(ctx, {
      tx,
      orderId,
      event: { type: "status_set", status },
      actor: { kind: "admin", userId: actor.userId, email: actor.email },
      mail: "status",
    });
    return { order: (await getOrder(tx, orderId))!, changed: result.changed };
  });
}
