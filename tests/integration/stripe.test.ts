import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createCategory, createItem } from "@server/db/factories";
import { createOrder } from "../setup/order-factory";
import { mailOutbox } from "@server/db/schema/mail";
import { orderStatusHistory, orders } from "@server/db/schema/orders";
import { paymentEvents } from "@server/db/schema/payments";
import { PaymentProviderError, sessionExpiresAt } from "@server/services/payments/provider";
import { createStripeClient } from "@server/services/payments/stripe-provider";
import { reconcilePayments } from "@server/services/orders/payment-sweeper";
import { FakeStripe } from "../setup/fake-stripe";
import { describeEachDatabase, type TestHarness } from "../setup/test-app";
import { signedInClient } from "../setup/test-client";
import { checkoutDetails } from "../setup/checkout-details";

const WEBHOOK_SECRET = "whsec_test_secret_for_the_shop";
const fake = new FakeStripe();
const signer = new Stripe("sk_test_signer");

beforeAll(() => fake.start());
afterAll(() => fake.stop());

let counter = 0;

async function placeStripeOrder(h: TestHarness, email: string, priceId: string | null = null) {
  const category = await createCategory(h.ctx.db, {});
  const item = await createItem(h.ctx.db, { categoryId: category.id, name: "Arrachera", priceCents: 1499, priceId });
  const client = await signedInClient(h, email);
  const res = await client.post("/api/checkout", {
    idempotencyKey: `stripe-test-key-${counter++}-${Date.now()}`,
    details: checkoutDetails(h, {
      orderType: "delivery",
      name: "Juan Pérez",
      email,
      phone: "3235550123",
      deliveryAddress: "100 Main St, Los Angeles",
    }),
    lines: [{ itemId: item.id, quantity: 2 }],
  });
  expect(res.status).toBe(200);
  const placed = (await res.json()) as { orderId: string; url: string };
  const [order] = await h.ctx.db.select().from(orders).where(eq(orders.id, placed.orderId));
  return { placed, order: order!, client };
}

function deliver(h: TestHarness, payload: string, secret = WEBHOOK_SECRET) {
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret });
  return h.app.request("/api/payments/webhook", {
    method: "POST",
    body: payload,
    headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
  });
}

