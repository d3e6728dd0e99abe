import { randomUUID } from "node:crypto";
import { lineTotalCents, priceOrder } from "@shared/orders/order-totals";
import type { Executor } from "@server/db/client";
import { orderItems, orderStatusHistory, orders } from "@server/db/schema";

/**
 * Orders for tests, in any state a test needs (paid, cancelled, old), written straight to the
 * tables. The shop itself only ever writes orders through services/orders/lifecycle.ts; a test
 * sets up the world that code then works on.
 */

const unique = () => randomUUID().slice(0, 8);

type OrderInsert = typeof orders.$inferInsert;

/**
 * An order with its lines (priced from the given unit prices), status history and totals as
 * checkout would compute them. `paid: true` marks it paid.
 */
export async function createOrder(
  db: Executor,
  overrides: Partial<OrderInsert> & {
    lines: {
      itemId: string;
      name?: string;
      quantity: number;
      priceCents: number;
      notes?: string;
      unit?: "each" | "lb";
      pricedByWeight?: boolean;
    }[];
    paid?: boolean;
    taxRate?: number;
  },
) {
  const { lines, paid = false, taxRate = 825, ...fields } = overrides;
  // The amounts only: a hold, fee or tip is what the test sets in `fields`.
  const { subtotalCents, taxCents, totalCents } = priceOrder({
    lines: lines.map((line) => ({ priceCents: line.priceCents, quantity: line.quantity, pricedByWeight: false })),
    taxRate,
    weightHoldPercent: 0,
  });
  const totals = { subtotalCents, taxCents, totalCents };
  const [order] = await db
    .insert(orders)
    .values({
      customerName: "Test Customer",
      customerEmail: `customer-${unique()}@example.com`,
      customerPhone: "3235550100",
      orderType: "pickup",
      deliveryTime: new Date(Date.now() + 60 * 60_000),
      ...totals,
      taxRate,
      paymentStatus: paid ? "paid" : "unpaid",
      paidAt: paid ? new Date() : null,
      capturedCents: paid ? (fields.totalCents ?? totals.totalCents) : null,
      ...fields,
    })
    .returning();
  await db.insert(orderItems).values(
    lines.map((line) => ({
      orderId: order!.id,
      itemId: line.itemId,
      itemName: line.name ?? "Item",
      quantity: line.quantity,
      unit: line.unit ?? "each",
      priceCents: line.priceCents,
      lineTotalCents: lineTotalCents(line.priceCents, line.quantity),
      pricedByWeight: line.pricedByWeight ?? false,
      notes: line.notes ?? null,
    })),
  );
  await db.insert(orderStatusHistory).values({ orderId: order!.id, status: order!.status, note: "Order placed" });
  return order!;
}
