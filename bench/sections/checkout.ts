import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { preferredTime } from "../../support/checkout";
import { cleanUp, removeDirectory } from "../../support/child-processes";
import { HttpClient, signIn } from "../../support/http-client";
import { stopShop, waitForHealthy, type ShopProcess } from "../../support/shop-process";
import { args, orderableItems, rows, results, percentile, round, placeOrders, startPostgresShop } from "../lib";
import { summarizeProfile, type ProfileSummary } from "./checkout-profile";

interface ProbeMark {
  queries: number;
  byText: Record<string, number>;
  /** process.cpuUsage() in the shop at the mark, microseconds. */
  cpu: { user: number; system: number };
}

/**
 * Orders per second through the whole checkout (sandbox provider) vs pgbench's equivalent
 * transaction, with the statements the shop sent per order in the timed window and, with
 * `--profile`, where the shop's CPU time went in it (checkout-probe.mjs, checkout-profile.ts).
 */
export async function benchCheckout() {
  const profiling = args.has("profile");
  const probeDir = mkdtempSync(path.join(os.tmpdir(), "bench-checkout-probe-"));
  const probe = pathToFileURL(path.join(import.meta.dirname, "checkout-probe.mjs")).href;
  const { database, base, shop } = await startPostgresShop({
    NODE_OPTIONS: `--import=${probe}`,
    BENCH_PROBE_DIR: probeDir,
    BENCH_PROBE_PROFILE: profiling ? "1" : "0",
  });
  const customers = Number(args.get("customers") ?? 20);
  const seconds = Number(args.get("checkout-seconds") ?? 30);
  try {
    await waitForHealthy(shop, 60_000);
    const pickupTime = preferredTime();
    const items = await orderableItems(base);
    const clients = await Promise.all(
      Array.from({ length: customers }, async (_, i) => {
        const client = new HttpClient(base, `10.50.0.${i + 1}`);
        await signIn(client, `bench-${i}@example.com`);
        return client;
      }),
    );
    const before = await probeMark(shop, probeDir, 1);
    const latencies = await placeOrders(clients, seconds, items, pickupTime);
    const after = await probeMark(shop, probeDir, 2);
    const ordersPerSecond = latencies.length / seconds;
    const orders = latencies.length;
    const queriesPerOrder = (after.queries - before.queries) / orders;
    // The shop's own CPU time per order (user and system, every thread of its process): unlike
    // the throughput ratio, it does not move with what else the machine is running.
    const cpuMsPerOrder = {
      user: (after.cpu.user - before.cpu.user) / 1000 / orders,
      system: (after.cpu.system - before.cpu.system) / 1000 / orders,
    };
    console.log(
      `checkout: the shop's CPU per order ${round(cpuMsPerOrder.user + cpuMsPerOrder.system, 3)} ms (user ${round(cpuMsPerOrder.user, 3)}, system ${round(cpuMsPerOrder.system, 3)})`,
    );
    const statements = Object.entries(after.byText)
      .map(([text, count]) => ({
        perOrder: round((count - (before.byText[text] ?? 0)) / orders, 2),
        text: text.replace(/\s+/g, " ").trim().slice(0, 110),
      }))
      .filter((statement) => statement.perOrder >= 0.01)
      .sort((a, b) => b.perOrder - a.perOrder);
    let profile: ProfileSummary | undefined;
    if (profiling) {
      profile = summarizeProfile(path.join(probeDir, "window.cpuprofile"), orders);
      printProfile(profile, orders);
    }
    console.log(`checkout: ${round(queriesPerOrder, 2)} statements per order sent to PostgreSQL in the timed window:`);
    console.table(statements.slice(0, 20));

    // pgbench: the same writes in one transaction, with the columns the shop fills: the order (for
    // one of the signed-in customers, so its foreign key is checked like the shop's), its two
    // lines, its first history row, the sandbox's payment session, and the session on the order.
    const script = path.join(mkdtempSync(path.join(os.tmpdir(), "bench-pgbench-")), "checkout.sql");
    writeFileSync(
      script,
      `\\set n random(1, 1000000000)
BEGIN;
INSERT INTO orders (customer_name, customer_email, customer_phone, order_type, delivery_address, delivery_time, notes, status, payment_status,
    subtotal_cents, tax_cents, delivery_fee_cents, tip_cents, pounds, total_cents, estimated_total_cents, allowance_cents, hold_cents, tax_rate,
    customer_id, taken_by_user_id, channel, idempotency_key, request_fingerprint, payment_provider, locale, sms_opt_in, payment_expires_at)
  VALUES ('Bench', 'bench-' || :client_id || '@example.com', '3235550100', 'pickup', NULL, now() + interval '1 hour', NULL, 'pending', 'unpaid',
    3000, 248, 0, 0, 0, 3248, NULL, 0, NULL, 825,
    (SELECT id FROM "user" WHERE email = 'bench-' || :client_id || '@example.com'), NULL, 'web', 'pgbench-' || :n || '-' || clock_timestamp(),
    md5(:n::text) || md5(clock_timestamp()::text), 'sandbox', 'en', false, now() + interval '32 minutes')
  RETURNING id AS order_id \\gset
INSERT INTO order_items (order_id, item_id, item_name, quantity, unit, price_cents, line_total_cents, options, priced_by_weight, notes)
  SELECT ':order_id', id, name, 1, price_unit, price_cents, price_cents, '[]', priced_by_weight, NULL FROM items ORDER BY name LIMIT 2;
INSERT INTO order_status_history (order_id, status, note, changed_by_user_id) VALUES (':order_id', 'pending', 'Order placed, awaiting payment', NULL);
INSERT INTO sandbox_checkout_sessions (id, order_id, idempotency_key, lines, amount_total_cents, customer_email, success_url, cancel_url, capture_method, expires_at)
  VALUES ('sbx_cs_pgbench_' || :n || '_' || clock_timestamp(), ':order_id', 'checkout-session-' || :n || '-' || clock_timestamp(),
    '[{"name":"Arrachera","unitAmountCents":1499,"quantity":1},{"name":"Carnitas","unitAmountCents":1099,"quantity":2},{"name":"Sales tax (8.25%)","unitAmountCents":248,"quantity":1}]',
    3248, 'bench@example.com', '${base}/order-success?session_id=sbx_cs_x&order_id=:order_id', '${base}/cart', 'automatic', now() + interval '32 minutes')
  ON CONFLICT (idempotency_key) DO NOTHING;
UPDATE orders SET payment_session_id = 'sbx_cs_pgbench_' || :n || '_' || clock_timestamp(), updated_at = now() WHERE id = ':order_id';
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
      measure: `orders/s, ${customers} customers, ${seconds} s (p50 ${round(percentile(latencies, 50))} ms, p99 ${round(percentile(latencies, 99))} ms, ${round(queriesPerOrder, 1)} statements/order, shop CPU ${round(cpuMsPerOrder.user + cpuMsPerOrder.system, 2)} ms/order)`,
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
      queriesPerOrder,
      cpuMsPerOrder,
      statementsPerOrder: statements,
      ...(profile && { profile }),
    };
  } finally {
    await cleanUp({
      "the shop": () => stopShop(shop),
      "its database": () => database.drop(),
      "the probe's folder": () => removeDirectory(probeDir),
    });
  }
}

/** Marks the timed window in the shop (SIGUSR2, checkout-probe.mjs) and reads its counts then. */
async function probeMark(shop: ShopProcess, dir: string, mark: number): Promise<ProbeMark> {
  const file = path.join(dir, `mark-${mark}.json`);
  shop.child.kill("SIGUSR2");
  const deadline = Date.now() + 30_000;
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`checkout benchmark: the shop wrote no ${file}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return JSON.parse(readFileSync(file, "utf8")) as ProbeMark;
}

function printProfile(profile: ProfileSummary, orders: number) {
  console.log(`checkout CPU profile of the timed window: ${profile.busyMs} ms busy of ${profile.totalMs} ms sampled, ${orders} orders`);
  console.table(profile.groups.slice(0, 16));
  console.table(profile.ourModules);
  console.table(profile.functions);
}
