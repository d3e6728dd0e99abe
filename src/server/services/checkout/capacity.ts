import { and, eq, gte, inArray, lt, ne, sql } from "drizzle-orm";
import type { OrderType } from "@shared/orders/orders";
import { capacityFor, fitsSlot, type CapacitySettings } from "@shared/ordering/ordering";
import { formatQuantity, toThousandths } from "@shared/core/quantity";
import type { PriceUnit } from "@shared/menu/menu";
import { addDays, shopDate, slotsBetween, weekdayOf, type ShopCalendar } from "@shared/ordering/schedule";
import { fromWallTime } from "@shared/core/time";
import type { Executor } from "../../db/client";
import { orderItems, orders } from "../../db/schema/orders";
import { cateringEvents } from "../../db/schema/catering";
import { CONFIRMED_STATUSES } from "@shared/catering/catering";
import { ServiceError } from "../../lib/errors";
import { atShopTime, onWeekdayDate } from "../../lib/say";
import { said } from "@shared/core/said";

/**
 * Slot capacity and daily stock (ADR 0014), held race-safe. An order holds its slot's place and
 * its items' stock from placement for as long as it is not cancelled: a payment that fails or
 * expires cancels it (orders/lifecycle.ts), and the place and the stock are free again, as they
 * are counted from the orders themselves, never kept in a counter that could drift.
 *
 * Race safety: the placing transaction takes a transaction-scoped advisory lock per slot and per
 * (item, date) before counting, in one sorted order (no deadlock between two carts), so two
 * checkouts for the last place are serialised and the second counts the first. PGlite has one
 * connection, where the locks cost nothing and the same code holds.
 */

export interface SlotRequest {
  orderType: OrderType;
  slot: Date;
  pounds: number;
  /** Lines of items with a daily stock: the order's quantity of each. */
  stocked: { itemId: string; name: string; unit: PriceUnit; quantity: number; dailyStock: number }[];
}

/** A line as a slot and a day's stock see it: its item, unit, quantity and the item's daily stock. */
export interface LoadLine {
  itemId: string;
  name: string;
  unit: PriceUnit;
  quantity: number;
  dailyStock: number | null;
}

/**
 * What an order takes of its slot and of its items' stock: the pounds of its lines sold by the
 * pound (the slot's weight limit), and the quantity of each stocked item, whatever was chosen with it.
 */
export function slotLoad(lines: readonly LoadLine[]): Pick<SlotRequest, "pounds" | "stocked"> {
  const pounds = lines.filter((line) => line.unit === "lb").reduce((sum, line) => sum + toThousandths(line.quantity), 0) / 1000;
  const stocked = new Map<string, SlotRequest["stocked"][number]>();
  for (const { dailyStock, ...line } of lines) {
    if (dailyStock === null) continue;
    const seen = stocked.get(line.itemId);
    if (seen) seen.quantity = (toThousandths(seen.quantity) + toThousandths(line.quantity)) / 1000;
    else stocked.set(line.itemId, { ...line, dailyStock });
  }
  return { pounds, stocked: [...stocked.values()] };
}

export interface CapacityContext {
  calendar: ShopCalendar;
  capacity: CapacitySettings;
  /** The latest slot to suggest when this one is full. */
  latest: Date;
  /** The order being edited (ADR 0016): its own place is not counted against it. */
  excludeOrderId?: string;
}

/**
 * The advisory locks an order's slot and stock need, sorted. With the shop's `capacity`, a slot
 * that has no limit needs none: nothing is counted there to hold. No keys: nothing to hold at all.
 */
export function slotAndStockLockKeys(request: SlotRequest, calendar: ShopCalendar, capacity?: CapacitySettings): string[] {
  const date = shopDate(request.slot, calendar.timeZone);
  const limit = capacity && capacityFor(capacity, weekdayOf(date), request.orderType);
  const slotIsLimited = !limit || limit.maxOrders !== null || limit.maxPounds !== null;
  return [
    ...(slotIsLimited ? [`slot:${request.orderType}:${request.slot.toISOString()}`] : []),
    ...request.stocked.map((line) => `stock:${line.itemId}:${date}`),
  ].sort();
}

