import { describe, expect, it } from "vitest";
import { MAX_LINE_QUANTITY } from "@shared/cart/cart";
import { addLine } from "~/features/cart/add-to-cart";
import { parseStoredCart, setLineNotes, setLineQuantity, type CartLine } from "~/features/cart/cart-store";
import { arrachera, horchata, maciza, MACIZA_STYLE, MIXED_STYLE } from "../setup/cart-items";

describe("cart rules (docs/product.md 'Cart')", () => {
  it("adds a new line with the item id plus a timestamp", () => {
    const lines = addLine([], maciza, 2, undefined, [], 1700000000000);
    expect(lines).toEqual([{ id: "item-1-1700000000000", menuItem: maciza, quantity: 2, notes: "", options: [] }]);
  });

  it("adding an item already in the cart raises its quantity and keeps the old note unless a new one is given", () => {
    let lines = addLine([], maciza, 1, "extra crispy");
    lines = addLine(lines, maciza, 2);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ quantity: 3, notes: "extra crispy" });
    lines = addLine(lines, maciza, 1, "no skin");
    expect(lines[0]).toMatchObject({ quantity: 4, notes: "no skin" });
  });

  it("a quantity of 0 or less removes the line", () => {
    const lines = addLine(addLine([], maciza, 1), horchata, 1);
    expect(setLineQuantity(lines, lines[0]!.id, 0)).toHaveLength(1);
    expect(setLineQuantity(lines, lines[0]!.id, -3).map((l) => l.menuItem.id)).toEqual(["item-2"]);
    expect(setLineQuantity(lines, lines[0]!.id, 5)[0]!.quantity).toBe(5);
  });

  it("caps a line's quantity", () => {
    const lines = addLine([], maciza, MAX_LINE_QUANTITY);
    expect(addLine(lines, maciza, 5)[0]!.quantity).toBe(MAX_LINE_QUANTITY);
  });

  it("ignores a non-positive quantity when adding", () => {
    expect(addLine([], maciza, 0)).toEqual([]);
    expect(addLine([], maciza, Number.NaN)).toEqual([]);
  });

  it("edits a note", () => {
    const lines = addLine([], maciza, 1);
    expect(setLineNotes(lines, lines[0]!.id, "thin slices")[0]!.notes).toBe("thin slices");
  });

  it("discards unparseable stored data", () => {
    expect(parseStoredCart("{not json")).toEqual([]);
    expect(parseStoredCart('{"a":1}')).toEqual([]);
    expect(parseStoredCart("null")).toEqual([]);
    expect(parseStoredCart(null)).toEqual([]);
  });

  it("keeps valid stored lines and drops malformed ones", () => {
    const good: CartLine = { id: "x-1", menuItem: maciza, quantity: 2, notes: "", options: [] };
    const stored = JSON.stringify([good, { id: "y", quantity: "two" }, { ...good, quantity: 0 }, { ...good, options: [{ name: "x" }] }]);
    expect(parseStoredCart(stored)).toEqual([good]);
  });
});

describe("quantities in the item's steps (ADR 0013)", () => {
  it("adds weights in thousandths, so 0.1 + 0.2 lb of anything is 0.3 lb", () => {
    const deli = { ...maciza, quantityMin: 0.1, quantityStep: 0.1 };
    expect(addLine(addLine([], deli, 0.1), deli, 0.2)[0]!.quantity).toBe(0.3);
    expect(addLine(addLine([], maciza, 0.5), maciza, 1)[0]!.quantity).toBe(1.5);
  });

  it("puts any quantity on the item's steps, at least its minimum", () => {
    const lines = addLine([], arrachera, 1);
    const id = lines[0]!.id;
    expect(setLineQuantity(lines, id, 1.5)[0]!.quantity).toBe(1.5);
    expect(setLineQuantity(lines, id, 1.7)[0]!.quantity).toBe(1.5);
    expect(setLineQuantity(lines, id, 0.5)[0]!.quantity).toBe(1);
    expect(addLine([], arrachera, 2.2)[0]!.quantity).toBe(2);
    expect(addLine([], horchata, 2.5)[0]!.quantity).toBe(2);
  });

  it("the cart's − below the minimum (quantity 0) removes the line", () => {
    const lines = addLine([], maciza, 0.5);
    expect(setLineQuantity(lines, lines[0]!.id, 0)).toEqual([]);
  });
});

describe("the butcher's choices on a line (ADR 0013)", () => {
  it("the same item with other choices is another line; the same choices in any order are one", () => {
    let lines = addLine([], maciza, 1, undefined, [MACIZA_STYLE], 1);
    lines = addLine(lines, maciza, 0.5, undefined, [MIXED_STYLE], 2);
    expect(lines.map((l) => [l.quantity, l.options.map((o) => o.name)])).toEqual([
      [1, ["Maciza"]],
      [0.5, ["Mixed, with skin and buche"]],
    ]);
    lines = addLine(lines, maciza, 1, undefined, [MIXED_STYLE], 3);
    expect(lines.map((l) => l.quantity)).toEqual([1, 1.5]);

    const marinated = { groupId: "m", groupName: "Marinated", optionId: "opt-marinated", name: "Marinated", priceDeltaCents: 100 };
    const thin = { groupId: "cut", groupName: "Cut", optionId: "opt-thin", name: "Thin for asada", priceDeltaCents: 0 };
    const both = addLine(addLine([], arrachera, 1, undefined, [thin, marinated]), arrachera, 1, undefined, [marinated, thin]);
    expect(both).toHaveLength(1);
    expect(both[0]!.quantity).toBe(2);
  });

  it("a line without choices is not the line with them", () => {
    const lines = addLine(addLine([], maciza, 1), maciza, 1, undefined, [MACIZA_STYLE]);
    expect(lines).toHaveLength(2);
  });
});