describeEachDatabase(
  "Stripe provider",
  (harness) => {
    it("creates a Checkout Session in mode 'payment' with server-built lines, tax, URLs, expiry and an idempotency key", async () => {
      const h = harness();
      const { placed, order } = await placeStripeOrder(h, "stripe1@example.com");
      expect(placed.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
      const create = fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/checkout/sessions").at(-1)!;
      const expiresAt = order.paymentExpiresAt.getTime() / 1000;
      expect(create.idempotencyKey).toBe(`checkout-session-${order.id}-${expiresAt}`);
      const body = create.body;
      expect(body.get("mode")).toBe("payment");
      expect(body.get("line_items[0][price_data][unit_amount]")).toBe("1499");
      expect(body.get("line_items[0][quantity]")).toBe("2");
      expect(body.get("line_items[1][price_data][product_data][name]")).toBe("Sales tax (8.25%)");
      expect(body.get("line_items[1][price_data][unit_amount]")).toBe(String(order.taxCents));
      expect(body.get("success_url")).toBe(`${h.ctx.config.publicUrl}/order-success?session_id={CHECKOUT_SESSION_ID}&order_id=${order.id}`);
      expect(body.get("cancel_url")).toBe(`${h.ctx.config.publicUrl}/cart`);
      expect(body.get("metadata[order_id]")).toBe(order.id);
      // The configured 30 minutes, kept clear of Stripe's 30-minute minimum.
      expect(Number(body.get("expires_at"))).toBe(expiresAt);
      expect(expiresAt).toBeGreaterThan(Date.now() / 1000 + 31 * 60);
      expect(expiresAt).toBeLessThanOrEqual(Date.now() / 1000 + 32 * 60 + 1);
      expect(fake.sessions.get(order.paymentSessionId!)!.amount_total).toBe(order.totalCents);
    });

    it("uses the item's price id when it has one", async () => {
      const h = harness();
      await placeStripeOrder(h, "stripe2@example.com", "price_123");
      const create = fake.requests.filter((r) => r.path === "/v1/checkout/sessions" && r.method === "POST").at(-1)!;
      expect(create.body.get("line_items[0][price]")).toBe("price_123");
      expect(create.body.has("line_items[0][price_data][unit_amount]")).toBe(false);
    });

    it("reports a Stripe outage in the spec's words and keeps the order, cancelled", async () => {
      const h = harness();
      fake.failNextCreates = 1; // the SDK's retries get the stored 500 again
      const category = await createCategory(h.ctx.db, {});
      const item = await createItem(h.ctx.db, { categoryId: category.id });
      const client = await signedInClient(h, "outage@example.com");
      const res = await client.post("/api/checkout", {
        idempotencyKey: `outage-key-${Date.now()}-abcdef`,
        details: checkoutDetails(h, { name: "A", email: "outage@example.com", phone: "3235550123" }),
        lines: [{ itemId: item.id, quantity: 1 }],
      });
      const body = (await res.json()) as { error: { message: string } };
      expect(body.error.message).toMatch(/^Failed to create checkout session: /);
      const [order] = await h.ctx.db.select().from(orders);
      expect(order!.status).toBe("cancelled");
      fake.failNextCreates = 0;
    });

    it("refuses a webhook with a bad signature", async () => {
      const h = harness();
      const { order } = await placeStripeOrder(h, "stripe3@example.com");
      fake.complete(order.paymentSessionId!);
      const res = await deliver(h, fake.eventPayload("checkout.session.completed", order.paymentSessionId!), "whsec_wrong");
      expect(res.status).toBe(400);
      const [after] = await h.ctx.db.select().from(orders);
      expect(after!.paymentStatus).toBe("unpaid");
    });

    it("a webhook delivered three times and out of order: one transition, one e-mail", async () => {
      const h = harness();
      const { order } = await placeStripeOrder(h, "stripe4@example.com");
      const sessionId = order.paymentSessionId!;
      fake.complete(sessionId);
      const completed = fake.eventPayload("checkout.session.completed", sessionId, "evt_completed_1");
      const succeeded = fake.eventPayload("checkout.session.async_payment_succeeded", sessionId, "evt_async_1");
      // Later events first, the same event again, concurrently.
      const responses = await Promise.all([deliver(h, succeeded), deliver(h, completed), deliver(h, completed), deliver(h, succeeded)]);
      expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      const outcomes = (await Promise.all(responses.map((r) => r.json()))) as { outcome: string }[];
      expect(outcomes.filter((o) => o.outcome === "paid")).toHaveLength(1);

      const [paid] = await h.ctx.db.select().from(orders);
      expect(paid).toMatchObject({ paymentStatus: "paid", status: "pending" });
      expect(paid!.paymentReference).toMatch(/^pi_/);
      const history = await h.ctx.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
      expect(history.filter((entry) => entry.note?.startsWith("Payment received"))).toHaveLength(1);
      const mails = await h.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "order_confirmation"));
      expect(mails).toHaveLength(1);
      expect(await h.ctx.db.select().from(paymentEvents)).toHaveLength(2);

      // An 'expired' event arriving after payment changes nothing: the session says paid.
      const late = await deliver(h, fake.eventPayload("checkout.session.expired", sessionId));
      expect(((await late.json()) as { outcome: string }).outcome).toBe("unchanged");
    });

    it("trusts the session, not the payload: a 'completed' event for an unpaid session does not pay", async () => {
      const h = harness();
      const { order } = await placeStripeOrder(h, "stripe5@example.com");
      const forged = JSON.parse(fake.eventPayload("checkout.session.completed", order.paymentSessionId!)) as {
        data: { object: Record<string, unknown> };
      };
      forged.data.object.payment_status = "paid";
      forged.data.object.status = "complete";
      await deliver(h, JSON.stringify(forged));
      const [after] = await h.ctx.db.select().from(orders);
      expect(after!.paymentStatus).toBe("unpaid");
    });

    it("async payments: processing first, then failed → cancelled; and expiry cancels", async () => {
      const h = harness();
      const first = await placeStripeOrder(h, "stripe6@example.com");
      fake.complete(first.order.paymentSessionId!, "unpaid");
      await deliver(h, fake.eventPayload("checkout.session.completed", first.order.paymentSessionId!));
      let [row] = await h.ctx.db.select().from(orders).where(eq(orders.id, first.order.id));
      expect(row!.paymentStatus).toBe("processing");
      await deliver(h, fake.eventPayload("checkout.session.async_payment_failed", first.order.paymentSessionId!));
      [row] = await h.ctx.db.select().from(orders).where(eq(orders.id, first.order.id));
      expect(row).toMatchObject({ paymentStatus: "failed", status: "cancelled" });

      const second = await placeStripeOrder(h, "stripe7@example.com");
      fake.expire(second.order.paymentSessionId!);
      await deliver(h, fake.eventPayload("checkout.session.expired", second.order.paymentSessionId!));
      [row] = await h.ctx.db.select().from(orders).where(eq(orders.id, second.order.id));
      expect(row).toMatchObject({ paymentStatus: "expired", status: "cancelled" });
    });

    it("the fake refuses what Stripe refuses: a session expiring under 30 minutes or over 24 hours after it is created", async () => {
      const h = harness();
      const provider = h.ctx.payments;
      const session = (expiresAt: Date) =>
        provider.createCheckoutSession({
          orderId: "00000000-0000-4000-8000-000000000001",
          lines: [{ name: "Arrachera", unitAmountCents: 1499, quantity: 1, priceId: null }],
          taxCents: 0,
          taxLabel: "Sales tax (8.25%)",
          allowanceCents: 0,
          allowanceLabel: "Weight allowance, released after weighing",
          captureMethod: "automatic",
          totalCents: 1499,
          customerEmail: "limits@example.com",
          successUrl: "http://shop.test/order-success?session_id={CHECKOUT_SESSION_ID}",
          cancelUrl: "http://shop.test/cart",
          expiresAt,
          idempotencyKey: `limits-${Math.random().toString(36).slice(2)}`,
        });
      const minutes = (n: number) => new Date(Date.now() + n * 60_000);
      // What the shop used to send: the order's creation time plus 30 minutes, a moment later.
      await expect(session(new Date(Date.now() - 2_000 + 30 * 60_000))).rejects.toThrow(/expires_at.*at least 30 minutes/);
      await expect(session(minutes(24 * 60 + 1))).rejects.toThrow(PaymentProviderError);
      // What it sends now, at the shortest and the longest configurable time.
      await expect(session(sessionExpiresAt(30, new Date()))).resolves.toMatchObject({ id: expect.stringMatching(/^cs_test_/) });
      await expect(session(sessionExpiresAt(24 * 60, new Date()))).resolves.toMatchObject({ id: expect.stringMatching(/^cs_test_/) });
    });

    it("the fake replays a key's stored answer like Stripe: a 500 again after the outage, an error for other parameters", async () => {
      const stripe = createStripeClient({ secretKey: "sk_test_replay", webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url });
      const key = `replay-${Math.random().toString(36).slice(2)}`;
      const params = { name: "Carnitas Maciza", metadata: { item_id: key } };
      fake.menuOutage = true;
      await expect(stripe.products.create(params, { idempotencyKey: key })).rejects.toMatchObject({ statusCode: 500 });
      fake.menuOutage = false;
      await expect(stripe.products.create(params, { idempotencyKey: key })).rejects.toMatchObject({ statusCode: 500 });
      await expect(stripe.products.create({ ...params, name: "Carnitas Mixed" }, { idempotencyKey: key })).rejects.toMatchObject({
        statusCode: 400,
        type: "StripeIdempotencyError",
      });
      expect(fake.productOf(key)).toBeUndefined();
      const created = await stripe.products.create(params, { idempotencyKey: `${key}-2` });
      await expect(stripe.products.create(params, { idempotencyKey: `${key}-2` })).resolves.toMatchObject({ id: created.id });
      expect([...fake.products.values()].filter((product) => product.metadata.item_id === key)).toHaveLength(1);
    });

    it("a retry of an order whose session exists is never cancelled by a Stripe outage: 503, then the same pay page", async () => {
      const h = harness();
      const category = await createCategory(h.ctx.db, {});
      const item = await createItem(h.ctx.db, { categoryId: category.id, name: "Arrachera", priceCents: 1499 });
      const client = await signedInClient(h, "retry-outage@example.com");
      const body = {
        idempotencyKey: `retry-outage-${Date.now()}-abcdef`,
        details: checkoutDetails(h, { name: "Ana", email: "retry-outage@example.com", phone: "3235550123" }),
        lines: [{ itemId: item.id, quantity: 1 }],
      };
      const first = (await (await client.post("/api/checkout", body)).json()) as { orderId: string; url: string };

      fake.unreachable = true;
      try {
        const during = await client.post("/api/checkout", body);
        expect(during.status).toBe(503);
        expect(((await during.json()) as { error: { message: string } }).error.message).toMatch(/^Failed to create checkout session: /);
      } finally {
        fake.unreachable = false;
      }
      const [order] = await h.ctx.db.select().from(orders).where(eq(orders.id, first.orderId));
      expect(order).toMatchObject({ status: "pending", paymentStatus: "unpaid" });
      const history = await h.ctx.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, first.orderId));
      expect(history.map((entry) => entry.status)).toEqual(["pending"]);

      const after = await client.post("/api/checkout", body);
      expect(after.status).toBe(200);
      expect(await after.json()).toEqual(first);
      expect([...fake.sessions.values()].filter((session) => session.metadata.order_id === first.orderId)).toHaveLength(1);
    });

    it("an 'expired' webhook for an order staff already cancelled records the payment's end, not a second cancellation", async () => {
      const h = harness();
      const { order } = await placeStripeOrder(h, "stripe-cancelled@example.com");
      await h.ctx.db.update(orders).set({ status: "cancelled" }).where(eq(orders.id, order.id));
      await h.ctx.db.insert(orderStatusHistory).values({ orderId: order.id, status: "cancelled", note: "Cancelled by staff" });
      fake.expire(order.paymentSessionId!);
      await deliver(h, fake.eventPayload("checkout.session.expired", order.paymentSessionId!));
      const [row] = await h.ctx.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row).toMatchObject({ status: "cancelled", paymentStatus: "expired" });
      const history = await h.ctx.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
      expect(history.map((entry) => entry.status).sort()).toEqual(["cancelled", "pending"]);
    });

    it("sweeper: a session Stripe does not know (made by the sandbox before the switch) is settled once its expiry has passed", async () => {
      const h = harness();
      const category = await createCategory(h.ctx.db, {});
      const item = await createItem(h.ctx.db, { categoryId: category.id });
      const hourAgo = new Date(Date.now() - 60 * 60_000);
      const make = (sessionId: string, paymentExpiresAt: Date) =>
        createOrder(h.ctx.db, {
          lines: [{ itemId: item.id, quantity: 1, priceCents: 999 }],
          paymentSessionId: sessionId,
          createdAt: hourAgo,
          paymentExpiresAt,
        });
      const past = await make("sbx_cs_from_demo_mode", new Date(Date.now() - 20 * 60_000));
      const future = await make("sbx_cs_still_open", new Date(Date.now() + 20 * 60_000));
      await reconcilePayments(h.ctx);
      const [settled] = await h.ctx.db.select().from(orders).where(eq(orders.id, past.id));
      const [waiting] = await h.ctx.db.select().from(orders).where(eq(orders.id, future.id));
      expect(settled).toMatchObject({ status: "cancelled", paymentStatus: "expired" });
      expect(waiting).toMatchObject({ status: "pending", paymentStatus: "unpaid" });
    });
  },
  {
    env: () => ({
      STRIPE_SECRET_KEY: "sk_test_shop",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
    }),
  },
);
