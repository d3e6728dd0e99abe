import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { user } from "@server/db/schema/auth";
import { orderItems, orderStatusHistory, orders } from "@server/db/schema/orders";
import { ServiceError } from "@server/lib/errors";
import { openOrder, type NewOrder, type NewOrderLine } from "@server/services/orders/lifecycle";
import { describeEachDatabase, type TestHarness } from "../setup/test-app";
import { HORCHATA, seedMenu } from "../setup/menu";

/**
 * openOrder's one statement of fixed shape (prepared once per executor, the lines passed as
 * arrays): whatever the number of lines, each is stored as given, and a line the database
 * refuses takes the whole order back with it.
 */

function newOrder(subtotalCents: number): NewOrder {
  return {
    customerName: "Ana",
    customerEmail: "ana@example.com",
    customerPhone: "3235550100",
    orderType: "pickup",
    deliveryAddress: null,
    deliveryTime: new Date("2031-05-02T18:30:00Z"),
    notes: null,
    subtotalCents,
    taxCents: 0,
    deliveryFeeCents: 0,
    tipCents: 0,
    discountCents: 0,
    promo: null,
    giftCardId: null,
    giftCardCents: 0,
    pounds: 2.25,
    totalCents: subtotalCents,
    estimatedTotalCents: null,
    allowanceCents: 0,
    holdCents: null,
    taxRate: 825,
    customerId: null,
    takenByUserId: null,
    channel: "web",
    idempotencyKey: `key-${randomUUID()}`,
    requestFingerprint: "fingerprint",
    paymentProvider: "sandbox",
    locale: "es",
    smsOptIn: true,
    paymentExpiresAt: new Date("2031-05-01T12:30:00Z"),
  };
}

/** Arrachera ($15.99) and Horchata ($4.50) in the 'Res' category. */
const MENU = {
  categories: { res: { name: "Res", slug: "res" } },
  items: { arrachera: { name: "Arrachera", priceCents: 1599 }, horchata: HORCHATA },
};

const linesOf = (h: TestHarness, orderId: string) =>
  h.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.itemName), asc(orderItems.quantity));

describeEachDatabase("openOrder's statement", (harness) => {
  it("stores each line as given, with one line or three, options, weights, notes and the columns' defaults", async () => {
    const h = harness();
    const { arrachera, horchata } = (await seedMenu(h, MENU)).items;
    const thin = { groupId: "g1", groupName: "Cut", optionId: "o1", name: "Thin for asada", priceDeltaCents: 100 };
    const lines: NewOrderLine[] = [
      {
        itemId: arrachera.id,
        itemName: "Arrachera",
        quantity: 1.5,
        unit: "lb",
        priceCents: 1699,
        lineTotalCents: 2549,
        options: [thin],
        pricedByWeight: true,
        notes: "sin grasa",
      },
      // Left out: unit, options, pricedByWeight, the weights and notes take the columns' defaults.
      { itemId: horchata.id, itemName: "Horchata", quantity: 2, priceCents: 450, lineTotalCents: 900 },
      {
        itemId: arrachera.id,
        itemName: "Arrachera",
        quantity: 0.75,
        unit: "lb",
        priceCents: 1599,
        lineTotalCents: 1199,
        pricedByWeight: true,
        weighedQuantity: 0.75,
        weighedTotalCents: 1199,
        notes: null,
      },
    ];
    const three = await openOrder(h.ctx, { tx: h.ctx.db, order: newOrder(4648), lines, actor: { kind: "customer", userId: "u1" } });
    expect(three).toMatchObject({
      status: "pending",
      paymentStatus: "unpaid",
      subtotalCents: 4648,
      pounds: 2.25,
      locale: "es",
      smsOptIn: true,
    });
    expect(three.deliveryTime).toEqual(new Date("2031-05-02T18:30:00Z"));
    expect(three.paymentSessionId).toBeNull();
    expect((await linesOf(h, three.id)).map(({ id: _id, orderId: _order, ...line }) => line)).toEqual([
      {
        itemId: arrachera.id,
        itemName: "Arrachera",
        quantity: 0.75,
        unit: "lb",
        priceCents: 1599,
        lineTotalCents: 1199,
        options: [],
        pricedByWeight: true,
        weighedQuantity: 0.75,
        weighedTotalCents: 1199,
        notes: null,
      },
      {
        itemId: arrachera.id,
        itemName: "Arrachera",
        quantity: 1.5,
        unit: "lb",
        priceCents: 1699,
        lineTotalCents: 2549,
        options: [thin],
        pricedByWeight: true,
        weighedQuantity: null,
        weighedTotalCents: null,
        notes: "sin grasa",
      },
      {
        itemId: horchata.id,
        itemName: "Horchata",
        quantity: 2,
        unit: "each",
        priceCents: 450,
        lineTotalCents: 900,
        options: [],
        pricedByWeight: false,
        weighedQuantity: null,
        weighedTotalCents: null,
        notes: null,
      },
    ]);

    // The same prepared statement again, with one line, by staff: the history names them.
    await h.ctx.db.insert(user).values({ id: "staff-1", name: "Staff", email: "staff@example.com", emailVerified: true, role: "admin" });
    const one = await openOrder(h.ctx, {
      tx: h.ctx.db,
      order: newOrder(450),
      lines: [{ itemId: horchata.id, itemName: "Horchata", quantity: 1, priceCents: 450, lineTotalCents: 450 }],
      actor: { kind: "admin", userId: "staff-1", email: "staff@example.com" },
    });
    expect((await linesOf(h, one.id)).map((line) => [line.itemName, line.quantity])).toEqual([["Horchata", 1]]);
    const history = await h.ctx.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, one.id));
    expect(history.map((entry) => [entry.status, entry.changedByUserId])).toEqual([["pending", "staff-1"]]);
    expect(await linesOf(h, three.id)).toHaveLength(3);
  });

  it("a line the database refuses (its item gone) refuses the order, and nothing of it is left", async () => {
    const h = harness();
    const { horchata } = (await seedMenu(h, MENU)).items;
    const id = randomUUID();
    const placing = openOrder(h.ctx, {
      tx: h.ctx.db,
      id,
      order: newOrder(900),
      lines: [
        { itemId: horchata.id, itemName: "Horchata", quantity: 1, priceCents: 450, lineTotalCents: 450 },
        { itemId: randomUUID(), itemName: "Gone", quantity: 1, priceCents: 450, lineTotalCents: 450 },
      ],
      actor: { kind: "customer", userId: "u1" },
    });
    await expect(placing).rejects.toSatisfy((error) => error instanceof ServiceError && error.code === "order_failed");
    expect(await h.ctx.db.select().from(orders).where(eq(orders.id, id))).toEqual([]);
    expect(await h.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, id))).toEqual([]);
    expect(await h.ctx.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id))).toEqual([]);
  });
});
