import { Hono } from "hono";
import { requireUser } from "../auth/guards";
import { getActor } from "../auth/session";
import type { AppEnv } from "../context";
import { orderChangeStream } from "../lib/sse";
import { listCustomerOrders } from "../services/orders/order-queries";

/** The signed-in customer's own orders; never anyone else's. */
export const accountRoutes = new Hono<AppEnv>()
  .use("/account/*", requireUser)
  .get("/account/orders", async (c) => {
    const actor = (await getActor(c))!;
    return c.json({ orders: await listCustomerOrders(c.var.ctx.db, actor.userId) }, 200, { "Cache-Control": "no-store" });
  })
  .get("/account/orders/events", async (c) => {
    const actor = (await getActor(c))!;
    return orderChangeStream(c, (change) => change.customerId === actor.userId);
  });
