import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ItemSchedule } from "@shared/schedule";
import { orderableNow, preferredTime } from "../../support/checkout";
import { HttpClient, signIn, SIMULATED_CLIENTS_ENV } from "../../support/http-client";
import { createScratchDatabase } from "../../support/postgres";
import { freePort, startShop, stopShop, tempDataDir, waitForHealthy } from "../../support/shop-process";
import { args, rows, results, percentile, round, placeOrders, pgUrl } from "../lib";

/** Orders per second through the whole checkout (sandbox provider) vs pgbench's equivalent transaction. */
export async function benchCheckout() {
  const database = await createScratchDatabase(pgUrl, "shop_bench");
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const shop = startShop(
    { DATABASE_URL: database.url, DATA_DIR: tempDataDir(), ...SIMULATED_CLIENTS_ENV, PUBLIC_URL: base, LOG_LEVEL: "warn" },
    port,
    { keepOutput: false },
  );
  const customers = Number(args.get("customers") ?? 20);
  const seconds = Number(args.get("checkout-seconds") ?? 30);
  try {
    await waitForHealthy(shop, 60_000);
    const pickupTime = preferredTime();
    const fullMenu = (await (await fetch(`${base}/api/menu`)).json()) as { items: { id: string; schedule: ItemSchedule }[] };
    const menu = { items: orderableNow(fullMenu.items) };
    const clients = await Promise.all(
      Array.from({ length: customers }, async (_, i) => {
        const client = new HttpClient(base, `10.50.0.${i + 1}`);
        await signIn(client, `bench-${i}@example.com`);
        return client;
      }),
    );
    const latencies = await placeOrders(clients, seconds, menu.items, pickupTime);
    const ordersPerSecond = latencies.length / seconds;

    // pgbench: the same writes in one transaction (order, two lines, history, payment session).
    const script = path.join(mkdtempSync(path.join(os.tmpdir(), "bench-pgbench-")), "checkout.sql");
    writeFileSync(
      script,
      `\\set n random(1, 1000000000)
BEGIN;
INSERT INTO orders (customer_name, customer_email, customer_phone, order_type, delivery_time, status, payment_status, subtotal_cents, tax_cents, total_cents, tax_rate, idempotency_key, payment_provider)
  VALUES ('Bench', 'pgbench@example.com', '3235550100', 'pickup', now() + interval '1 hour', 'pending', 'unpaid', 3000, 248, 3248, 825, 'pgbench-' || :n || '-' || clock_timestamp(), 'sandbox') RETURNING id AS order_id \\gset
INSERT INTO order_items (order_id, item_id, item_name, quantity, price_cents) SELECT ':order_id', id, name, 1, price_cents FROM items ORDER BY name LIMIT 2;
INSERT INTO order_status_history (order_id, status, note) VALUES (':order_id', 'pending', 'Order placed, awaiting payment');
INSERT INTO sandbox_checkout_sessions (id, order_id, idempotency_key, lines, amount_total_cents, success_url, cancel_url, expires_at)
  VALUES ('sbx_pgbench_' || :n || '_' || clock_timestamp(), ':order_id', 'pgbench-session-' || :n || '-' || clock_timestamp(), '[]', 3248, 'x', 'y', now() + interval '30 minutes');
UPDATE orders SET payment_session_id = 'sbx_pgbench_' || :n || '_' || clock_timestamp() WHERE id = ':order_id';
END;
`,
    );
    const pgbench = spawnSync("pgbench", ["-n", "-c", String(customers), "-j", "2", "-T", String(seconds), "-f", script, database.url], {
      encoding: "utf8",
    });
    if (pgbench.error || pgbench.status !== 0) {
      throw new Error(`pgbench failed (${pgbench.error?.message ?? `exit ${pgbench.status}`}):\n${pgbench.stderr}\n${pgbench.stdout}`);
    }
    const tps = Number(/tps = ([\d.]+)/.exec(pgbench.stdout)?.[1]);
    if (!Number.isFinite(tps)) throw new Error(`pgbench printed no tps:\n${pgbench.stdout}`);
    rows.push({
      section: "checkout",
      measure: `orders/s, ${customers} customers, ${seconds} s (p50 ${round(percentile(latencies, 50))} ms, p99 ${round(percentile(latencies, 99))} ms)`,
      value: String(round(ordersPerSecond)),
      baseline: `${round(tps)} tps pgbench (same writes, ${customers} clients)`,
      ratio: String(round(ordersPerSecond / tps, 3)),
    });
    results.checkout = {
      ordersPerSecond,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      pgbenchTps: tps,
      ratio: ordersPerSecond / tps,
      customers,
      seconds,
    };
  } finally {
    await stopShop(shop);
    await database.drop();
  }
}
