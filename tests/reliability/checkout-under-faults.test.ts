import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultPreferredTime } from "@shared/checkout";
import { createConfig } from "@server/config";
import { parseEnv } from "@server/env";
import { FakeStripe } from "../setup/fake-stripe";
import { HttpClient } from "../setup/http-client";
import { createScratchDatabase } from "../setup/postgres-database";
import { freePort, startShop, waitForHealthy, type ShopProcess } from "../setup/server-process";

/**
 * Issue 7: 500 checkouts against PostgreSQL while Stripe refuses 10 % of session creations and
 * the shop process is killed (SIGKILL) and restarted in the middle. Customers retry with the
 * same idempotency key like a browser would. Afterwards: every paid order exists exactly once
 * with all its lines, no orphan lines, consistent totals, one confirmation e-mail per order.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const WEBHOOK_SECRET = "whsec_reliability";
const CUSTOMERS = 50;
const CHECKOUTS_PER_CUSTOMER = 10;

describe.runIf(serverUrl)("500 checkouts with payment faults and a killed process", () => {
  const fake = new FakeStripe();
  let database: Awaited<ReturnType<typeof createScratchDatabase>>;
  let shop: ShopProcess;
  let port: number;
  let env: Record<string, string>;

  beforeAll(async () => {
    await fake.start();
    fake.failRate = 0.1;
    database = await createScratchDatabase(serverUrl!);
    port = await freePort();
    env = {
      DATABASE_URL: database.url,
      DATABASE_POOL_MAX: "10",
      STRIPE_SECRET_KEY: "sk_test_reliability",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
      TRUST_PROXY: "true",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "warn",
    };
    shop = startShop(env, port);
    await waitForHealthy(shop, 60_000);
  }, 120_000);

  afterAll(async () => {
    if (shop?.child.exitCode === null) {
      shop.child.kill("SIGKILL");
      await shop.exited;
    }
    await fake.stop();
    await database?.drop();
  });

  it("loses no paid order and fulfils none twice", async () => {
    const base = `http://127.0.0.1:${port}`;
    const menu = (await (await fetch(`${base}/api/menu`)).json()) as { items: { id: string; priceCents: number }[] };
    expect(menu.items.length).toBeGreaterThan(5);

    const customers = await Promise.all(
      Array.from({ length: CUSTOMERS }, async (_, index) => {
        const client = new HttpClient(base, `10.9.${Math.floor(index / 250)}.${(index % 250) + 1}`);
        await client.signIn(`rel-${index}@example.com`);
        return client;
      }),
    );

    const { timeZone, weeklyHours } = createConfig(parseEnv({})).shop;
    const preferredTime = defaultPreferredTime({ now: new Date(), timeZone, weeklyHours });

    type Outcome = { key: string; status: number; orderId?: string; url?: string; attempts: number };
    let finished = 0;
    let killed = false;

    const checkout = async (client: HttpClient, index: number): Promise<Outcome> => {
      const key = `rel-${index}-${Math.random().toString(36).slice(2)}-key`;
      const item = menu.items[index % menu.items.length]!;
      const other = menu.items[(index * 7 + 3) % menu.items.length]!;
      const body = {
        idempotencyKey: key,
        details: { orderType: "pickup", name: `Customer ${index}`, email: `rel-${index}@example.com`, phone: "3235550100", deliveryAddress: "", preferredTime, notes: "" },
        lines: [
          { itemId: item.id, quantity: 1 + (index % 3), notes: "" },
          ...(other.id === item.id ? [] : [{ itemId: other.id, quantity: 1, notes: "" }]),
        ],
      };
      for (let attempt = 1; ; attempt++) {
        try {
          const res = await client.request("/api/checkout", { method: "POST", json: body });
          if (res.status === 200) {
            const placed = (await res.json()) as { orderId: string; url: string };
            return { key, status: 200, ...placed, attempts: attempt };
          }
          if (res.status < 500 || attempt > 40) return { key, status: res.status, attempts: attempt };
        } catch {
          // the process is down: retry the same request, like a browser's retry
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };

    const pending = customers.flatMap((client, c) =>
      Array.from({ length: CHECKOUTS_PER_CUSTOMER }, (_, k) => async () => {
        const outcome = await checkout(client, c * CHECKOUTS_PER_CUSTOMER + k);
        finished++;
        return outcome;
      }),
    );

    // Kill the shop once a third of the checkouts are through, then bring it back.
    const chaos = (async () => {
      while (finished < pending.length / 3) await new Promise((resolve) => setTimeout(resolve, 20));
      shop.child.kill("SIGKILL");
      await shop.exited;
      killed = true;
      shop = startShop(env, port);
      await waitForHealthy(shop, 60_000);
    })();

    const outcomes: Outcome[] = [];
    const queue = [...pending];
    await Promise.all(
      Array.from({ length: 100 }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) outcomes.push(await next());
      }),
    );
    await chaos;
    expect(killed).toBe(true);
    expect(outcomes).toHaveLength(CUSTOMERS * CHECKOUTS_PER_CUSTOMER);

    const placed = outcomes.filter((o) => o.status === 200);
    const refused = outcomes.filter((o) => o.status !== 200);
    const retried = outcomes.filter((o) => o.attempts > 1);
    console.log(
      `checkouts: ${placed.length} placed, ${refused.length} refused by the provider, ${retried.length} retried across the restart`,
    );
    // The kill hit requests in flight: some customers had to retry, and still got one order.
    expect(retried.length).toBeGreaterThan(0);
    // Refusals are the provider's 10 % (402, or 409 on a retry of a cancelled order).
    for (const outcome of refused) expect([402, 409]).toContain(outcome.status);
    expect(refused.length).toBeGreaterThan(0);
    expect(placed.length).toBeGreaterThan(CUSTOMERS * CHECKOUTS_PER_CUSTOMER * 0.75);

    // Customers pay two of every three sessions; Stripe's webhook arrives twice for some.
    const signer = new Stripe("sk_test_signer");
    const paidSessions = new Set<string>();
    const sessionOf = (url: string) => /\/pay\/(cs_test_\w+)$/.exec(url)?.[1];
    await Promise.all(
      placed.map(async (outcome, index) => {
        const sessionId = sessionOf(outcome.url!)!;
        expect(sessionId).toBeTruthy();
        if (index % 3 === 2) return;
        fake.complete(sessionId);
        paidSessions.add(sessionId);
        const deliveries = index % 5 === 0 ? 2 : 1;
        const payload = fake.eventPayload("checkout.session.completed", sessionId);
        for (let i = 0; i < deliveries; i++) {
          const res = await fetch(`${base}/api/payments/webhook`, {
            method: "POST",
            body: payload,
            headers: { "Content-Type": "application/json", "Stripe-Signature": signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
          });
          expect(res.status).toBe(200);
        }
      }),
    );

    const q = async <T>(text: string, values: unknown[] = []) => (await database.pool.query(text, values)).rows as T[];
    const paidOrders = await q<{ id: string; payment_session_id: string }>("select id, payment_session_id from orders where payment_status = 'paid'");
    expect(paidOrders).toHaveLength(paidSessions.size);
    expect(new Set(paidOrders.map((o) => o.payment_session_id))).toEqual(paidSessions);
    // One order per idempotency key; every placed order answered with the same id it has.
    const byKey = await q<{ idempotency_key: string; n: number }>("select idempotency_key, count(*)::int as n from orders group by 1 having count(*) > 1");
    expect(byKey).toEqual([]);
    const orderIds = new Set((await q<{ id: string }>("select id from orders")).map((row) => row.id));
    for (const outcome of placed) expect(orderIds.has(outcome.orderId!)).toBe(true);
    // Every order has its lines; no line without an order; totals add up.
    expect(await q("select o.id from orders o where not exists (select 1 from order_items i where i.order_id = o.id)")).toEqual([]);
    expect(await q("select i.id from order_items i left join orders o on o.id = i.order_id where o.id is null")).toEqual([]);
    expect(
      await q(`select o.id from orders o join (select order_id, sum(quantity * price_cents)::int as s from order_items group by 1) l on l.order_id = o.id
               where o.subtotal_cents <> l.s or o.total_cents <> o.subtotal_cents + o.tax_cents
                  or o.tax_cents <> floor((o.subtotal_cents * o.tax_rate + 5000) / 10000)`),
    ).toEqual([]);
    // One confirmation e-mail per paid order, none for the others.
    const confirmations = await q<{ related_order_id: string }>("select related_order_id from mail_outbox where kind = 'order_confirmation'");
    expect(confirmations).toHaveLength(paidOrders.length);
    expect(new Set(confirmations.map((m) => m.related_order_id))).toEqual(new Set(paidOrders.map((o) => o.id)));
    // Orders whose session could not be created are kept, cancelled.
    const cancelled = await q<{ n: number }>("select count(*)::int as n from orders where status = 'cancelled'");
    expect(cancelled[0]!.n).toBeGreaterThan(0);
  }, 600_000);
});
