import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addLine } from "~/features/cart/add-to-cart";
import { maciza } from "../setup/cart-items";

/** The store with a fake browser: localStorage and the window's storage event. */
describe("cart store: update()", () => {
  let stored: Map<string, string>;
  let writes: number;

  beforeEach(() => {
    vi.resetModules();
    stored = new Map();
    writes = 0;
    vi.stubGlobal("window", {
      localStorage: {
        getItem: (key: string) => stored.get(key) ?? null,
        setItem: (key: string, value: string) => {
          writes++;
          stored.set(key, value);
        },
        removeItem: (key: string) => stored.delete(key),
      },
      addEventListener: () => {},
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("saves the transition's result under 'cart'", async () => {
    const { cart } = await import("~/features/cart/cart-store");
    cart.update((lines) => addLine(lines, maciza, 2));
    cart.update((lines) => lines.map((line) => ({ ...line, menuItem: { ...line.menuItem, priceCents: 1699 } })));
    // Stored in docs/product.md's fields: the price in dollars (tests/unit/cart-store-storage.test.ts).
    const saved = JSON.parse(stored.get("cart")!) as { quantity: number; menuItem: { price: number } }[];
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ quantity: 2, menuItem: { price: 16.99 } });
  });

  it("writes nothing (and tells no other tab) when the transition changes nothing", async () => {
    const { cart } = await import("~/features/cart/cart-store");
    cart.update((lines) => addLine(lines, maciza, 1));
    const before = writes;
    cart.update((lines) => lines);
    expect(writes).toBe(before);
  });
});
