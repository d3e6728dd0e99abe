import { Hono } from "hono";
import { checkoutRequestSchema, orderSuccessQuerySchema } from "@shared/checkout.schema";
import { checkoutErrorTexts } from "@shared/texts/checkout-errors";
import { requireUser } from "../auth/guards";
import { getActor } from "../auth/session";
import type { AppEnv } from "../context";
import { rateLimitByClient } from "../lib/rate-limit";
import { validate } from "../lib/validation";
import { placeOrder } from "../services/checkout/place-order";
import { getPaymentView } from "../services/orders/payment-view";

/** A customer places an order or two; a script hammering checkout is refused at 20 a minute per client. */
export const CHECKOUT_RATE_LIMIT = { max: 20, windowMs: 60_000 } as const;

/**
 * POST /api/checkout places the order and answers with the payment page's URL.
 * GET /api/checkout/payment tells the order-success page where the payment stands.
 */
export const checkoutRoutes = new Hono<AppEnv>()
  .post(
    "/checkout",
    rateLimitByClient("checkout", CHECKOUT_RATE_LIMIT, checkoutErrorTexts.tooManyAttempts),
    requireUser,
    validate("json", checkoutRequestSchema, checkoutErrorTexts.invalidForm),
    async (c) => {
      const actor = (await getActor(c))!;
      return c.json(await placeOrder(c.var.ctx, { actor, request: c.req.valid("json") }), 200);
    },
  )
  .get("/checkout/payment", validate("query", orderSuccessQuerySchema), async (c) => {
    const { order_id: orderId, session_id: sessionId } = c.req.valid("query");
    return c.json({ payment: await getPaymentView(c.var.ctx, { orderId, sessionId }) }, 200, { "Cache-Control": "no-store" });
  });
