import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeStripe } from "../setup/fake-stripe";
import { SIMULATED_CLIENTS_ENV, HttpClient, signIn } from "../../support/http-client";
import { createScratchDatabase } from "../../support/postgres";
import { freePort, startedShop, stopShop, type ShopProcess } from "../../support/shop-process";
import { orderableNow, preferredTime } from "../../support/checkout";
import type { ItemSchedule } from "@shared/ordering/schedule";
import { postStripeWebhook } from "./checkout-checks";
import { requirePostgres } from "./support";

/**
 * The reliability suite (docs/benchmarks.md 'Reliability'): every webhook delivered five times, out of order and concurrently → exactly one
 * transition and one confirmation e-mail per order, on PostgreSQL with a real shop process.
 * Selling by weight (ADR 0013): the same for card holds — the hold, capture and cancellation events delivered again
 * and out of order while the shop weighs, cancels and the holds lapse → one hold, at most one
 * capture, one receipt.
 */
const WEBHOOK_SECRET = "whsec_storm";
const ORDERS = 60;
const HELD_ORDERS = 36;

interface MenuItem {
  id: string;
  pricedByWeight: boolean;
  quantityMin: number;
  schedule: ItemSchedule;
}

const postWebhook = (base: string, payload: string) => postStripeWebhook(base, payload, WEBHOOK_SECRET);

/** A deterministic shuffle (out of order, the same order every run). */
function shuffle<T>(list: T[]): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = (i * 7919 + 13) % (i + 1);
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

/**
 * Runs every task of a queue with `width` in flight; a task may add more (Stripe's events of
 * what a request just did), at a place of its own in the queue, and they run too.
 */
async function drain(queue: (() => Promise<void>)[], width: number): Promise<void> {
  let inFlight = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (;;) {
        const next = queue.shift();
        if (next) {
          inFlight++;
          try {
            await next();
          } finally {
            inFlight--;
          }
        } else if (inFlight === 0) return;
        else await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }),
  );
}

