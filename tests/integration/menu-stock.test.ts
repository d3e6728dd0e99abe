import { expect, it } from "vitest";
import { createCategory, createItem } from "@server/db/factories";
import { stockLeftToday } from "@server/services/menu/stock";
import { loadMenuPage } from "~/features/menu/menu.server";
import { createOrder } from "../setup/order-factory";
import { describeEachDatabase } from "../setup/test-app";

// Tuesday 2026-11-24, 10:00 in Los Angeles (the shop's time zone).
const NOW = new Date("2026-11-24T18:00:00Z");
const inAnHour = new Date(NOW.getTime() + 60 * 60_000);
const tomorrow = new Date(NOW.getTime() + 24 * 60 * 60_000);

/** Ordering ahead (ADR 0014) on the menu: what is left today, sold out, and holiday pre-orders, against a real database. */
describeEachDatabase("menu stock and pre-orders", (harness) => {
  const ctx = () => ({ ...harness().ctx, clock: { now: () => NOW } });

  it("stockLeftToday: the day's stock less today's orders not cancelled, never below 0; others not answered", async () => {
    const { db } = harness().ctx;
    const pork = await createCategory(db, { name: "Pork" });
    const chicharron = await createItem(db, { categoryId: pork.id, name: "Chicharrón", priceUnit: "lb", dailyStock: 15 });
    const barbacoa = await createItem(db, { categoryId: pork.id, name: "Barbacoa", priceUnit: "lb", dailyStock: 25 });
    const chorizo = await createItem(db, { categoryId: pork.id, name: "Chorizo" });
    const line = (itemId: string, quantity: number) => ({ itemId, quantity, priceCents: 1000, unit: "lb" as const });
    await createOrder(db, { deliveryTime: inAnHour, lines: [line(chicharron.id, 6), line(barbacoa.id, 30)] });
    await createOrder(db, { deliveryTime: inAnHour, lines: [line(chicharron.id, 3.5)] });
    await createOrder(db, { deliveryTime: inAnHour, status: "cancelled", lines: [line(chicharron.id, 5)] });
    await createOrder(db, { deliveryTime: tomorrow, lines: [line(chicharron.id, 5)] });

    const items = [chicharron, barbacoa, chorizo].map((item) => ({
      id: item.id,
      schedule: { leadMinutes: 0, soldOutOn: null, dailyStock: item.dailyStock, preorder: null },
    }));
    const left = await stockLeftToday(ctx(), items);
    expect(Object.fromEntries(left)).toEqual({ [chicharron.id]: 5.5, [barbacoa.id]: 0 });
  });

  it("the menu loader: notes for sold out and little left, pre-orders apart (closed ones disabled), finished ones gone", async () => {
    const { db } = harness().ctx;
    const pork = await createCategory(db, { name: "Pork", slug: "pork" });
    const chicharron = await createItem(db, { categoryId: pork.id, name: "Chicharrón", priceUnit: "lb", dailyStock: 15 });
    await createItem(db, { categoryId: pork.id, name: "Carnitas", priceUnit: "lb", soldOutOn: "2026-11-24" });
    await createItem(db, { categoryId: pork.id, name: "Costillas", priceUnit: "lb", soldOutOn: "2026-11-23" });
    await createItem(db, {
      categoryId: pork.id,
      name: "Tamales Navideños",
      dailyStock: 60,
      preorderFirstDate: "2026-12-22",
      preorderLastDate: "2026-12-24",
      preorderCutoffDate: "2026-12-20",
    });
    await createItem(db, {
      categoryId: pork.id,
      name: "Pan de Muerto",
      preorderFirstDate: "2026-11-20",
      preorderLastDate: "2026-11-30",
      preorderCutoffDate: "2026-11-18",
    });
    await createItem(db, {
      categoryId: pork.id,
      name: "Rosca de Reyes",
      preorderFirstDate: "2026-01-04",
      preorderLastDate: "2026-01-06",
      preorderCutoffDate: "2026-01-02",
    });
    await createOrder(db, { deliveryTime: inAnHour, lines: [{ itemId: chicharron.id, quantity: 12, priceCents: 1000, unit: "lb" }] });

    for (const query of ["", "category=pork"]) {
      const data = await loadMenuPage(
        { app: ctx() } as Parameters<typeof loadMenuPage>[0],
        new URL(`http://shop.test/menu?${query}`),
        "en",
      );
      const byName = (name: string) => [...data.items, ...data.preorders].find((item) => item.name === name)!;
      const noteOf = (name: string) => data.notes[byName(name).id];
      expect(data.items.map((item) => item.name).sort()).toEqual(["Carnitas", "Chicharrón", "Costillas"]);
      expect(data.preorders.map((item) => item.name).sort()).toEqual(["Pan de Muerto", "Tamales Navideños"]);
      expect(noteOf("Chicharrón")).toEqual({ text: "Only 3 lb left today", alert: false, closed: false });
      expect(noteOf("Carnitas")).toEqual({ text: "Sold out today", alert: true, closed: false });
      expect(noteOf("Costillas")).toBeUndefined();
      expect(noteOf("Tamales Navideños")).toEqual({ text: "Order by December 20 · Pickup December 22-24", alert: false, closed: false });
      expect(noteOf("Pan de Muerto")).toEqual({ text: "Orders closed November 18", alert: true, closed: true });
    }
  });
});
