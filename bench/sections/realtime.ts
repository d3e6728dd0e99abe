import { preferredTime } from "../../support/checkout";
import { cleanUp } from "../../support/child-processes";
import { openEventStream } from "../../support/event-stream";
import { HttpClient, signIn, SIMULATED_CLIENTS_ENV } from "../../support/http-client";
import { createScratchDatabase } from "../../support/postgres";
import { freePort, startShop, stopShop, tempDataDir, waitForHealthy } from "../../support/shop-process";
import { args, orderableItems, rows, results, percentile, round, pgUrl } from "../lib";

/** Time from an admin's status change (PATCH) to the event arriving on an admin's SSE stream. */
export async function benchRealtime() {
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
      const items = await orderableItems(base);
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
            lines: [{ itemId: items[0]!.id, quantity: 1, notes: "" }],
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
      await cleanUp({ "the shop": () => stopShop(shop), "its database": drop });
    }
  }
}