describe("a storm of repeated, reordered webhooks", () => {
  const fake = new FakeStripe();
  let database: Awaited<ReturnType<typeof createScratchDatabase>>;
  let shop: ShopProcess;
  let base: string;

  beforeAll(async () => {
    database = await createScratchDatabase(await requirePostgres());
    await fake.start();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    shop = await startedShop(
      {
        DATABASE_URL: database.url,
        STRIPE_SECRET_KEY: "sk_test_storm",
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: fake.url,
        ...SIMULATED_CLIENTS_ENV,
        PUBLIC_URL: base,
        LOG_LEVEL: "warn",
      },
      port,
    );
  }, 120_000);

  afterAll(async () => {
    await stopShop(shop, "SIGKILL");
    await fake.stop();
    await database?.drop();
  });

  it("applies each order's payment once", async () => {
    const time = preferredTime();
    const menu = (await (await fetch(`${base}/api/menu`)).json()) as { items: MenuItem[] };
    // Items paid at once (cuts priced by weight are held: the next test).
    const items = orderableNow(menu.items).filter((item) => !item.pricedByWeight);
    const client = new HttpClient(base, "10.7.0.1");
    await signIn(client, "storm@example.com");

    const sessions: string[] = [];
    for (let i = 0; i < ORDERS; i++) {
      client.ip = `10.7.1.${i + 1}`; // under the per-client checkout limit
      const res = await client.request("/api/checkout", {
        method: "POST",
        json: {
          idempotencyKey: `storm-${i}-xxxxxxxxxxxxxxxx`,
          details: {
            orderType: "pickup",
            name: "Storm",
            email: "storm@example.com",
            phone: "3235550100",
            deliveryAddress: "",
            preferredTime: time,
            notes: "",
          },
          lines: [{ itemId: items[i % items.length]!.id, quantity: 1, notes: "" }],
        },
      });
      expect(res.status).toBe(200);
      sessions.push(/\/pay\/(cs_test_\w+)$/.exec(((await res.json()) as { url: string }).url)![1]!);
    }

    const deliveries: { payload: string }[] = [];
    for (const [index, sessionId] of sessions.entries()) {
      // Two orders in three paid at once; the rest paid by an async method that succeeds later.
      if (index % 3 === 2) {
        fake.complete(sessionId, "unpaid");
        const completed = fake.eventPayload("checkout.session.completed", sessionId, `evt_c_${index}`);
        fake.complete(sessionId, "paid");
        const succeeded = fake.eventPayload("checkout.session.async_payment_succeeded", sessionId, `evt_s_${index}`);
        for (let n = 0; n < 5; n++) deliveries.push({ payload: completed }, { payload: succeeded });
      } else {
        fake.complete(sessionId);
        const completed = fake.eventPayload("checkout.session.completed", sessionId, `evt_c_${index}`);
        const expired = fake.eventPayload("checkout.session.expired", sessionId, `evt_x_${index}`);
        for (let n = 0; n < 5; n++) deliveries.push({ payload: completed }, { payload: expired });
      }
    }
    // Out of order: a deterministic shuffle; concurrently: 40 in flight.
    const queue = shuffle([...deliveries]);
    const statuses: number[] = [];
    await Promise.all(
      Array.from({ length: 40 }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const res = await postWebhook(base, next.payload);
          statuses.push(res.status);
          await res.arrayBuffer();
        }
      }),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);

    const q = async <T>(text: string) => (await database.pool.query(text)).rows as T[];
    const paid = await q<{ id: string }>("select id from orders where payment_status = 'paid' and status = 'pending'");
    expect(paid).toHaveLength(ORDERS);
    const transitions = await q<{ order_id: string; n: number }>(
      "select order_id, count(*)::int as n from order_status_history where note like 'Payment received%' group by 1",
    );
    expect(transitions).toHaveLength(ORDERS);
    expect(transitions.every((row) => row.n === 1)).toBe(true);
    // And no other transition: each order's history is its placing and its payment, nothing expired or cancelled it.
    const histories = await q<{ n: number }>("select count(*)::int as n from order_status_history group by order_id");
    expect(histories.map((row) => row.n)).toEqual(Array.from({ length: ORDERS }, () => 2));
    const mails = await q<{ related_order_id: string; n: number }>(
      "select related_order_id, count(*)::int as n from mail_outbox where kind = 'order_confirmation' group by 1",
    );
    expect(mails).toHaveLength(ORDERS);
    expect(mails.every((row) => row.n === 1)).toBe(true);
    // Each distinct event id recorded once.
    const events = await q<{ n: number }>("select count(*)::int as n from payment_events");
    expect(events[0]!.n).toBe(ORDERS * 2);
  }, 300_000);

  it("applies each held payment once: one hold, at most one capture, one receipt", async () => {
    const time = preferredTime();
    const menu = (await (await fetch(`${base}/api/menu`)).json()) as { items: MenuItem[] };
    const weighed = orderableNow(menu.items).filter((item) => item.pricedByWeight);
    expect(weighed.length).toBeGreaterThan(0);
    const customer = new HttpClient(base, "10.7.2.1");
    await signIn(customer, "storm-held@example.com");
    const admin = new HttpClient(base, "10.7.3.1");
    await signIn(admin, "admin@example.com");

    const placed: { orderId: string; sessionId: string; item: MenuItem }[] = [];
    for (let i = 0; i < HELD_ORDERS; i++) {
      customer.ip = `10.7.2.${i + 1}`; // under the per-client checkout limit
      const item = weighed[i % weighed.length]!;
      const res = await customer.request("/api/checkout", {
        method: "POST",
        json: {
          idempotencyKey: `storm-held-${i}-xxxxxxxxxxxxxxxx`,
          details: {
            orderType: "pickup",
            name: "Storm",
            email: "storm-held@example.com",
            phone: "3235550100",
            deliveryAddress: "",
            preferredTime: time,
            notes: "",
          },
          // The item's required choices take their defaults.
          lines: [{ itemId: item.id, quantity: item.quantityMin, notes: "" }],
        },
      });
      expect(res.status).toBe(200);
      const { orderId, url } = (await res.json()) as { orderId: string; url: string };
      placed.push({ orderId, sessionId: /\/pay\/(cs_test_\w+)$/.exec(url)![1]!, item });
    }
    const orderIds = placed.map((order) => order.orderId);
    const q = async <T>(text: string) => (await database.pool.query(text, [orderIds])).rows as T[];

    // Stripe's events, each delivered five times at places of their own in the queue, out of
    // order with everything else; the same event id each time.
    const queue: (() => Promise<void>)[] = [];
    const webhookStatuses: number[] = [];
    const deliverLater = (payload: string, times: number) => {
      for (let n = 0; n < times; n++) {
        const at = (queue.length * 31 + n * 17 + payload.length) % (queue.length + 1);
        queue.splice(at, 0, async () => {
          const res = await postWebhook(base, payload);
          webhookStatuses.push(res.status);
          await res.arrayBuffer();
        });
      }
    };
    fake.onPaymentEvent = (type, paymentIntentId) =>
      deliverLater(fake.eventPayload(type, paymentIntentId, `evt_${type.split(".")[1]}_${paymentIntentId}`), 5);

    const answers = new Map<string, { status: number; body: string }[]>();
    const adminRequest = (orderId: string, path: string, init: RequestInit & { json?: unknown }) => async () => {
      const res = await admin.request(path, init);
      const reply = { status: res.status, body: await res.text() };
      answers.set(orderId, [...(answers.get(orderId) ?? []), reply]);
    };
    const fates = new Map<string, "captured" | "lapsed" | "released">();
    try {
      // The customers pay: each card held (Stripe tells of it as payment_intent.amount_capturable_updated).
      for (const order of placed) {
        fake.complete(order.sessionId);
        deliverLater(fake.eventPayload("checkout.session.completed", order.sessionId, `evt_completed_${order.sessionId}`), 5);
      }
      shuffle(queue);
      await drain(queue, 40);
      expect(webhookStatuses.every((status) => status === 200)).toBe(true);
      const held = await q<{ payment_status: string }>("select payment_status from orders where id = any($1)");
      expect(held.map((row) => row.payment_status)).toEqual(orderIds.map(() => "authorized"));

      // Then the shop weighs (twice at once: a double click), cancels (twice), and some holds lapse, while the
      // earlier events are delivered again and each new one (captured, canceled) five times, all at once.
      const lineOf = new Map<string, string>();
      for (const { orderId } of placed) {
        const order = (await (await admin.request(`/api/admin/orders/${orderId}`)).json()) as { lines: { id: string }[] };
        lineOf.set(orderId, order.lines[0]!.id);
      }
      for (const [index, { orderId, sessionId, item }] of placed.entries()) {
        const fate = index % 3 === 0 ? "captured" : index % 3 === 1 ? "lapsed" : "released";
        fates.set(orderId, fate);
        const paymentId = fake.paymentIntentOf(sessionId)!.id;
        deliverLater(fake.eventPayload("checkout.session.completed", sessionId, `evt_completed_${sessionId}`), 2);
        deliverLater(
          fake.eventPayload("payment_intent.amount_capturable_updated", paymentId, `evt_amount_capturable_updated_${paymentId}`),
          2,
        );
        // A little under the estimate: within the hold.
        const weights = { weights: [{ lineId: lineOf.get(orderId)!, quantity: Math.round(item.quantityMin * 950) / 1000 }] };
        if (fate === "released") {
          for (let n = 0; n < 2; n++) {
            queue.push(adminRequest(orderId, `/api/admin/orders/${orderId}/status`, { method: "PATCH", json: { status: "cancelled" } }));
          }
        } else {
          if (fate === "lapsed") fake.lapse(paymentId);
          for (let n = 0; n < 2; n++)
            queue.push(adminRequest(orderId, `/api/admin/orders/${orderId}/weigh`, { method: "POST", json: weights }));
        }
      }
      shuffle(queue);
      await drain(queue, 40);
    } finally {
      fake.onPaymentEvent = null;
    }
    expect(webhookStatuses.every((status) => status === 200)).toBe(true);

    // What the shop answered its staff: the charge (both clicks), the lapse, the cancellation.
    for (const [orderId, fate] of fates) {
      const replies = answers.get(orderId)!;
      expect(replies).toHaveLength(2);
      if (fate === "lapsed") {
        for (const reply of replies)
          expect([reply.status, (JSON.parse(reply.body) as { error: { code: string } }).error.code]).toEqual([409, "hold_expired"]);
      } else expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    }

    // Each order in one consistent state, by its fate.
    const rows = await q<{ id: string; status: string; payment_status: string; captured_cents: number | null; paid_at: Date | null }>(
      "select id, status, payment_status, captured_cents, paid_at from orders where id = any($1)",
    );
    const notes = await q<{ order_id: string; note: string }>("select order_id, note from order_status_history where order_id = any($1)");
    const mails = await q<{ related_order_id: string; kind: string; dedupe_key: string }>(
      "select related_order_id, kind, dedupe_key from mail_outbox where related_order_id = any($1)",
    );
    const count = (orderId: string, prefix: string) =>
      notes.filter((row) => row.order_id === orderId && row.note?.startsWith(prefix)).length;
    const mailsOf = (orderId: string, kind: string) => mails.filter((mail) => mail.related_order_id === orderId && mail.kind === kind);
    for (const { orderId, sessionId } of placed) {
      const row = rows.find((candidate) => candidate.id === orderId)!;
      const intent = fake.paymentIntentOf(sessionId)!;
      const captures = fake.captures.filter((capture) => capture.paymentIntentId === intent.id);
      expect(count(orderId, "Card held for")).toBe(1);
      expect(mailsOf(orderId, "order_confirmation")).toHaveLength(1);
      switch (fates.get(orderId)) {
        case "captured":
          expect(row).toMatchObject({ status: "pending", payment_status: "paid", captured_cents: intent.amount_received });
          expect(intent.status).toBe("succeeded");
          expect(captures).toHaveLength(1);
          expect(count(orderId, "Charged ")).toBe(1);
          expect(mailsOf(orderId, "order_receipt").map((mail) => mail.dedupe_key)).toEqual([`order-receipt:${orderId}`]);
          break;
        case "lapsed":
          expect(row).toMatchObject({ status: "pending", payment_status: "expired", paid_at: null });
          expect(captures).toHaveLength(0);
          expect(count(orderId, "Charged ")).toBe(0);
          expect(count(orderId, "Card hold expired")).toBe(1);
          expect(mailsOf(orderId, "order_receipt")).toHaveLength(0);
          break;
        case "released":
          expect(row).toMatchObject({ status: "cancelled", payment_status: "released", paid_at: null });
          expect(intent).toMatchObject({ status: "canceled", cancellation_reason: "requested_by_customer" });
          expect(captures).toHaveLength(0);
          expect(count(orderId, "Charged ")).toBe(0);
          expect(count(orderId, "Card hold released")).toBe(1);
          expect(mailsOf(orderId, "order_receipt")).toHaveLength(0);
          break;
      }
    }
    // Each distinct event id recorded once: paid (held) twice over for every order, then captured or canceled.
    const eventIds = placed.flatMap(({ orderId, sessionId }) => {
      const paymentId = fake.paymentIntentOf(sessionId)!.id;
      const end = fates.get(orderId) === "captured" ? "succeeded" : "canceled";
      return [`evt_completed_${sessionId}`, `evt_amount_capturable_updated_${paymentId}`, `evt_${end}_${paymentId}`];
    });
    const events = await database.pool.query<{ id: string }>("select id from payment_events where id = any($1)", [eventIds]);
    expect(events.rows.map((row) => row.id).sort()).toEqual([...eventIds].sort());
  }, 300_000);
});
