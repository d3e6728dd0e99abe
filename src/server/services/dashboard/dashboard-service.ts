import { and, asc, desc, eq, gte, isNotNull, lt, ne, notInArray, sql } from "drizzle-orm";
import type { DashboardStats, HeldOrderDto } from "@shared/orders/dashboard";
import { HOLD_EXPIRY_WARNING_HOURS } from "@shared/core/quantity";
import { addDays, shopDate } from "@shared/ordering/schedule";
import { fromWallTime } from "@shared/core/time";
import type { ServiceContext } from "../service-context";
import { orderFigures, orders } from "../../db/schema/orders";
import { countUnreadMessages } from "../messages/messages-admin";
import { cateringDashboard } from "../catering/catering-admin";
import { giftCardLiability } from "../gift-cards/gift-card-admin";

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
 * The dashboard figures (definitions in DashboardStats), none of them a pass over the shop's
 * history (ADR 0019): the all-time count and revenue from order_figures, which a trigger keeps
 * as orders change; the pending count, the holds and today's tips from partial or time indexes
 * that hold only the day's orders; the same unread count the sidebar badge shows.
 */
export async function getDashboardStats(ctx: ServiceContext): Promise<DashboardStats> {
  const { db } = ctx;
  const held = sql`${orders.paymentStatus} = 'authorized'`;
  // Orders the shop took: paid, or held awaiting weighing (orders_pending_taken_idx has the same words).
  const taken = sql`${orders.paymentStatus} in ('paid', 'authorized', 'partially_refunded', 'refunded')`;
  const now = ctx.clock.now();
  const timeZone = ctx.config.shop.timeZone;
  const today = shopDate(now, timeZone);
  const todayStarts = fromWallTime(`${today}T00:00`, timeZone)!;
  const tomorrowStarts = fromWallTime(`${addDays(today, 1)}T00:00`, timeZone)!;
  // Summed as bigint: an int sum overflows past 2^31 cents (about $21.4 million).
  const [kept] = await db
    .select({
      totalOrders: sql<string>`coalesce(sum(${orderFigures.takenOrders}), 0)::bigint`,
      // Captured money only (a held card is not revenue until the weighed amount is captured), less refunds.
      totalRevenueCents: sql<string>`coalesce(sum(${orderFigures.revenueCents}), 0)::bigint`,
    })
    .from(orderFigures);
  const [pending] = await db
    .select({ count: sql<string>`count(*)` })
    .from(orders)
    .where(and(taken, eq(orders.status, "pending")));
  const [holds] = await db
    .select({
      awaitingWeighingCents: sql<string>`coalesce(sum(${orders.holdCents}), 0)::bigint`,
      awaitingWeighingOrders: sql<string>`count(*)`,
    })
    .from(orders)
    .where(held);
  // Tips of the orders taken today (shop date), unless cancelled: the staff's share of the day.
  const [tips] = await db
    .select({ tipsTodayCents: sql<string>`coalesce(sum(${orders.tipCents}), 0)::bigint` })
    .from(orders)
    .where(and(taken, ne(orders.status, "cancelled"), gte(orders.createdAt, todayStarts), lt(orders.createdAt, tomorrowStarts)));
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
    catering: await cateringDashboard(ctx),
    giftCardLiabilityCents: await giftCardLiability(ctx.db),
    totalOrders: safeNumber(kept?.totalOrders),
    totalRevenueCents: safeNumber(kept?.totalRevenueCents),
    pendingOrders: safeNumber(pending?.count),
    unreadMessages: await countUnreadMessages(ctx),
    awaitingWeighingCents: safeNumber(holds?.awaitingWeighingCents),
    awaitingWeighingOrders: safeNumber(holds?.awaitingWeighingOrders),
    tipsTodayCents: safeNumber(tips?.tipsTodayCents),
    holdsExpiringSoon: expiringSoon.map(toHeld),
    expiredHolds: expired.map(toHeld),
  };
}
