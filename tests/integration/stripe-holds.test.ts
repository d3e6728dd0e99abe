import { and, eq, like } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { ItemOptionGroupDto } from "@shared/menu/menu";
import type { WeighOrderResult } from "@shared/orders/orders";
import { mailOutbox } from "@server/db/schema/mail";
import { orderItems, orderStatusHistory, orders } from "@server/db/schema/orders";
import { paymentEvents } from "@server/db/schema/payments";
import { reconcilePayments } from "@server/services/orders/payment-sweeper";
import { PaymentProviderError } from "@server/services/payments/provider";
import { adminEnv, signedInAdmin } from "../setup/admins";
import { FakeStripe } from "../setup/fake-stripe";
import { checkoutDetails } from "../setup/checkout-details";
import { describeEachDatabase, type TestHarness } from "../setup/test-app";
import { signedInClient, type TestClient } from "../setup/test-client";
import { ARRACHERA_BY_THE_POUND, HORCHATA, seedItem } from "../setup/menu";

/**
 * Selling by weight (ADR 0013) with Stripe: cuts priced by actual weight are paid by a card hold (manual capture),
 * captured after weighing, released when the order is cancelled, or lapsed. The Stripe provider
 * against the fake Stripe, through the shop's own routes, webhooks and sweeper.
 */
const WEBHOOK_SECRET = "whsec_test_secret_for_the_holds";
const fake = new FakeStripe();
const signer = new Stripe("sk_test_signer");

beforeAll(() => fake.start());
afterAll(() => fake.stop());

const DAY_MS = 24 * 60 * 60_000;
let counter = 0;

const CUT: ItemOptionGroupDto = {
  id: "cut",
  name: "Cut",
  selection: "single",
  isRequired: true,
  minPicks: 1,
  maxPicks: 1,
  options: [
    { id: "cut-thin", name: "Thin", priceDeltaCents: 0, isDefault: true },
    { id: "cut-thick", name: "Thick", priceDeltaCents: 0, isDefault: false },
  ],
};

/** An order of Arrachera by the pound (2 lb at $14.99/lb, the default cut), placed at checkout. */
async function placeHeldOrder(h: TestHarness, email: string, quantity = 2) {
  const item = await seedItem(h, { category: {}, item: { ...ARRACHERA_BY_THE_POUND, optionGroups: [CUT] } });
  const client = await signedInClient(h, email);
  const res = await client.post("/api/checkout", {
    idempotencyKey: `stripe-hold-key-${counter++}-${Date.now()}`,
    details: checkoutDetails(h, { name: "Juan Pérez", email, phone: "3235550123" }),
    lines: [{ itemId: item.id, quantity }],
  });
  expect(res.status).toBe(200);
  const placed = (await res.json()) as { orderId: string; url: string };
  return { placed, order: await orderRow(h, placed.orderId) };
}

async function orderRow(h: TestHarness, orderId: string) {
  const [row] = await h.ctx.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

function deliver(h: TestHarness, payload: string) {
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return h.app.request("/api/payments/webhook", {
    method: "POST",
    body: payload,
    headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
  });
}

async function outcomeOf(res: Response | Promise<Response>): Promise<string> {
  const answer = await res;
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { outcome: string }).outcome;
}

/** Placed, paid on Stripe's page (the card held) and told by the webhook: the order authorized. */
async function heldOrder(h: TestHarness, email: string, quantity = 2) {
  const { order } = await placeHeldOrder(h, email, quantity);
  const sessionId = order.paymentSessionId!;
  const paymentId = fake.complete(sessionId);
  expect(await outcomeOf(deliver(h, fake.eventPayload("checkout.session.completed", sessionId)))).toBe("authorized");
  return { order: await orderRow(h, order.id), sessionId, paymentId };
}

/** 'Weigh and finish' by an admin (signed in here unless given: sign in first for requests made at once). */
async function weigh(h: TestHarness, orderId: string, quantity: number, client?: TestClient) {
  client ??= (await signedInAdmin(h)).client;
  const [line] = await h.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  return client.post(`/api/admin/orders/${orderId}/weigh`, { weights: [{ lineId: line!.id, quantity }] });
}

