import { and, asc, desc, eq, isNotNull, lt, notInArray, sql } from "drizzle-orm";
import type { DashboardStats, HeldOrderDto } from "@shared/dashboard";
import { HOLD_EXPIRY_WARNING_HOURS } from "@shared/quantity";
import { addDays, shopDate } from "@shared/schedule";
import { fromWallTime } from "@shared/time";
import type { ServiceContext } from "../context";
import { orders } from "../../db/schema/orders";
import { countUnreadMessages } from "../messages/messages-admin";

/**
 * A bigint from the database as a number: node-postgres hands int8 over as a string, PGlite may
 * as a bigint. Cents stay exact as numbers up to 2^53 (about $90 trillion); beyond, refuse.
 */
function safeNumber(value: string | number | bigint | null | undefined): number {
  const number = Number(value ?? 0);
  if (!Number.isSafeInteger(number)) throw new Error(`dashboard figure out of the safe integer range: ${String(value)}`);
  return number;
}

/** How many held orders each of the dashboard's lists shows. */
const HELD_LIST_LIMIT = 20;

/**
 * The dashboard figures (definitions in DashboardStats), computed by the database: one pass
 * over orders, one count of unread messages, the same count the sidebar badge shows.
 * Revenue is summed as bigint: an int sum overflows past 2^31 cents (about $21.4 million).
 */
export async function getDashboardStats(ctx: ServiceContext): Promise<DashboardStats> {
  const { db } = ctx;
  // Money taken, some of it perhaps given back since (issue 16).
  const paid = sql`${orders.paymentStatus} in ('paid', 'partially_refunded', 'refunded')`;
  const held = sql`${orders.paymentStatus} = 'authorized'`;
  // Orders the shop took: paid, or held awaiting weighing.
  const taken = sql`${orders.paymentStatus} in ('paid', 'authorized', 'partially_refunded', 'refunded')`;
  const now = ctx.clock.now();
  const timeZone = ctx.config.shop.timeZone;
  const today = shopDate(now, timeZone);
  const todayStarts = fromWallTime(`${today}T00:00`, timeZone)!;
  const tomorrowStarts = fromWallTime(`${addDays(today, 1)}T00:00`, timeZone)!;
  const placedToday = sql`${orders.createdAt} >= ${todayStarts.toISOString()} and ${orders.createdAt} < ${tomorrowStarts.toISOString()}`;
  const [orderFigures] = await db
    .select({
      totalOrders: sql<string>`count(*) filter (where ${taken})`,
      // Captured money only: a held card is not revenue until the weighed amount is captured.
      // Refunds come off it.
      totalRevenueCents: sql<string>`coalesce(sum(coalesce(${orders.capturedCents}, ${orders.totalCents}) - ${orders.refundedCents}) filter (where ${paid}), 0)::bigint`,
      pendingOrders: sql<string>`count(*) filter (where ${taken} and ${orders.status} = 'pending')`,
      awaitingWeighingCents: sql<string>`coalesce(sum(${orders.holdCents}) filter (where ${held}), 0)::bigint`,
      awaitingWeighingOrders: sql<string>`count(*) filter (where ${held})`,
      // Tips of the orders taken today (shop date), unless cancelled: the staff's share of the day.
      tipsTodayCents: sql<string>`coalesce(sum(${orders.tipCents}) filter (where ${taken} and ${orders.status} <> 'cancelled' and ${placedToday}), 0)::bigint`,
    })
    .from(orders);
  const heldColumns = {
    orderId: orders.id,
    customerName: orders.customerName,
    holdCents: orders.holdCents,
    holdExpiresAt: orders.holdExpiresAt,
  };
  const expiringSoon = await db
    .select(heldColumns)
    .from(orders)
    .where(and(held, lt(orders.holdExpiresAt, new Date(now.getTime() + HOLD_EXPIRY_WARNING_HOURS * 60 * 60_000))))
    .orderBy(asc(orders.holdExpiresAt))
    .limit(HELD_LIST_LIMIT);
  const expired = await db
    .select(heldColumns)
    .from(orders)
    .where(and(eq(orders.paymentStatus, "expired"), isNotNull(orders.holdExpiresAt), notInArray(orders.status, ["completed", "cancelled"])))
    .orderBy(desc(orders.holdExpiresAt))
    .limit(HELD_LIST_LIMIT);
  const toHeld = (row: (typeof expired)[number]): HeldOrderDto => ({
    orderId: row.orderId,
    customerName: row.customerName,
    holdCents: row.holdCents ?? 0,
    holdExpiresAt: row.holdExpiresAt!.toISOString(),
  });
  return {
    totalOrders: safeNumber(orderFigures?.totalOrders),
    totalRevenueCents: safeNumber(orderFigures?.totalRevenueCents),
    pendingOrders: safeNumber(orderFigures?.pendingOrders),
    unreadMessages: await countUnreadMessages(ctx),
    awaitingWeighingCents: safeNumber(orderFigures?.awaitingWeighingCents),
    awaitingWeighingOrders: safeNumber(orderFigures?.awaitingWeighingOrders),
    tipsTodayCents: safeNumber(orderFigures?.tipsTodayCents),
    holdsExpiringSoon: expiringSoon.map(toHeld),
    expiredHolds: expired.map(toHeld),
  };
}
