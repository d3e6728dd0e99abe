import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ItemSchedule } from "@shared/ordering/schedule";
import { orderableNow, preferredTime } from "../../support/checkout";
import { removeDirectory } from "../../support/child-processes";
import { HttpClient, signIn } from "../../support/http-client";
import { freePort, startShop, stopShop, tempDataDir, waitForHealthy, type ShopProcess } from "../../support/shop-process";

/**
 * The production build as a process, on the Node.js that runs the tests: its start on a fresh
 * data directory, the menu and one order paid on the sandbox pay page. CI runs every test on
 * Node 24 and this file, with the unit tests, once more on Node 22, the other supported line
 * (docs/decisions/0021-node-24-lts.md), so a break on either shows.
 */
describe(`the built shop on Node ${process.version}`, () => {
  const dataDir = tempDataDir();
  let shop: ShopProcess;

  // A fresh data directory (initdb, migrations, seed): seconds alone, over a minute beside other test files on two busy cores.
  beforeAll(async () => {
    shop = startShop({ DATA_DIR: dataDir }, await freePort());
    await waitForHealthy(shop, 110_000);
  }, 120_000);

  afterAll(async () => {
    await stopShop(shop);
    await removeDirectory(dataDir);
  });

  it("answers /healthz and server-renders the menu", async () => {
    expect((await fetch(`${shop.url}/healthz`)).status).toBe(200);
    const res = await fetch(`${shop.url}/menu?category=carnitas`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Carnitas Family Pack");
    expect(html).toContain("$15.99");
  });

  it("takes a pickup order paid with the sandbox's test card", async () => {
    // Its own address as PUBLIC_URL (localhost) says, over the loopback connection the mailbox requires.
    const customer = new HttpClient(shop.url, "127.0.0.1");
    customer.origin = `http://localhost:${shop.port}`;
    await signIn(customer, "runtime-smoke@example.com");
    const menu = (await (await fetch(`${shop.url}/api/menu`)).json()) as {
      items: { id: string; name: string; priceCents: number; schedule: ItemSchedule }[];
    };
    // A fixed-price item: paid at once (a cut by weight is held, then captured once weighed).
    const pack = orderableNow(menu.items).find((item) => item.name === "Carnitas Family Pack")!;
    const placed = await customer.request("/api/checkout", {
      method: "POST",
      json: {
        idempotencyKey: `runtime-smoke-${Date.now()}`,
        details: {
          orderType: "pickup",
          name: "Ana",
          email: "runtime-smoke@example.com",
          phone: "3235550100",
          deliveryAddress: "",
          preferredTime: preferredTime(),
          notes: "",
        },
        lines: [{ itemId: pack.id, quantity: 1, notes: "" }],
      },
    });
    expect(placed.status).toBe(200);
    const { orderId, url } = (await placed.json()) as { orderId: string; url: string };
    const sessionId = /\/sandbox\/pay\/([\w-]+)/.exec(url)![1]!;

    const paid = await customer.request(`/sandbox/pay/${sessionId}`, {
      method: "POST",
      body: new URLSearchParams({ card_number: "4242 4242 4242 4242" }),
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toContain("/order-success");

    const view = await fetch(`${shop.url}/api/checkout/payment?session_id=${sessionId}&order_id=${orderId}`);
    const { payment } = (await view.json()) as { payment: { state: string; totalCents: number } };
    expect(payment.state).toBe("paid");
    // The server's total: the pack's price and the sales tax on it, in whole cents.
    expect(Number.isInteger(payment.totalCents)).toBe(true);
    expect(payment.totalCents).toBeGreaterThanOrEqual(pack.priceCents);
  });
});
