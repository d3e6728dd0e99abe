import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { errorTexts } from "@shared/texts/errors";
import { createCategory, createItem } from "@server/db/factories";
import { messages } from "@server/db/schema/messages";
import { orders } from "@server/db/schema/orders";
import { adminEnv, signedInAdmin } from "../setup/admins";
import { createOrder } from "../setup/order-factory";
import { describeEachDatabase, FROM_THIS_MACHINE, type TestHarness } from "../setup/test-app";
import { signedInClient, type TestClient } from "../setup/test-client";
import { checkoutDetails } from "../setup/checkout-details";
import { seedItem } from "../setup/menu";

/**
 * Cross-site request forgery on every request under /api that changes something, JSON included:
 * a browser always sends Origin on a cross-origin POST, PUT, PATCH or DELETE, so one naming
 * another site (or Sec-Fetch-Site: cross-site) is refused with 403 before any handler runs. A
 * request without Origin comes from no browser (curl, Stripe, a server) and goes on.
 */

const EVIL = "https://evil.example";
const FORBIDDEN = { error: { code: "forbidden", message: errorTexts.crossOrigin } };

let counter = 0;

/** A request as a browser on `origin` would send it (null: no Origin, as curl), with the client's cookies. */
function send(
  h: TestHarness,
  path: string,
  init: { method: string; json?: unknown; origin: string | null; client?: TestClient; headers?: Record<string, string> },
) {
  const headers = new Headers(init.headers);
  if (init.origin !== null) headers.set("Origin", init.origin);
  if (init.client) headers.set("Cookie", init.client.cookieHeader());
  if (init.json !== undefined) headers.set("Content-Type", "application/json");
  const body = init.json === undefined ? undefined : JSON.stringify(init.json);
  return h.app.request(
    path,
    { method: init.method, headers, body },
    { incoming: { socket: { remoteAddress: `198.51.100.${++counter % 250}` } } },
  );
}

const shopOrigin = (h: TestHarness) => new URL(h.ctx.config.publicUrl).origin;

async function checkoutBody(h: TestHarness) {
  const item = await seedItem(h, { category: { name: `Carnitas ${++counter}`, slug: `carnitas-${counter}` } });
  return () => ({
    idempotencyKey: `cross-origin-${Date.now()}-${++counter}-abcdefgh`,
    details: checkoutDetails(h, { name: "Ana", email: "ana@example.com", phone: "3235550100" }),
    lines: [{ itemId: item.id, quantity: 1 }],
  });
}

const contact = { name: "María López", email: "maria@example.com", phone: "", message: "Do you cater?" };

