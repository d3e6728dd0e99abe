import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import type { DashboardStats } from "@shared/orders/dashboard";
import { orderFigures, orderItems, orders } from "@server/db/schema/orders";
import { adminEnv, signedInAdmin } from "../setup/admins";
import { checkoutDetails } from "../setup/checkout-details";
import { createOrder } from "../setup/order-factory";
import { describeEachDatabase, type TestHarness } from "../setup/test-app";
import { signedInClient, type TestClient } from "../setup/test-client";
import { ARRACHERA_BY_THE_POUND, HORCHATA, seedMenu } from "../setup/menu";

/**
 * The speed work (ADR 0019): the dashboard's all-time figures (orders taken, revenue) are kept in order_figures by
 * a trigger as orders change, not summed over every order on each request. Whatever happens to
 * the orders, and however many things happen at once, they equal the sum over the orders.
 */

const json = async <T>(res: Response) => (await res.json()) as T;
const form = (card: string) => ({
  method: "POST",
  body: new URLSearchParams({ card_number: card }),
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
});

/** The figures as the dashboard defined them before they were kept: one pass over every order. */
async function freshAggregate(h: TestHarness) {
  const [row] = await h.ctx.db
    .select({
      totalOrders: sql<string>`count(*) filter (where ${orders.paymentStatus} in ('paid', 'authorized', 'partially_refunded', 'refunded'))`,
      totalRevenueCents: sql<string>`coalesce(sum(coalesce(${orders.capturedCents}, ${orders.totalCents}) - ${orders.refundedCents})
        filter (where ${orders.paymentStatus} in ('paid', 'partially_refunded', 'refunded')), 0)`,
    })
    .from(orders);
  return { totalOrders: Number(row!.totalOrders), totalRevenueCents: Number(row!.totalRevenueCents) };
}

async function expectKeptFiguresExact(h: TestHarness, admin: TestClient) {
  const fresh = await freshAggregate(h);
  const [kept] = await h.ctx.db
    .select({
      totalOrders: sql<string>`coalesce(sum(${orderFigures.takenOrders}), 0)`,
      totalRevenueCents: sql<string>`coalesce(sum(${orderFigures.revenueCents}), 0)`,
    })
    .from(orderFigures);
  expect({ totalOrders: Number(kept!.totalOrders), totalRevenueCents: Number(kept!.totalRevenueCents) }).toEqual(fresh);
  const stats = await json<DashboardStats>(await admin.request("/api/admin/dashboard"));
  expect({ totalOrders: stats.totalOrders, totalRevenueCents: stats.totalRevenueCents }).toEqual(fresh);
  return fresh;
}

