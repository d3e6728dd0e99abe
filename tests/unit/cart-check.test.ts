import { NO_SCHEDULE } from "@shared/ordering/ordering";
import { describe, expect, it } from "vitest";
import type { CartCheckItemDto } from "@shared/cart/cart";
import type { ItemOptionGroupDto } from "@shared/menu/menu";
import { addLine } from "~/features/cart/add-to-cart";
import { checkLines, checkableItemIds, syncLinesWithServer, type CartCheckResult } from "~/features/cart/cart-check";
import { linePriceCents, type CartMenuItem } from "~/features/cart/cart-store";
import * as cartItems from "../setup/cart-items";

const MACIZA_ID = "0b5f3c1e-6f0e-4a59-9d0e-1d9f1c2a3b4c";
const CHORIZO_ID = "1c6a4d2f-7a1f-4b6a-8e1f-2e0a2d3b4c5d";
const GONE_ID = "2d7b5e3a-8b2a-4c7b-9f2a-3f1b3e4c5d6e";
const OPT = {
  maciza: "5a1b2c3d-0000-4000-8000-000000000001",
  mixed: "5a1b2c3d-0000-4000-8000-000000000002",
  half: "5a1b2c3d-0000-4000-8000-000000000003",
} as const;

// The cart tests' Carnitas by the pound, with an id the cart check asks about (a uuid).
const maciza: CartMenuItem = { ...cartItems.maciza, id: MACIZA_ID };
const chorizo: CartMenuItem = { ...maciza, id: CHORIZO_ID, name: "Chorizo", priceCents: 649, category: "Pork" };
const gone: CartMenuItem = { ...maciza, id: GONE_ID, name: "Old Special", priceCents: 999 };

/** Carnitas' styles as the menu offers them (the demo catalogue's). */
const STYLE: ItemOptionGroupDto = {
  id: "5a1b2c3d-0000-4000-8000-0000000000aa",
  name: "Style",
  selection: "single",
  isRequired: true,
  minPicks: 1,
  maxPicks: 1,
  options: [
    { id: OPT.maciza, name: "Maciza", priceDeltaCents: 0, isDefault: true },
    { id: OPT.mixed, name: "Mixed, with skin and buche", priceDeltaCents: -200, isDefault: false },
    { id: OPT.half, name: "Half and half", priceDeltaCents: -100, isDefault: false },
  ],
};
const chosen = (optionId: string, priceDeltaCents = 0, name = "Mixed, with skin and buche") => ({
  groupId: STYLE.id,
  groupName: "Style",
  optionId,
  name,
  priceDeltaCents,
});

const server = (item: CartMenuItem, overrides: Partial<CartCheckItemDto> = {}): CartCheckItemDto => ({
  ...item,
  isAvailable: true,
  optionGroups: [],
  schedule: NO_SCHEDULE,
  ...overrides,
});

const answer = (items: CartCheckItemDto[], previousPrices = new Map<string, number>()): CartCheckResult => ({
  askedIds: new Set(items.map((item) => item.id)),
  items: new Map(items.map((item) => [item.id, item])),
  previousPrices,
});

describe("cart check (the stored cart against the menu as it is now)", () => {
  const lines = addLine(addLine(addLine([], maciza, 2), chorizo, 1), gone, 1);

  it("asks only about well-formed ids, once each", () => {
    const withJunk = [...lines, { ...lines[0]!, id: "junk", menuItem: { ...maciza, id: "not-a-uuid" } }];
    expect(checkableItemIds(withJunk)).toEqual([MACIZA_ID, CHORIZO_ID, GONE_ID].sort());
  });

  it("updates a changed price and remembers the earlier one, by line; the same array when nothing changed", () => {
    const unchanged = syncLinesWithServer(lines, [server(maciza), server(chorizo)]);
    expect(unchanged.lines).toBe(lines);
    expect(unchanged.previousPrices.size).toBe(0);

    const synced = syncLinesWithServer(lines, [server(maciza, { priceCents: 1699, name: "Carnitas Maciza (lean)" }), server(chorizo)]);
    expect(synced.lines).not.toBe(lines);
    expect(synced.lines[0]!.menuItem).toEqual({ ...maciza, priceCents: 1699, name: "Carnitas Maciza (lean)" });
    expect(synced.lines[0]!.quantity).toBe(2);
    expect(synced.lines[0]!.menuItem).not.toHaveProperty("isAvailable");
    expect(synced.lines[0]!.menuItem).not.toHaveProperty("optionGroups");
    expect([...synced.previousPrices]).toEqual([[lines[0]!.id, 1599]]);
  });

  it("marks a changed price, an unavailable item and a deleted item; only payable lines count", () => {
    const items = [server(maciza, { priceCents: 1699 }), server(chorizo, { isAvailable: false })];
    const synced = syncLinesWithServer(lines, items);
    const result: CartCheckResult = { ...answer(items, synced.previousPrices), askedIds: new Set([MACIZA_ID, CHORIZO_ID, GONE_ID]) };
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
    const result = answer([server(maciza)]);
    expect(checkLines(lines, result).map((c) => c.status.kind)).toEqual(["ok", "ok", "ok"]);
  });

  it("never counts a line whose id cannot be an item", () => {
    const junk = addLine([], { ...maciza, id: "not-a-uuid" }, 1);
    expect(checkLines(junk, null)[0]).toMatchObject({ status: { kind: "gone" }, isPayable: false });
  });
});