/** Takes the locks for this order's slot and stock (slotAndStockLockKeys), in their order, in one statement. */
export async function lockSlotAndStock(
  tx: Executor,
  request: SlotRequest,
  calendar: ShopCalendar,
  capacity?: CapacitySettings,
): Promise<void> {
  const keys = slotAndStockLockKeys(request, calendar, capacity);
  if (keys.length === 0) return;
  const list = sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  );
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(t.key, 0)) from unnest(array[${list}]::text[]) with ordinality as t(key, n) order by t.n`,
  );
}

/** Places taken in the slots of one type from `from` until before `until`: orders not cancelled, by slot instant. */
export async function slotUsage(tx: Executor, orderType: OrderType, from: Date, until: Date, excludeOrderId?: string) {
  const rows = await tx
    .select({
      deliveryTime: orders.deliveryTime,
      orders: sql<number>`count(*)::int`,
      pounds: sql<string>`coalesce(sum(${orders.pounds}), 0)`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.orderType, orderType),
        gte(orders.deliveryTime, from),
        lt(orders.deliveryTime, until),
        ne(orders.status, "cancelled"),
        // An order being edited (ADR 0016) does not compete with itself.
        excludeOrderId ? ne(orders.id, excludeOrderId) : undefined,
      ),
    )
    .groupBy(orders.deliveryTime);
  const usage = new Map(
    rows.map((row) => [new Date(row.deliveryTime).getTime(), { orders: Number(row.orders), pounds: Number(row.pounds) }]),
  );
  // A confirmed catering event (ADR 0023) takes its place and its pounds from its slot; a quoted one takes nothing.
  const events = await tx
    .select({
      eventAt: cateringEvents.eventAt,
      events: sql<number>`count(*)::int`,
      pounds: sql<string>`coalesce(sum(${cateringEvents.pounds}), 0)`,
    })
    .from(cateringEvents)
    .where(
      and(
        eq(cateringEvents.fulfilment, orderType),
        gte(cateringEvents.eventAt, from),
        lt(cateringEvents.eventAt, until),
        inArray(cateringEvents.status, [...CONFIRMED_STATUSES]),
      ),
    )
    .groupBy(cateringEvents.eventAt);
  for (const row of events) {
    const at = new Date(row.eventAt).getTime();
    const seen = usage.get(at) ?? { orders: 0, pounds: 0 };
    usage.set(at, { orders: seen.orders + Number(row.events), pounds: Math.round((seen.pounds + Number(row.pounds)) * 1000) / 1000 });
  }
  return usage;
}

const EMPTY = { orders: 0, pounds: 0 };

/**
 * Refuses the order when its slot is full (by orders or by pounds), naming the next slot with
 * room. Call after lockSlotAndStock, in the same transaction.
 */
export async function checkSlotCapacity(tx: Executor, request: SlotRequest, context: CapacityContext): Promise<void> {
  const limitOf = (slot: Date) => capacityFor(context.capacity, weekdayOf(shopDate(slot, context.calendar.timeZone)), request.orderType);
  const limit = limitOf(request.slot);
  if (limit.maxOrders === null && limit.maxPounds === null) return;
  const slotEnd = new Date(request.slot.getTime() + 60_000);
  const used = (await slotUsage(tx, request.orderType, request.slot, slotEnd, context.excludeOrderId)).get(request.slot.getTime()) ?? EMPTY;
  if (fitsSlot(limit, used, request.pounds)) return;

  // Full: the next slot with room, from the one after this on.
  const usage = await slotUsage(tx, request.orderType, request.slot, new Date(context.latest.getTime() + 60_000), context.excludeOrderId);
  let next: Date | null = null;
  for (const slot of slotsBetween(context.calendar, new Date(request.slot.getTime() + 60_000), context.latest)) {
    if (fitsSlot(limitOf(slot), usage.get(slot.getTime()) ?? EMPTY, request.pounds)) {
      next = slot;
      break;
    }
  }
  // The next time is said as the shop's clock shows it, in the reader's language.
  const message = next
    ? said("orderingTexts.slotFull", atShopTime(next, context.calendar.timeZone))
    : said("orderingTexts.slotFullNoneSoon");
  throw new ServiceError("slot_full", message, { preferredTime: message });
}

/** Refuses the order when a line asks more of an item than is left of its stock for the order's date. */
export async function checkDailyStock(tx: Executor, request: SlotRequest, calendar: ShopCalendar, excludeOrderId?: string): Promise<void> {
  if (request.stocked.length === 0) return;
  const date = shopDate(request.slot, calendar.timeZone);
  const taken = await stockTaken(
    tx,
    request.stocked.map((line) => line.itemId),
    date,
    calendar.timeZone,
    excludeOrderId,
  );
  for (const line of request.stocked) {
    const left = Math.max(0, Math.round((line.dailyStock - (taken.get(line.itemId) ?? 0)) * 1000) / 1000);
    if (Math.round(line.quantity * 1000) <= Math.round(left * 1000)) continue;
    const when = onWeekdayDate(date);
    throw new ServiceError(
      "stock_short",
      left > 0
        ? said("orderingTexts.stockShort", line.name, formatQuantity(left, line.unit), when)
        : said("orderingTexts.stockGone", line.name, when),
    );
  }
}

/** What placed orders (not cancelled) take of each item on a date, in the item's unit. */
export async function stockTaken(
  db: Executor,
  itemIds: readonly string[],
  date: string,
  timeZone: string,
  excludeOrderId?: string,
): Promise<Map<string, number>> {
  if (itemIds.length === 0) return new Map();
  const from = fromWallTime(`${date}T00:00`, timeZone)!;
  const until = fromWallTime(`${addDays(date, 1)}T00:00`, timeZone)!;
  const rows = await db
    .select({ itemId: orderItems.itemId, quantity: sql<string>`sum(${orderItems.quantity})` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        inArray(orderItems.itemId, [...itemIds]),
        ne(orders.status, "cancelled"),
        gte(orders.deliveryTime, from),
        lt(orders.deliveryTime, until),
        excludeOrderId ? ne(orders.id, excludeOrderId) : undefined,
      ),
    )
    .groupBy(orderItems.itemId);
  return new Map(rows.map((row) => [row.itemId, Number(row.quantity)]));
}
