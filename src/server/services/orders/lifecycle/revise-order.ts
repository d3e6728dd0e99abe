import { and, eq, inArray } from "drizzle-orm";
import type { ServiceContext } from "../../service-context";
import type { Executor } from "../../../db/client";
import { orderItems, orderStatusHistory, orders } from "../../../db/schema/orders";
import { type NewOrderLine } from "./open-order";
import { type OrderActor, type OrderRow } from "./rules";

export interface OrderRevision {
  removeLineIds: string[];
  updateLines: { id: string; quantity: number; lineTotalCents: number; weighed: boolean }[];
  addLines: NewOrderLine[];
  amounts: Pick<
    OrderRow,
    "subtotalCents" | "taxCents" | "totalCents" | "pounds" | "deliveryTime" | "estimatedTotalCents" | "allowanceCents" | "balanceDueCents"
  >;
}

/**
 * Staff changed an order's lines or time: the lines and the new amounts are written, with a
 * history row naming who and saying what changed and how the difference is settled. The caller
 * holds the order's row lock (taken with `for update` in the same transaction) and has checked
 * the order may be edited; the status and payment state do not move here.
 */
export async function reviseOrder(
  ctx: ServiceContext,
  input: { tx: Executor; orderId: string; actor: Extract<OrderActor, { kind: "admin" }>; revision: OrderRevision; note: string },
): Promise<OrderRow> {
  const { tx, orderId, revision } = input;
  if (revision.removeLineIds.length > 0) {
    await tx.delete(orderItems).where(and(eq(orderItems.orderId, orderId), inArray(orderItems.id, revision.removeLineIds)));
  }
  for (const line of revision.updateLines) {
    await tx
      .update(orderItems)
      .set({
        quantity: line.quantity,
        lineTotalCents: line.lineTotalCents,
        // A line charged as weighed (a counter order) is charged for its new weight.
        ...(line.weighed && { weighedQuantity: line.quantity, weighedTotalCents: line.lineTotalCents }),
      })
      .where(and(eq(orderItems.id, line.id), eq(orderItems.orderId, orderId)));
  }
  if (revision.addLines.length > 0) await tx.insert(orderItems).values(revision.addLines.map((line) => ({ ...line, orderId })));
  const [order] = await tx
    .update(orders)
    .set({ ...revision.amounts, updatedAt: ctx.clock.now() })
    .where(eq(orders.id, orderId))
    .returning();
  await tx.insert(orderStatusHistory).values({ orderId, status: order!.status, note: input.note, changedByUserId: input.actor.userId });
  ctx.log.info({ orderId, total: revision.amounts.totalCents, actor: "admin" }, "order edited");
  return order!;
}
