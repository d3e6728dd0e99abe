import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseStoredCart, serializeCart, type CartLine, type CartMenuItem } from "~/features/cart/cart-store";
import { horchata, maciza as macizaItem } from "../setup/cart-items";

/** With a price id and a picture, so the stored JSON shows both. */
const maciza: CartMenuItem = { ...macizaItem, priceId: "price_123", imageUrl: "/uploads/products/maciza.webp" };

/** The cart as SPEC.md section 3 names a line's fields, our price_unit after them. */
const SPEC_SHAPE =
  '[{"id":"item-1-1700000000000","menuItem":{"id":"item-1","name":"Carnitas Maciza","price":15.99,"price_id":"price_123","image_url":"/uploads/products/maciza.webp","category":"Carnitas","price_unit":"lb"},"quantity":2,"notes":"extra crispy"}]';
/** The same cart as this store wrote it before. */
const OLD_SHAPE = JSON.stringify([{ id: "item-1-1700000000000", menuItem: maciza, quantity: 2, notes: "extra crispy" }]);
const LINE: CartLine = { id: "item-1-1700000000000", menuItem: maciza, quantity: 2, notes: "extra crispy" };

describe("the stored cart's shape (SPEC.md section 3 'Cart line')", () => {
  it("reads the spec's fields into integer cents", () => {
    expect(parseStoredCart(SPEC_SHAPE)).toEqual([LINE]);
  });

  it("reads the shape this store wrote before", () => {
    expect(parseStoredCart(OLD_SHAPE)).toEqual([LINE]);
  });

  it("gets every price back to the exact cent: cents / 100 on the way out, Math.round(price × 100) on the way in", () => {
    for (let cents = 1; cents <= 100_000; cents++) {
      const [line] = parseStoredCart(serializeCart([{ ...LINE, menuItem: { ...maciza, priceCents: cents } }]));
      if (line?.menuItem.priceCents !== cents) expect.fail(`${cents} cents came back as ${line?.menuItem.priceCents}`);
    }
    const stored = (price: number) =>
      JSON.stringify([{ ...JSON.parse(SPEC_SHAPE)[0], menuItem: { ...JSON.parse(SPEC_SHAPE)[0].menuItem, price } }]);
    expect(
      [15.99, 19.99, 0.07, 0.1 + 0.2, 1599 / 100, 14.990000000000002].map(
        (price) => parseStoredCart(stored(price))[0]!.menuItem.priceCents,
      ),
    ).toEqual([1599, 1999, 7, 30, 1599, 1499]);
  });

  it("drops lines whose price is not a positive amount", () => {
    const stored = (price: unknown) =>
      JSON.stringify([{ ...JSON.parse(SPEC_SHAPE)[0], menuItem: { ...JSON.parse(SPEC_SHAPE)[0].menuItem, price } }]);
    for (const price of [0, -1.5, "15.99", null, 1e300]) expect(parseStoredCart(stored(price)), String(price)).toEqual([]);
  });
});

/** The store with a fake browser: localStorage and the window's storage event. */
describe("cart store: what it writes to localStorage", () => {
  let stored: Map<string, string>;
  let writes: string[];

  beforeEach(() => {
    vi.resetModules();
    stored = new Map();
    writes = [];
    vi.stubGlobal("window", {
      localStorage: {
        getItem: (key: string) => stored.get(key) ?? null,
        setItem: (key: string, value: string) => {
          writes.push(key);
          stored.set(key, value);
        },
        removeItem: (key: string) => stored.delete(key),
      },
      addEventListener: () => {},
    });
    vi.spyOn(Date, "now").mockReturnValue(1700000000000);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const linesOf = async () => {
    const { cart } = await import("~/features/cart/cart-store");
    let lines: readonly CartLine[] = [];
    cart.update((current) => (lines = current));
    return lines;
  };

  it("saves exactly the spec's fields, in its order, the price in dollars", async () => {
    const { cart } = await import("~/features/cart/cart-store");
    cart.add(maciza, 2, "extra crispy");
    expect(stored.get("cart")).toBe(SPEC_SHAPE);
    cart.add(horchata, 1);
    expect(JSON.parse(stored.get("cart")!)[1]).toEqual({
      id: "item-2-1700000000000",
      menuItem: {
        id: "item-2",
        name: "Horchata",
        price: 4.5,
        price_id: null,
        image_url: null,
        category: "Sides & Drinks",
        price_unit: "each",
      },
      quantity: 1,
      notes: "",
    });
  });

  it("loads a cart in the spec's shape as it is, without writing", async () => {
    stored.set("cart", SPEC_SHAPE);
    expect(await linesOf()).toEqual([LINE]);
    expect(writes).toEqual([]);
  });

  it("reads a cart stored in the old shape once and writes it back in the spec's", async () => {
    stored.set("cart", OLD_SHAPE);
    expect(await linesOf()).toEqual([LINE]);
    expect(stored.get("cart")).toBe(SPEC_SHAPE);
    expect(writes).toEqual(["cart"]);

    // The next page load reads the new shape, and writes nothing.
    vi.resetModules();
    expect(await linesOf()).toEqual([LINE]);
    expect(writes).toEqual(["cart"]);
  });

  it("still discards unparseable data, and drops invalid lines", async () => {
    stored.set("cart", "{not json");
    expect(await linesOf()).toEqual([]);
    expect(stored.has("cart")).toBe(false);

    vi.resetModules();
    stored.set("cart", JSON.stringify([JSON.parse(OLD_SHAPE)[0], { id: "y", quantity: "two" }]));
    expect(await linesOf()).toEqual([LINE]);
    expect(stored.get("cart")).toBe(SPEC_SHAPE);
  });
});
