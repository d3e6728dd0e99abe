import { eq, sql } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { fromWallTime, toWallTime } from "@shared/core/time";
import { createItem } from "@server/db/factories";
import { createOrder } from "../setup/order-factory";
import { mailOutbox } from "@server/db/schema/mail";
import { orderItems, orderStatusHistory, orders } from "@server/db/schema/orders";
import { PaymentProviderError, type PaymentProvider } from "@server/services/payments/provider";
import { reconcilePayments } from "@server/services/orders/payment-sweeper";
import { sandboxCheckoutSessions } from "@server/db/schema/payments";
import { checkoutDetails } from "../setup/checkout-details";
import { describeEachDatabase, type TestHarness } from "../setup/test-app";
import { signedInClient, TestClient } from "../setup/test-client";
import { CARNITAS_CATEGORY, HORCHATA, MACIZA, seedMenu } from "../setup/menu";

let counter = 0;
const key = () => `test-key-${Date.now()}-${counter++}-abcdefgh`;

const details = checkoutDetails;

/**
 * The provider's session asked for after the order is saved, as with Stripe, answered by `fake`:
 * the sandbox's own session, written with the order, is set aside until `restore`.
 */
function sessionsAnsweredBy(h: TestHarness, fake: PaymentProvider["createCheckoutSession"]) {
  const { createCheckoutSession, sessionWithOrder } = h.ctx.payments;
  h.ctx.payments.createCheckoutSession = fake;
  h.ctx.payments.sessionWithOrder = undefined;
  return () => {
    h.ctx.payments.createCheckoutSession = createCheckoutSession;
    h.ctx.payments.sessionWithOrder = sessionWithOrder;
  };
}

/** Carnitas Maciza ($15.99) and Horchata ($4.50) in the 'Carnitas' category. */
const MENU = { categories: { carnitas: CARNITAS_CATEGORY }, items: { maciza: MACIZA, horchata: HORCHATA } };

