import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import type { AdminOrderList, OrderHistoryEntry, OrderStatusChangeResult } from "@shared/orders/orders";
import type { DashboardStats } from "@shared/orders/dashboard";
import type { OrderDto } from "@shared/orders/orders";
import { createMessage } from "@server/db/factories";
import { createOrder } from "../setup/order-factory";
import { mailOutbox } from "@server/db/schema/mail";
import { orderStatusHistory, orders } from "@server/db/schema/orders";
import { user } from "@server/db/schema/auth";
import { adminEnv, signedInAdmin } from "../setup/admins";
import { describeEachDatabase, type TestHarness } from "../setup/test-app";
import { signedInClient, TestClient } from "../setup/test-client";
import { seedItem } from "../setup/menu";

async function userId(h: TestHarness, email: string): Promise<string> {
  const [row] = await h.ctx.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row!.id;
}

const json = async <T>(res: Response) => (await res.json()) as T;
const patch = (client: TestClient, path: string, body: unknown) => client.request(path, { method: "PATCH", json: body });

describeEachDatabase(
  "admin orders, messages and dashboard API",
  (harness) => {
    it("every admin route: 401 anonymous, 403 customer, 200 admin", async () => {
      const h = harness();
      const item = await seedItem(h);
      const order = await createOrder(h.ctx.db, { lines: [{ itemId: item.id, quantity: 1, priceCents: 1599 }] });
      const message = await createMessage(h.ctx.db);
      const routes: { method: string; path: string; body?: unknown }[] = [
        { method: "GET", path: "/api/admin/dashboard" },
        { method: "GET", path: "/api/admin/orders" },
        { method: "GET", path: "/api/admin/orders/events" },
        { method: "GET", path: `/api/admin/orders/${order.id}` },
        { method: "GET", path: `/api/admin/orders/${order.id}/history` },
        { method: "PATCH", path: `/api/admin/orders/${order.id}/status`, body: { status: "processing" } },
        { method: "GET", path: "/api/admin/messages" },
        { method: "GET", path: "/api/admin/messages/unread-count" },
        { method: "PATCH", path: `/api/admin/messages/${message.id}`, body: { type: "contact_form", isRead: true } },
      ];
      const anonymous = new TestClient(h, "192.0.2.200");
      const customer = await signedInClient(h, "cliente@example.com");
      const { client: admin } = await signedInAdmin(h);
      for (const [client, expected] of [
        [anonymous, 401],
        [customer, 403],
        [admin, 200],
      ] as const) {
        for (const route of routes) {
          const res = await client.request(route.path, { method: route.method, json: route.body });
          // The event stream stays open: read the status, then hang up.
          await res.body?.cancel();
          expect({ route: `${route.method} ${route.path}`, status: res.status }).toEqual({
            route: `${route.method} ${route.path}`,
            status: expected,
          });
        }
      }
      // Only the admin's requests changed anything.
      const [stored] = await h.ctx.db.select().from(orders).where(eq(orders.id, order.id));
      expect(stored!.status).toBe("processing");
    });

    it("lists orders newest first with their lines, filters by status and pages with limit", async () => {
      const h = harness();
      const item = await seedItem(h);
      const { client: admin } = await signedInAdmin(h);
      const created: string[] = [];
      for (const [index, status] of (["pending", "processing", "completed", "pending"] as const).entries()) {
        const order = await createOrder(h.ctx.db, {
          status,
          createdAt: new Date(Date.now() - (10 - index) * 60_000),
          lines: [{ itemId: item.id, name: "Carnitas Maciza", quantity: index + 1, priceCents: 1599, notes: "extra crispy" }],
        });
        created.push(order.id);
      }

      const all = await json<AdminOrderList>(await admin.request("/api/admin/orders"));
      expect(all.orders.map((order) => order.id)).toEqual([...created].reverse());
      expect(all.hasMore).toBe(false);
      expect(all.orders[0]!.lines).toEqual([
        {
          id: expect.any(String),
          itemId: item.id,
          name: "Carnitas Maciza",
          quantity: 4,
          unit: "each",
          priceCents: 1599,
          lineTotalCents: 6396,
          options: [],
          pricedByWeight: false,
          weighedQuantity: null,
          weighedTotalCents: null,
          notes: "extra crispy",
        },
      ]);
      // 4 × 15.99 = 63.96; 8.25 % tax = 5.2767 → 5.28.
      expect(all.orders[0]).toMatchObject({ subtotalCents: 6396, taxCents: 528, totalCents: 6924, taxRate: 825 });

      const pending = await json<AdminOrderList>(await admin.request("/api/admin/orders?status=pending"));
      expect(pending.orders.map((order) => order.id)).toEqual([created[3], created[0]]);

      const firstTwo = await json<AdminOrderList>(await admin.request("/api/admin/orders?limit=2"));
      expect(firstTwo.orders.map((order) => order.id)).toEqual([created[3], created[2]]);
      expect(firstTwo.hasMore).toBe(true);

      const one = await admin.request(`/api/admin/orders/${created[1]}`);
      expect(one.status).toBe(200);
      expect((await json<OrderDto>(one)).status).toBe("processing");
    });

    it("bad input gets a clear 400 and an unknown order a 404, never a 500", async () => {
      const h = harness();
      const item = await seedItem(h);
      const order = await createOrder(h.ctx.db, { lines: [{ itemId: item.id, quantity: 1, priceCents: 1599 }] });
      const { client: admin } = await signedInAdmin(h);
      const unknown = "00000000-0000-4000-8000-000000000000";

      const bad: [Response, string][] = [
        [await admin.request("/api/admin/orders?status=shipped"), "status"],
        [await admin.request("/api/admin/orders?limit=0"), "limit"],
        [await admin.request("/api/admin/orders?limit=lots"), "limit"],
        [await admin.request("/api/admin/orders?limit=100000"), "limit"],
        [await admin.request("/api/admin/orders/not-a-uuid"), "id"],
        [await admin.request("/api/admin/orders/not-a-uuid/history"), "id"],
        [await patch(admin, `/api/admin/orders/${order.id}/status`, { status: "shipped" }), "status"],
        [await patch(admin, `/api/admin/orders/${order.id}/status`, {}), "status"],
        [await patch(admin, `/api/admin/orders/${order.id}/status`, { status: 3 }), "status"],
        [await patch(admin, "/api/admin/orders/1;drop table orders/status", { status: "completed" }), "id"],
      ];
      for (const [res, field] of bad) {
        expect(res.status).toBe(400);
        const body = await json<{ error: { code: string; fields: Record<string, string> } }>(res);
        expect(body.error.code).toBe("validation_failed");
        expect(Object.keys(body.error.fields)).toContain(field);
      }
      const malformed = await admin.request(`/api/admin/orders/${order.id}/status`, {
        method: "PATCH",
        body: "{status:",
        headers: { "Content-Type": "application/json" },
      });
      expect(malformed.status).toBe(400);

      for (const res of [
        await admin.request(`/api/admin/orders/${unknown}`),
        await admin.request(`/api/admin/orders/${unknown}/history`),
        await patch(admin, `/api/admin/orders/${unknown}/status`, { status: "completed" }),
      ]) {
        expect(res.status).toBe(404);
        expect(await json<{ error: { code: string } }>(res)).toMatchObject({ error: { code: "not_found" } });
      }
      const [stored] = await h.ctx.db.select().from(orders).where(eq(orders.id, order.id));
      expect(stored!.status).toBe("pending");
    });

    it("a status change writes the order, a history row naming the admin and the customer's e-mail, together", async () => {
      const h = harness();
      const item = await seedItem(h);
      const order = await createOrder(h.ctx.db, {
        customerName: "María López",
        customerEmail: "maria@example.com",
        paid: true,
        lines: [{ itemId: item.id, name: "Carnitas Maciza", quantity: 2, priceCents: 1599 }],
      });
      const { client: admin, email: adminEmail } = await signedInAdmin(h);
      const adminId = await userId(h, adminEmail);

      const res = await patch(admin, `/api/admin/orders/${order.id}/status`, { status: "processing" });
      expect(res.status).toBe(200);
      const result = await json<OrderStatusChangeResult>(res);
      expect(result.changed).toBe(true);
      expect(result.order).toMatchObject({ id: order.id, status: "processing", paymentStatus: "paid" });

      const history = await h.ctx.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
      expect(history.map((entry) => [entry.status, entry.changedByUserId])).toEqual([
        ["pending", null],
        ["processing", adminId],
      ]);
      const queued = await h.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "order_status"));
      expect(queued).toHaveLength(1);
      expect(queued[0]).toMatchObject({ toEmail: "maria@example.com", relatedOrderId: order.id, status: "pending" });

      // The worker delivers it: the spec's send-order-email, branded, with the order's details.
      await h.deliverMail();
      const [mail] = await h.mailbox("maria@example.com");
      expect(mail!.subject).toBe(`Order #${order.id.slice(0, 8)}: Processing`);
      expect(mail!.text).toContain("We're preparing your order now.");
      expect(mail!.text).toContain("2 × Carnitas Maciza");
      expect(mail!.text).toContain(`${h.ctx.config.publicUrl}/account/orders`);

      // The history endpoint reads the order_history_with_details view: newest first, by whom.
      const listed = await json<{ history: OrderHistoryEntry[] }>(await admin.request(`/api/admin/orders/${order.id}/history`));
      expect(listed.history.map((entry) => [entry.status, entry.updatedByEmail, entry.note])).toEqual([
        ["processing", adminEmail, null],
        ["pending", null, "Order placed"],
      ]);

      // The same status again: nothing written, nothing sent.
      const again = await json<OrderStatusChangeResult>(
        await patch(admin, `/api/admin/orders/${order.id}/status`, { status: "processing" }),
      );
      expect(again.changed).toBe(false);
      expect(await h.ctx.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id))).toHaveLength(2);
      expect(await h.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "order_status"))).toHaveLength(1);

      // Any status may follow any other (docs/product.md 'Order status'), each with its own e-mail.
      for (const status of ["completed", "cancelled", "pending"] as const) {
        expect((await patch(admin, `/api/admin/orders/${order.id}/status`, { status })).status).toBe(200);
      }
      await h.deliverMail();
      expect((await h.mailbox("maria@example.com")).map((m) => m.subject).sort()).toEqual(
        ["Cancelled", "Completed", "Pending", "Processing"].map((label) => `Order #${order.id.slice(0, 8)}: ${label}`),
      );
    });

    it("a failure while queueing the e-mail leaves the status and the history untouched", async () => {
      const h = harness();
      const item = await seedItem(h);
      const order = await createOrder(h.ctx.db, { paid: true, lines: [{ itemId: item.id, quantity: 1, priceCents: 1599 }] });
      const { client: admin } = await signedInAdmin(h);
      // The outbox refuses status e-mails for a moment: the insert fails inside the transaction.
      await h.ctx.db.execute(sql.raw(`alter table mail_outbox add constraint test_no_status_mail check (kind <> 'order_status')`));
      try {
        const res = await patch(admin, `/api/admin/orders/${order.id}/status`, { status: "completed" });
        expect(res.status).toBe(500);
      } finally {
        await h.ctx.db.execute(sql.raw(`alter table mail_outbox drop constraint test_no_status_mail`));
      }
      const [stored] = await h.ctx.db.select().from(orders).where(eq(orders.id, order.id));
      expect(stored!.status).toBe("pending");
      expect(await h.ctx.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id))).toHaveLength(1);
    });

    it("the dashboard counts paid orders, their revenue, the paid ones waiting for the kitchen, and unread messages", async () => {
      const h = harness();
      const item = await seedItem(h);
      const { client: admin } = await signedInAdmin(h);
      const line = [{ itemId: item.id, quantity: 1, priceCents: 1000 }];
      await createOrder(h.ctx.db, { paid: true, lines: line }); // 10.00 + 0.83, waiting for the kitchen
      await createOrder(h.ctx.db, { paid: true, status: "completed", lines: [{ ...line[0]!, quantity: 2 }] }); // 20.00 + 1.65
      await createOrder(h.ctx.db, { lines: line }); // still at the payment page: pending, but nothing to cook yet
      await createOrder(h.ctx.db, { paymentStatus: "processing", lines: line }); // bank payment not through yet
      await createOrder(h.ctx.db, { status: "cancelled", paymentStatus: "expired", lines: line }); // abandoned checkout
      await createOrder(h.ctx.db, { status: "cancelled", paymentStatus: "failed", lines: line }); // declined
      await createMessage(h.ctx.db);
      await createMessage(h.ctx.db);
      await createMessage(h.ctx.db, { isRead: true });

      const stats = await json<DashboardStats>(await admin.request("/api/admin/dashboard"));
      expect(stats).toEqual({
        totalOrders: 2,
        totalRevenueCents: 1083 + 2165,
        pendingOrders: 1,
        unreadMessages: 2,
        awaitingWeighingCents: 0,
        awaitingWeighingOrders: 0,
        tipsTodayCents: 0,
        holdsExpiringSoon: [],
        expiredHolds: [],
        catering: { upcoming: [], depositsTakenCents: 0, balancesDueCents: 0 },
        giftCardLiabilityCents: 0,
      });

      // A sent e-mail marked unread counts too: the badge and the card agree.
      const order = await createOrder(h.ctx.db, { paid: true, status: "completed", lines: line });
      await h.ctx.mail.enqueue(h.ctx.db, {
        kind: "order_status",
        to: order.customerEmail,
        relatedOrderId: order.id,
        subject: "Ready",
        text: "Ready.",
        html: "<p>Ready.</p>",
      });
      await h.deliverMail();
      const [sent] = await h.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "order_status"));
      expect((await patch(admin, `/api/admin/messages/${sent!.id}`, { type: "email", isRead: false })).status).toBe(200);
      expect((await json<DashboardStats>(await admin.request("/api/admin/dashboard"))).unreadMessages).toBe(3);
      expect(await json(await admin.request("/api/admin/messages/unread-count"))).toEqual({ unread: 3 });
    });

    it("the revenue stays exact past 2^31 cents (about $21.4 million), where an int sum overflows", async () => {
      const h = harness();
      const item = await seedItem(h);
      const { client: admin } = await signedInAdmin(h);
      const big = { subtotalCents: 2_000_000_000, taxCents: 0, totalCents: 2_000_000_000 };
      for (let i = 0; i < 3; i++) {
        await createOrder(h.ctx.db, {
          paid: true,
          status: "completed",
          ...big,
          lines: [{ itemId: item.id, quantity: 1, priceCents: 1000 }],
        });
      }
      const res = await admin.request("/api/admin/dashboard");
      expect(res.status).toBe(200);
      expect(await json<DashboardStats>(res)).toMatchObject({ totalOrders: 3, totalRevenueCents: 6_000_000_000 });
    });
  },
  { env: adminEnv },
);
