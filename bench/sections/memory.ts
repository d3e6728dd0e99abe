import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { preferredTime } from "../../support/checkout";
import { cleanUp, removeDirectory } from "../../support/child-processes";
import { openEventStream, type EventStream } from "../../support/event-stream";
import { HttpClient, signIn } from "../../support/http-client";
import { stopShop, waitForHealthy } from "../../support/shop-process";
import { args, orderableItems, placeOrders, results, round, rows, startPostgresShop } from "../lib";

const SAMPLE_MS = 10_000;
const MB = 1024 * 1024;

/**
 * Memory under a mixed load (ADR 0019): one built instance on PostgreSQL for
 * `--memory-minutes` (default 5) with, all at once, anonymous visitors browsing the storefront
 * in both languages and the menu API, signed-in customers placing checkouts, admins holding
 * live order streams open (some reconnecting) and polling their lists and dashboard. The
 * instance's RSS is read from /proc every 10 s, outside the process. Its V8 heap comes from a
 * sampler preloaded with NODE_OPTIONS=--require (the app's code is untouched): the heap used
 * after the latest full garbage collection, which is what a leak makes grow.
 *
 * It reports the RSS at the end of each minute and what it grew between the end of minute 2
 * (start-up, JIT warm-up, connection pools and caches filled) and the end of the run, next to
 * the noise: how far the RSS moved by itself during minute 2, sample to sample (garbage
 * collections and the allocator return and take memory in steps of several MB). Growth within
 * that range is not a leak; growth beyond it is, unless the heap after full collections stays flat.
 *
 * `--memory-snapshots` also writes a heap snapshot at the end of minute 2 and at the end (into a
 * directory it prints), to compare in Chrome's DevTools: it pauses the shop for seconds and
 * takes memory itself, so the figures of such a run are not the ones to report.
 */
