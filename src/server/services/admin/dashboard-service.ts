import { eq, sql } from "drizzle-orm";
import type { DashboardStats } from "@shared/dashboard";
import type { Database } from "../../db/client";
import { messages, orders } from "../../db/schema";

/** The dashboard figures, computed by the database in two queries (definitions in DashboardStats). */
export async function getDashboardStats({ db }: { db: Database }): Promise<DashboardStats> {
  const [orderFigures] = await db
    .select({
      totalOrders: sql<number>`count(*)::int`,
      totalRevenueCents: sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${orders.paymentStatus} = 'paid'), 0)::int`,
      pendingOrders: sql<number>`(count(*) filter (where ${orders.status} = 'pending'))::int`,
    })
    .from(orders);
  const [messageFigures] = await db
    .select({ unreadMessages: sql<number>`count(*)::int` })
    .from(messages)
    .where(eq(messages.isRead, false));
  return {
    totalOrders: orderFigures?.totalOrders ?? 0,
    totalRevenueCents: orderFigures?.totalRevenueCents ?? 0,
    pendingOrders: orderFigures?.pendingOrders ?? 0,
    unreadMessages: messageFigures?.unreadMessages ?? 0,
  };
}
