import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { DashboardStats } from "@shared/orders/dashboard";
import type { OrderDto, OrderHistoryEntry, RefundResult } from "@shared/orders/orders";
import { createCategory, createItem } from "@server/db/factories";
import { mailOutbox } from "@server/db/schema/mail";
import { refunds } from "@server/db/schema/orders";
import { sandboxRefunds } from "@server/db/schema/payments";
import { adminEnv, signedInAdmin } from "../setup/admins";
import { checkoutDetails } from "../setup/checkout-details";
import { describeEachDatabase, type TestHarness } from "../setup/test-app";
import { signedInClient, type TestClient } from "../setup/test-client";

const json = async <T>(res: Response) => (await res.json()) as T;

/**
 * Staff at the counter (ADR 0016): refunds, full or partial, by line or by amount, through the payment provider (the
 * sandbox here; the same interface as Stripe's refunds), once per request however often it is
 * sent, recorded in the history and the payment state, e-mailed, and taken off the revenue.
 */
async function paidOrder(h: TestHarness) {
  const category = await createCategory(h.ctx.db, { name: "Bebidas", slug: `bebidas-${randomUUID().slice(0, 6)}` });
  const horchata = await createItem(h.ctx.db, { categoryId: category.id, name: "Horchata", priceCents: 450 });
  const tamales = await createItem(h.ctx.db, { categoryId: category.id, name: "Tamales", priceCents: 1800 });
  const customer = await signedInClient(h, `refund-${randomUUID().slice(0, 8)}@example.com`);
  const placed = await customer.post("/api/checkout", {
    idempotencyKey: randomUUID(),
    details: checkoutDetails(h),
    lines: [
      { itemId: horchata.id, quantity: 2, notes: "" },
      { itemId: tamales.id, quantity: 1, notes: "" },
    ],
  });
  expect(placed.status).toBe(200);
  const { orderId, url } = await json<{ orderId: string; url: string }>(placed);
  const paid = await customer.request(new URL(url).pathname, {
    method: "POST",
    body: new URLSearchParams({ card_number: "4242 4242 4242 4242" }),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  expect(paid.status).toBeLessThan(400);
  return { orderId, customer };
}

const refund = (admin: TestClient, orderId: string, body: Record<string, unknown>) =>
  admin.request(`/api/admin/orders/${orderId}/refunds`, { method: "POST", json: body });

describeEachDatabase(
  "refunds",
  (harness) => {
    it("a partial refund by line, sent twice and at once, refunds once; then the rest in full", async () => {
      const h = harness();
      const { orderId, customer } = await paidOrder(h);
      const { client: admin, email } = await signedInAdmin(h);
      const order = await json<OrderDto>(await admin.request(`/api/admin/orders/${orderId}`));
      expect(order.paymentStatus).toBe("paid");
      // 2 × $4.50 + $18.00 = $27.00, tax 8.25 % $2.23: $29.23.
      expect(order.totalCents).toBe(2923);
      const horchata = order.lines.find((line) => line.name === "Horchata")!;

      const key = randomUUID();
      const body = { idempotencyKey: key, lineIds: [horchata.id], reason: "Spilled" };
      const answers = await Promise.all([refund(admin, orderId, body), refund(admin, orderId, body)]);
      const again = await refund(admin, orderId, body);
      const results = [...answers, again];
      for (const res of results) expect(res.status).toBe(200);
      const bodies = await Promise.all(results.map((res) => json<RefundResult>(res)));
      // $9.00 with its tax $0.74.
      expect(bodies.map((result) => result.amountCents)).toEqual([974, 974, 974]);
      expect(bodies.filter((result) => result.refunded)).toHaveLength(1);
      expect(await h.ctx.db.select().from(sandboxRefunds)).toHaveLength(1);
      expect(await h.ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId))).toHaveLength(1);
      const partly = bodies[2]!.order;
      expect(partly).toMatchObject({ paymentStatus: "partially_refunded", refundedCents: 974 });

      // More than is left: refused, nothing sent to the provider.
      const tooMuch = await refund(admin, orderId, { idempotencyKey: randomUUID(), amountCents: 2923 - 974 + 1 });
      expect(tooMuch.status).toBe(409);
      expect((await json<{ error: { message: string } }>(tooMuch)).error.message).toBe(
        "At most $19.49 can still be refunded on this order.",
      );
      // The rest, by amount: refunded in full.
      const rest = await refund(admin, orderId, { idempotencyKey: randomUUID(), amountCents: 1949 });
      expect(rest.status).toBe(200);
      expect((await json<RefundResult>(rest)).order).toMatchObject({ paymentStatus: "refunded", refundedCents: 2923 });
      expect(await h.ctx.db.select().from(sandboxRefunds)).toHaveLength(2);

      // In the history, with who did it; one e-mail per refund; off the revenue; on the customer's page.
      const { history } = await json<{ history: OrderHistoryEntry[] }>(await admin.request(`/api/admin/orders/${orderId}/history`));
      const notes = history.filter((entry) => entry.note?.startsWith("Refunded"));
      expect(notes.map((entry) => entry.note)).toEqual(["Refunded $19.49", "Refunded $9.74: Spilled"]);
      expect(notes.every((entry) => entry.updatedByEmail === email)).toBe(true);
      const mails = (await h.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.relatedOrderId, orderId))).filter(
        (mail) => mail.kind === "order_refund",
      );
      expect(mails.map((mail) => mail.subject)).toEqual([
        `Refund for order #${orderId.slice(0, 8)}`,
        `Refund for order #${orderId.slice(0, 8)}`,
      ]);
      const stats = await json<DashboardStats>(await admin.request("/api/admin/dashboard"));
      expect(stats.totalRevenueCents).toBe(0);
      const mine = await json<{ orders: OrderDto[] }>(await customer.request("/api/account/orders"));
      expect(mine.orders.find((candidate) => candidate.id === orderId)).toMatchObject({ paymentStatus: "refunded", refundedCents: 2923 });
    });

    it("refuses what cannot be refunded, with clear words, and never to staff", async () => {
      const h = harness();
      const { client: admin } = await signedInAdmin(h);
      const category = await createCategory(h.ctx.db, { name: "Más", slug: `mas-${randomUUID().slice(0, 6)}` });
      const item = await createItem(h.ctx.db, { categoryId: category.id, name: "Agua", priceCents: 300 });
      const customer = await signedInClient(h, "unpaid@example.com");
      const placed = await json<{ orderId: string }>(
        await customer.post("/api/checkout", {
          idempotencyKey: randomUUID(),
          details: checkoutDetails(h),
          lines: [{ itemId: item.id, quantity: 1 }],
        }),
      );
      const unpaid = await refund(admin, placed.orderId, { idempotencyKey: randomUUID(), amountCents: 100 });
      expect(unpaid.status).toBe(409);
      expect((await json<{ error: { message: string } }>(unpaid)).error.message).toBe(
        "Only an order whose payment was taken can be refunded.",
      );
      const both = await refund(admin, placed.orderId, { idempotencyKey: randomUUID(), amountCents: 100, lineIds: [randomUUID()] });
      expect(both.status).toBe(400);
      const missing = await refund(admin, randomUUID(), { idempotencyKey: randomUUID(), amountCents: 100 });
      expect(missing.status).toBe(404);

      await admin.request("/api/admin/team", { method: "PUT", json: { email: "cajera@example.com", role: "staff" } });
      const staff = await signedInClient(h, "cajera@example.com");
      expect((await refund(staff, placed.orderId, { idempotencyKey: randomUUID(), amountCents: 100 })).status).toBe(403);
    });
  },
  // Its customers pay on the sandbox page from their own machines (demo-access.test.ts).
  { env: { ...adminEnv, DEMO_NETWORK_ACCESS: "true" } },
);
