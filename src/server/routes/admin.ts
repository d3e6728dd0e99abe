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
  /** Total orders, revenue of paid orders (cents), pending orders, unread messages: see DashboardStats. */
  .get("/dashboard", async (c) => c.json(await getDashboardStats(c.var.ctx), 200, { "Cache-Control": "no-store" }));
