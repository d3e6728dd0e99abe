import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Locale } from "@shared/i18n";
import type { OrderDto } from "@shared/orders";
import type { ServiceContext } from "../context";
import type { Executor } from "../../db/client";
import { orderItems, orders } from "../../db/schema/orders";
import type { OrderForMail } from "../mail/order-mails";

type OrderRow = typeof orders.$inferSelect;

function toDto(order: OrderRow, lines: (typeof orderItems.$inferSelect)[]): OrderDto {
  return {
    id: order.id,
    status: order.status,
    paymentStatus: order.paymentStatus,
    orderType: order.orderType,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    deliveryAddress: order.deliveryAddress,
    deliveryTime: order.deliveryTime.toISOString(),
    notes: order.notes,
    subtotalCents: order.subtotalCents,
    taxCents: order.taxCents,
    deliveryFeeCents: order.deliveryFeeCents,
    tipCents: order.tipCents,
    totalCents: order.totalCents,
    taxRate: order.taxRate,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    channel: order.channel,
    paymentMethod: order.paymentMethod,
    smsOptIn: order.smsOptIn,
    lines: lines.map((line) => ({
      id: line.id,
      itemId: line.itemId,
      name: line.itemName,
      quantity: line.quantity,
      unit: line.unit,
      priceCents: line.priceCents,
      lineTotalCents: line.lineTotalCents,
      options: line.options,
      pricedByWeight: line.pricedByWeight,
      weighedQuantity: line.weighedQuantity,
      weighedTotalCents: line.weighedTotalCents,
      notes: line.notes,
    })),
    estimatedTotalCents: order.estimatedTotalCents,
    allowanceCents: order.allowanceCents,
    holdCents: order.holdCents,
    holdExpiresAt: order.holdExpiresAt?.toISOString() ?? null,
    weighedAt: order.weighedAt?.toISOString() ?? null,
    capturedCents: order.capturedCents,
    balanceDueCents: order.balanceDueCents,
    locale: order.locale,
    refundedCents: order.refundedCents,
  };
}

/** Orders with their lines, in the order given: two queries whatever the number of orders. */
export async function withLines(db: Executor, rows: OrderRow[]): Promise<OrderDto[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderItems.itemName), asc(orderItems.id));
  const byOrder = new Map<string, (typeof orderItems.$inferSelect)[]>();
  for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
  return rows.map((row) => toDto(row, byOrder.get(row.id) ?? []));
}

/** How many of their orders a customer's page lists. */
const CUSTOMER_ORDERS_LIMIT = 50;

/** A customer's own orders, newest first. Nobody else's, whatever is asked. */
export async function listCustomerOrders(ctx: ServiceContext, customerId: string): Promise<OrderDto[]> {
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(CUSTOMER_ORDERS_LIMIT);
  return withLines(ctx.db, rows);
}

export async function getOrder(db: Executor, orderId: string): Promise<OrderDto | null> {
  const rows = await db.select().from(orders).where(eq(orders.id, orderId));
  const [dto] = await withLines(db, rows);
  return dto ?? null;
}

/** The language an order was placed in (its pay page speaks it); null when there is no such order. */
export async function getOrderLocale(ctx: ServiceContext, orderId: string): Promise<Locale | null> {
  const [row] = await ctx.db.select({ locale: orders.locale }).from(orders).where(eq(orders.id, orderId));
  return row?.locale ?? null;
}

export function toMailOrder(order: OrderDto): OrderForMail {
  return {
    id: order.id,
    locale: order.locale,
    customerName: order.customerName,
    orderType: order.orderType,
    deliveryAddress: order.deliveryAddress,
    deliveryTime: new Date(order.deliveryTime),
    notes: order.notes,
    subtotalCents: order.subtotalCents,
    taxCents: order.taxCents,
    deliveryFeeCents: order.deliveryFeeCents,
    tipCents: order.tipCents,
    totalCents: order.totalCents,
    taxRate: order.taxRate,
    lines: order.lines,
    estimatedTotalCents: order.estimatedTotalCents,
    allowanceCents: order.allowanceCents,
    holdCents: order.holdCents,
    capturedCents: order.capturedCents,
    balanceDueCents: order.balanceDueCents,
  };
}
