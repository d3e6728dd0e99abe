import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeStripe } from "../setup/fake-stripe";
import { SIMULATED_CLIENTS_ENV, HttpClient, signIn } from "../../support/http-client";
import { createScratchDatabase } from "../../support/postgres";
import { freePort, startedShop, stopShop, type ShopProcess } from "../../support/shop-process";
import { preferredTime } from "../../support/checkout";
import { requirePostgres } from "./support";

/**
 * Issue 7: every webhook delivered five times, out of order and concurrently → exactly one
 * transition and one confirmation e-mail per order, on PostgreSQL with a real shop process.
 */
const WEBHOOK_SECRET = "whsec_storm";
const ORDERS = 60;

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
    const menu = (await (await fetch(`${base}/api/menu`)).json()) as { items: { id: string }[] };
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
          lines: [{ itemId: menu.items[i % menu.items.length]!.id, quantity: 1, notes: "" }],
        },
      });
      expect(res.status).toBe(200);
      sessions.push(/\/pay\/(cs_test_\w+)$/.exec(((await res.json()) as { url: string }).url)![1]!);
    }

    const signer = new Stripe("sk_test_signer");
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
    for (let i = deliveries.length - 1; i > 0; i--) {
      const j = (i * 7919 + 13) % (i + 1);
      [deliveries[i], deliveries[j]] = [deliveries[j]!, deliveries[i]!];
    }
    const queue = [...deliveries];
    const statuses: number[] = [];
    await Promise.all(
      Array.from({ length: 40 }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const res = await fetch(`${base}/api/payments/webhook`, {
            method: "POST",
            body: next.payload,
            headers: {
              "Content-Type": "application/json",
              "Stripe-Signature": signer.webhooks.generateTestHeaderString({ payload: next.payload, secret: WEBHOOK_SECRET }),
            },
          });
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
});