describe("cart check: steps and the butcher's choices (ADR 0013)", () => {
  it("brings the item's minimum, step and weighing, and moves a quantity off the new steps onto them", () => {
    // Sold now from 1 lb, 2 lb at a time: 3 lb (stored before steps, as 1 and 1) is on those steps
    // and stays; 2.5 lb is not, and goes to the step below.
    const old = addLine([], { ...maciza, quantityMin: 1, quantityStep: 1 }, 3);
    const item = server(maciza, { quantityMin: 1, quantityStep: 2, pricedByWeight: true });
    const synced = syncLinesWithServer(old, [item]);
    expect(synced.lines[0]).toMatchObject({ quantity: 3, menuItem: { quantityMin: 1, quantityStep: 2, pricedByWeight: true } });
    const stepped = syncLinesWithServer(addLine([], maciza, 2.5), [item]);
    expect(stepped.lines[0]!.quantity).toBe(1);
  });

  it("a line stored without choices takes the required group's default, at its price", () => {
    const old = addLine([], maciza, 1);
    const synced = syncLinesWithServer(old, [server(maciza, { optionGroups: [STYLE] })]);
    expect(synced.lines[0]!.options).toEqual([chosen(OPT.maciza, 0, "Maciza")]);
    expect(synced.previousPrices.size).toBe(0);
    expect(checkLines(synced.lines, answer([server(maciza, { optionGroups: [STYLE] })]))[0]!.status).toEqual({ kind: "ok" });
  });

  it("an option's price change updates the line's copy and shows as a price change of the line", () => {
    const line = addLine([], maciza, 1, undefined, [chosen(OPT.mixed, -200)]);
    const cheaper: ItemOptionGroupDto = {
      ...STYLE,
      options: STYLE.options.map((o) => (o.id === OPT.mixed ? { ...o, priceDeltaCents: -300, name: "Surtida" } : o)),
    };
    const item = server(maciza, { optionGroups: [cheaper] });
    const synced = syncLinesWithServer(line, [item]);
    expect(synced.lines[0]!.options).toEqual([chosen(OPT.mixed, -300, "Surtida")]);
    expect(linePriceCents(synced.lines[0]!)).toBe(1299);
    expect([...synced.previousPrices]).toEqual([[line[0]!.id, 1399]]);
    expect(checkLines(synced.lines, answer([item], synced.previousPrices))[0]).toMatchObject({
      status: { kind: "priceChanged", previousCents: 1399 },
      isPayable: true,
    });
  });

  it("a choice the item no longer offers must be made again: shown, kept as stored, not payable", () => {
    const line = addLine([], maciza, 1, undefined, [chosen(OPT.half, -100, "Half and half")]);
    const withoutHalf: ItemOptionGroupDto = { ...STYLE, options: STYLE.options.filter((o) => o.id !== OPT.half) };
    const item = server(maciza, { optionGroups: [withoutHalf] });
    const synced = syncLinesWithServer(line, [item]);
    expect(synced.lines[0]!.options).toEqual(line[0]!.options);
    expect(checkLines(synced.lines, answer([item]))[0]).toMatchObject({ status: { kind: "chooseAgain" }, isPayable: false });
  });

  it("a required group with no default and no pick, or two picks in a single choice, must be chosen again", () => {
    const noDefault: ItemOptionGroupDto = { ...STYLE, options: STYLE.options.map((o) => ({ ...o, isDefault: false })) };
    const item = server(maciza, { optionGroups: [noDefault] });
    expect(checkLines(addLine([], maciza, 1), answer([item]))[0]!.status).toEqual({ kind: "chooseAgain" });
    const two = addLine([], maciza, 1, undefined, [chosen(OPT.mixed, -200), chosen(OPT.half, -100, "Half and half")]);
    expect(checkLines(two, answer([server(maciza, { optionGroups: [STYLE] })]))[0]!.status).toEqual({ kind: "chooseAgain" });
  });

  it("the same item with other choices stays two lines, each checked on its own", () => {
    let lines = addLine([], maciza, 1, undefined, [chosen(OPT.maciza, 0, "Maciza")], 1);
    lines = addLine(lines, maciza, 1, undefined, [chosen("5a1b2c3d-0000-4000-8000-0000000000ff", 0, "Gone")], 2);
    const item = server(maciza, { optionGroups: [STYLE] });
    expect(checkLines(syncLinesWithServer(lines, [item]).lines, answer([item])).map((c) => c.status.kind)).toEqual(["ok", "chooseAgain"]);
  });
});