export async function benchMemory() {
  const minutes = Number(args.get("memory-minutes") ?? 5);
  const snapshots = args.has("memory-snapshots");
  const samplerDir = mkdtempSync(path.join(os.tmpdir(), "bench-memory-"));
  const heapFile = path.join(samplerDir, "heap.jsonl");
  const sampler = path.join(samplerDir, "heap-sampler.cjs");
  writeFileSync(sampler, HEAP_SAMPLER);
  const { database, base, shop } = await startPostgresShop({
    NODE_OPTIONS: `--require ${sampler}${snapshots ? ` --heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${samplerDir}` : ""}`,
    BENCH_HEAP_FILE: heapFile,
  });
  const counts = { pages: 0, api: 0, orders: 0, admin: 0, streamsOpened: 0, failures: 0 };
  const streams = new Set<EventStream>();
  let stopped = false;
  try {
    await waitForHealthy(shop, 60_000);
    const pid = shop.child.pid!;
    const items = await orderableItems(base);
    const { posts } = (await (await fetch(`${base}/api/blog/posts`)).json()) as { posts: { slug: string }[] };
    const slug = posts[0]?.slug;
    if (!slug || items.length === 0) throw new Error("memory benchmark: the demo shop has no post or no orderable item");
    const pages = ["/", "/menu", "/blog", `/blog/${slug}`, "/about", "/es", "/es/menu", "/es/blog", `/es/blog/${slug}`];
    const apis = ["/api/menu", "/api/menu?lang=es", "/api/menu/featured", "/api/categories", "/api/blog/posts"];

    const admin = new HttpClient(base, "10.70.0.1");
    await signIn(admin, "admin@example.com");
    const customers = await Promise.all(
      Array.from({ length: 4 }, async (_, i) => {
        const client = new HttpClient(base, `10.70.1.${i + 1}`);
        await signIn(client, `memory-${i}@example.com`);
        return client;
      }),
    );

    const deadline = Date.now() + minutes * 60_000;
    const running = () => !stopped && Date.now() < deadline;
    const get = async (client: HttpClient | undefined, url: string) => {
      const res = client ? await client.request(url) : await fetch(`${base}${url}`);
      await res.arrayBuffer();
      if (res.status !== 200) {
        counts.failures++;
        throw new Error(`memory benchmark: GET ${url} answered ${res.status}`);
      }
    };

    const visitors = Array.from({ length: 3 }, async (_, v) => {
      for (let n = v; running(); n++) {
        if (n % 3 === 2) {
          await get(undefined, apis[n % apis.length]!);
          counts.api++;
        } else {
          await get(undefined, pages[n % pages.length]!);
          counts.pages++;
        }
        await sleep(50);
      }
    });
    // Checkouts in bursts (10 s of back-to-back orders, 5 s of rest), so that they share the
    // two cores with the rest of the load instead of taking them.
    const checkouts = (async () => {
      while (running()) {
        const seconds = Math.min(10, Math.max(1, Math.floor((deadline - Date.now()) / 1000)));
        counts.orders += (await placeOrders(customers, seconds, items, preferredTime())).length;
        await sleep(5_000);
      }
    })();
    const adminPolling = (async () => {
      const lists = [
        "/api/admin/orders",
        "/api/admin/dashboard",
        "/api/admin/orders?status=pending",
        "/api/admin/kitchen",
        "/api/admin/messages",
      ];
      for (let n = 0; running(); n++) {
        await get(admin, lists[n % lists.length]!);
        counts.admin++;
        await sleep(500);
      }
    })();
    const openStream = async () => {
      const stream = await openEventStream(admin, "/api/admin/orders/events");
      if (stream.status !== 200) throw new Error(`memory benchmark: order events answered ${stream.status}`);
      counts.streamsOpened++;
      streams.add(stream);
      return stream;
    };
    // Four admins' streams open the whole time; two more that reconnect every 5-20 s.
    await Promise.all(Array.from({ length: 4 }, openStream));
    const reconnecting = Array.from({ length: 2 }, async () => {
      while (running()) {
        const stream = await openStream();
        await sleep(5_000 + Math.random() * 15_000);
        stream.close();
        streams.delete(stream);
      }
    });

    const samples: ({ atS: number; rssMb: number } & ReturnType<typeof heapFigures>)[] = [];
    const started = Date.now();
    const sampling = (async () => {
      while (running()) {
        await sleep(Math.min(SAMPLE_MS, Math.max(0, deadline - Date.now())));
        samples.push({ atS: Math.round((Date.now() - started) / 1000), rssMb: rssMb(pid), ...heapFigures(heapFile) });
        if (snapshots && samples.length === 12) shop.child.kill("SIGUSR2");
      }
      if (snapshots) shop.child.kill("SIGUSR2");
    })();

    // The first failure stops everything: a figure taken under a broken load would mislead.
    await Promise.all([...visitors, checkouts, adminPolling, ...reconnecting, sampling]);

    const atMinute = (minute: number) => samples.filter((sample) => sample.atS <= minute * 60 + 1).at(-1);
    const perMinute = Array.from({ length: minutes }, (_, i) => atMinute(i + 1));
    const from = atMinute(2);
    const to = samples.at(-1);
    if (!from || !to || minutes < 3) throw new Error("memory benchmark: --memory-minutes must be at least 3");
    const minuteTwo = samples.filter((sample) => sample.atS > 60 && sample.atS <= 121);
    const noiseMb = Math.max(...minuteTwo.map((sample) => sample.rssMb)) - Math.min(...minuteTwo.map((sample) => sample.rssMb));
    const growthMb = to.rssMb - from.rssMb;
    const heapGrowthMb = to.heapAfterGcMb !== null && from.heapAfterGcMb !== null ? to.heapAfterGcMb - from.heapAfterGcMb : null;
    const load1 = `${counts.pages} pages, ${counts.api} menu/blog API, ${counts.orders} orders, ${counts.admin} admin lists, ${counts.streamsOpened} streams opened`;
    rows.push({
      section: "memory",
      measure: `RSS at the end of each minute, PostgreSQL, ${minutes} min mixed load (${load1})`,
      value: perMinute.map((sample) => (sample ? `${round(sample.rssMb, 0)}` : "?")).join(" / ") + " MB",
    });
    rows.push({
      section: "memory",
      measure: `RSS growth, end of minute 2 → end of minute ${minutes} (noise: RSS range within minute 2)`,
      value: `${round(growthMb, 1)} MB`,
      baseline: `noise ${round(noiseMb, 1)} MB`,
    });
    rows.push({
      section: "memory",
      measure: `V8 heap used after the latest full GC, end of minute 2 → end of minute ${minutes}`,
      value: heapGrowthMb === null ? "no full GC seen" : `${round(from.heapAfterGcMb!, 1)} → ${round(to.heapAfterGcMb!, 1)} MB`,
    });
    results.memory = { minutes, samples, counts, growthMb, noiseMb, heapGrowthMb };
  } finally {
    stopped = true;
    for (const stream of streams) stream.close();
    await cleanUp({
      "the heap snapshots": () => snapshots && waitForSnapshots(samplerDir, 2),
      "the shop": () => stopShop(shop),
      "its database": () => database.drop(),
      "the sampler's folder": () => !snapshots && removeDirectory(samplerDir),
    });
    if (snapshots) process.stdout.write(`memory: heap snapshots in ${samplerDir}\n`);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits for `count` snapshot files (the shop finishes writing one before it handles SIGTERM). */
async function waitForSnapshots(dir: string, count: number) {
  for (let waited = 0; waited < 120_000; waited += 500) {
    if (readdirSync(dir).filter((name) => name.endsWith(".heapsnapshot")).length >= count) return;
    await sleep(500);
  }
}

function rssMb(pid: number): number {
  const kb = Number(/^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);
  if (!Number.isFinite(kb)) throw new Error(`memory benchmark: no VmRSS for process ${pid}`);
  return kb / 1024;
}

type SamplerLine = { kind: "gc"; usedHeapBytes: number } | ({ kind: "usage" } & NodeJS.MemoryUsage);

function samplerLines(file: string): SamplerLine[] {
  try {
    return readFileSync(file, "utf8")
      .trim()
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as SamplerLine);
  } catch {
    return [];
  }
}

/** The heap after the latest full GC, and the latest memoryUsage() (heap used, outside the heap). */
function heapFigures(file: string) {
  const lines = samplerLines(file);
  const gc = lines.findLast((line) => line.kind === "gc");
  const usage = lines.findLast((line) => line.kind === "usage");
  return {
    heapAfterGcMb: gc ? gc.usedHeapBytes / MB : null,
    heapUsedMb: usage ? usage.heapUsed / MB : null,
    externalMb: usage ? usage.external / MB : null,
    arrayBuffersMb: usage ? usage.arrayBuffers / MB : null,
  };
}

/**
 * Preloaded into the shop process: appends to BENCH_HEAP_FILE, after each full (mark-compact)
 * garbage collection, the heap's used size then; and every 10 s what process.memoryUsage()
 * says (heap, and the memory outside it that JavaScript objects hold: buffers, zlib streams).
 * Observing GC entries costs nothing between them; the timer does not keep the process alive.
 */
const HEAP_SAMPLER = `
const { appendFileSync } = require("node:fs");
const { PerformanceObserver, constants } = require("node:perf_hooks");
const v8 = require("node:v8");
const file = process.env.BENCH_HEAP_FILE;
if (file) {
  const write = (line) => appendFileSync(file, JSON.stringify({ at: Date.now(), ...line }) + "\\n");
  new PerformanceObserver((list) => {
    if (!list.getEntries().some((entry) => entry.detail && entry.detail.kind === constants.NODE_PERFORMANCE_GC_MAJOR)) return;
    write({ kind: "gc", usedHeapBytes: v8.getHeapStatistics().used_heap_size });
  }).observe({ entryTypes: ["gc"] });
  setInterval(() => write({ kind: "usage", ...process.memoryUsage() }), 10000).unref();
}
`;
