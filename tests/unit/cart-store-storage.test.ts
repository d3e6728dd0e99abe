import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addLine } from "~/features/cart/add-to-cart";
import { parseStoredCart, serializeCart, summarize, type CartLine, type CartMenuItem } from "~/features/cart/cart-store";
import { arrachera, horchata, maciza as macizaItem, MIXED_STYLE } from "../setup/cart-items";

/** With a price id and a picture, so the stored JSON shows both. */
const maciza: CartMenuItem = { ...macizaItem, priceId: "price_123", imageUrl: "/uploads/products/maciza.webp" };

/**
 * The cart as docs/product.md 'Cart line record' names a line's fields; ours after them: the item's price_unit,
 * quantity_min, quantity_step and priced_by_weight, the line's options.
 */
const SPEC_SHAPE =
  '[{"id":"item-1-1700000000000","menuItem":{"id":"item-1","name":"Carnitas Maciza","price":15.99,"price_id":"price_123","image_url":"/uploads/products/maciza.webp","category":"Carnitas","price_unit":"lb","quantity_min":0.5,"quantity_step":0.5,"priced_by_weight":false},"quantity":2,"notes":"extra crispy","options":[]}]';
/** The same cart as this store wrote it before it stored docs/product.md's fields (in memory's names, cents). */
const OLD_SHAPE = JSON.stringify([{ id: "item-1-1700000000000", menuItem: maciza, quantity: 2, notes: "extra crispy" }]);
const LINE: CartLine = { id: "item-1-1700000000000", menuItem: maciza, quantity: 2, notes: "extra crispy", options: [] };
/** The cart as stored before selling by weight (ADR 0013): whole quantities, no minimum, step, weighing or choices. */
const BEFORE_STEPS =
  '[{"id":"item-1-1700000000000","menuItem":{"id":"item-1","name":"Carnitas Maciza","price":15.99,"price_id":"price_123","image_url":"/uploads/products/maciza.webp","category":"Carnitas","price_unit":"lb"},"quantity":2,"notes":"extra crispy"}]';

describe("the stored cart's shape (docs/product.md 'Cart line record')", () => {
  it("reads the spec's fields into integer cents", () => {
    expect(parseStoredCart(SPEC_SHAPE)).toEqual([LINE]);
  });

  it("reads the shape this store wrote before", () => {
    expect(parseStoredCart(OLD_SHAPE)).toEqual([LINE]);
  });

  it("reads a cart stored before quantities had steps and lines had choices: 1 and 1, none (the cart check brings the item's own)", () => {
    expect(parseStoredCart(BEFORE_STEPS)).toEqual([
      { ...LINE, menuItem: { ...maciza, quantityMin: 1, quantityStep: 1, pricedByWeight: false }, options: [] },
    ]);
  });

  it("keeps a line's choices and weights as stored, and puts a quantity off its steps on them", () => {
    const line: CartLine = { ...LINE, quantity: 1.5, options: [MIXED_STYLE] };
    expect(parseStoredCart(serializeCart([line]))).toEqual([line]);
    const offStep = JSON.parse(serializeCart([line])) as [{ quantity: number }];
    offStep[0].quantity = 1.7;
    expect(parseStoredCart(JSON.stringify(offStep))[0]!.quantity).toBe(1.5);
    offStep[0].quantity = 0.2;
    expect(parseStoredCart(JSON.stringify(offStep))[0]!.quantity).toBe(0.5);
  });

  it("drops a line whose stored choices are not readable", () => {
    const stored = (options: unknown) => JSON.stringify([{ ...JSON.parse(SPEC_SHAPE)[0], options }]);
    for (const options of [{}, "Maciza", [null], [{ ...MIXED_STYLE, priceDeltaCents: "-200" }], [{ ...MIXED_STYLE, optionId: 7 }]]) {
      expect(parseStoredCart(stored(options)), JSON.stringify(options)).toEqual([]);
    }
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
    cart.update((lines) => addLine(lines, maciza, 2, "extra crispy"));
    expect(stored.get("cart")).toBe(SPEC_SHAPE);
    cart.update((lines) => addLine(lines, horchata, 1));
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
        quantity_min: 1,
        quantity_step: 1,
        priced_by_weight: false,
      },
      quantity: 1,
      notes: "",
      options: [],
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

  it("reads a cart stored before selling by weight (ADR 0013) once and writes it back with the new fields", async () => {
    stored.set("cart", BEFORE_STEPS);
    const lines = await linesOf();
    expect(lines[0]).toMatchObject({ quantity: 2, options: [], menuItem: { quantityMin: 1, quantityStep: 1 } });
    expect(JSON.parse(stored.get("cart")!)[0]).toMatchObject({
      menuItem: { quantity_min: 1, quantity_step: 1, priced_by_weight: false },
      options: [],
    });
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

/**
 * The header's count: the original specification's "sum of quantities" would add pounds to pieces, so pieces are
 * summed and a line sold by the pound counts 1.
 */
describe("the cart's count and total", () => {
  it("sums pieces and counts each line by the pound once", () => {
    let lines = addLine([], horchata, 3);
    lines = addLine(lines, maciza, 1.5);
    lines = addLine(lines, arrachera, 2.5);
    expect(summarize(lines).count).toBe(5);
    expect(summarize([]).count).toBe(0);
  });

  it("prices each line with its choices, rounded once per line", () => {
    const lines = addLine(addLine([], maciza, 1.5, undefined, [MIXED_STYLE]), horchata, 2);
    // (1599 − 200) × 1.5 = 2098.5 → 2099; 450 × 2 = 900.
    expect(summarize(lines).totalCents).toBe(2999);
  });
});