describeEachDatabase(
  "the dashboard's kept figures",
  (harness) => {
    it("equal a fresh sum after payments, holds, captures, refunds, cancellations and deletions, many at once", async () => {
      const h = harness();
      const { horchata, tamales, arrachera } = (
        await seedMenu(h, {
          categories: { carnes: { name: "Carnes", slug: `carnes-${randomUUID().slice(0, 6)}` } },
          items: { horchata: HORCHATA, tamales: { name: "Tamales", priceCents: 1800 }, arrachera: ARRACHERA_BY_THE_POUND },
        })
      ).items;
      const { client: admin } = await signedInAdmin(h);
      // Each order its own customer's, paid on its own pay page.
      const place = async (lines: { itemId: string; quantity: number }[]) => {
        const customer = await signedInClient(h, `figures-${randomUUID().slice(0, 8)}@example.com`);
        const res = await customer.post("/api/checkout", {
          idempotencyKey: randomUUID(),
          details: checkoutDetails(h),
          lines: lines.map((line) => ({ ...line, notes: "" })),
        });
        expect(res.status, await res.clone().text()).toBe(200);
        const placed = await json<{ orderId: string; url: string }>(res);
        return { orderId: placed.orderId, payPath: new URL(placed.url).pathname, customer };
      };

      // Placed, not yet paid: nothing taken, and not a row of order_figures written.
      const paidAtOnce = [];
      for (let n = 0; n < 5; n++)
        paidAtOnce.push(
          await place([
            { itemId: horchata.id, quantity: 1 + n },
            { itemId: tamales.id, quantity: 1 },
          ]),
        );
      const held = [];
      for (let n = 0; n < 3; n++) held.push(await place([{ itemId: arrachera.id, quantity: 2 + n }]));
      const neverPaid = await place([{ itemId: tamales.id, quantity: 3 }]);
      expect(await expectKeptFiguresExact(h, admin)).toEqual({ totalOrders: 0, totalRevenueCents: 0 });
      expect(await h.ctx.db.select().from(orderFigures)).toEqual([]);

      // Every card at once: paid at once, or held until weighing.
      const paid = await Promise.all(
        [...paidAtOnce, ...held].map((order) => order.customer.request(order.payPath, form("4242424242424242"))),
      );
      for (const answer of paid) expect(answer.status, await answer.clone().text()).toBe(303);
      expect((await expectKeptFiguresExact(h, admin)).totalOrders).toBe(8);

      // At once: a partial and a full refund, a cancellation, status changes, a capture after
      // weighing, a hold let go (cancelled), a weighing over the hold collected at pickup.
      const weighedLine = async (orderId: string) =>
        (await h.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, orderId))).find((line) => line.pricedByWeight)!.id;
      const [line0, line1] = [await weighedLine(held[0]!.orderId), await weighedLine(held[1]!.orderId)];
      const answers = await Promise.all([
        admin.request(`/api/admin/orders/${paidAtOnce[0]!.orderId}/refunds`, {
          method: "POST",
          json: { idempotencyKey: randomUUID(), amountCents: 100 },
        }),
        admin.request(`/api/admin/orders/${paidAtOnce[1]!.orderId}/refunds`, {
          method: "POST",
          json: { idempotencyKey: randomUUID(), amountCents: 100 },
        }),
        admin.request(`/api/admin/orders/${paidAtOnce[2]!.orderId}/status`, { method: "PATCH", json: { status: "cancelled" } }),
        admin.request(`/api/admin/orders/${paidAtOnce[3]!.orderId}/status`, { method: "PATCH", json: { status: "processing" } }),
        admin.request(`/api/admin/orders/${held[0]!.orderId}/weigh`, {
          method: "POST",
          json: { weights: [{ lineId: line0, quantity: 1.8 }] },
        }),
        admin.request(`/api/admin/orders/${held[1]!.orderId}/weigh`, {
          method: "POST",
          json: { weights: [{ lineId: line1, quantity: 3.2 }] },
        }),
        admin.request(`/api/admin/orders/${held[2]!.orderId}/status`, { method: "PATCH", json: { status: "cancelled" } }),
        admin.request(`/api/admin/orders/${neverPaid.orderId}/status`, { method: "PATCH", json: { status: "cancelled" } }),
      ]);
      for (const answer of answers) expect(answer.status, await answer.clone().text()).toBeLessThan(300);
      const afterChanges = await expectKeptFiguresExact(h, admin);
      // Sanity: the changes did move the figures (a captured weighing, refunds off the revenue).
      expect(afterChanges.totalOrders).toBeGreaterThanOrEqual(6);

      // The rest of a refund, then everything refunded on another: money back, the order still taken.
      const fullRefunds = await Promise.all(
        [paidAtOnce[1]!, paidAtOnce[4]!].map(async ({ orderId }) => {
          const [order] = await h.ctx.db.select().from(orders).where(eq(orders.id, orderId));
          return admin.request(`/api/admin/orders/${orderId}/refunds`, {
            method: "POST",
            json: { idempotencyKey: randomUUID(), amountCents: (order!.capturedCents ?? order!.totalCents) - order!.refundedCents },
          });
        }),
      );
      for (const answer of fullRefunds) expect(answer.status, await answer.clone().text()).toBe(200);
      await expectKeptFiguresExact(h, admin);

      // Rows written as tests and imports write them (not through the shop): a paid order
      // inserted, one updated, one deleted. The trigger sees every kind of change.
      const imported = await createOrder(h.ctx.db, { lines: [{ itemId: horchata.id, quantity: 2, priceCents: 450 }], paid: true });
      await expectKeptFiguresExact(h, admin);
      await h.ctx.db.update(orders).set({ refundedCents: 300, paymentStatus: "partially_refunded" }).where(eq(orders.id, imported.id));
      await expectKeptFiguresExact(h, admin);
      await h.ctx.db.delete(orders).where(eq(orders.id, paidAtOnce[3]!.orderId));
      await h.ctx.db.delete(orders).where(eq(orders.id, imported.id));
      await expectKeptFiguresExact(h, admin);
    });
  },
  // The sandbox pay page answers the test clients' (made-up) addresses.
  { env: { ...adminEnv, DEMO_NETWORK_ACCESS: "true" } },
);
