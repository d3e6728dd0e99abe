import { asc, desc, eq, inArray } from "drizzle-orm";
import type { Locale } from "@shared/core/i18n";
import { ORDER_AMOUNT_FIELDS, pickOrderFields, type OrderDto } from "@shared/orders/orders";
import type { ServiceContext } from "../service-context";
import type { Executor } from "../../db/client";
import { orderItems, orders } from "../../db/schema/orders";
import { giftCards } from "../../db/schema/gift-cards";
import { MAIL_ORDER_FIELDS, type OrderForMail } from "../mail/order-mails";

type OrderRow = typeof orders.$inferSelect;

/** An order row's fields that its view shows as they are stored (dates become ISO strings below). */
const STORED_AS_SHOWN = [
  "id",
  "status",
  "paymentStatus",
  "orderType",
  "customerName",
  "customerEmail",
  "customerPhone",
  "deliveryAddress",
  "notes",
  ...ORDER_AMOUNT_FIELDS,
  "channel",
  "paymentMethod",
  "smsOptIn",
  "estimatedTotalCents",
  "capturedCents",
  "balanceDueCents",
  "locale",
  "refundedCents",
  "giftCardCents",
] as const satisfies readonly (keyof OrderDto & keyof OrderRow)[];

function toDto(order: OrderRow, lines: (typeof orderItems.$inferSelect)[], cardLast4: ReadonlyMap<string, string>): OrderDto {
  return {
    ...pickOrderFields(order, STORED_AS_SHOWN),
    promoCode: order.promo?.code ?? null,
    promo: order.promo ?? null,
    giftCardLast4: order.giftCardId ? (cardLast4.get(order.giftCardId) ?? null) : null,
    deliveryTime: order.deliveryTime.toISOString(),
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    holdExpiresAt: order.holdExpiresAt?.toISOString() ?? null,
    weighedAt: order.weighedAt?.toISOString() ?? null,
    lines: lines.map(({ itemName, ...line }) => ({
      ...pickOrderFields(line, LINE_STORED_AS_SHOWN),
      name: itemName,
    })),
  };
}

const LINE_STORED_AS_SHOWN = [
  "id",
  "itemId",
  "quantity",
  "unit",
  "priceCents",
  "lineTotalCents",
  "options",
  "pricedByWeight",
  "weighedQuantity",
  "weighedTotalCents",
  "notes",
] as const;

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
  // The gift cards' last four (ADR 0024): one more query, only when a gift card paid.
  const cardIds = [...new Set(rows.flatMap((row) => (row.giftCardId ? [row.giftCardId] : [])))];
  const cards =
    cardIds.length > 0
      ? await db.select({ id: giftCards.id, last4: giftCards.last4 }).from(giftCards).where(inArray(giftCards.id, cardIds))
      : [];
  const cardLast4 = new Map(cards.flatMap((card) => (card.last4 ? [[card.id, card.last4] as const] : [])));
  return rows.map((row) => toDto(row, byOrder.get(row.id) ?? [], cardLast4));
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
    ...pickOrderFields(order, MAIL_ORDER_FIELDS),
    deliveryTime: new Date(order.deliveryTime),
  };
}
