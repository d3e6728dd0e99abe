import { expect, it } from "vitest";
import { defaultPreferredTime } from "@shared/checkout";
import { createCategory, createItem } from "@server/db/factories";
import { describeEachDatabase, type TestHarness } from "../setup/test-app";
import { signedInClient, TestClient } from "../setup/test-client";

/**
 * Issue 7: every route of the app × {anonymous, customer, another customer, admin}, each
 * expectation asserted. Routes come from the app's route table, so a new route is covered
 * (and must be classified below) without editing a list of paths by hand.
 */

type Role = "anonymous" | "customer" | "otherCustomer" | "admin";
type Rule = "public" | "signedIn" | "admin" | "webhook";

/** Who may use a route, by its path: the server's rules as the issue states them. */
function ruleFor(method: string, path: string): Rule {
  if (path.startsWith("/api/admin")) return "admin";
  if (path.startsWith("/api/account")) return "signedIn";
  if (path === "/api/checkout" && method === "POST") return "signedIn";
  if (path === "/api/payments/webhook") return "webhook";
  return "public";
}

async function seed(h: TestHarness) {
  const category = await createCategory(h.ctx.db, { name: "Matrix", slug: "matrix" });
  const item = await createItem(h.ctx.db, { categoryId: category.id, name: "Matrix Cut" });
  const clients = {
    anonymous: new TestClient(h, "198.51.100.200"),
    customer: await signedInClient(h, "matrix-customer@example.com", "198.51.100.201"),
    otherCustomer: await signedInClient(h, "matrix-other@example.com", "198.51.100.202"),
    admin: await signedInClient(h, "admin@example.com", "198.51.100.203"),
  } satisfies Record<Role, TestClient>;
  const { timeZone, weeklyHours } = h.ctx.config.shop;
  const placed = (await (
    await clients.customer.post("/api/checkout", {
      idempotencyKey: "matrix-order-key-0000000000",
      details: { orderType: "pickup", name: "Matrix", email: "matrix-customer@example.com", phone: "3235550100", deliveryAddress: "", preferredTime: defaultPreferredTime({ now: new Date(), timeZone, weeklyHours }), notes: "" },
      lines: [{ itemId: item.id, quantity: 1 }],
    })
  ).json()) as { orderId: string };
  return { clients, ids: { order: placed.orderId, item: item.id, category: category.id } };
}

describeEachDatabase("authorization matrix", (harness) => {
  it("refuses and allows each role on every route as the rules say", async () => {
    const h = harness();
    const { clients, ids } = await seed(h);
    const routes = new Map<string, { method: string; path: string }>();
    for (const route of h.app.routes) {
      if (!route.path.startsWith("/api/") || route.method === "ALL" || route.path.includes("*")) continue;
      routes.set(`${route.method} ${route.path}`, { method: route.method, path: route.path });
    }
    expect(routes.size).toBeGreaterThan(15);

    const failures: string[] = [];
    let checked = 0;
    for (const { method, path } of routes.values()) {
      const rule = ruleFor(method, path);
      const concrete = path.replace(/:id\b/g, path.includes("orders") ? ids.order : path.includes("items") ? ids.item : ids.order).replace(/:(\w+)/g, "x");
      // Signing out would change the client for the rest of the run.
      if (path.includes("sign-out")) continue;
      for (const role of ["anonymous", "customer", "otherCustomer", "admin"] as const) {
        const client = clients[role];
        const init: RequestInit & { json?: unknown } = { method };
        if (method !== "GET") init.json = {};
        const res = await client.request(concrete, init);
        if (path.endsWith("/events") && res.body) await res.body.cancel();
        else await res.arrayBuffer();
        checked++;
        const status = res.status;
        const denied = status === 401 || status === 403;
        const expectation =
          rule === "public" || rule === "webhook"
            ? !denied // (the webhook answers 404 while the sandbox is the provider)
            : rule === "signedIn"
              ? role === "anonymous"
                ? status === 401
                : !denied
              : role === "anonymous"
                ? status === 401
                : role === "admin"
                  ? !denied
                  : status === 403;
        if (!expectation) failures.push(`${rule} ${method} ${path} as ${role}: ${status}`);
        if (status >= 500) failures.push(`5xx ${method} ${path} as ${role}: ${status}`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(60);

    // Ownership: another customer never sees the first one's order.
    const own = (await (await clients.customer.request("/api/account/orders")).json()) as { orders: { id: string }[] };
    const others = (await (await clients.otherCustomer.request("/api/account/orders")).json()) as { orders: { id: string }[] };
    expect(own.orders.map((o) => o.id)).toContain(ids.order);
    expect(others.orders.map((o) => o.id)).not.toContain(ids.order);
    const guessed = await clients.otherCustomer.request(`/api/checkout/payment?order_id=${ids.order}&session_id=sbx_cs_guess`);
    expect(await guessed.json()).toEqual({ payment: null });
  }, 300_000);
});
