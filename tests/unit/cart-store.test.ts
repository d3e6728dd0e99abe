import { describe, expect, it } from "vitest";
import { MAX_LINE_QUANTITY } from "@shared/cart";
import { addLine, parseStoredCart, setLineNotes, setLineQuantity } from "~/features/cart/cart-store";
import { horchata, maciza } from "../setup/cart-items";

describe("cart rules (SPEC.md section 4)", () => {
  it("adds a new line with the item id plus a timestamp", () => {
    const lines = addLine([], maciza, 2, undefined, 1700000000000);
    expect(lines).toEqual([{ id: "item-1-1700000000000", menuItem: maciza, quantity: 2, notes: "" }]);
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
    const good = { id: "x-1", menuItem: maciza, quantity: 2, notes: "" };
    const stored = JSON.stringify([good, { id: "y", quantity: "two" }, { ...good, quantity: 0 }]);
    expect(parseStoredCart(stored)).toEqual([good]);
  });
});
