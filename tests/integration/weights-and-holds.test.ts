import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { DashboardStats } from "@shared/orders/dashboard";
import type { ItemOptionGroupDto } from "@shared/menu/menu";
import type { OrderDto, WeighOrderResult } from "@shared/orders/orders";
import { toWallTime } from "@shared/core/time";
import { createCategory, createItem } from "@server/db/factories";
import { items } from "@server/db/schema/menu";
import { mailOutbox } from "@server/db/schema/mail";
import { orderItems, orderStatusHistory, orders } from "@server/db/schema/orders";
import { sandboxCheckoutSessions } from "@server/db/schema/payments";
import { reconcilePayments } from "@server/services/orders/payment-sweeper";
import { adminEnv, signedInAdmin } from "../setup/admins";
import { checkoutDetails } from "../setup/checkout-details";
import { counterWithCarnitas } from "../setup/ordering-ahead";
import { describeEachDatabase, type TestHarness } from "../setup/test-app";
import { signedInClient, type TestClient } from "../setup/test-client";
import { ARRACHERA_BY_THE_POUND } from "../setup/menu";

/**
 * Selling by weight (ADR 0013) on the server: quantities in steps, the butcher's choices priced and kept on the
 * order, and cuts priced by weight paid by a card hold that is captured once, after weighing.
 */

let counter = 0;
const key = () => `weights-${Date.now()}-${counter++}-abcdefgh`;

const details = checkoutDetails;

const group = (name: string, options: [string, number, boolean?][], extra: Partial<ItemOptionGroupDto> = {}): ItemOptionGroupDto => ({
  id: randomUUID(),
  name,
  selection: "single",
  isRequired: true,
  minPicks: 1,
  maxPicks: 1,
  options: options.map(([optionName, priceDeltaCents, isDefault = false]) => ({
    id: randomUUID(),
    name: optionName,
    priceDeltaCents,
    isDefault,
  })),
  ...extra,
});

async function seedCounter(h: TestHarness) {
  const style = group("Style", [
    ["Maciza", 0, true],
    ["Mixed, with skin and buche", -200],
    ["Half and half", -100],
  ]);
  const { category, carnitas } = await counterWithCarnitas(h, { optionGroups: [style] });
  const cut = group("Cut", [
    ["Thin for asada", 0],
    ["Regular", 0, true],
    ["Thick", 0],
  ]);
  const marinated = group("Marinated", [["Marinated", 100]], { selection: "multiple", isRequired: false, minPicks: 0, maxPicks: 1 });
  const arrachera = await createItem(h.ctx.db, {
    categoryId: category.id,
    ...ARRACHERA_BY_THE_POUND,
    optionGroups: [cut, marinated],
  });
  const horchata = await createItem(h.ctx.db, { categoryId: category.id, name: "Horchata", priceCents: 450 });
  const option = (g: ItemOptionGroupDto, name: string) => g.options.find((o) => o.name === name)!.id;
  return {
    carnitas,
    arrachera,
    horchata,
    halfAndHalf: option(style, "Half and half"),
    mixed: option(style, "Mixed, with skin and buche"),
    maciza: option(style, "Maciza"),
    thin: option(cut, "Thin for asada"),
    marinated: option(marinated, "Marinated"),
  };
}

const form = (card: string) => ({
  method: "POST",
  body: new URLSearchParams({ card_number: card }),
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
});

/** 1.5 lb of carnitas half and half, plus 2 lb of arrachera cut thin: placed, and the card held on the sandbox page. */
async function placeHeldOrder(h: TestHarness, client: TestClient) {
  const menu = await seedCounter(h);
  const res = await client.post("/api/checkout", {
    idempotencyKey: key(),
    details: details(h),
    lines: [
      { itemId: menu.carnitas.id, quantity: 1.5, optionIds: [menu.halfAndHalf], notes: "" },
      { itemId: menu.arrachera.id, quantity: 2, optionIds: [menu.thin], notes: "" },
    ],
  });
  expect(res.status).toBe(200);
  const placed = (await res.json()) as { orderId: string; url: string };
  const payPath = new URL(placed.url).pathname;
  return { ...menu, ...placed, payPath };
}