const historyNotes = async (h: TestHarness, orderId: string) =>
  (await h.ctx.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId))).map((entry) => entry.note ?? "");

const captureRows = async (h: TestHarness, orderId: string) =>
  (await historyNotes(h, orderId)).filter((note) => note.startsWith("Charged "));

const mailsOf = (h: TestHarness, orderId: string, kind: "order_confirmation" | "order_receipt" | "order_status") =>
  h.ctx.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.relatedOrderId, orderId), eq(mailOutbox.kind, kind)));

const capturesAtFake = (paymentId: string) =>
  fake.requests.filter((r) => r.method === "POST" && r.path === `/v1/payment_intents/${paymentId}/capture`);

describeEachDatabase(
  "Stripe card holds",
  (harness) => {
    it("a cut priced by weight opens a manual-capture session: the allowance its own line, the order id on the payment", async () => {
      const h = harness();
      const { order } = await placeHeldOrder(h, "hold-create@example.com");
      expect(order.holdCents).toBe(order.totalCents + order.allowanceCents);
      expect(order.allowanceCents).toBeGreaterThan(0);
      const create = fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/checkout/sessions").at(-1)!;
      const body = create.body;
      expect(body.get("payment_intent_data[capture_method]")).toBe("manual");
      expect(body.get("payment_intent_data[metadata][order_id]")).toBe(order.id);
      expect(body.get("metadata[capture_method]")).toBe("manual");
      // 2 lb, whole units: the unit price named with the choice × 2; then the tax, then the allowance.
      expect(body.get("line_items[0][price_data][product_data][name]")).toBe("Arrachera (Thin)");
      expect(body.get("line_items[0][price_data][unit_amount]")).toBe("1499");
      expect(body.get("line_items[0][quantity]")).toBe("2");
      expect(body.get("line_items[1][price_data][unit_amount]")).toBe(String(order.taxCents));
      expect(body.get("line_items[2][price_data][product_data][name]")).toBe("Weight allowance, released after weighing");
      expect(body.get("line_items[2][price_data][unit_amount]")).toBe(String(order.allowanceCents));
      expect(body.get("line_items[2][quantity]")).toBe("1");
      expect(fake.sessions.get(order.paymentSessionId!)!.amount_total).toBe(order.holdCents);

      // Open: no payment yet, but the session already says it will be held.
      const open = await h.ctx.payments.retrieveSession(order.paymentSessionId!);
      expect(open).toMatchObject({ status: "open", paymentStatus: "unpaid", captureMethod: "manual", payment: null });
    });

    it("paying holds the card: the session stays 'unpaid', the order is authorized for the hold until capture_before", async () => {
      const h = harness();
      const { order } = await placeHeldOrder(h, "hold-pay@example.com");
      const sessionId = order.paymentSessionId!;
      const paymentId = fake.complete(sessionId);
      const intent = fake.paymentIntents.get(paymentId)!;
      expect(intent).toMatchObject({ status: "requires_capture", capture_method: "manual", amount_capturable: order.holdCents });
      expect(intent.metadata.order_id).toBe(order.id);
      expect(fake.sessions.get(sessionId)!.payment_status).toBe("unpaid");
      const captureBefore = fake.charges.get(intent.latest_charge!)!.payment_method_details.card.capture_before!;

      const session = await h.ctx.payments.retrieveSession(sessionId);
      expect(session).toMatchObject({
        status: "complete",
        paymentStatus: "unpaid",
        captureMethod: "manual",
        paymentReference: paymentId,
        payment: {
          id: paymentId,
          orderId: order.id,
          status: "requires_capture",
          amountCents: order.holdCents,
          amountCapturableCents: order.holdCents,
          amountReceivedCents: 0,
          cancellationReason: null,
        },
      });
      expect(session!.payment!.holdExpiresAt!.getTime()).toBe(captureBefore * 1000);

      // Both of Stripe's words about the hold: the first moves the order, the second changes nothing.
      expect(await outcomeOf(deliver(h, fake.eventPayload("checkout.session.completed", sessionId)))).toBe("authorized");
      expect(await outcomeOf(deliver(h, fake.eventPayload("payment_intent.amount_capturable_updated", paymentId)))).toBe("unchanged");
      const held = await orderRow(h, order.id);
      expect(held).toMatchObject({ paymentStatus: "authorized", status: "pending", paymentReference: paymentId, paidAt: null });
      expect(held.holdExpiresAt!.getTime()).toBe(captureBefore * 1000);
      expect((await historyNotes(h, order.id)).filter((note) => note.startsWith("Card held for"))).toHaveLength(1);
      expect(await mailsOf(h, order.id, "order_confirmation")).toHaveLength(1);
    });

    it("an order paid at once keeps today's session: automatic capture, no payment read", async () => {
      const h = harness();
      const item = await seedItem(h, { category: {}, item: HORCHATA });
      const client = await signedInClient(h, "hold-automatic@example.com");
      const res = await client.post("/api/checkout", {
        idempotencyKey: `stripe-hold-auto-${counter++}-${Date.now()}`,
        details: checkoutDetails(h, { name: "Ana", email: "hold-automatic@example.com", phone: "3235550123" }),
        lines: [{ itemId: item.id, quantity: 2 }],
      });
      const { orderId } = (await res.json()) as { orderId: string };
      const order = await orderRow(h, orderId);
      expect(order.holdCents).toBeNull();
      const create = fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/checkout/sessions").at(-1)!;
      expect(create.body.has("payment_intent_data[capture_method]")).toBe(false);
      expect([...create.body.keys()].some((key) => /^line_items\[2\]/.test(key))).toBe(false);
      fake.complete(order.paymentSessionId!);
      const session = await h.ctx.payments.retrieveSession(order.paymentSessionId!);
      expect(session).toMatchObject({ status: "complete", paymentStatus: "paid", captureMethod: "automatic", payment: null });
      expect(await outcomeOf(deliver(h, fake.eventPayload("checkout.session.completed", order.paymentSessionId!)))).toBe("paid");
      // The payment's own event for an order paid at once changes nothing.
      const paymentId = fake.paymentIntentOf(order.paymentSessionId!)!.id;
      expect(await outcomeOf(deliver(h, fake.eventPayload("payment_intent.succeeded", paymentId)))).toBe("unchanged");
      expect(await orderRow(h, orderId)).toMatchObject({ paymentStatus: "paid", capturedCents: order.totalCents });
    });

    it("weighing captures the weighed total (a partial capture); the rest is released and the session reads 'paid'", async () => {
      const h = harness();
      const { order, sessionId, paymentId } = await heldOrder(h, "hold-capture@example.com");
      // 1.8 lb of the 2 lb estimated: $26.98 + 8.25 % tax.
      const res = await weigh(h, order.id, 1.8);
      expect(res.status).toBe(200);
      const result = (await res.json()) as WeighOrderResult;
      const total = 2698 + Math.floor((2698 * 825 + 5000) / 10_000);
      expect(result.capturedCents).toBe(total);
      expect(result.order).toMatchObject({ paymentStatus: "paid", totalCents: total, capturedCents: total });

      const captures = capturesAtFake(paymentId);
      expect(captures).toHaveLength(1);
      expect(captures[0]!.idempotencyKey).toBe(`capture-${order.id}-${total}`);
      expect(captures[0]!.body.get("amount_to_capture")).toBe(String(total));
      expect(fake.paymentIntents.get(paymentId)).toMatchObject({ status: "succeeded", amount_received: total, amount_capturable: 0 });
      expect(fake.sessions.get(sessionId)!.payment_status).toBe("paid");
      const payment = await h.ctx.payments.retrievePayment(paymentId);
      expect(payment).toMatchObject({ status: "succeeded", amountReceivedCents: total, amountCapturableCents: 0, orderId: order.id });

      // Stripe's word of the capture, and of the session, after the fact: nothing more.
      expect(await outcomeOf(deliver(h, fake.eventPayload("payment_intent.succeeded", paymentId)))).toBe("unchanged");
      expect(await outcomeOf(deliver(h, fake.eventPayload("checkout.session.completed", sessionId)))).toBe("unchanged");
      // A second 'weigh and finish' (a double click): the order is charged already.
      const again = await weigh(h, order.id, 1.8);
      expect(again.status).toBe(200);
      expect(capturesAtFake(paymentId)).toHaveLength(1);

      expect(await captureRows(h, order.id)).toEqual([
        `Charged $${(total / 100).toFixed(2)} for what was weighed; $${((order.holdCents! - total) / 100).toFixed(2)} of the hold released`,
      ]);
      expect(await mailsOf(h, order.id, "order_receipt")).toHaveLength(1);
      expect(await orderRow(h, order.id)).toMatchObject({ paymentStatus: "paid", capturedCents: total, status: "pending" });
    });

    it("a capture retried with its key captures once: Stripe answers the first capture again", async () => {
      const h = harness();
      const { order, paymentId } = await heldOrder(h, "hold-idempotent@example.com");
      const capture = (amountCents: number, idempotencyKey: string) =>
        h.ctx.payments.capturePayment({ paymentId, amountCents, idempotencyKey });
      const first = await capture(3000, `capture-retry-${paymentId}`);
      const retry = await capture(3000, `capture-retry-${paymentId}`);
      expect(first).toMatchObject({ status: "succeeded", amountReceivedCents: 3000, amountCapturableCents: 0 });
      expect(retry).toEqual(first);
      expect(fake.paymentIntents.get(paymentId)!.amount_received).toBe(3000);
      expect(fake.captures.filter((capture) => capture.paymentIntentId === paymentId)).toHaveLength(1);
      // The same key for another amount, and another key: refused in Stripe's words.
      await expect(capture(2000, `capture-retry-${paymentId}`)).rejects.toThrow(/Keys for idempotent requests/);
      await expect(capture(3000, `capture-other-${paymentId}`)).rejects.toThrow(
        new PaymentProviderError("notCapturable", "This PaymentIntent could not be captured because it has a status of succeeded."),
      );
      expect(fake.paymentIntents.get(paymentId)!.amount_received).toBe(3000);
      expect(order.paymentStatus).toBe("authorized");
    });

    it("the fake refuses what Stripe refuses: capturing more than is held, or a canceled payment", async () => {
      const h = harness();
      const { order, paymentId } = await heldOrder(h, "hold-refusals@example.com");
      await expect(
        h.ctx.payments.capturePayment({ paymentId, amountCents: order.holdCents! + 1, idempotencyKey: `too-much-${paymentId}` }),
      ).rejects.toThrow(/must be less than or equal to the amount capturable/);
      await h.ctx.payments.releasePayment({ paymentId, idempotencyKey: `let-go-${paymentId}` });
      await expect(
        h.ctx.payments.capturePayment({ paymentId, amountCents: 100, idempotencyKey: `after-release-${paymentId}` }),
      ).rejects.toThrow("This PaymentIntent could not be captured because it has a status of canceled.");
      await expect(h.ctx.payments.retrievePayment("pi_unknown")).resolves.toBeNull();
    });

    it("a capture made under another key (its answer lost): weighing is refused by Stripe, re-reads, and records one capture", async () => {
      const h = harness();
      const { order, paymentId } = await heldOrder(h, "hold-lost-answer@example.com");
      const total = 2698 + Math.floor((2698 * 825 + 5000) / 10_000);
      // An earlier attempt captured, and the shop never heard back.
      await h.ctx.payments.capturePayment({ paymentId, amountCents: total, idempotencyKey: `an-earlier-attempt-${paymentId}` });
      const res = await weigh(h, order.id, 1.8);
      expect(res.status).toBe(200);
      expect(((await res.json()) as WeighOrderResult).capturedCents).toBe(total);
      // Stripe refused the second capture, made with the weighing's own key.
      const captures = capturesAtFake(paymentId);
      expect(captures.map((r) => r.idempotencyKey)).toEqual([`an-earlier-attempt-${paymentId}`, `capture-${order.id}-${total}`]);
      expect(fake.paymentIntents.get(paymentId)!.amount_received).toBe(total);
      expect(fake.captures.filter((capture) => capture.paymentIntentId === paymentId)).toHaveLength(1);
      expect(await orderRow(h, order.id)).toMatchObject({ paymentStatus: "paid", capturedCents: total });
      expect(await captureRows(h, order.id)).toHaveLength(1);
      expect(await mailsOf(h, order.id, "order_receipt")).toHaveLength(1);
    });

    it("two weighings at once, with different weights: one capture at Stripe, one recorded", async () => {
      const h = harness();
      const { order, paymentId } = await heldOrder(h, "hold-two-weighings@example.com");
      const { client } = await signedInAdmin(h);
      const answers = await Promise.all([weigh(h, order.id, 1.8, client), weigh(h, order.id, 1.9, client)]);
      const intent = fake.paymentIntents.get(paymentId)!;
      expect(intent.status).toBe("succeeded");
      // Each answers what was charged, the later one too (however late it reaches the order).
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      const results = (await Promise.all(answers.map((r) => r.json()))) as WeighOrderResult[];
      expect(results.map((r) => r.capturedCents)).toEqual([intent.amount_received, intent.amount_received]);
      expect(fake.captures.filter((capture) => capture.paymentIntentId === paymentId)).toHaveLength(1);
      expect(await orderRow(h, order.id)).toMatchObject({ paymentStatus: "paid", capturedCents: intent.amount_received });
      expect(await captureRows(h, order.id)).toHaveLength(1);
      expect(await mailsOf(h, order.id, "order_receipt")).toHaveLength(1);
    });

    it("Stripe's 'succeeded' webhook records the capture before the weighing that made it: the weighing still answers 200", async () => {
      const h = harness();
      const { order, paymentId } = await heldOrder(h, "hold-webhook-first@example.com");
      const provider = h.ctx.payments;
      const capture = provider.capturePayment;
      // The webhook arrives between Stripe's answer and the weighing's own record of it.
      const outcomes: string[] = [];
      provider.capturePayment = async (input) => {
        const payment = await capture.call(provider, input);
        outcomes.push(await outcomeOf(deliver(h, fake.eventPayload("payment_intent.succeeded", paymentId))));
        return payment;
      };
      let res: Response;
      try {
        res = await weigh(h, order.id, 1.8);
      } finally {
        provider.capturePayment = capture;
      }
      expect(outcomes).toEqual(["captured"]);
      expect(res.status).toBe(200);
      const total = fake.paymentIntents.get(paymentId)!.amount_received;
      expect(((await res.json()) as WeighOrderResult).capturedCents).toBe(total);
      expect(await orderRow(h, order.id)).toMatchObject({ paymentStatus: "paid", capturedCents: total });
      expect(await captureRows(h, order.id)).toHaveLength(1);
      expect(await mailsOf(h, order.id, "order_receipt")).toHaveLength(1);
    });

    it("cancelling a held order releases the hold at Stripe: nothing charged, the order cancelled once", async () => {
      const h = harness();
      const { order, paymentId } = await heldOrder(h, "hold-release@example.com");
      const { client } = await signedInAdmin(h);
      const res = await client.request(`/api/admin/orders/${order.id}/status`, { method: "PATCH", json: { status: "cancelled" } });
      expect(res.status).toBe(200);
      const cancel = fake.requests.filter((r) => r.method === "POST" && r.path === `/v1/payment_intents/${paymentId}/cancel`);
      expect(cancel).toHaveLength(1);
      expect(cancel[0]!.idempotencyKey).toBe(`release-${order.id}`);
      expect(cancel[0]!.body.get("cancellation_reason")).toBe("requested_by_customer");
      expect(fake.paymentIntents.get(paymentId)).toMatchObject({
        status: "canceled",
        cancellation_reason: "requested_by_customer",
        amount_capturable: 0,
        amount_received: 0,
      });
      expect(await orderRow(h, order.id)).toMatchObject({ paymentStatus: "released", status: "cancelled", paidAt: null });

      // Stripe's event of the cancellation, twice, and the release asked again: nothing more.
      const canceled = fake.eventPayload("payment_intent.canceled", paymentId, "evt_release_1");
      expect(await outcomeOf(deliver(h, canceled))).toBe("unchanged");
      expect(await outcomeOf(deliver(h, canceled))).toBe("duplicate");
      await expect(h.ctx.payments.releasePayment({ paymentId, idempotencyKey: `release-${order.id}` })).resolves.toMatchObject({
        status: "canceled",
        cancellationReason: "requested_by_customer",
      });
      await expect(h.ctx.payments.releasePayment({ paymentId, idempotencyKey: `another-${paymentId}` })).rejects.toThrow(
        /status of canceled/,
      );
      expect((await historyNotes(h, order.id)).filter((note) => note === "Card hold released; nothing was charged")).toHaveLength(1);
      expect(await mailsOf(h, order.id, "order_status")).toHaveLength(1);
      // Weighing a released order is refused.
      expect((await weigh(h, order.id, 1.8)).status).toBe(409);
    });

    it("a hold that lapses at Stripe: the webhook expires the order's payment, and weighing is refused", async () => {
      const h = harness();
      const { order, paymentId } = await heldOrder(h, "hold-lapse-webhook@example.com");
      fake.lapse(paymentId);
      await expect(h.ctx.payments.retrievePayment(paymentId)).resolves.toMatchObject({
        status: "canceled",
        cancellationReason: "automatic",
        amountCapturableCents: 0,
      });
      const lapsed = fake.eventPayload("payment_intent.canceled", paymentId, "evt_lapse_1");
      const outcomes = await Promise.all([deliver(h, lapsed), deliver(h, lapsed)].map(outcomeOf));
      expect(outcomes.sort()).toEqual(["duplicate", "expired"]);
      expect(await orderRow(h, order.id)).toMatchObject({ paymentStatus: "expired", status: "pending", paidAt: null });
      expect((await historyNotes(h, order.id)).filter((note) => note.startsWith("Card hold expired"))).toHaveLength(1);

      const res = await weigh(h, order.id, 1.8);
      expect(res.status).toBe(409);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("hold_expired");
      expect(capturesAtFake(paymentId)).toHaveLength(0);
    });

    it("a hold that lapsed without a word: the sweeper asks Stripe once the hold's time is up, and expires it once", async () => {
      const h = harness();
      const { order, paymentId } = await heldOrder(h, "hold-lapse-sweeper@example.com");
      // Before the hold's time, the sweeper leaves a held order alone.
      await reconcilePayments(h.ctx);
      expect((await orderRow(h, order.id)).paymentStatus).toBe("authorized");
      fake.lapse(paymentId);
      const later = { ...h.ctx, clock: { now: () => new Date(Date.now() + 8 * DAY_MS) } };
      expect(await reconcilePayments(later)).toBe(1);
      expect(await orderRow(h, order.id)).toMatchObject({ paymentStatus: "expired", status: "pending" });
      // The event arriving late, and another sweep, change nothing.
      expect(await outcomeOf(deliver(h, fake.eventPayload("payment_intent.canceled", paymentId)))).toBe("unchanged");
      const evenLater = { ...h.ctx, clock: { now: () => new Date(Date.now() + 9 * DAY_MS) } };
      expect(await reconcilePayments(evenLater)).toBe(0);
      expect((await historyNotes(h, order.id)).filter((note) => note.startsWith("Card hold expired"))).toHaveLength(1);
    });

    it("the sweeper settles what no webhook told: a hold, then a capture whose answer was lost", async () => {
      const h = harness();
      const { order } = await placeHeldOrder(h, "hold-sweeper@example.com");
      const paymentId = fake.complete(order.paymentSessionId!);
      // No webhook came: the sweeper reads the session (held, 'unpaid') and its payment.
      const minutesLater = (n: number) => ({ ...h.ctx, clock: { now: () => new Date(Date.now() + n * 60_000) } });
      expect(await reconcilePayments(minutesLater(10))).toBe(1);
      expect(await orderRow(h, order.id)).toMatchObject({ paymentStatus: "authorized", paymentReference: paymentId });
      expect(await mailsOf(h, order.id, "order_confirmation")).toHaveLength(1);

      // Stripe captures, and the shop hears nothing back (nor can it ask): the weights are kept, the order still held.
      const provider = h.ctx.payments;
      const { capturePayment, retrievePayment } = provider;
      provider.capturePayment = async (input) => {
        await capturePayment.call(provider, input);
        throw new Error("socket hang up");
      };
      provider.retrievePayment = () => Promise.reject(new Error("socket hang up"));
      let res: Response;
      try {
        res = await weigh(h, order.id, 1.8);
      } finally {
        Object.assign(provider, { capturePayment, retrievePayment });
      }
      expect(res.status).toBe(503);
      expect(fake.paymentIntents.get(paymentId)!.status).toBe("succeeded");
      expect(await orderRow(h, order.id)).toMatchObject({ paymentStatus: "authorized", weighedAt: expect.any(Date) });

      // Minutes later the sweeper asks about the weighed order and records the capture, once.
      expect(await reconcilePayments(minutesLater(20))).toBe(1);
      expect(await reconcilePayments(minutesLater(40))).toBe(0);
      const total = fake.paymentIntents.get(paymentId)!.amount_received;
      expect(await orderRow(h, order.id)).toMatchObject({ paymentStatus: "paid", capturedCents: total });
      expect(await captureRows(h, order.id)).toHaveLength(1);
      expect(await mailsOf(h, order.id, "order_receipt")).toHaveLength(1);
    });

    it("held-payment events delivered again, out of order and at once: one hold, one capture, one receipt", async () => {
      const h = harness();
      const { order } = await placeHeldOrder(h, "hold-storm@example.com");
      const sessionId = order.paymentSessionId!;
      const paymentId = fake.complete(sessionId);
      const completed = fake.eventPayload("checkout.session.completed", sessionId, "evt_storm_completed");
      const capturable = fake.eventPayload("payment_intent.amount_capturable_updated", paymentId, "evt_storm_capturable");
      const held = await Promise.all(
        [capturable, completed, capturable, completed, capturable].map((payload) => outcomeOf(deliver(h, payload))),
      );
      expect(held.filter((outcome) => outcome === "authorized")).toHaveLength(1);
      expect(held.filter((outcome) => outcome === "duplicate")).toHaveLength(3);

      expect((await weigh(h, order.id, 2.1)).status).toBe(200);
      const succeeded = fake.eventPayload("payment_intent.succeeded", paymentId, "evt_storm_succeeded");
      const after = await Promise.all(
        [succeeded, capturable, succeeded, completed, succeeded].map((payload) => outcomeOf(deliver(h, payload))),
      );
      expect(after.filter((outcome) => outcome !== "duplicate")).toEqual(["unchanged"]);

      const row = await orderRow(h, order.id);
      expect(row).toMatchObject({ paymentStatus: "paid", capturedCents: fake.paymentIntents.get(paymentId)!.amount_received });
      expect(await captureRows(h, order.id)).toHaveLength(1);
      expect(await mailsOf(h, order.id, "order_confirmation")).toHaveLength(1);
      expect(await mailsOf(h, order.id, "order_receipt")).toHaveLength(1);
      expect(await h.ctx.db.select().from(paymentEvents).where(like(paymentEvents.id, "evt_storm_%"))).toHaveLength(3);
      // A payment Stripe does not know is ignored.
      const unknown = JSON.parse(succeeded) as { id: string; data: { object: { id: string } } };
      unknown.id = "evt_storm_unknown";
      unknown.data.object.id = "pi_unknown";
      expect(await outcomeOf(deliver(h, JSON.stringify(unknown)))).toBe("ignored");
    });
  },
  {
    env: () => ({
      ...adminEnv,
      STRIPE_SECRET_KEY: "sk_test_shop",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
    }),
  },
);
