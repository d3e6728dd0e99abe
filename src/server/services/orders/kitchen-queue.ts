import { and, asc, eq, gte, inArray, isNotNull, or } from "drizzle-orm";
import type { OrderDto } from "@shared/orders/orders";
import { shopDate } from "@shared/ordering/schedule";
import { fromWallTime } from "@shared/core/time";
import type { ServiceContext } from "../service-context";
import { orders } from "../../db/schema/orders";
import { withLines } from "./order-queries";
import type { KitchenCateringDto } from "@shared/catering/catering";
import { todaysCateringEvents } from "../catering/catering-admin";

/** The most cards the kitchen screen is sent at once: far more than a day's work. */
export const KITCHEN_QUEUE_LIMIT = 200;

/**
 * The kitchen screen's orders (ADR 0016): the ones still to cook, pack or hand over (pending,
 * processing, ready) whose money is taken or held: paid (or partly refunded), the card held until weighing, or a hold
 * that lapsed (the food is owed; the counter takes the payment). Orders still at the pay page,
 * failed or abandoned never reach the kitchen. From the start of today in the shop's time zone
 * (an order due an hour ago is still on the counter), soonest first.
 */
export async function listKitchenQueue(ctx: ServiceContext): Promise<{ orders: OrderDto[]; catering: KitchenCateringDto[] }> {
  const timeZone = ctx.config.shop.timeZone;
  const todayStarts = fromWallTime(`${shopDate(ctx.clock.now(), timeZone)}T00:00`, timeZone)!;
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(
      and(
        inArray(orders.status, ["pending", "processing", "ready"]),
        or(
          inArray(orders.paymentStatus, ["paid", "authorized", "partially_refunded"]),
          and(eq(orders.paymentStatus, "expired"), isNotNull(orders.holdCents)),
        ),
        gte(orders.deliveryTime, todayStarts),
      ),
    )
    .orderBy(asc(orders.deliveryTime), asc(orders.createdAt), asc(orders.id))
    .limit(KITCHEN_QUEUE_LIMIT);
  return { orders: await withLines(ctx.db, rows), catering: await todaysCateringEvents(ctx) };
}
