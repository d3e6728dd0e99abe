import { Hono } from "hono";
import { z } from "zod";
import { checkoutErrorTexts } from "@shared/texts/checkout-errors";
import { requireUser } from "../auth/guards";
import { getActor } from "../auth/session";
import type { AppEnv } from "../context";
import { notFound } from "../lib/errors";
import { RateLimiter, rateLimitByClient } from "../lib/rate-limit";
import { validate } from "../lib/validation";
import { checkoutRequestSchema } from "../services/orders/checkout-schema";
import { getCustomerPaymentView, getPaymentView } from "../services/orders/payment-view";
import { placeOrder } from "../services/orders/place-order";

const checkoutLimiter = new RateLimiter(20, 60_000);

/**
 * POST /api/checkout places the order and answers with the payment page's URL.
 * GET /api/checkout/payment tells the order-success page where the payment stands.
 * GET /api/checkout/orders/:id/payment tells the customer who placed the order the same (with
 * whether the provider has said anything yet), for the cart their browser handed over to it;
 * 404 for an order that does not exist or is someone else's alike.
 */
export const checkoutRoutes = new Hono<AppEnv>()
  .post(
    "/checkout",
    rateLimitByClient(checkoutLimiter, "checkout", "Too many checkout attempts. Please wait a minute."),
    requireUser,
    validate("json", checkoutRequestSchema, checkoutErrorTexts.invalidForm),
    async (c) => {
      const actor = (await getActor(c))!;
      const ctx = c.var.ctx;
      const placed = await placeOrder({ ...ctx, payments: ctx.payments.provider }, actor, c.req.valid("json"));
      return c.json(placed, 200);
    },
  )
  .get(
    "/checkout/payment",
    validate("query", z.object({ order_id: z.uuid(), session_id: z.string().min(1).max(300) })),
    async (c) => {
      const { order_id: orderId, session_id: sessionId } = c.req.valid("query");
      const view = await getPaymentView(c.var.ctx.db, orderId, sessionId);
      return c.json({ payment: view }, 200, { "Cache-Control": "no-store" });
    },
  )
  .get("/checkout/orders/:id/payment", requireUser, validate("param", z.object({ id: z.uuid("Not a valid id.") })), async (c) => {
    const actor = (await getActor(c))!;
    const view = await getCustomerPaymentView(c.var.ctx.db, actor.userId, c.req.valid("param").id);
    if (!view) throw notFound("Order not found.");
    return c.json({ payment: view }, 200, { "Cache-Control": "no-store" });
  });
