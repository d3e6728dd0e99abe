import { desc, eq } from "drizzle-orm";
import type { AdminOrderList, AdminOrderListQuery, OrderHistoryEntry, OrderStatusChangeResult } from "@shared/admin-orders";
import type { OrderDto, OrderStatus } from "@shared/orders";
import type { Actor } from "../../auth/session";
import type { Config } from "../../config";
import type { Database, Executor } from "../../db/client";
import { orderHistoryWithDetails, orderStatusHistory, orders } from "../../db/schema";
import { notFound } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import { orderStatusMail } from "../mail/order-mails";
import { enqueueMail } from "../mail/outbox";
import { getOrder, toMailOrder, withLines } from "./order-queries";

/** The admin's order list, newest first (SPEC.md section 7 'Admin'), optionally one status only. */
export async function listOrdersForAdmin(db: Executor, query: AdminOrderListQuery): Promise<AdminOrderList> {
  const rows = await db
    .select()
    .from(orders)
    .where(query.status ? eq(orders.status, query.status) : undefined)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(query.limit + 1);
  return { orders: await withLines(db, rows.slice(0, query.limit)), hasMore: rows.length > query.limit };
}

export async function getOrderForAdmin(db: Executor, orderId: string): Promise<OrderDto> {
  const order = await getOrder(db, orderId);
  if (!order) throw notFound("Order not found.");
  return order;
}

/** An order's status history from the order_history_with_details view, newest first. */
export async function listOrderHistory(db: Executor, orderId: string): Promise<OrderHistoryEntry[]> {
  const [exists] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!exists) throw notFound("Order not found.");
  const rows = await db
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

export interface StatusChangeContext {
  db: Database;
  config: Config;
  log: Logger;
}

/**
 * The admin sets an order's status (SPEC.md section 4: any of the four, freely). In one
 * transaction: the order row (locked, so two admins' changes apply one after the other), a
 * history row naming the admin, and the customer's notification e-mail in the outbox (the
 * spec's send-order-email; the mail worker delivers it with retries). Either all three
 * happen or none. Setting the status it already has changes nothing and sends nothing.
 */
export async function changeOrderStatus(
  ctx: StatusChangeContext,
  actor: Actor,
  orderId: string,
  status: OrderStatus,
): Promise<OrderStatusChangeResult> {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for("update");
    if (!current) throw notFound("Order not found.");
    if (current.status === status) return { order: (await getOrder(tx, orderId))!, changed: false };

    await tx.update(orders).set({ status, updatedAt: new Date() }).where(eq(orders.id, orderId));
    const [entry] = await tx
      .insert(orderStatusHistory)
      .values({ orderId, status, changedByUserId: actor.userId })
      .returning({ id: orderStatusHistory.id });
    const order = (await getOrder(tx, orderId))!;
    await enqueueMail(tx, ctx.config, {
      kind: "order_status",
      to: order.customerEmail,
      toName: order.customerName,
      relatedOrderId: orderId,
      // One mail per change: a retried delivery of this same change cannot send it twice.
      dedupeKey: `order-status:${entry!.id}`,
      ...orderStatusMail(ctx.config.shop, toMailOrder(order), status, `${ctx.config.publicUrl}/account/orders`),
    });
    ctx.log.info({ orderId, from: current.status, to: status, by: actor.userId }, "order status changed");
    return { order, changed: true };
  });
}