describeEachDatabase(
  "requests that change something come from the shop's own pages",
  (harness) => {
    it("checkout: another site's Origin is refused with 403; the shop's own and none reach the handler", async () => {
      const h = harness();
      const body = await checkoutBody(h);
      const client = await signedInClient(h, `cross-${++counter}@example.com`);
      const evil = await send(h, "/api/checkout", { method: "POST", json: body(), origin: EVIL, client });
      expect(evil.status).toBe(403);
      expect(await evil.json()).toEqual(FORBIDDEN);
      expect(await h.ctx.db.select().from(orders)).toHaveLength(0);

      expect((await send(h, "/api/checkout", { method: "POST", json: body(), origin: shopOrigin(h), client })).status).toBe(200);
      expect((await send(h, "/api/checkout", { method: "POST", json: body(), origin: null, client })).status).toBe(200);
      expect(await h.ctx.db.select().from(orders)).toHaveLength(2);
    });

    it("contact: refused from another site, from an opaque origin and on Sec-Fetch-Site: cross-site; stored otherwise", async () => {
      const h = harness();
      for (const [origin, headers] of [
        [EVIL, {}],
        ["null", {}],
        [`${shopOrigin(h)}.evil.example`, {}],
        [shopOrigin(h).replace("http://", "https://"), {}],
        [null, { "Sec-Fetch-Site": "cross-site" }],
        [shopOrigin(h), { "Sec-Fetch-Site": "cross-site" }],
      ] as [string | null, Record<string, string>][]) {
        const res = await send(h, "/api/contact", { method: "POST", json: contact, origin, headers });
        expect(res.status, `${origin} ${JSON.stringify(headers)}`).toBe(403);
        expect(await res.json()).toEqual(FORBIDDEN);
      }
      expect(await h.ctx.db.select().from(messages)).toHaveLength(0);

      expect(
        (
          await send(h, "/api/contact", {
            method: "POST",
            json: contact,
            origin: shopOrigin(h),
            headers: { "Sec-Fetch-Site": "same-origin" },
          })
        ).status,
      ).toBe(201);
      expect((await send(h, "/api/contact", { method: "POST", json: contact, origin: null })).status).toBe(201);
      expect(await h.ctx.db.select().from(messages)).toHaveLength(2);
    });

    it("an admin's PATCH from another site changes nothing, even with the admin's cookie", async () => {
      const h = harness();
      const category = await createCategory(h.ctx.db, { name: "Beef", slug: "beef" });
      const item = await createItem(h.ctx.db, { categoryId: category.id, name: "Arrachera", priceCents: 1299 });
      const order = await createOrder(h.ctx.db, { lines: [{ itemId: item.id, quantity: 1, priceCents: 1299 }], paid: true });
      const { client: admin } = await signedInAdmin(h);
      const path = `/api/admin/orders/${order.id}/status`;
      const status = async () => (await h.ctx.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status;

      const evil = await send(h, path, { method: "PATCH", json: { status: "cancelled" }, origin: EVIL, client: admin });
      expect(evil.status).toBe(403);
      expect(await evil.json()).toEqual(FORBIDDEN);
      expect(await status()).toBe("pending");

      expect((await send(h, path, { method: "PATCH", json: { status: "processing" }, origin: shopOrigin(h), client: admin })).status).toBe(
        200,
      );
      expect((await send(h, path, { method: "PATCH", json: { status: "completed" }, origin: null, client: admin })).status).toBe(200);
      expect(await status()).toBe("completed");
    });

    it("reads are not refused (the browser keeps another site from reading them), nor OPTIONS", async () => {
      const h = harness();
      expect((await send(h, "/api/categories", { method: "GET", origin: EVIL, headers: { "Sec-Fetch-Site": "cross-site" } })).status).toBe(
        200,
      );
      expect((await send(h, "/api/session", { method: "HEAD", origin: EVIL })).status).toBe(200);
      expect((await send(h, "/api/contact", { method: "OPTIONS", origin: EVIL })).status).not.toBe(403);
    });

    it("a form-like body still has to say where it comes from, as before", async () => {
      const h = harness();
      const form = (origin: string | null) =>
        h.app.request(
          "/api/contact",
          { method: "POST", body: new URLSearchParams(contact), headers: origin ? { Origin: origin } : {} },
          FROM_THIS_MACHINE,
        );
      expect((await form(null)).status).toBe(403);
      expect((await form(EVIL)).status).toBe(403);
      expect((await form(shopOrigin(h))).status).not.toBe(403);
      // A body-less DELETE counts as text/plain: the admin's pages send their Origin with it.
      expect((await send(h, "/api/admin/blog/posts/00000000-0000-4000-8000-000000000000", { method: "DELETE", origin: null })).status).toBe(
        403,
      );
    });

    it("Stripe's webhook (no Origin, no Sec-Fetch-Site) is not refused; the sign-in API refuses another site too", async () => {
      const h = harness();
      // What Stripe sends; the sandbox has no webhook, so the handler answers 404 — after the check.
      const webhook = await send(h, "/api/payments/webhook", {
        method: "POST",
        json: { id: "evt_1", type: "checkout.session.completed" },
        origin: null,
        headers: { "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)", "Stripe-Signature": "t=1,v1=x" },
      });
      expect(webhook.status).toBe(404);

      const signIn = { email: "cross-auth@example.com", callbackURL: "/auth/callback" };
      const evil = await send(h, "/api/auth/sign-in/magic-link", { method: "POST", json: signIn, origin: EVIL });
      expect(evil.status).toBe(403);
      expect(await evil.json()).toEqual(FORBIDDEN);
      expect((await send(h, "/api/auth/sign-in/magic-link", { method: "POST", json: signIn, origin: shopOrigin(h) })).status).toBe(200);
    });

    it("the sandbox pay page's form is refused from another site, and the order stays unpaid", async () => {
      const h = harness();
      const body = await checkoutBody(h);
      const client = await signedInClient(h, `cross-pay-${++counter}@example.com`);
      const placed = (await (await client.post("/api/checkout", body())).json()) as { orderId: string; url: string };
      const pay = (origin: string) =>
        h.app.request(
          new URL(placed.url).pathname,
          { method: "POST", body: new URLSearchParams({ card_number: "4242 4242 4242 4242" }), headers: { Origin: origin } },
          FROM_THIS_MACHINE,
        );
      const evil = await pay(EVIL);
      expect(evil.status).toBe(403);
      expect(await evil.json()).toEqual(FORBIDDEN);
      expect((await h.ctx.db.select().from(orders).where(eq(orders.id, placed.orderId)))[0]!.paymentStatus).toBe("unpaid");
      expect((await pay(shopOrigin(h))).status).toBe(303);
    });
  },
  { env: adminEnv },
);