const json = async <T>(res: Response) => (await res.json()) as T;

describeEachDatabase(
  "weights in steps, the butcher's choices and card holds",
  (harness) => {
    it("refuses a quantity under the item's minimum or off its steps, with a clear message; accepts one on them", async () => {
      const h = harness();
      const menu = await seedCounter(h);
      const client = await signedInClient(h, "pasos@example.com");
      const attempt = (itemId: string, quantity: number) =>
        client.post("/api/checkout", { idempotencyKey: key(), details: details(h), lines: [{ itemId, quantity }] });
      const under = await attempt(menu.carnitas.id, 0.25);
      expect(under.status).toBe(400);
      expect((await json<{ error: { message: string } }>(under)).error.message).toBe(
        "Carnitas is sold from 0.5 lb. Please update your cart.",
      );
      const offStep = await attempt(menu.arrachera.id, 1.25);
      expect(offStep.status).toBe(400);
      expect((await json<{ error: { message: string } }>(offStep)).error.message).toBe(
        "Arrachera is sold in steps of 0.5 lb. Please update your cart.",
      );
      const halfDrink = await attempt(menu.horchata.id, 1.5);
      expect((await json<{ error: { message: string } }>(halfDrink)).error.message).toBe(
        "Horchata is sold in steps of 1. Please update your cart.",
      );
      expect((await attempt(menu.carnitas.id, 0)).status).toBe(400);
      expect(await h.ctx.db.select().from(orders)).toHaveLength(0);
      expect((await attempt(menu.carnitas.id, 2.5)).status).toBe(200);
    });

    it("prices the choices per unit, rounds each line half up once, and keeps a snapshot of what was chosen", async () => {
      const h = harness();
      const menu = await seedCounter(h);
      const client = await signedInClient(h, "opciones@example.com");
      const res = await client.post("/api/checkout", {
        idempotencyKey: key(),
        details: details(h),
        lines: [
          { itemId: menu.carnitas.id, quantity: 1.5, optionIds: [menu.halfAndHalf] },
          // The same item with other choices is another line; no choice takes the default (Maciza).
          { itemId: menu.carnitas.id, quantity: 0.5, optionIds: [] },
          { itemId: menu.horchata.id, quantity: 2, priceCents: 1 },
        ],
      });
      expect(res.status).toBe(200);
      const { orderId } = await json<{ orderId: string }>(res);
      const lines = await h.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
      const half = lines.find((line) => line.options[0]?.name === "Half and half")!;
      // 15.99 − 1.00 = 14.99 a pound; × 1.5 = 22.485 → 22.49 (half up, once).
      expect(half).toMatchObject({ quantity: 1.5, unit: "lb", priceCents: 1499, lineTotalCents: 2249, pricedByWeight: false });
      expect(half.options).toEqual([
        { groupId: expect.any(String), groupName: "Style", optionId: menu.halfAndHalf, name: "Half and half", priceDeltaCents: -100 },
      ]);
      const maciza = lines.find((line) => line.options[0]?.name === "Maciza")!;
      expect(maciza).toMatchObject({ quantity: 0.5, priceCents: 1599, lineTotalCents: 800 });
      const [order] = await h.ctx.db.select().from(orders).where(eq(orders.id, orderId));
      // 22.49 + 8.00 + 9.00 = 39.49; tax 8.25 % = 3.2579 → 3.26.
      expect(order).toMatchObject({ subtotalCents: 3949, taxCents: 326, totalCents: 4275, holdCents: null, allowanceCents: 0 });

      // The shop renames its options afterwards: the order keeps what was chosen then.
      await h.ctx.db.update(items).set({ optionGroups: [] }).where(eq(items.id, menu.carnitas.id));
      const order2 = await (await signedInAdmin(h)).client.request(`/api/admin/orders/${orderId}`);
      const dto = await json<OrderDto>(order2);
      expect(dto.lines.find((line) => line.name === "Carnitas" && line.quantity === 1.5)!.options[0]!.name).toBe("Half and half");
    });

    it("refuses a choice that no longer exists, a required choice left out, and two picks in a single-choice group", async () => {
      const h = harness();
      const menu = await seedCounter(h);
      const client = await signedInClient(h, "elecciones@example.com");
      const attempt = (optionIds: string[], itemId = menu.carnitas.id) =>
        client.post("/api/checkout", { idempotencyKey: key(), details: details(h), lines: [{ itemId, quantity: 1, optionIds }] });
      const gone = await attempt([randomUUID()]);
      expect(gone.status).toBe(409);
      expect((await json<{ error: { message: string } }>(gone)).error.message).toBe(
        "A choice you made for Carnitas is no longer offered. Please choose again.",
      );
      const two = await attempt([menu.mixed, menu.halfAndHalf]);
      expect(two.status).toBe(400);
      expect((await json<{ error: { message: string } }>(two)).error.message).toBe("Please choose only one style for Carnitas.");
      // A required group without a default must be chosen.
      const category = await createCategory(h.ctx.db, {});
      const noDefault = await createItem(h.ctx.db, {
        categoryId: category.id,
        name: "Diezmillo",
        priceCents: 899,
        priceUnit: "lb",
        optionGroups: [
          group("Cut", [
            ["Thin", 0],
            ["Thick", 0],
          ]),
        ],
      });
      const missing = await attempt([], noDefault.id);
      expect(missing.status).toBe(400);
      expect((await json<{ error: { message: string } }>(missing)).error.message).toBe("Please choose a cut for Diezmillo.");
      // An option of another item is not a choice of this one.
      expect((await attempt([menu.thin])).status).toBe(409);
      expect(await h.ctx.db.select().from(orders)).toHaveLength(0);
    });

    it("holds the estimate plus the allowance, then weighing captures the recomputed total once and mails a receipt with both weights", async () => {
      const h = harness();
      const client = await signedInClient(h, "peso@example.com");
      const placed = await placeHeldOrder(h, client);
      const [order] = await h.ctx.db.select().from(orders).where(eq(orders.id, placed.orderId));
      // 22.49 + 29.98 = 52.47; tax 4.3288 → 4.33; total 56.80. Allowance: 15 % of 29.98 with
      // its tax, rounded up (4.8680 → 4.87), plus a cent per weighed line and one for the tax: 4.89.
      expect(order).toMatchObject({
        subtotalCents: 5247,
        taxCents: 433,
        totalCents: 5680,
        estimatedTotalCents: 5680,
        allowanceCents: 489,
        holdCents: 6169,
      });
      const page = await (await client.request(placed.payPath)).text();
      expect(page).toContain("Weight allowance, released after weighing");
      expect(page).toContain("Arrachera (Thin for asada) × 2");
      expect(page).toContain("Carnitas, 1.5 lb × $14.99/lb (Half and half)");
      expect(page).toContain("Hold $61.69");
      expect((await client.request(placed.payPath, form("4242424242424242"))).status).toBe(303);

      const [held] = await h.ctx.db.select().from(orders).where(eq(orders.id, placed.orderId));
      expect(held).toMatchObject({ paymentStatus: "authorized", status: "pending", paidAt: null });
      expect(held!.holdExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 60 * 60_000);
      const confirmation = await h.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "order_confirmation"));
      expect(confirmation).toHaveLength(1);
      expect(confirmation[0]!.textBody).toContain("Your card is held for $61.69");
      const view = await client.request(`/api/checkout/payment?order_id=${held!.id}&session_id=${held!.paymentSessionId}`);
      expect(await view.json()).toEqual({ payment: { orderId: held!.id, state: "authorized", totalCents: 5680, holdCents: 6169 } });

      const { client: admin } = await signedInAdmin(h);
      const stats = await json<DashboardStats>(await admin.request("/api/admin/dashboard"));
      expect(stats).toMatchObject({ totalRevenueCents: 0, awaitingWeighingCents: 6169, awaitingWeighingOrders: 1, totalOrders: 1 });

      const arrachera = (await h.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, placed.orderId))).find(
        (line) => line.pricedByWeight,
      )!;
      const weigh = () =>
        admin.request(`/api/admin/orders/${placed.orderId}/weigh`, {
          method: "POST",
          json: { weights: [{ lineId: arrachera.id, quantity: 2.14 }] },
        });
      // A double click: two requests at once, then a retry.
      const answers = await Promise.all([weigh(), weigh()]);
      answers.push(await weigh());
      for (const answer of answers) expect(answer.status, await answer.clone().text()).toBe(200);
      const results = await Promise.all(answers.map((answer) => json<WeighOrderResult>(answer)));
      // 14.99 × 2.14 = 32.0786 → 32.08; 22.49 + 32.08 = 54.57; tax 4.5020 → 4.50; total 59.07.
      for (const result of results) expect(result.capturedCents).toBe(5907);
      const [captured] = await h.ctx.db.select().from(orders).where(eq(orders.id, placed.orderId));
      expect(captured).toMatchObject({ paymentStatus: "paid", subtotalCents: 5457, taxCents: 450, totalCents: 5907, capturedCents: 5907 });
      const [session] = await h.ctx.db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.orderId, placed.orderId));
      expect(session).toMatchObject({ intentStatus: "succeeded", amountReceivedCents: 5907 });

      const history = await h.ctx.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, placed.orderId));
      expect(history.filter((entry) => entry.note?.startsWith("Charged "))).toHaveLength(1);
      expect(history.find((entry) => entry.note?.startsWith("Charged "))!.note).toBe(
        "Charged $59.07 for what was weighed; $2.62 of the hold released",
      );
      const receipts = await h.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "order_receipt"));
      expect(receipts).toHaveLength(1);
      const receipt = receipts[0]!.textBody;
      expect(receipt).toContain("Ordered: 2 lb × Arrachera (Thin for asada) · $14.99/lb");
      expect(receipt).toContain("Weighed: 2.14 lb × Arrachera (Thin for asada) · $14.99/lb");
      expect(receipt).toContain("Estimated total: $56.80");
      expect(receipt).toContain("Final total: $59.07");
      expect(receipt).toContain("Charged to your card: $59.07");
      expect(receipt).toContain("Hold released: $2.62");

      const after = await json<DashboardStats>(await admin.request("/api/admin/dashboard"));
      expect(after).toMatchObject({ totalRevenueCents: 5907, awaitingWeighingCents: 0, awaitingWeighingOrders: 0 });
    });

    it("more than the hold is not captured without the admin's choice; collecting the rest at pickup is recorded", async () => {
      const h = harness();
      const client = await signedInClient(h, "mas@example.com");
      const placed = await placeHeldOrder(h, client);
      await client.request(placed.payPath, form("4242424242424242"));
      const { client: admin } = await signedInAdmin(h);
      const line = (await h.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, placed.orderId))).find((l) => l.pricedByWeight)!;
      const weigh = (overHold?: string) =>
        admin.request(`/api/admin/orders/${placed.orderId}/weigh`, {
          method: "POST",
          json: { weights: [{ lineId: line.id, quantity: 2.5 }], ...(overHold ? { overHold } : {}) },
        });
      const refused = await weigh();
      expect(refused.status).toBe(409);
      const body = await json<{ error: { code: string; message: string } }>(refused);
      expect(body.error.code).toBe("hold_exceeded");
      // 14.99 × 2.5 = 37.475 → 37.48; 22.49 + 37.48 = 59.97; tax 4.9475 → 4.95; total 64.92 > 61.69.
      expect(body.error.message).toContain("The weighed total $64.92 is more than the $61.69 held on the card");
      const [still] = await h.ctx.db.select().from(orders).where(eq(orders.id, placed.orderId));
      expect(still).toMatchObject({ paymentStatus: "authorized", weighedAt: null });

      const settled = await weigh("collect_at_pickup");
      expect(settled.status).toBe(200);
      expect((await json<WeighOrderResult>(settled)).capturedCents).toBe(6169);
      const [order] = await h.ctx.db.select().from(orders).where(eq(orders.id, placed.orderId));
      expect(order).toMatchObject({ paymentStatus: "paid", totalCents: 6492, capturedCents: 6169, balanceDueCents: 323 });
      const notes = (await h.ctx.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, placed.orderId))).map(
        (entry) => entry.note,
      );
      expect(notes).toContain(
        "Weighed: final total $64.92 (estimated $56.80); Weighed total is $3.23 more than the hold: collect $3.23 at pickup",
      );
    });

    it("a lapsed hold cannot be captured: a clear error, the payment marked expired, the dashboard tells the admin", async () => {
      const h = harness();
      const client = await signedInClient(h, "vencido@example.com");
      const placed = await placeHeldOrder(h, client);
      await client.request(placed.payPath, form("4242424242424242"));
      await h.ctx.db
        .update(sandboxCheckoutSessions)
        .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
        .where(eq(sandboxCheckoutSessions.orderId, placed.orderId));
      const { client: admin } = await signedInAdmin(h);
      const line = (await h.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, placed.orderId))).find((l) => l.pricedByWeight)!;
      const res = await admin.request(`/api/admin/orders/${placed.orderId}/weigh`, {
        method: "POST",
        json: { weights: [{ lineId: line.id, quantity: 2.1 }] },
      });
      expect(res.status).toBe(409);
      const body = await json<{ error: { code: string; message: string } }>(res);
      expect(body.error.code).toBe("hold_expired");
      expect(body.error.message).toMatch(
        /^The card hold on this order expired .+ and can no longer be charged\. Take payment at pickup\.$/,
      );
      const [order] = await h.ctx.db.select().from(orders).where(eq(orders.id, placed.orderId));
      expect(order).toMatchObject({ paymentStatus: "expired", status: "pending", paidAt: null });
      const stats = await json<DashboardStats>(await admin.request("/api/admin/dashboard"));
      expect(stats.expiredHolds.map((held) => held.orderId)).toEqual([placed.orderId]);
      expect(stats).toMatchObject({ awaitingWeighingOrders: 0, totalRevenueCents: 0 });
      // Asking again answers the same.
      const again = await admin.request(`/api/admin/orders/${placed.orderId}/weigh`, {
        method: "POST",
        json: { weights: [{ lineId: line.id, quantity: 2.1 }] },
      });
      expect((await json<{ error: { code: string } }>(again)).error.code).toBe("hold_expired");
    });

    it("the sweeper marks a hold that lapsed without a word as expired, and flags holds near their end", async () => {
      const h = harness();
      const client = await signedInClient(h, "barrido@example.com");
      const placed = await placeHeldOrder(h, client);
      await client.request(placed.payPath, form("4242424242424242"));
      const soon = new Date(Date.now() + 24 * 60 * 60_000);
      await h.ctx.db.update(orders).set({ holdExpiresAt: soon }).where(eq(orders.id, placed.orderId));
      const { client: admin } = await signedInAdmin(h);
      const flagged = await json<DashboardStats>(await admin.request("/api/admin/dashboard"));
      expect(flagged.holdsExpiringSoon).toEqual([
        { orderId: placed.orderId, customerName: "María López", holdCents: 6169, holdExpiresAt: soon.toISOString() },
      ]);

      const past = new Date(Date.now() - 60_000);
      await h.ctx.db.update(orders).set({ holdExpiresAt: past }).where(eq(orders.id, placed.orderId));
      await h.ctx.db
        .update(sandboxCheckoutSessions)
        .set({ holdExpiresAt: past })
        .where(eq(sandboxCheckoutSessions.orderId, placed.orderId));
      await reconcilePayments(h.ctx);
      const [order] = await h.ctx.db.select().from(orders).where(eq(orders.id, placed.orderId));
      expect(order!.paymentStatus).toBe("expired");
      const notes = (await h.ctx.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, placed.orderId))).map(
        (entry) => entry.note,
      );
      expect(notes).toContain("Card hold expired before it was charged: take payment at pickup");
    });

    it("cancelling a held order releases the hold: nothing charged, the order cancelled with its history", async () => {
      const h = harness();
      const client = await signedInClient(h, "cancela@example.com");
      const placed = await placeHeldOrder(h, client);
      await client.request(placed.payPath, form("4242424242424242"));
      const { client: admin } = await signedInAdmin(h);
      const res = await admin.request(`/api/admin/orders/${placed.orderId}/status`, { method: "PATCH", json: { status: "cancelled" } });
      expect(res.status).toBe(200);
      const [order] = await h.ctx.db.select().from(orders).where(eq(orders.id, placed.orderId));
      expect(order).toMatchObject({ paymentStatus: "released", status: "cancelled", capturedCents: null });
      const [session] = await h.ctx.db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.orderId, placed.orderId));
      expect(session).toMatchObject({ intentStatus: "canceled", amountReceivedCents: 0 });
      const notes = (await h.ctx.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, placed.orderId))).map(
        (entry) => entry.note,
      );
      expect(notes).toContain("Card hold released; nothing was charged");
      // Weighing a released order is refused plainly.
      const line = (await h.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, placed.orderId))).find((l) => l.pricedByWeight)!;
      const weigh = await admin.request(`/api/admin/orders/${placed.orderId}/weigh`, {
        method: "POST",
        json: { weights: [{ lineId: line.id, quantity: 2 }] },
      });
      expect(weigh.status).toBe(409);
    });

    it("a weighed order's pickup must fall inside the hold's life; orders without weighed lines keep the 7 days", async () => {
      const h = harness();
      const menu = await seedCounter(h);
      const client = await signedInClient(h, "lejos@example.com");
      const { timeZone } = h.ctx.config.shop;
      // Six and a half days ahead, at noon on that day (open every day).
      const far = toWallTime(new Date(Date.now() + 6.5 * 24 * 60 * 60_000), timeZone).slice(0, 11) + "12:00";
      const attempt = (itemId: string) =>
        client.post("/api/checkout", {
          idempotencyKey: key(),
          details: details(h, { preferredTime: far }),
          lines: [{ itemId, quantity: 2 }],
        });
      const weighed = await attempt(menu.arrachera.id);
      expect(weighed.status).toBe(400);
      const body = await json<{ error: { fields: Record<string, string> } }>(weighed);
      expect(body.error.fields.preferredTime).toBe(
        "Cuts priced by weight are charged after weighing, and a card hold lasts 7 days: please select a time within the next 6 days",
      );
      expect((await attempt(menu.horchata.id)).status).toBe(200);
    });

    it("weighing answers only admins, and refuses weights for lines not priced by weight or missing ones", async () => {
      const h = harness();
      const client = await signedInClient(h, "pesos@example.com");
      const placed = await placeHeldOrder(h, client);
      await client.request(placed.payPath, form("4242424242424242"));
      const lines = await h.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, placed.orderId));
      const fixed = lines.find((l) => !l.pricedByWeight)!;
      const path = `/api/admin/orders/${placed.orderId}/weigh`;
      expect((await client.request(path, { method: "POST", json: { weights: [{ lineId: fixed.id, quantity: 1 }] } })).status).toBe(403);
      const { client: admin } = await signedInAdmin(h);
      const wrongLine = await admin.request(path, { method: "POST", json: { weights: [{ lineId: fixed.id, quantity: 1 }] } });
      expect(wrongLine.status).toBe(400);
      const negative = await admin.request(path, { method: "POST", json: { weights: [{ lineId: fixed.id, quantity: -1 }] } });
      expect(negative.status).toBe(400);
      const [order] = await h.ctx.db.select().from(orders).where(eq(orders.id, placed.orderId));
      expect(order!.paymentStatus).toBe("authorized");
    });
  },
  // Its customers pay on the sandbox page from their own machines (demo-access.test.ts).
  { env: { ...adminEnv, DEMO_NETWORK_ACCESS: "true" } },
);
