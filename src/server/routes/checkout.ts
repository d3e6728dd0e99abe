import { Hono, type Context, type TypedResponse } from "hono";
import { checkoutRequestSchema, orderSuccessQuerySchema, slotsRequestSchema } from "@shared/checkout/checkout.schema";
import { idParamSchema } from "@shared/core/params.schema";
import { requireUser } from "../http/guards";
import { getActor } from "../http/session";
import type { AppEnv } from "../app-context";
import { notFound } from "../lib/errors";
import { rateLimitByClient, tooManyRequests } from "../http/rate-limit";
import { clientAddress } from "../http/answers";
import { GIFT_CARD_CODE_RATE_LIMIT } from "./gift-cards";
import { validate } from "../http/validation";
import { placeOrder, type PlacedOrder } from "../services/checkout/place-order";
import { openSlots } from "../services/checkout/slots";
import { getCustomerPaymentView, getPaymentView } from "../services/orders/payment-view";
import { said } from "@shared/core/said";

/** A customer places an order or two; a script hammering checkout is refused at 20 a minute per client. */
export const CHECKOUT_RATE_LIMIT = { max: 20, windowMs: 60_000 } as const;

/**
 * POST /api/checkout places the order and answers with the payment page's URL.
 * GET /api/checkout/payment tells the order-success page where the payment stands.
 * GET /api/checkout/orders/:id/payment tells the customer's own browser where the order its
 * cart was handed over to stands (paid: the cart stays empty; not paid: the cart comes back).
 */
export const checkoutRoutes = new Hono<AppEnv>()
  .post(
    "/checkout",
    rateLimitByClient("checkout", CHECKOUT_RATE_LIMIT, said("checkoutErrorTexts.tooManyAttempts")),
    requireUser,
    validate("json", checkoutRequestSchema, said("checkoutErrorTexts.invalidForm")),
    async (c) => {
      const actor = (await getActor(c))!;
      const request = c.req.valid("json");
      // A gift card's code at checkout is a try like the balance page's (ADR 0024): counted the same.
      if (request.giftCardCode.trim()) {
        const limit = await c.var.ctx.rateLimits.hit(
          "gift-card-code",
          GIFT_CARD_CODE_RATE_LIMIT,
          clientAddress(c, c.var.ctx.config.trustProxy),
        );
        if (!limit.allowed) return tooManyRequests(c, limit, said("giftCardErrorTexts.tooManyTries"));
      }
      return placedAnswer(c, await placeOrder(c.var.ctx, { actor, request, locale: c.var.locale }));
    },
  )
  // The checkout's quick picks (ADR 0014): advice only, so no sign-in; limited like checkout itself.
  .post(
    "/checkout/slots",
    rateLimitByClient("checkout-slots", { max: 120, windowMs: 60_000 }, said("checkoutErrorTexts.tooManyAttempts")),
    validate("json", slotsRequestSchema),
    async (c) => c.json(await openSlots(c.var.ctx, { ...c.req.valid("json"), locale: c.var.locale }), 200, { "Cache-Control": "no-store" }),
  )
  .get("/checkout/payment", validate("query", orderSuccessQuerySchema), async (c) => {
    const { order_id: orderId, session_id: sessionId } = c.req.valid("query");
    return c.json({ payment: await getPaymentView(c.var.ctx, { orderId, sessionId }) }, 200, { "Cache-Control": "no-store" });
  })
  .get("/checkout/orders/:id/payment", requireUser, validate("param", idParamSchema), async (c) => {
    const actor = (await getActor(c))!;
    const payment = await getCustomerPaymentView(c.var.ctx, { customerId: actor.userId, orderId: c.req.valid("param").id });
    // Another customer's order answers exactly like a missing one.
    if (!payment) throw notFound(said("orderErrorTexts.notFound"));
    return c.json({ payment }, 200, { "Cache-Control": "no-store" });
  });

/**
 * The placed order's answer, a few hundred bytes of JSON, sent with its length. The compression
 * middleware leaves answers under its 1 KB threshold as they are, but it learns an answer's size
 * only from this header, which `c.json` leaves out: without it every order's answer was gzipped,
 * and zlib's set-up and streams cost the shop more CPU per order than any of its statements
 * (docs/benchmarks.md, the checkout profile).
 */
function placedAnswer(c: Context<AppEnv>, placed: PlacedOrder) {
  const body = JSON.stringify(placed);
  const answer = c.body(body, 200, { "Content-Type": "application/json", "Content-Length": String(Buffer.byteLength(body)) });
  return answer as unknown as Response & TypedResponse<PlacedOrder, 200, "json">;
}
