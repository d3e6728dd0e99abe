import { Hono } from "hono";
import { requireAdmin } from "../auth/guards";
import type { AppEnv } from "../context";
import { getDashboardStats } from "../services/admin/dashboard-service";

/**
 * Admin API: every route answers 401 to anonymous callers and 403 to signed-in non-admins,
 * whatever the browser shows (the guard runs before any handler).
 */
export const adminRoutes = new Hono<AppEnv>()
  .use("*", requireAdmin)
  /**
   * GET /api/admin/dashboard → DashboardStats, computed by the database on each request:
   * - totalOrders: orders whose payment_status is 'paid', whatever their status (unpaid checkouts left out);
   * - totalRevenueCents: sum of total_cents (tax included) of orders whose payment_status is 'paid';
   * - pendingOrders: paid orders whose status is 'pending' (waiting for the kitchen);
   * - unreadMessages: unread rows of combined_messages (contact messages not yet read, and sent
   *   e-mails marked unread), the figure of the sidebar's Messages badge.
   * The page refetches it whenever an order changes (GET /api/admin/orders/events).
   */
  .get("/dashboard", async (c) => c.json(await getDashboardStats(c.var.ctx), 200, { "Cache-Control": "no-store" }));
