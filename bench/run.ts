/**
 * `npm run bench`: the shop's speed as figures, each next to a baseline measured in the same
 * run on the same machine (issue 7). Not part of `npm test`: timings vary with the machine's
 * load. Prints a table and writes bench/results.json. `--only=menu,checkout,…` runs a subset.
 *
 * Sections: menu (API throughput vs a bare node:http server), checkout (orders/s vs pgbench),
 * storefront (Lighthouse mobile + first-load JavaScript), coldstart (start → first 200),
 * realtime (status change → SSE event at an admin client), instances (menu API and checkout
 * through nginx to one and two instances vs one instance directly).
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { firstLoadBytes, publicRouteChains } from "../scripts/measure-bundle";
import { orderableNow, preferredTime } from "../support/checkout";
import type { ItemSchedule } from "@shared/schedule";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../support/chromium";
import { openEventStream } from "../support/event-stream";
import { HttpClient, SIMULATED_CLIENTS_ENV, signIn } from "../support/http-client";
import { startNginx, type Nginx } from "../support/nginx";
import { createScratchDatabase, postgresUrl } from "../support/postgres";
import { freePort, projectRoot, startShop, stopShop, tempDataDir, waitForHealthy } from "../support/shop-process";

const args = new Map(process.argv.slice(2).map((arg) => arg.replace(/^--/, "").split("=") as [string, string]));
const only = args.get("only")?.split(",");
const want = (section: string) => !only || only.includes(section);
const pgUrl = postgresUrl;
const CONNECTIONS = Number(args.get("connections") ?? 50);
const DURATION = Number(args.get("duration") ?? 10);

type Row = { section: string; measure: string; value: string; baseline?: string; ratio?: string };
const rows: Row[] = [];
const results: Record<string, unknown> = {};

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

async function load(url: string, connections = CONNECTIONS, duration = DURATION) {
  let firstError: unknown;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration, pipelining: 1 }, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on("reqError", (error) => (firstError ??= error));
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(
      `${url}: ${result.non2xx} non-2xx, ${result.errors} errors (${result.timeouts} timeouts; first: ${String(firstError)})`,
    );
  }
  return result;
}

type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A GET as autocannon sends it (no Accept-Encoding): status, headers and the bytes on the wire. */
function rawGet(url: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

/** The baseline must send what the app sends, or the ratio compares different work. */
function assertSameAnswer(a: RawAnswer, b: RawAnswer, what: string) {
  // Per response by nature: the date, and the fast path's request counter.
  const comparable = (answer: RawAnswer) =>
    JSON.stringify({
      status: answer.status,
      headers: Object.entries(answer.headers)
        .filter(([key]) => !["date", "x-request-id", "connection", "keep-alive"].includes(key))
        .sort(([x], [y]) => x.localeCompare(y)),
    });
  if (comparable(a) !== comparable(b) || !a.body.equals(b.body)) {
    throw new Error(
      `menu benchmark: ${what} answer differently:\n${comparable(a)}\n${comparable(b)}\n(${a.body.length} vs ${b.body.length} bytes)`,
    );
  }
}

/**
 * Menu API requests per second on PGlite and PostgreSQL, against a bare node:http server (its
 * own process) sending the same bytes and headers. Both run side by side and are loaded in
 * alternating rounds (app, bare, app, bare…); the medians are compared, so a passing load on
 * the machine hits both alike.
 */
async function benchMenu() {
  const rounds = Number(args.get("rounds") ?? 3);
  const measure = async (label: string, env: Record<string, string>) => {
    const port = await freePort();
    const shop = startShop({ ...env, LOG_LEVEL: "info" }, port, { keepOutput: false });
    let bare: ReturnType<typeof spawn> | undefined;
    try {
      await waitForHealthy(shop, 60_000);
      const url = `http://127.0.0.1:${port}/api/menu`;
      // The sample is asked for as autocannon asks (no Accept-Encoding): the bytes it will be sent.
      // The first request fills the cache; the load is answered from it, like the sample.
      await rawGet(url);
      const sample = await rawGet(url);
      const headers: Record<string, string> = {};
      for (const [key, value] of Object.entries(sample.headers)) {
        if (!["date", "connection", "keep-alive", "transfer-encoding", "content-length"].includes(key)) headers[key] = String(value);
      }
      const file = path.join(mkdtempSync(path.join(os.tmpdir(), "bench-bare-")), "response.json");
      writeFileSync(file, JSON.stringify({ status: sample.status, body: sample.body.toString("base64"), headers }));
      const barePort = await freePort();
      bare = spawn(process.execPath, [path.join(projectRoot, "bench/bare-server.mjs"), file, String(barePort)], {
        stdio: ["ignore", "pipe", "inherit"],
      });
      await new Promise<void>((resolve) => bare!.stdout!.once("data", () => resolve()));
      const bareUrl = `http://127.0.0.1:${barePort}/api/menu`;
      assertSameAnswer(sample, await rawGet(url), "the app twice");
      assertSameAnswer(sample, await rawGet(bareUrl), "the app and the bare server");
      await load(url, CONNECTIONS, 3); // warm up both
      await load(bareUrl, CONNECTIONS, 3);
      const app: number[] = [];
      const baseline: number[] = [];
      for (let round = 0; round < rounds; round++) {
        app.push((await load(url)).requests.average);
        baseline.push((await load(bareUrl)).requests.average);
      }
      const appMedian = percentile(app, 50);
      const bareMedian = percentile(baseline, 50);
      rows.push({
        section: "menu API",
        measure: `${label} req/s (${CONNECTIONS} connections, median of ${rounds} × ${DURATION} s)`,
        value: String(round(appMedian)),
        baseline: `${round(bareMedian)} bare node:http`,
        ratio: String(round(appMedian / bareMedian, 2)),
      });
      results[`menu_${label}`] = {
        requestsPerSecond: appMedian,
        bareRequestsPerSecond: bareMedian,
        ratio: appMedian / bareMedian,
        rounds: { app, bare: baseline },
        bytes: sample.body.length,
      };
    } finally {
      bare?.kill();
      await stopShop(shop);
    }
  };

  const dataDir = tempDataDir();
  await measure("PGlite", { DATA_DIR: dataDir });
  rmSync(dataDir, { recursive: true, force: true });
  const database = await createScratchDatabase(pgUrl, "shop_bench");
  try {
    await measure("PostgreSQL", { DATABASE_URL: database.url, DATA_DIR: tempDataDir() });
  } finally {
    await database.drop();
  }
}

/**
 * Signed-in customers placing orders (sandbox provider) back to back for `seconds`: each
 * answered order's latency. Stops at the first refusal: orders/s counts only what worked.
 */
async function placeOrders(clients: HttpClient[], seconds: number, items: { id: string }[], pickupTime: string): Promise<number[]> {
  const latencies: number[] = [];
  let failed: Error | undefined;
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    clients.map(async (client, c) => {
      while (Date.now() < deadline && !failed) {
        const n = ordersPlaced++;
        // Each order from another address: the per-client checkout limit is not what we measure.
        client.ip = `10.${51 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
        const started = performance.now();
        const res = await client.request("/api/checkout", {
          method: "POST",
          json: {
            idempotencyKey: `bench-${c}-${n}-${Date.now()}`,
            details: {
              orderType: "pickup",
              name: "Bench",
              email: `bench-${c}@example.com`,
              phone: "3235550100",
              deliveryAddress: "",
              preferredTime: pickupTime,
              notes: "",
            },
            lines: [
              { itemId: items[n % items.length]!.id, quantity: 1, notes: "" },
              { itemId: items[(n + 5) % items.length]!.id, quantity: 2, notes: "" },
            ],
          },
        });
        const body = await res.text();
        if (res.status !== 200) failed ??= new Error(`checkout benchmark: HTTP ${res.status} ${body.slice(0, 300)}`);
        else latencies.push(performance.now() - started);
      }
    }),
  );
  if (failed) throw failed;
  return latencies;
}
/** Across sections, so that every order comes from an address of its own. */
let ordersPlaced = 0;

/** Orders per second through the whole checkout (sandbox provider) vs pgbench's equivalent transaction. */
async function benchCheckout() {
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

/** Lighthouse (mobile) on the production build, and each page's first-load JavaScript. */
async function benchStorefront() {
  const { default: lighthouse } = await import("lighthouse");
  const dataDir = tempDataDir();
  const port = await freePort();
  const shop = startShop({ DATA_DIR: dataDir, LOG_LEVEL: "warn" }, port, { keepOutput: false });
  const chrome = await launchChromium();
  try {
    await waitForHealthy(shop, 60_000);
    const chains = publicRouteChains();
    const pages: [string, string][] = [
      ["/", "routes/home"],
      ["/menu", "routes/menu"],
      ["/blog", "routes/blog"],
    ];
    for (const [pagePath, routeId] of pages) {
      const url = `http://127.0.0.1:${port}${pagePath}`;
      const runs = [];
      for (let i = 0; i < 3; i++) {
        const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
        const audits = result!.lhr.audits;
        runs.push({
          score: Math.round((result!.lhr.categories.performance!.score ?? 0) * 100),
          lcpMs: audits["largest-contentful-paint"]!.numericValue!,
          tbtMs: audits["total-blocking-time"]!.numericValue!,
          cls: audits["cumulative-layout-shift"]!.numericValue!,
        });
      }
      const median = runs.sort((a, b) => a.score - b.score)[1]!;
      const jsKb = firstLoadBytes(chains[routeId]!).total / 1024;
      rows.push({
        section: "storefront",
        measure: `${pagePath}: Lighthouse mobile (LCP ${round(median.lcpMs / 1000, 2)} s, TBT ${round(median.tbtMs)} ms, CLS ${round(median.cls, 3)}), first-load JS ${round(jsKb)} KB gz`,
        value: String(median.score),
        baseline: "target ≥ 95; JS ≤ 120 KB",
      });
      results[`lighthouse_${pagePath}`] = { ...median, runs, firstLoadJsKb: jsKb };
    }
    results.firstLoadJsKb = Object.fromEntries(
      Object.entries(chains).map(([id, chain]) => [id, round(firstLoadBytes(chain).total / 1024)]),
    );
  } finally {
    await chrome.kill();
    await stopShop(shop);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The system Chromium with its DevTools port open, for Lighthouse (what chrome-launcher does,
 * without depending on it): the port is read from the line Chromium prints when it listens.
 */
async function launchChromium(): Promise<{ port: number; kill(): Promise<void> }> {
  const profile = mkdtempSync(path.join(os.tmpdir(), "bench-chromium-"));
  const flags = ["--headless=new", ...CHROMIUM_FLAGS];
  const child = spawn(CHROMIUM_PATH, [...flags, "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    child.stderr!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once("exit", (code) => reject(new Error(`Chromium exited (${code}) before listening:\n${output}`)));
  });
  return {
    port,
    async kill() {
      child.kill("SIGTERM");
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Process start to the first 200 from /healthz on PGlite (an existing data directory), median of 5. */
async function benchColdStart() {
  const dataDir = tempDataDir();
  const first = await timeToHealthy(dataDir);
  const times: number[] = [];
  for (let i = 0; i < 5; i++) times.push(await timeToHealthy(dataDir));
  rmSync(dataDir, { recursive: true, force: true });
  const median = percentile(times, 50);
  rows.push({
    section: "cold start",
    measure: `start → first 200 /healthz, PGlite (median of 5; first start with initdb, migrations and seed: ${round(first)} ms)`,
    value: `${round(median)} ms`,
    baseline: "target < 2000 ms",
  });
  results.coldStart = { medianMs: median, runsMs: times, firstStartMs: first };
}

async function timeToHealthy(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const shop = startShop({ DATA_DIR: dataDir, LOG_LEVEL: "warn" }, port, { keepOutput: false });
  try {
    await waitForHealthy(shop, 60_000, 5);
    return performance.now() - started;
  } finally {
    await stopShop(shop);
  }
}

/** Time from an admin's status change (PATCH) to the event arriving on an admin's SSE stream. */
async function benchRealtime() {
  for (const [label, makeEnv] of [
    ["PGlite", async () => ({ env: { DATA_DIR: tempDataDir() }, drop: async () => {} })],
    [
      "PostgreSQL",
      async () => {
        const database = await createScratchDatabase(pgUrl, "shop_bench");
        return { env: { DATABASE_URL: database.url, DATA_DIR: tempDataDir() }, drop: () => database.drop() };
      },
    ],
  ] as const) {
    const { env, drop } = await makeEnv();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const shop = startShop({ ...env, ...SIMULATED_CLIENTS_ENV, PUBLIC_URL: base, LOG_LEVEL: "warn" }, port, { keepOutput: false });
    try {
      await waitForHealthy(shop, 60_000);
      const customer = new HttpClient(base, "10.60.0.1");
      await signIn(customer, "realtime-customer@example.com");
      const fullMenu = (await (await fetch(`${base}/api/menu`)).json()) as { items: { id: string; schedule: ItemSchedule }[] };
      const menu = { items: orderableNow(fullMenu.items) };
      const placed = (await (
        await customer.request("/api/checkout", {
          method: "POST",
          json: {
            idempotencyKey: `realtime-${Date.now()}-xxxxxxxx`,
            details: {
              orderType: "pickup",
              name: "Realtime",
              email: "realtime-customer@example.com",
              phone: "3235550100",
              deliveryAddress: "",
              preferredTime: preferredTime(),
              notes: "",
            },
            lines: [{ itemId: menu.items[0]!.id, quantity: 1, notes: "" }],
          },
        })
      ).json()) as { orderId: string };

      const admin = new HttpClient(base, "10.60.0.2");
      await signIn(admin, "admin@example.com");
      const stream = await openEventStream(admin, "/api/admin/orders/events");
      if (stream.status !== 200) throw new Error(`order events: HTTP ${stream.status}`);
      const orderEvents = () => stream.events.filter((event) => event.event === "order");

      const latencies: number[] = [];
      const changes = Number(args.get("changes") ?? 100);
      for (let i = 0; i < changes; i++) {
        const status = i % 2 === 0 ? "processing" : "pending";
        const before = orderEvents().length;
        const started = performance.now();
        const res = await admin.request(`/api/admin/orders/${placed.orderId}/status`, { method: "PATCH", json: { status } });
        if (res.status !== 200) throw new Error(`status change failed: HTTP ${res.status}`);
        await res.arrayBuffer();
        await stream.until(() => orderEvents().length > before);
        const seen = (JSON.parse(orderEvents()[before]!.data) as { status: string }).status;
        if (seen !== status) throw new Error(`expected ${status}, saw ${seen}`);
        latencies.push(performance.now() - started);
      }
      stream.close();
      rows.push({
        section: "realtime",
        measure: `${label}: status change → SSE event at the admin, ${changes} changes (p99 ${round(percentile(latencies, 99))} ms)`,
        value: `${round(percentile(latencies, 50))} ms p50`,
      });
      results[`realtime_${label}`] = { p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99), changes };
    } finally {
      await stopShop(shop);
      await drop();
    }
  }
}

/**
 * Several instances (issue 17): the menu API (autocannon) and checkout orders/s against one
 * instance directly, one behind nginx (deploy/nginx/proxy.conf) and two behind nginx, all on one
 * PostgreSQL database, in this run; ratios against the direct instance. Both instances run
 * throughout (the second idles while the first is measured alone), and the setups are loaded in
 * alternating rounds whose medians are compared.
 */
async function benchInstances() {
  const database = await createScratchDatabase(pgUrl, "shop_bench");
  const ports = [await freePort(), await freePort()];
  const proxyPorts = [await freePort(), await freePort()];
  // The shop's address is the two-instance proxy's; clients send it as their Origin wherever they go.
  const publicUrl = `http://127.0.0.1:${proxyPorts[1]}`;
  const env = { DATABASE_URL: database.url, ...SIMULATED_CLIENTS_ENV, PUBLIC_URL: publicUrl, LOG_LEVEL: "warn" };
  const shops = ports.map((port) => startShop({ ...env, DATA_DIR: tempDataDir() }, port, { keepOutput: false }));
  const proxies: Nginx[] = [];
  const customers = Number(args.get("customers") ?? 20);
  const seconds = Number(args.get("checkout-seconds") ?? 10);
  try {
    // One after the other: the first runs the migrations and the seed.
    for (const shop of shops) await waitForHealthy(shop, 60_000);
    proxies.push(await startNginx([ports[0]!], { port: proxyPorts[0] }), await startNginx(ports, { port: proxyPorts[1] }));
    const setups = [
      { label: "one instance, direct", base: shops[0]!.url },
      { label: "one instance behind nginx", base: proxies[0]!.url },
      { label: "two instances behind nginx", base: proxies[1]!.url },
    ];
    for (const { label, base } of setups) process.stdout.write(`  ${label}: ${base}\n`);
    const pickupTime = preferredTime();
    const fullMenu = (await (await fetch(`${publicUrl}/api/menu`)).json()) as { items: { id: string; schedule: ItemSchedule }[] };
    const items = orderableNow(fullMenu.items);
    // Signed in once through the proxy: the sessions are in the database, valid at every address.
    const clients = await Promise.all(
      Array.from({ length: customers }, async (_, i) => {
        const client = new HttpClient(publicUrl, `10.50.0.${i + 1}`);
        await signIn(client, `bench-${i}@example.com`);
        return client;
      }),
    );

    // Warm-up: both instances (through the two-instance proxy) and every address, untimed.
    for (const { base } of setups) await load(`${base}/api/menu`, CONNECTIONS, 3);
    await placeOrders(
      clients.map((client) => client.at(publicUrl)),
      5,
      items,
      pickupTime,
    );
    // Alternating rounds (direct, one behind nginx, two behind nginx, again…), medians compared,
    // so the machine's other load hits every setup alike.
    const rounds = Number(args.get("rounds") ?? 3);
    const samples = setups.map(() => ({
      menu: [] as number[],
      menuP99: [] as number[],
      orders: [] as number[],
      latencies: [] as number[],
    }));
    for (let round = 0; round < rounds; round++) {
      for (const [i, { base }] of setups.entries()) {
        const menu = await load(`${base}/api/menu`);
        samples[i]!.menu.push(menu.requests.average);
        samples[i]!.menuP99.push(menu.latency.p99);
        const latencies = await placeOrders(
          clients.map((client) => client.at(base)),
          seconds,
          items,
          pickupTime,
        );
        samples[i]!.orders.push(latencies.length / seconds);
        samples[i]!.latencies.push(...latencies);
      }
    }
    const measured = setups.map(({ label }, i) => ({
      label,
      menu: percentile(samples[i]!.menu, 50),
      menuP99: percentile(samples[i]!.menuP99, 50),
      orders: percentile(samples[i]!.orders, 50),
      p50: percentile(samples[i]!.latencies, 50),
      p99: percentile(samples[i]!.latencies, 99),
      rounds: { menu: samples[i]!.menu, orders: samples[i]!.orders },
    }));
    const [direct] = measured;
    for (const row of measured) {
      rows.push({
        section: "instances",
        measure: `${row.label}: menu API req/s (${CONNECTIONS} connections, median of ${rounds} × ${DURATION} s, p99 ${round(row.menuP99)} ms)`,
        value: String(round(row.menu)),
        baseline: `${round(direct!.menu)} one instance, direct`,
        ratio: String(round(row.menu / direct!.menu, 2)),
      });
      rows.push({
        section: "instances",
        measure: `${row.label}: orders/s, ${customers} customers, median of ${rounds} × ${seconds} s (p50 ${round(row.p50)} ms, p99 ${round(row.p99)} ms)`,
        value: String(round(row.orders)),
        baseline: `${round(direct!.orders)} one instance, direct`,
        ratio: String(round(row.orders / direct!.orders, 2)),
      });
    }
    results.instances = { customers, seconds, rounds, connections: CONNECTIONS, duration: DURATION, setups: measured };
  } catch (error) {
    // What nginx saw is the first thing to read when a load through it failed.
    for (const proxy of proxies) process.stderr.write(`nginx ${proxy.url} error log:\n${proxy.errorLog().slice(-4000)}\n`);
    throw error;
  } finally {
    for (const proxy of proxies) await proxy.stop();
    for (const shop of shops) await stopShop(shop);
    await database.drop();
  }
}

const sections: [string, () => Promise<void>][] = [
  ["menu", benchMenu],
  ["checkout", benchCheckout],
  ["storefront", benchStorefront],
  ["coldstart", benchColdStart],
  ["realtime", benchRealtime],
  ["instances", benchInstances],
];

for (const [name, run] of sections) {
  if (!want(name)) continue;
  process.stdout.write(`running ${name}…\n`);
  await run();
}

const machine = {
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model,
  memoryGb: round(os.totalmem() / 1024 ** 3),
  node: process.version,
  platform: `${os.platform()} ${os.release()}`,
  date: new Date().toISOString(),
};
// A partial run (--only=…) updates its sections and keeps the others' last figures.
const resultsFile = path.join(projectRoot, "bench/results.json");
const previous = existsSync(resultsFile)
  ? (JSON.parse(readFileSync(resultsFile, "utf8")) as { results?: Record<string, unknown> }).results
  : undefined;
writeFileSync(resultsFile, `${JSON.stringify({ machine, results: { ...previous, ...results } }, null, 2)}\n`);
console.table(rows);
console.log(`machine: ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGb} GB, Node ${machine.node}; results in bench/results.json`);