// Its customers pay on the sandbox page from their own machines (TestClient's addresses): the
// page answers only this machine unless the network is let in (demo-access.test.ts tests that).
describeEachDatabase(
  "checkout and the sandbox payment",
  (harness) => {
    it("prices the order from the database: a price sent by the browser is ignored", async () => {
      const h = harness();
      const { maciza, horchata } = (await seedMenu(h, MENU)).items;
      const client = await signedInClient(h, "precio@example.com");
      const res = await client.post("/api/checkout", {
        idempotencyKey: key(),
        details: details(h),
        lines: [
          { itemId: maciza.id, quantity: 2, notes: "extra crispy", priceCents: 1, price: 0.01 },
          { itemId: horchata.id, quantity: 1 },
        ],
        total: 1,
      });
      expect(res.status).toBe(200);
      const { orderId, url } = (await res.json()) as { orderId: string; url: string };
      expect(url).toMatch(/\/sandbox\/pay\/sbx_cs_/);
      const [order] = await h.ctx.db.select().from(orders).where(eq(orders.id, orderId));
      // 2 × 15.99 + 4.50 = 36.48; tax 8.25 % = 3.0096 → 3.01 (half up to the cent); total 39.49.
      expect(order).toMatchObject({
        subtotalCents: 3648,
        taxCents: 301,
        totalCents: 3949,
        taxRate: 825,
        status: "pending",
        paymentStatus: "unpaid",
      });
      const lines = await h.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
      expect(lines.map((l) => [l.itemName, l.quantity, l.priceCents, l.notes]).sort()).toEqual([
        ["Carnitas Maciza", 2, 1599, "extra crispy"],
        ["Horchata", 1, 450, null],
      ]);
      const history = await h.ctx.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));
      expect(history.map((entry) => entry.status)).toEqual(["pending"]);
    });

    it("answers the placed order as plain JSON with its length: a few hundred bytes are not worth gzipping", async () => {
      const h = harness();
      const { maciza } = (await seedMenu(h, MENU)).items;
      const client = await signedInClient(h, "sin-gzip@example.com");
      const res = await client.request("/api/checkout", {
        method: "POST",
        headers: { "Accept-Encoding": "gzip, deflate, br" },
        json: { idempotencyKey: key(), details: details(h), lines: [{ itemId: maciza.id, quantity: 1 }] },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-encoding")).toBeNull();
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      const body = await res.text();
      expect(res.headers.get("content-length")).toBe(String(Buffer.byteLength(body)));
      expect(JSON.parse(body)).toMatchObject({ orderId: expect.any(String), url: expect.stringMatching(/\/sandbox\/pay\/sbx_cs_/) });
    });

    it("the same idempotency key twice, even at once, gives one order and one session", async () => {
      const h = harness();
      const { maciza } = (await seedMenu(h, MENU)).items;
      const client = await signedInClient(h, "doble@example.com");
      const body = { idempotencyKey: key(), details: details(h), lines: [{ itemId: maciza.id, quantity: 1 }] };
      const [a, b] = await Promise.all([client.post("/api/checkout", body), client.post("/api/checkout", body)]);
      const c = await client.post("/api/checkout", body);
      const answers = (await Promise.all([a, b, c].map((res) => res.json()))) as { orderId: string; url: string }[];
      expect(new Set(answers.map((answer) => answer.orderId)).size).toBe(1);
      expect(new Set(answers.map((answer) => answer.url)).size).toBe(1);
      expect(await h.ctx.db.select().from(orders)).toHaveLength(1);
      expect(await h.ctx.db.select().from(sandboxCheckoutSessions)).toHaveLength(1);

      const changed = await client.post("/api/checkout", { ...body, lines: [{ itemId: maciza.id, quantity: 3 }] });
      expect(changed.status).toBe(409);
    });

    it("refuses signed-out visitors, invalid details, an empty cart and unavailable items", async () => {
      const h = harness();
      const {
        items: { maciza },
        categories: { carnitas: category },
      } = await seedMenu(h, MENU);
      const anonymous = new TestClient(h, "192.0.2.99");
      const anonymousRes = await anonymous.post("/api/checkout", {
        idempotencyKey: key(),
        details: details(h),
        lines: [{ itemId: maciza.id, quantity: 1 }],
      });
      expect(anonymousRes.status).toBe(401);

      const client = await signedInClient(h, "reglas@example.com");
      const invalid = await client.post("/api/checkout", {
        idempotencyKey: key(),
        details: details(h, { orderType: "delivery", phone: "555", deliveryAddress: "", preferredTime: "2020-01-01T10:00" }),
        lines: [{ itemId: maciza.id, quantity: 1 }],
      });
      expect(invalid.status).toBe(400);
      expect(await invalid.json()).toEqual({
        error: {
          code: "validation_failed",
          message: "Please fill in all required fields correctly",
          fields: {
            phone: "Please enter a valid phone number",
            deliveryAddress: "Delivery address is required",
            preferredTime: "Please select a time at least 15 minutes from now",
          },
        },
      });

      const empty = await client.post("/api/checkout", { idempotencyKey: key(), details: details(h), lines: [] });
      expect(((await empty.json()) as { error: { message: string } }).error.message).toBe("Your cart is empty");

      const gone = await createItem(h.ctx.db, { categoryId: category.id, name: "Chorizo de la Casa", isAvailable: false });
      const archived = await createItem(h.ctx.db, { categoryId: category.id, name: "Old Cut", isArchived: true });
      const refused = await client.post("/api/checkout", {
        idempotencyKey: key(),
        details: details(h),
        lines: [
          { itemId: maciza.id, quantity: 1 },
          { itemId: gone.id, quantity: 1 },
          { itemId: archived.id, quantity: 1 },
        ],
      });
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
        "Some items are no longer available: Chorizo de la Casa, Old Cut. Please update your cart.",
      );
      expect(await h.ctx.db.select().from(orders)).toHaveLength(0);
    });

    it("keeps the order, cancelled, when the payment session cannot be created", async () => {
      const h = harness();
      const { maciza } = (await seedMenu(h, MENU)).items;
      const client = await signedInClient(h, "falla@example.com");
      const restore = sessionsAnsweredBy(h, async () => {
        throw new PaymentProviderError("noAnswer", "card processor unreachable");
      });
      try {
        const res = await client.post("/api/checkout", {
          idempotencyKey: key(),
          details: details(h),
          lines: [{ itemId: maciza.id, quantity: 1 }],
        });
        expect(res.status).toBe(402);
        expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
          "Failed to create checkout session: the payment service did not answer",
        );
      } finally {
        restore();
      }
      const [order] = await h.ctx.db.select().from(orders);
      expect(order).toMatchObject({ status: "cancelled", paymentStatus: "unpaid" });
      const history = await h.ctx.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order!.id));
      expect(history.map((entry) => entry.status)).toEqual(["pending", "cancelled"]);
    });

    it("sandbox: 4242… pays through fulfilment (paid, history, one confirmation e-mail); the decline card does not", async () => {
      const h = harness();
      const { maciza } = (await seedMenu(h, MENU)).items;
      const client = await signedInClient(h, "paga@example.com");
      const placed = (await (
        await client.post("/api/checkout", { idempotencyKey: key(), details: details(h), lines: [{ itemId: maciza.id, quantity: 2 }] })
      ).json()) as {
        orderId: string;
        url: string;
      };
      const payPath = new URL(placed.url).pathname;
      const page = await client.request(payPath);
      const html = await page.text();
      expect(html).toContain("Card number");
      expect(html).toContain("Carnitas Maciza × 2");
      expect(html).toContain("$34.62"); // 31.98 + 2.64 tax

      const form = (card: string) => ({
        method: "POST",
        body: new URLSearchParams({ card_number: card }),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      const declined = await client.request(payPath, form("4000 0000 0000 0002"));
      expect(declined.status).toBe(402);
      expect(await declined.text()).toContain("Your card was declined.");
      const [unpaid] = await h.ctx.db.select().from(orders);
      expect(unpaid!.paymentStatus).toBe("unpaid");

      const paid = await client.request(payPath, form("4242 4242 4242 4242"));
      expect(paid.status).toBe(303);
      expect(paid.headers.get("location")).toMatch(new RegExp(`/order-success\\?session_id=sbx_cs_[\\w-]+&order_id=${placed.orderId}$`));
      const [order] = await h.ctx.db.select().from(orders);
      expect(order).toMatchObject({ paymentStatus: "paid", status: "pending" });
      expect(order!.paidAt).not.toBeNull();

      // Paying again is refused; fulfilment stays single.
      expect((await client.request(payPath, form("4242424242424242"))).status).toBe(400);
      const mails = await h.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "order_confirmation"));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe(`Order #${order!.id.slice(0, 8)} confirmed`);
      expect(mails[0]!.textBody).toContain("Total: $34.62");
      expect(mails[0]!.textBody).toContain(h.ctx.config.shop.phone);

      const view = await client.request(`/api/checkout/payment?order_id=${order!.id}&session_id=${order!.paymentSessionId}`);
      expect(await view.json()).toEqual({ payment: { orderId: order!.id, state: "paid", totalCents: 3462, holdCents: null } });
      const wrong = await client.request(`/api/checkout/payment?order_id=${order!.id}&session_id=sbx_cs_guess`);
      expect(await wrong.json()).toEqual({ payment: null });
    });

    it("cancels orders whose payment session expired (the sweeper), and never a paid one", async () => {
      const h = harness();
      const { maciza } = (await seedMenu(h, MENU)).items;
      const client = await signedInClient(h, "expira@example.com");
      const place = async () =>
        (await (
          await client.post("/api/checkout", { idempotencyKey: key(), details: details(h), lines: [{ itemId: maciza.id, quantity: 1 }] })
        ).json()) as {
          orderId: string;
          url: string;
        };
      const abandoned = await place();
      const paid = await place();
      await client.request(new URL(paid.url).pathname, {
        method: "POST",
        body: new URLSearchParams({ card_number: "4242424242424242" }),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      await h.ctx.db.update(sandboxCheckoutSessions).set({ expiresAt: new Date(Date.now() - 1000) });
      const later = new Date(Date.now() + 10 * 60_000);
      await reconcilePayments({ ...h.ctx, clock: { now: () => later } });
      const [a] = await h.ctx.db.select().from(orders).where(eq(orders.id, abandoned.orderId));
      const [b] = await h.ctx.db.select().from(orders).where(eq(orders.id, paid.orderId));
      expect(a).toMatchObject({ status: "cancelled", paymentStatus: "expired" });
      expect(b).toMatchObject({ status: "pending", paymentStatus: "paid" });
    });

    it("answers 'No checkout URL returned from session creation' when the provider gives no pay page, and cancels the order", async () => {
      const h = harness();
      const { maciza } = (await seedMenu(h, MENU)).items;
      const client = await signedInClient(h, "sin-url@example.com");
      const restore = sessionsAnsweredBy(h, async () => ({ id: "sbx_cs_without_url", url: null }));
      try {
        const res = await client.post("/api/checkout", {
          idempotencyKey: key(),
          details: details(h),
          lines: [{ itemId: maciza.id, quantity: 1 }],
        });
        expect(res.status).toBe(402);
        expect(((await res.json()) as { error: { message: string } }).error.message).toBe("No checkout URL returned from session creation");
      } finally {
        restore();
      }
      const [order] = await h.ctx.db.select().from(orders);
      expect(order).toMatchObject({ status: "cancelled", paymentSessionId: null });
    });

    it("a retry finds its order first, even once its preferred time is under 15 minutes away", async () => {
      const h = harness();
      const { maciza } = (await seedMenu(h, MENU)).items;
      const client = await signedInClient(h, "reintento@example.com");
      const { timeZone } = h.ctx.config.shop;
      // 10:00 at the shop (open every day), within the next day.
      let opening = fromWallTime(`${toWallTime(new Date(), timeZone).slice(0, 10)}T10:00`, timeZone)!;
      if (opening.getTime() < Date.now()) opening = new Date(opening.getTime() + 24 * 60 * 60_000);
      vi.useFakeTimers({ toFake: ["Date"] });
      try {
        vi.setSystemTime(opening);
        const body = {
          idempotencyKey: key(),
          details: details(h, { preferredTime: toWallTime(new Date(opening.getTime() + 30 * 60_000), timeZone) }),
          lines: [{ itemId: maciza.id, quantity: 1 }],
        };
        const first = await client.post("/api/checkout", body);
        expect(first.status).toBe(200);
        const placed = await first.json();

        // The answer was lost; the customer tries again twenty minutes later.
        vi.setSystemTime(new Date(opening.getTime() + 20 * 60_000));
        const retry = await client.post("/api/checkout", body);
        expect(retry.status).toBe(200);
        expect(await retry.json()).toEqual(placed);
        // A new order with those details is refused, as before.
        const fresh = await client.post("/api/checkout", { ...body, idempotencyKey: key() });
        expect(fresh.status).toBe(400);
      } finally {
        vi.useRealTimers();
      }
      expect(await h.ctx.db.select().from(orders)).toHaveLength(1);
    });

    it("tells the success page where the payment stands: processing, or ended unpaid as failed, expired or cancelled", async () => {
      const h = harness();
      const { maciza } = (await seedMenu(h, MENU)).items;
      const client = await signedInClient(h, "estado@example.com");
      const placed = (await (
        await client.post("/api/checkout", { idempotencyKey: key(), details: details(h), lines: [{ itemId: maciza.id, quantity: 1 }] })
      ).json()) as {
        orderId: string;
      };
      const [order] = await h.ctx.db.select().from(orders);
      const state = async () =>
        (
          (await (
            await client.request(`/api/checkout/payment?order_id=${placed.orderId}&session_id=${order!.paymentSessionId}`)
          ).json()) as { payment: { state: string } }
        ).payment.state;
      expect(await state()).toBe("processing");
      for (const [status, paymentStatus, expected] of [
        ["cancelled", "failed", "failed"],
        ["cancelled", "expired", "expired"],
        ["cancelled", "unpaid", "cancelled"],
        ["pending", "processing", "processing"],
      ] as const) {
        await h.ctx.db.update(orders).set({ status, paymentStatus }).where(eq(orders.id, placed.orderId));
        expect(await state()).toBe(expected);
      }
    });

    it("tells the customer who placed an order where its payment stands (their browser keeps its cart until then), and nobody else", async () => {
      const h = harness();
      const { maciza } = (await seedMenu(h, MENU)).items;
      const owner = await signedInClient(h, "duena@example.com");
      const placed = (await (
        await owner.post("/api/checkout", { idempotencyKey: key(), details: details(h), lines: [{ itemId: maciza.id, quantity: 2 }] })
      ).json()) as {
        orderId: string;
        url: string;
      };
      const path = `/api/checkout/orders/${placed.orderId}/payment`;

      // Unpaid, the pay page still open: 'processing', with no word from the provider yet.
      const open = await owner.request(path);
      expect(open.status).toBe(200);
      expect(open.headers.get("cache-control")).toBe("no-store");
      // 2 × 15.99 = 31.98; tax 2.64; total 34.62.
      expect(await open.json()).toEqual({
        payment: { orderId: placed.orderId, state: "processing", totalCents: 3462, holdCents: null, awaitingPayment: true },
      });
      const view = async () =>
        ((await (await owner.request(path)).json()) as { payment: { state: string; awaitingPayment: boolean } }).payment;
      for (const [status, paymentStatus, state, awaitingPayment] of [
        ["pending", "processing", "processing", false],
        ["cancelled", "failed", "failed", false],
        ["cancelled", "expired", "expired", false],
        ["cancelled", "unpaid", "cancelled", false],
        ["pending", "unpaid", "processing", true],
      ] as const) {
        await h.ctx.db.update(orders).set({ status, paymentStatus }).where(eq(orders.id, placed.orderId));
        expect(await view()).toMatchObject({ state, awaitingPayment });
      }
      const paid = await owner.request(new URL(placed.url).pathname, {
        method: "POST",
        body: new URLSearchParams({ card_number: "4242424242424242" }),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      expect(paid.status).toBe(303);
      expect(await view()).toMatchObject({ state: "paid", awaitingPayment: false });

      // Another customer: the same 404 as an order that does not exist, and nothing of the order.
      const other = await signedInClient(h, "vecina@example.com");
      const notTheirs = await other.request(path);
      expect(notTheirs.status).toBe(404);
      const body = await notTheirs.text();
      expect(JSON.parse(body)).toEqual({ error: { code: "not_found", message: "Order not found." } });
      expect(body).not.toContain("3462");
      const missing = await owner.request("/api/checkout/orders/00000000-0000-4000-8000-000000000000/payment");
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual(JSON.parse(body));

      expect((await new TestClient(h, "192.0.2.88").request(path)).status).toBe(401);
      const bad = await owner.request("/api/checkout/orders/not-an-order/payment");
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { error: { code: string } }).error.code).toBe("validation_failed");
    });

    it("sweeper: orders that cannot be settled yet take turns, so a paid order behind a full batch of them is still found", async () => {
      const h = harness();
      const { maciza } = (await seedMenu(h, MENU)).items;
      const client = await signedInClient(h, "turnos@example.com");
      const sweep = (at: Date) => reconcilePayments({ ...h.ctx, clock: { now: () => at } });
      // 30 older orders whose sessions the provider does not know (and whose expiry is hours away).
      const twoHoursAgo = Date.now() - 2 * 60 * 60_000;
      for (let i = 0; i < 30; i++) {
        await createOrder(h.ctx.db, {
          lines: [{ itemId: maciza.id, quantity: 1, priceCents: 1599 }],
          paymentSessionId: `sbx_cs_unknown_${i}`,
          createdAt: new Date(twoHoursAgo + i * 1000),
          paymentExpiresAt: new Date(Date.now() + 3 * 60 * 60_000),
        });
      }
      // A newer order paid on the pay page whose confirmation never arrived (a lost webhook).
      const placed = (await (
        await client.post("/api/checkout", { idempotencyKey: key(), details: details(h), lines: [{ itemId: maciza.id, quantity: 1 }] })
      ).json()) as {
        orderId: string;
      };
      const [order] = await h.ctx.db.select().from(orders).where(eq(orders.id, placed.orderId));
      expect((await h.ctx.sandbox!.pay(order!.paymentSessionId!, "4242424242424242")).kind).toBe("paid");
      await h.ctx.db
        .update(orders)
        .set({ createdAt: new Date(Date.now() - 60 * 60_000) })
        .where(eq(orders.id, placed.orderId));

      await sweep(new Date());
      await sweep(new Date(Date.now() + 60_000));
      const [after] = await h.ctx.db.select().from(orders).where(eq(orders.id, placed.orderId));
      expect(after!.paymentStatus).toBe("paid");
    });

    it("sweeper: leaves orders already cancelled alone (no second 'cancelled' in their history)", async () => {
      const h = harness();
      const { maciza } = (await seedMenu(h, MENU)).items;
      const client = await signedInClient(h, "cancelada@example.com");
      const place = async () =>
        (
          (await (
            await client.post("/api/checkout", { idempotencyKey: key(), details: details(h), lines: [{ itemId: maciza.id, quantity: 1 }] })
          ).json()) as { orderId: string }
        ).orderId;
      // Cancelled by staff before the customer paid; its session then expires.
      const byStaff = await place();
      await h.ctx.db.update(orders).set({ status: "cancelled" }).where(eq(orders.id, byStaff));
      await h.ctx.db.insert(orderStatusHistory).values({ orderId: byStaff, status: "cancelled", note: "Cancelled by staff" });
      await h.ctx.db.update(sandboxCheckoutSessions).set({ expiresAt: new Date(Date.now() - 1000) });
      // Cancelled because no payment session could be made.
      const restore = sessionsAnsweredBy(h, async () => {
        throw new PaymentProviderError("noAnswer", "card processor unreachable");
      });
      await place().finally(restore);
      const failed = (await h.ctx.db.select().from(orders)).find((order) => order.id !== byStaff)!.id;

      await reconcilePayments({ ...h.ctx, clock: { now: () => new Date(Date.now() + 2 * 60 * 60_000) } });
      for (const orderId of [byStaff, failed]) {
        const [row] = await h.ctx.db.select().from(orders).where(eq(orders.id, orderId));
        expect(row).toMatchObject({ status: "cancelled", paymentStatus: "unpaid" });
        const history = await h.ctx.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));
        expect(history.filter((entry) => entry.status === "cancelled")).toHaveLength(1);
      }
    });

    it("a failure saving the order's lines answers 'Failed to save order items' and keeps no half order", async () => {
      const h = harness();
      const { maciza } = (await seedMenu(h, MENU)).items;
      const client = await signedInClient(h, "lineas@example.com");
      // The lines' table refuses every row for a moment: the insert fails inside the order's transaction.
      await h.ctx.db.execute(sql.raw("alter table order_items add constraint test_no_lines check (quantity < 0) not valid"));
      try {
        const res = await client.post("/api/checkout", {
          idempotencyKey: key(),
          details: details(h),
          lines: [{ itemId: maciza.id, quantity: 1 }],
        });
        expect(res.status).toBe(500);
        expect(await res.json()).toEqual({ error: { code: "order_failed", message: "Failed to save order items" } });
      } finally {
        await h.ctx.db.execute(sql.raw("alter table order_items drop constraint test_no_lines"));
      }
      expect(await h.ctx.db.select().from(orders)).toEqual([]);
      expect(await h.ctx.db.select().from(orderStatusHistory)).toEqual([]);
      // The sandbox's session was part of the same statement: no session for an order that is not there.
      expect(await h.ctx.db.select().from(sandboxCheckoutSessions)).toEqual([]);
    });

    it("the sandbox's session is written with its order: the order names it, it names the order, and it pays", async () => {
      const h = harness();
      const { maciza } = (await seedMenu(h, MENU)).items;
      const client = await signedInClient(h, "junto@example.com");
      const { createCheckoutSession } = h.ctx.payments;
      const asked = vi.fn(createCheckoutSession);
      h.ctx.payments.createCheckoutSession = asked;
      let placed: { orderId: string; url: string };
      try {
        const res = await client.post("/api/checkout", {
          idempotencyKey: key(),
          details: details(h),
          lines: [{ itemId: maciza.id, quantity: 2 }],
        });
        expect(res.status).toBe(200);
        placed = (await res.json()) as { orderId: string; url: string };
      } finally {
        h.ctx.payments.createCheckoutSession = createCheckoutSession;
      }
      // Not asked for afterwards: it was already there when the order committed.
      expect(asked).not.toHaveBeenCalled();
      const [order] = await h.ctx.db.select().from(orders).where(eq(orders.id, placed.orderId));
      const [session] = await h.ctx.db.select().from(sandboxCheckoutSessions);
      expect(session).toMatchObject({
        id: order!.paymentSessionId,
        orderId: order!.id,
        amountTotalCents: order!.totalCents,
        captureMethod: "automatic",
        expiresAt: order!.paymentExpiresAt,
        idempotencyKey: `checkout-session-${order!.id}-${order!.paymentExpiresAt.getTime() / 1000}`,
      });
      expect(placed.url).toBe(`${h.ctx.config.publicUrl}/sandbox/pay/${session!.id}`);
      expect(session!.successUrl).toContain(`session_id=${session!.id}&order_id=${order!.id}`);
      const paid = await client.request(new URL(placed.url).pathname, {
        method: "POST",
        body: new URLSearchParams({ card_number: "4242 4242 4242 4242" }),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      expect(paid.status).toBe(303);
      const [after] = await h.ctx.db.select().from(orders).where(eq(orders.id, placed.orderId));
      expect(after).toMatchObject({ paymentStatus: "paid", paymentSessionId: session!.id });
    });

    it("a customer sees only their own orders", async () => {
      const h = harness();
      const { maciza } = (await seedMenu(h, MENU)).items;
      const ana = await signedInClient(h, "ana@example.com");
      const beto = await signedInClient(h, "beto@example.com");
      await ana.post("/api/checkout", { idempotencyKey: key(), details: details(h), lines: [{ itemId: maciza.id, quantity: 1 }] });
      const anaOrders = (await (await ana.request("/api/account/orders")).json()) as { orders: { lines: unknown[] }[] };
      expect(anaOrders.orders).toHaveLength(1);
      expect(anaOrders.orders[0]!.lines).toHaveLength(1);
      const betoOrders = (await (await beto.request("/api/account/orders")).json()) as { orders: unknown[] };
      expect(betoOrders.orders).toHaveLength(0);
      expect((await new TestClient(h, "192.0.2.77").request("/api/account/orders")).status).toBe(401);
    });
  },
  { env: { DEMO_NETWORK_ACCESS: "true" } },
);
