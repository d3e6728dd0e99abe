import { Hono } from "hono";
import { z } from "zod";
import { checkoutErrorTexts } from "@shared/texts/checkout-errors";
import { requireUser } from "../auth/guards";
import { getActor } from "../auth/session";
import type { AppEnv } from "../context";
import { RateLimiter, rateLimitByClient } from "../lib/rate-limit";
import { validate } from "../lib/validation";
import { checkoutRequestSchema } from "../services/orders/checkout-schema";
import { getPaymentView } from "../services/orders/payment-view";
import { placeOrder } from "../services/orders/place-order";

const checkoutLimiter = new RateLimiter(20, 60_000);

/**
 * POST /api/checkout places the order and answers with the payment page's URL.
 * GET /api/checkout/payment tells the order-success page where the payment stands.
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
  );
