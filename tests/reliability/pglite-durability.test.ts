import { rmSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { HttpClient } from "../setup/http-client";
import { freePort, startShop, tempDataDir, waitForHealthy, type ShopProcess } from "../setup/server-process";

/**
 * Issue 7: the embedded database survives a SIGKILL in the middle of writes. Every order the
 * shop confirmed (HTTP 200) before the kill is there after the restart, with its lines, and
 * the shop takes new orders.
 */
describe("PGlite durability", () => {
  const dataDir = tempDataDir();
  let shop: ShopProcess | undefined;

  afterAll(async () => {
    if (shop && shop.child.exitCode === null) {
      shop.child.kill("SIGKILL");
      await shop.exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps every committed order through a SIGKILL during writes", async () => {
    const port = await freePort();
    const env = { DATA_DIR: dataDir, TRUST_PROXY: "true", PUBLIC_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: "warn" };
    shop = startShop(env, port);
    await waitForHealthy(shop, 60_000);
    const base = `http://127.0.0.1:${port}`;
    const menu = (await (await fetch(`${base}/api/menu`)).json()) as { items: { id: string }[] };
    const clients = await Promise.all(
      Array.from({ length: 4 }, async (_, i) => {
        const client = new HttpClient(base, `10.8.0.${i + 1}`);
        await client.signIn(`durable-${i}@example.com`);
        return client;
      }),
    );
    const { defaultPreferredTime } = await import("@shared/checkout");
    const { createConfig } = await import("@server/config");
    const { parseEnv } = await import("@server/env");
    const shopInfo = createConfig(parseEnv({})).shop;
    const preferredTime = defaultPreferredTime({ now: new Date(), timeZone: shopInfo.timeZone, weeklyHours: shopInfo.weeklyHours });

    const confirmed: string[] = [];
    let stop = false;
    const writers = clients.map(async (client, c) => {
      for (let n = 0; !stop; n++) {
        try {
          const res = await client.request("/api/checkout", {
            method: "POST",
            json: {
              idempotencyKey: `durable-${c}-${n}-xxxxxxxxxxxx`,
              details: { orderType: "pickup", name: "Durable", email: `durable-${c}@example.com`, phone: "3235550100", deliveryAddress: "", preferredTime, notes: "" },
              lines: [{ itemId: menu.items[n % menu.items.length]!.id, quantity: 1, notes: "" }],
            },
          });
          if (res.status === 200) confirmed.push(((await res.json()) as { orderId: string }).orderId);
        } catch {
          return; // the process is gone
        }
      }
    });

    while (confirmed.length < 40) await new Promise((resolve) => setTimeout(resolve, 10));
    shop.child.kill("SIGKILL");
    await shop.exited;
    stop = true;
    await Promise.all(writers);
    const before = [...confirmed];

    shop = startShop(env, port);
    await waitForHealthy(shop, 60_000);
    // Each customer sees every order the shop confirmed to them, intact.
    const seen = new Set<string>();
    for (const client of clients) {
      await client.signIn(`durable-${clients.indexOf(client)}@example.com`);
      const { orders } = (await (await client.request("/api/account/orders")).json()) as {
        orders: { id: string; lines: unknown[]; totalCents: number; subtotalCents: number; taxCents: number }[];
      };
      for (const order of orders) {
        seen.add(order.id);
        expect(order.lines.length).toBe(1);
        expect(order.totalCents).toBe(order.subtotalCents + order.taxCents);
      }
    }
    for (const id of before) expect(seen.has(id)).toBe(true);

    // And it takes new orders.
    const res = await clients[0]!.request("/api/checkout", {
      method: "POST",
      json: {
        idempotencyKey: "durable-after-restart-xxxxxxxx",
        details: { orderType: "pickup", name: "After", email: "durable-0@example.com", phone: "3235550100", deliveryAddress: "", preferredTime, notes: "" },
        lines: [{ itemId: menu.items[0]!.id, quantity: 1, notes: "" }],
      },
    });
    expect(res.status).toBe(200);
  }, 300_000);
});
