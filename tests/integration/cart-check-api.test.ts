import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { CartCheckResponse } from "@shared/cart/cart";
import { NO_SCHEDULE } from "@shared/ordering/ordering";
import { createCategory, createItem } from "@server/db/factories";
import { items } from "@server/db/schema/menu";
import { describeEachDatabase } from "../setup/test-app";

describeEachDatabase("cart check API", (harness) => {
  const check = (body: unknown) =>
    harness().request("/api/cart/check", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });

  it("returns the current name, price and availability of each item; unknown ids are absent", async () => {
    const { db } = harness().ctx;
    const carnitas = await createCategory(db, { name: "Carnitas", slug: "carnitas" });
    const maciza = await createItem(db, { categoryId: carnitas.id, name: "Carnitas Maciza", priceCents: 1599, priceUnit: "lb" });
    const chorizo = await createItem(db, { categoryId: carnitas.id, name: "Chorizo", isAvailable: false });
    const archived = await createItem(db, { categoryId: carnitas.id, name: "Old Plate", isArchived: true });

    const res = await check({ itemIds: [maciza.id, chorizo.id, archived.id, randomUUID()] });
    expect(res.status).toBe(200);
    const body = (await res.json()) as CartCheckResponse;
    const byName = Object.fromEntries(body.items.map((item) => [item.name, item]));
    expect(body.items).toHaveLength(3);
    expect(byName["Carnitas Maciza"]).toEqual({
      id: maciza.id,
      name: "Carnitas Maciza",
      priceCents: 1599,
      priceUnit: "lb",
      quantityMin: 1,
      quantityStep: 1,
      pricedByWeight: false,
      optionGroups: [],
      schedule: NO_SCHEDULE,
      priceId: null,
      imageUrl: null,
      category: "Carnitas",
      isAvailable: true,
    });
    expect(byName.Chorizo!.isAvailable).toBe(false);
    expect(byName["Old Plate"]!.isAvailable).toBe(false);
  });

  it("shows a price change at once (no cache)", async () => {
    const { db } = harness().ctx;
    const beef = await createCategory(db, { name: "Beef" });
    const arrachera = await createItem(db, { categoryId: beef.id, name: "Arrachera", priceCents: 1499 });
    const first = (await (await check({ itemIds: [arrachera.id] })).json()) as CartCheckResponse;
    expect(first.items[0]!.priceCents).toBe(1499);
    await db.update(items).set({ priceCents: 1599 }).where(eq(items.id, arrachera.id));
    const second = (await (await check({ itemIds: [arrachera.id] })).json()) as CartCheckResponse;
    expect(second.items[0]!.priceCents).toBe(1599);
  });

  it.each([
    [{}],
    [{ itemIds: [] }],
    [{ itemIds: ["not-a-uuid"] }],
    [{ itemIds: Array.from({ length: 51 }, () => randomUUID()) }],
    [{ itemIds: "abc" }],
  ])("answers a malformed body %j with 400", async (body) => {
    const res = await check(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: "validation_failed" } });
  });
});
