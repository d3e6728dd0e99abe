import { Hono } from "hono";
import type { AppEnv } from "../app-context";
import { noStore } from "../http/answers";
import { listKitchenQueue } from "../services/orders/kitchen-queue";

/**
 * The kitchen screen's API (ADR 0016), mounted at /api/admin: staff and owners
 * (requireAdminArea). Its live updates come from /api/admin/orders/events, and a tap goes
 * through PATCH /api/admin/orders/:id/status like any status change.
 * - GET /kitchen → { orders: OrderDto[] }: paid or held orders still pending, processing or
 *                  ready, due from the start of today (shop time) on, soonest first (at most 200)
 */
export const adminKitchenRoutes = new Hono<AppEnv>()
  .use("/kitchen", noStore)
  .get("/kitchen", async (c) => c.json(await listKitchenQueue(c.var.ctx), 200));
