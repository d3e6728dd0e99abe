import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, expect, it } from "vitest";
import { defaultPreferredTime } from "@shared/checkout";
import { createCategory, createItem } from "@server/db/factories";
import { mailOutbox, orderStatusHistory, orders, paymentEvents } from "@server/db/schema";
import { FakeStripe } from "../setup/fake-stripe";
import { describeEachDatabase, type TestHarness } from "../setup/test-app";
import { signedInClient } from "../setup/test-client";

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
  const { timeZone, weeklyHours } = h.ctx.config.shop;
  const res = await client.post("/api/checkout", {
    idempotencyKey: `stripe-test-key-${counter++}-${Date.now()}`,
    details: {
      orderType: "delivery",
      name: "Juan Pérez",
      email,
      phone: "3235550123",
      deliveryAddress: "100 Main St, Los Angeles",
      preferredTime: defaultPreferredTime({ now: new Date(), timeZone, weeklyHours }),
      notes: "",
    },
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
      expect(create.idempotencyKey).toBe(`checkout-session-${order.id}`);
      const body = create.body;
      expect(body.get("mode")).toBe("payment");
      expect(body.get("line_items[0][price_data][unit_amount]")).toBe("1499");
      expect(body.get("line_items[0][quantity]")).toBe("2");
      expect(body.get("line_items[1][price_data][product_data][name]")).toBe("Sales tax (8.25%)");
      expect(body.get("line_items[1][price_data][unit_amount]")).toBe(String(order.taxCents));
      expect(body.get("success_url")).toBe(`${h.ctx.config.publicUrl}/order-success?session_id={CHECKOUT_SESSION_ID}&order_id=${order.id}`);
      expect(body.get("cancel_url")).toBe(`${h.ctx.config.publicUrl}/cart`);
      expect(body.get("metadata[order_id]")).toBe(order.id);
      expect(Number(body.get("expires_at"))).toBeGreaterThan(Date.now() / 1000 + 29 * 60);
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
      fake.failNextCreates = 3; // the SDK retries twice
      const category = await createCategory(h.ctx.db, {});
      const item = await createItem(h.ctx.db, { categoryId: category.id });
      const client = await signedInClient(h, "outage@example.com");
      const { timeZone, weeklyHours } = h.ctx.config.shop;
      const res = await client.post("/api/checkout", {
        idempotencyKey: `outage-key-${Date.now()}-abcdef`,
        details: { orderType: "pickup", name: "A", email: "outage@example.com", phone: "3235550123", deliveryAddress: "", preferredTime: defaultPreferredTime({ now: new Date(), timeZone, weeklyHours }), notes: "" },
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
      const forged = JSON.parse(fake.eventPayload("checkout.session.completed", order.paymentSessionId!)) as { data: { object: Record<string, unknown> } };
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
  },
  {
    env: () => ({
      STRIPE_SECRET_KEY: "sk_test_shop",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
    }),
  },
);
