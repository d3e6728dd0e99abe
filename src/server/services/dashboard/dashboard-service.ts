import { sql } from "drizzle-orm";
import type { DashboardStats } from "@shared/dashboard";
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

/**
 * The dashboard figures (definitions in DashboardStats), computed by the database: one pass
 * over orders, one count of unread messages, the same count the sidebar badge shows.
 * Revenue is summed as bigint: an int sum overflows past 2^31 cents (about $21.4 million).
 */
export async function getDashboardStats(ctx: ServiceContext): Promise<DashboardStats> {
  const { db } = ctx;
  const paid = sql`${orders.paymentStatus} = 'paid'`;
  const [orderFigures] = await db
    .select({
      totalOrders: sql<string>`count(*) filter (where ${paid})`,
      totalRevenueCents: sql<string>`coalesce(sum(${orders.totalCents}) filter (where ${paid}), 0)::bigint`,
      pendingOrders: sql<string>`count(*) filter (where ${paid} and ${orders.status} = 'pending')`,
    })
    .from(orders);
  return {
    totalOrders: safeNumber(orderFigures?.totalOrders),
    totalRevenueCents: safeNumber(orderFigures?.totalRevenueCents),
    pendingOrders: safeNumber(orderFigures?.pendingOrders),
    unreadMessages: await countUnreadMessages(ctx),
  };
}
