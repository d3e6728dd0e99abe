import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, startedShop, stopShop, tempDataDir, type ShopProcess } from "../../support/shop-process";
import { orderableNow, preferredTime } from "../../support/checkout";
import type { ItemSchedule } from "@shared/ordering/schedule";
import { SIMULATED_CLIENTS_ENV, signedIn } from "../../support/http-client";

/**
 * The reliability suite (docs/benchmarks.md 'Reliability'): the embedded database survives a SIGKILL in the middle of writes. Every order
 * the shop confirmed (HTTP 200) before the kill is there after the restart, with the very line its
 * customer sent and consistent totals, and the shop takes new orders.
 */
describe("PGlite durability", () => {
  const dataDir = tempDataDir();
  let shop: ShopProcess | undefined;

  afterAll(async () => {
    await stopShop(shop, "SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps every committed order through a SIGKILL during writes", async () => {
    const port = await freePort();
    const env = { DATA_DIR: dataDir, ...SIMULATED_CLIENTS_ENV, PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: "warn" };
    shop = await startedShop(env, port);
    const base = `http://127.0.0.1:${port}`;
    const fullMenu = (await (await fetch(`${base}/api/menu`)).json()) as { items: { id: string; schedule: ItemSchedule }[] };
    const menu = { items: orderableNow(fullMenu.items) };
    const clients = await Promise.all(Array.from({ length: 4 }, (_, i) => signedIn(base, `durable-${i}@example.com`, `10.8.0.${i + 1}`)));
    const time = preferredTime();

    /** Order id → the line its customer sent, for every order the shop confirmed. */
    const confirmed = new Map<string, { itemId: string; quantity: number }>();
    let stop = false;
    let inFlight = 0;
    const writers = clients.map(async (client, c) => {
      for (let n = 0; !stop; n++) {
        const line = { itemId: menu.items[(n + c) % menu.items.length]!.id, quantity: 1 + (n % 5) };
        // Each order from another address: the per-client checkout limit is not what is tested.
        client.ip = `10.8.${c + 1}.${n % 250}`;
        inFlight++;
        try {
          const res = await client.request("/api/checkout", {
            method: "POST",
            json: {
              idempotencyKey: `durable-${c}-${n}-xxxxxxxxxxxx`,
              details: {
                orderType: "pickup",
                name: "Durable",
                email: `durable-${c}@example.com`,
                phone: "3235550100",
                deliveryAddress: "",
                preferredTime: time,
                notes: "",
              },
              lines: [{ ...line, notes: "" }],
            },
          });
          if (res.status === 200) confirmed.set(((await res.json()) as { orderId: string }).orderId, line);
        } catch {
          return; // the process is gone
        } finally {
          inFlight--;
        }
      }
    });

    while (confirmed.size < 40) await new Promise((resolve) => setTimeout(resolve, 10));
    const writing = inFlight;
    shop.child.kill("SIGKILL");
    await shop.exited;
    stop = true;
    await Promise.all(writers);
    const before = new Map(confirmed);
    // The kill landed while orders were being written.
    expect(writing).toBeGreaterThan(0);

    shop = await startedShop(env, port);
    // Each customer, still signed in (sessions are data too), sees every order the shop confirmed to them, intact.
    const seen = new Map<
      string,
      { lines: { itemId: string; quantity: number }[]; subtotalCents: number; taxCents: number; totalCents: number }
    >();
    for (const client of clients) {
      const { orders } = (await (await client.request("/api/account/orders")).json()) as {
        orders: {
          id: string;
          lines: { itemId: string; quantity: number; priceCents: number }[];
          totalCents: number;
          subtotalCents: number;
          taxCents: number;
        }[];
      };
      for (const order of orders) {
        seen.set(order.id, order);
        expect(order.subtotalCents).toBe(order.lines.reduce((sum, line) => sum + line.quantity * line.priceCents, 0));
        expect(order.totalCents).toBe(order.subtotalCents + order.taxCents);
      }
    }
    for (const [id, line] of before) {
      expect(
        seen.get(id)?.lines.map(({ itemId, quantity }) => ({ itemId, quantity })),
        id,
      ).toEqual([line]);
    }

    // And it takes new orders.
    const res = await clients[0]!.request("/api/checkout", {
      method: "POST",
      json: {
        idempotencyKey: "durable-after-restart-xxxxxxxx",
        details: {
          orderType: "pickup",
          name: "After",
          email: "durable-0@example.com",
          phone: "3235550100",
          deliveryAddress: "",
          preferredTime: time,
          notes: "",
        },
        lines: [{ itemId: menu.items[0]!.id, quantity: 1, notes: "" }],
      },
    });
    expect(res.status).toBe(200);
  }, 300_000);
});
