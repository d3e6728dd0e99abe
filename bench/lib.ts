/** What every bench section shares: the command line, the result table, load and timing helpers. */
import { mkdtempSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import type { ItemSchedule } from "@shared/ordering/schedule";
import { orderableNow } from "../support/checkout";
import { removeDirectory, spawnInGroup, stopProcess } from "../support/child-processes";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../support/chromium";
import { SIMULATED_CLIENTS_ENV, type HttpClient } from "../support/http-client";
import { createScratchDatabase, postgresUrl } from "../support/postgres";
import { freePort, startShop, tempDataDir } from "../support/shop-process";

export const args = new Map(process.argv.slice(2).map((arg) => arg.replace(/^--/, "").split("=") as [string, string]));
export const only = args.get("only")?.split(",");
export const want = (section: string) => !only || only.includes(section);
export const pgUrl = postgresUrl;
export const CONNECTIONS = Number(args.get("connections") ?? 50);
export const DURATION = Number(args.get("duration") ?? 10);

export type Row = { section: string; measure: string; value: string; baseline?: string; ratio?: string };
export const rows: Row[] = [];
export const results: Record<string, unknown> = {};

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * A shop on a scratch PostgreSQL database of its own, as the load sections run it: customers
 * from addresses of their own (simulated clients), warnings only; `env` adds to that or overrides
 * it. The caller waits for it to be healthy, then stops it and drops the database.
 */
export async function startPostgresShop(env: Record<string, string> = {}) {
  const database = await createScratchDatabase(pgUrl, "shop_bench");
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const shop = startShop(
    { DATABASE_URL: database.url, DATA_DIR: tempDataDir(), ...SIMULATED_CLIENTS_ENV, PUBLIC_URL: base, LOG_LEVEL: "warn", ...env },
    port,
    { keepOutput: false },
  );
  return { database, base, shop };
}

/** The items a customer can order now, from the shop's public menu. */
export async function orderableItems(base: string) {
  const menu = (await (await fetch(`${base}/api/menu`)).json()) as { items: { id: string; schedule: ItemSchedule }[] };
  return orderableNow(menu.items);
}

export async function load(url: string, connections = CONNECTIONS, duration = DURATION) {
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

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A GET as autocannon sends it (no Accept-Encoding): status, headers and the bytes on the wire. */
export function rawGet(url: string): Promise<RawAnswer> {
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
export function assertSameAnswer(a: RawAnswer, b: RawAnswer, what: string) {
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
 * Signed-in customers placing orders (sandbox provider) back to back for `seconds`: each
 * answered order's latency. Stops at the first refusal: orders/s counts only what worked.
 */
/**
 * A pickup checkout's body as the storefront sends it: two lines, the n-th item once and the one
 * `step` further on twice, so consecutive orders spread over the menu.
 */
export function pickupCheckout(
  idempotencyKey: string,
  customer: { name: string; email: string },
  items: { id: string }[],
  n: number,
  step: number,
  pickupTime: string,
) {
  return {
    idempotencyKey,
    details: {
      orderType: "pickup",
      name: customer.name,
      email: customer.email,
      phone: "3235550100",
      deliveryAddress: "",
      preferredTime: pickupTime,
      notes: "",
    },
    lines: [
      { itemId: items[n % items.length]!.id, quantity: 1, notes: "" },
      { itemId: items[(n + step) % items.length]!.id, quantity: 2, notes: "" },
    ],
  };
}

export async function placeOrders(clients: HttpClient[], seconds: number, items: { id: string }[], pickupTime: string): Promise<number[]> {
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
          json: pickupCheckout(
            `bench-${c}-${n}-${Date.now()}`,
            { name: "Bench", email: `bench-${c}@example.com` },
            items,
            n,
            5,
            pickupTime,
          ),
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
/**
 * The system Chromium with its DevTools port open, for Lighthouse (what chrome-launcher does,
 * without depending on it): the port is read from the line Chromium prints when it listens.
 * It runs in a process group of its own: its zygote, renderers and storage service write into
 * the profile after the browser process itself has gone, so `kill` waits for the whole group
 * before it removes the profile (and leaves it, with a warning, if it still cannot).
 */
export async function launchChromium(): Promise<{ port: number; kill(): Promise<void> }> {
  const profile = mkdtempSync(path.join(os.tmpdir(), "bench-chromium-"));
  const flags = ["--headless=new", ...CHROMIUM_FLAGS];
  const child = spawnInGroup(
    "Chromium",
    CHROMIUM_PATH,
    [...flags, "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank"],
    {
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    child.stderr!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once("exit", (code) => reject(new Error(`Chromium exited (${code}) before listening:\n${output}`)));
  }).catch(async (error: unknown) => {
    await stopProcess(child);
    await removeDirectory(profile);
    throw error;
  });
  return {
    port,
    async kill() {
      await stopProcess(child);
      await removeDirectory(profile);
    },
  };
}

/**
 * A fixed CPU load beside a measurement: one process spinning on one of the machine's cores,
 * at normal priority, until stopped (the storefront section's loaded runs, ADR 0026).
 */
export function startCpuLoad(): { stop(): Promise<void> } {
  const child = spawnInGroup("the CPU load", process.execPath, ["-e", "for (;;);"], { stdio: "ignore" });
  return { stop: () => stopProcess(child) };
}
