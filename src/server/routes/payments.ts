import { Hono } from "hono";
import type { AppEnv } from "../context";
import { errorBody } from "../app-errors";
import { applyPaymentEvent } from "../services/orders/fulfilment";

/**
 * Stripe's webhook (ARCHITECTURE.md 'Webhooks are hints'): the signature is checked on the raw
 * body, only the handled event types are applied, the session is re-read from Stripe, and every
 * event is applied once. Works with `stripe listen --forward-to localhost:3000/api/payments/webhook`.
 */
export const paymentRoutes = new Hono<AppEnv>().post("/payments/webhook", async (c) => {
  const ctx = c.var.ctx;
  if (ctx.payments.provider.kind !== "stripe") return c.json(errorBody("not_found", "No webhooks for this payment provider."), 404);
  const rawBody = await c.req.text();
  let event;
  try {
    event = ctx.payments.provider.parseWebhook(rawBody, c.req.header("Stripe-Signature"));
  } catch (error) {
    c.var.log.warn({ err: error }, "webhook refused: bad signature");
    return c.json(errorBody("bad_request", "Invalid signature."), 400);
  }
  const outcome = await applyPaymentEvent({ ...ctx, payments: ctx.payments.provider }, event);
  c.var.log.info({ eventId: event.id, type: event.type, outcome }, "payment webhook");
  return c.json({ received: true, outcome }, 200);
});
