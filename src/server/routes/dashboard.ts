import { Hono } from "hono";
import type { AppEnv } from "../app-context";
import { noStore } from "../http/answers";
import { getDashboardStats } from "../services/dashboard/dashboard-service";

/**
 * The admin dashboard, mounted at /api/admin. GET /dashboard → DashboardStats, computed by the
 * database on each request (definitions in shared/orders/dashboard.ts); the page refetches it whenever
 * an order changes (GET /api/admin/orders/events).
 */
export const adminDashboardRoutes = new Hono<AppEnv>()
  .use("*", noStore)
  .get("/dashboard", async (c) => c.json(await getDashboardStats(c.var.ctx), 200));
