import { describe, expect, it } from "vitest";
import type { CartCheckItemDto } from "@shared/cart";
import { checkLines, checkableItemIds, syncLinesWithServer, type CartCheckResult } from "~/features/cart/cart-check";
import { addLine, type CartMenuItem } from "~/features/cart/cart-store";

const MACIZA_ID = "0b5f3c1e-6f0e-4a59-9d0e-1d9f1c2a3b4c";
const CHORIZO_ID = "1c6a4d2f-7a1f-4b6a-8e1f-2e0a2d3b4c5d";
const GONE_ID = "2d7b5e3a-8b2a-4c7b-9f2a-3f1b3e4c5d6e";

const maciza: CartMenuItem = {
  id: MACIZA_ID,
  name: "Carnitas Maciza",
  priceCents: 1599,
  priceUnit: "lb",
  priceId: null,
  imageUrl: null,
  category: "Carnitas",
};
const chorizo: CartMenuItem = { ...maciza, id: CHORIZO_ID, name: "Chorizo", priceCents: 649, category: "Pork" };
const gone: CartMenuItem = { ...maciza, id: GONE_ID, name: "Old Special", priceCents: 999 };

const server = (item: CartMenuItem, overrides: Partial<CartCheckItemDto> = {}): CartCheckItemDto => ({
  ...item,
  isAvailable: true,
  ...overrides,
});

describe("cart check (the stored cart against the menu as it is now)", () => {
  const lines = addLine(addLine(addLine([], maciza, 2), chorizo, 1), gone, 1);

  it("asks only about well-formed ids, once each", () => {
    const withJunk = [...lines, { ...lines[0]!, id: "junk", menuItem: { ...maciza, id: "not-a-uuid" } }];
    expect(checkableItemIds(withJunk)).toEqual([MACIZA_ID, CHORIZO_ID, GONE_ID].sort());
  });

  it("updates a changed price and remembers the earlier one; the same array when nothing changed", () => {
    const unchanged = syncLinesWithServer(lines, [server(maciza), server(chorizo)]);
    expect(unchanged.lines).toBe(lines);
    expect(unchanged.previousPrices.size).toBe(0);

    const synced = syncLinesWithServer(lines, [server(maciza, { priceCents: 1699, name: "Carnitas Maciza (lean)" }), server(chorizo)]);
    expect(synced.lines).not.toBe(lines);
    expect(synced.lines[0]!.menuItem).toEqual({ ...maciza, priceCents: 1699, name: "Carnitas Maciza (lean)" });
    expect(synced.lines[0]!.quantity).toBe(2);
    expect(synced.lines[0]!.menuItem).not.toHaveProperty("isAvailable");
    expect([...synced.previousPrices]).toEqual([[MACIZA_ID, 1599]]);
  });

  it("marks a changed price, an unavailable item and a deleted item; only payable lines count", () => {
    const items = [server(maciza, { priceCents: 1699 }), server(chorizo, { isAvailable: false })];
    const synced = syncLinesWithServer(lines, items);
    const result: CartCheckResult = {
      askedIds: new Set([MACIZA_ID, CHORIZO_ID, GONE_ID]),
      items: new Map(items.map((item) => [item.id, item])),
      previousPrices: synced.previousPrices,
    };
    const checked = checkLines(synced.lines, result);
    expect(checked.map((c) => c.status)).toEqual([
      { kind: "priceChanged", previousCents: 1599 },
      { kind: "unavailable" },
      { kind: "gone" },
    ]);
    expect(checked.map((c) => c.isPayable)).toEqual([true, false, false]);
    expect(checked[0]!.line.menuItem.priceCents).toBe(1699);
  });

  it("counts every line before the check answers, and a line added since the check", () => {
    expect(checkLines(lines, null).every((c) => c.isPayable && c.status.kind === "ok")).toBe(true);
    const result: CartCheckResult = {
      askedIds: new Set([MACIZA_ID]),
      items: new Map([[MACIZA_ID, server(maciza)]]),
      previousPrices: new Map(),
    };
    expect(checkLines(lines, result).map((c) => c.status.kind)).toEqual(["ok", "ok", "ok"]);
  });

  it("never counts a line whose id cannot be an item", () => {
    const junk = addLine([], { ...maciza, id: "not-a-uuid" }, 1);
    expect(checkLines(junk, null)[0]).toMatchObject({ status: { kind: "gone" }, isPayable: false });
  });
});
