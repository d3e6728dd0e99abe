import { sql } from "drizzle-orm";
import type { DashboardStats } from "@shared/dashboard";
import type { Database } from "../../db/client";
import { orders } from "../../db/schema";
import { countUnreadMessages } from "../messages/admin-messages";

/**
 * The dashboard figures (definitions in DashboardStats), computed by the database: one pass
 * over orders, one count of unread messages, the same count the sidebar badge shows.
 */
export async function getDashboardStats({ db }: { db: Database }): Promise<DashboardStats> {
  const [orderFigures] = await db
    .select({
      totalOrders: sql<number>`count(*)::int`,
      totalRevenueCents: sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${orders.paymentStatus} = 'paid'), 0)::int`,
      pendingOrders: sql<number>`(count(*) filter (where ${orders.status} = 'pending'))::int`,
    })
    .from(orders);
  return {
    totalOrders: orderFigures?.totalOrders ?? 0,
    totalRevenueCents: orderFigures?.totalRevenueCents ?? 0,
    pendingOrders: orderFigures?.pendingOrders ?? 0,
    unreadMessages: await countUnreadMessages(db),
  };
}
