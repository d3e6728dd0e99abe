import { useSyncExternalStore } from "react";
import { CART_STORAGE_KEY, MAX_CART_LINES, MAX_LINE_NOTES_LENGTH, type CartMenuItem } from "@shared/cart/cart";
import type { PriceUnit } from "@shared/menu/menu";
import { type ChosenOption } from "@shared/menu/options";
import { unitPriceWithOptions } from "@shared/menu/option-rules";
import { lineTotalCents } from "@shared/orders/order-totals";
import { snapQuantity } from "@shared/orders/quantity-rules";

/**
 * The cart, kept in the browser (docs/product.md 'Cart'): saved to localStorage under `cart` on
 * every change, in the fields of docs/product.md 'Cart line record' (toStoredLine), loaded at start, unparseable data
 * discarded, other tabs kept in step through the `storage` event. Prices here are for display;
 * the server prices every order itself. At checkout the cart is handed over to its order until
 * the payment is settled (pending-payment.ts). Adding to it is add-to-cart.ts, loaded on the
 * first Add to Cart: every page loads this module for the header's count.
 *
 * Quantities are numbers in the item's unit on its steps (1.5 lb; pieces whole, ADR 0013), and
 * a line carries the butcher's choices made on the menu card: the same item with other choices
 * is another line.
 */

export type { CartMenuItem };

export interface CartLine {
  /** Item id plus a timestamp. */
  id: string;
  menuItem: CartMenuItem;
  /** In the item's unit, on its steps from its minimum. */
  quantity: number;
  notes: string;
  /** The choices as the menu priced them when the line was added (or last checked). */
  options: ChosenOption[];
}

export interface CartState {
  lines: readonly CartLine[];
  /**
   * The header's badge. The original specification said "the sum of quantities" (docs/product.md 'Where the shop differs from the original
   * specification'), which stops meaning anything once pounds and pieces mix (1.5 lb of carnitas and 2 horchatas are not 3.5 things):
   * pieces are summed and a line sold by the pound counts 1, whatever it weighs.
   */
  count: number;
  /** Sum of each line's unit price (with its options) × quantity, rounded once per line, in cents. */
  totalCents: number;
}

const EMPTY: CartState = { lines: [], count: 0, totalCents: 0 };

/** What a line's unit costs with its choices, cents. */
export const linePriceCents = (line: CartLine): number => unitPriceWithOptions(line.menuItem.priceCents, line.options);

export function summarize(lines: readonly CartLine[]): CartState {
  if (lines.length === 0) return EMPTY;
  let count = 0;
  let totalCents = 0;
  for (const line of lines) {
    count += line.menuItem.priceUnit === "lb" ? 1 : line.quantity;
    totalCents += lineTotalCents(linePriceCents(line), line.quantity);
  }
  return { lines, count, totalCents };
}

const isString = (value: unknown): value is string => typeof value === "string";
const stringOrNull = (value: unknown) => (isString(value) ? value : null);
const positive = (value: unknown, fallback: number) => (typeof value === "number" && value > 0 && value < 1e6 ? value : fallback);

/**
 * A line as browser storage keeps it: the fields of docs/product.md 'Cart line record', in its words, the price in
 * dollars; ours after them: the item's `price_unit`, `quantity_min`, `quantity_step` and
 * `priced_by_weight`, and the line's `options` (as the order keeps them: cents).
 */
export interface StoredCartLine {
  id: string;
  menuItem: {
    id: string;
    name: string;
    price: number;
    price_id: string | null;
    image_url: string | null;
    category: string;
    price_unit: PriceUnit;
    quantity_min: number;
    quantity_step: number;
    priced_by_weight: boolean;
  };
  quantity: number;
  notes: string;
  options: ChosenOption[];
}

/** Integer cents stay the truth in memory: 1599 is stored as 15.99 and read back with Math.round. */
export function toStoredLine({ id, menuItem: item, quantity, notes, options }: CartLine): StoredCartLine {
  return {
    id,
    menuItem: {
      id: item.id,
      name: item.name,
      price: item.priceCents / 100,
      price_id: item.priceId,
      image_url: item.imageUrl,
      category: item.category,
      price_unit: item.priceUnit,
      quantity_min: item.quantityMin,
      quantity_step: item.quantityStep,
      priced_by_weight: item.pricedByWeight,
    },
    quantity,
    notes,
    options,
  };
}

export const serializeCart = (lines: readonly CartLine[]) => JSON.stringify(lines.map(toStoredLine));

/** A stored choice, or null when any of its fields is missing. */
function parseOption(value: unknown): ChosenOption | null {
  const o = (value ?? {}) as Record<string, unknown>;
  const { groupId, groupName, optionId, name, priceDeltaCents } = o;
  return isString(groupId) && isString(groupName) && isString(optionId) && isString(name) && Number.isSafeInteger(priceDeltaCents)
    ? { groupId, groupName, optionId, name, priceDeltaCents: priceDeltaCents as number }
    : null;
}

/**
 * Reads a stored line: the spec's shape, or the one this store wrote before (priceCents,
 * priceId, imageUrl, priceUnit). Carts stored before selling by weight (ADR 0013) have whole quantities and no
 * minimum, step or choices: 1, 1 and none (the cart check then brings the item's own).
 */
function parseLine(value: unknown): CartLine | null {
  if (typeof value !== "object" || value === null) return null;
  const line = value as Record<string, unknown>;
  const item = line.menuItem as Record<string, unknown> | null | undefined;
  if (!isString(line.id) || typeof item !== "object" || item === null) return null;
  if (!isString(item.id) || !isString(item.name) || !isString(item.category)) return null;
  const priceCents = typeof item.price === "number" ? Math.round(item.price * 100) : item.priceCents;
  if (!Number.isSafeInteger(priceCents) || (priceCents as number) <= 0) return null;
  const stored = line.options ?? [];
  const options = Array.isArray(stored) ? stored.map(parseOption) : [null];
  if (options.includes(null)) return null;
  const menuItem: CartMenuItem = {
    id: item.id,
    name: item.name,
    priceCents: priceCents as number,
    priceUnit: (item.price_unit ?? item.priceUnit) === "lb" ? "lb" : "each",
    quantityMin: positive(item.quantity_min ?? item.quantityMin, 1),
    quantityStep: positive(item.quantity_step ?? item.quantityStep, 1),
    pricedByWeight: (item.priced_by_weight ?? item.pricedByWeight) === true,
    priceId: stringOrNull(item.price_id ?? item.priceId),
    imageUrl: stringOrNull(item.image_url ?? item.imageUrl),
    category: item.category,
  };
  const quantity = positive(line.quantity, 0);
  if (!quantity) return null;
  return {
    id: line.id,
    menuItem,
    quantity: snapQuantity(quantity, menuItem),
    notes: isString(line.notes) ? line.notes.slice(0, MAX_LINE_NOTES_LENGTH) : "",
    options: options as ChosenOption[],
  };
}

/** Stored lines (parsed JSON) → the cart's lines; invalid ones are dropped. */
export function parseLines(value: unknown): CartLine[] {
  return Array.isArray(value)
    ? value
        .map(parseLine)
        .filter((line): line is CartLine => line !== null)
        .slice(0, MAX_CART_LINES)
    : [];
}

/** Reads the stored cart; anything unparseable yields an empty cart (and is removed). */
export function parseStoredCart(text: string | null): CartLine[] {
  if (!text) return [];
  try {
    return parseLines(JSON.parse(text));
  } catch {
    return [];
  }
}

// ---- pure transitions (unit-tested) -------------------------------------------------------

/** A quantity of 0 or less removes the line (docs/product.md 'Cart'); any other lands on the item's steps. */
export function setLineQuantity(lines: readonly CartLine[], lineId: string, quantity: number): CartLine[] {
  if (!(quantity > 0)) return lines.filter((line) => line.id !== lineId);
  return lines.map((line) => (line.id === lineId ? { ...line, quantity: snapQuantity(quantity, line.menuItem) } : line));
}

export function setLineNotes(lines: readonly CartLine[], lineId: string, notes: string): CartLine[] {
  return lines.map((line) => (line.id === lineId ? { ...line, notes: notes.slice(0, MAX_LINE_NOTES_LENGTH) } : line));
}

// ---- the store ---------------------------------------------------------------------------

let state: CartState = EMPTY;
let loaded = false;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // storage disabled (private mode, policy)
  }
}

function ensureLoaded() {
  if (loaded || typeof window === "undefined") return;
  loaded = true;
  const store = storage();
  const raw = store?.getItem(CART_STORAGE_KEY) ?? null;
  const lines = parseStoredCart(raw);
  if (raw !== null && lines.length === 0) store?.removeItem(CART_STORAGE_KEY);
  // A cart stored in an earlier shape (or with lines dropped) is written again, in today's.
  else if (raw !== null && serializeCart(lines) !== raw) save(lines);
  state = summarize(lines);
  window.addEventListener("storage", (event) => {
    if (event.key !== CART_STORAGE_KEY && event.key !== null) return;
    state = summarize(parseStoredCart(event.newValue));
    emit();
  });
}

function emit() {
  for (const listener of listeners) listener();
}

function save(lines: readonly CartLine[]) {
  try {
    storage()?.setItem(CART_STORAGE_KEY, serializeCart(lines));
  } catch {
    // Quota exceeded or storage disabled: the cart still works for this page's life.
  }
}

function commit(lines: CartLine[]) {
  state = summarize(lines);
  save(lines);
  emit();
}

export const cart = {
  setQuantity(lineId: string, quantity: number) {
    ensureLoaded();
    commit(setLineQuantity(state.lines, lineId, quantity));
  },
  setNotes(lineId: string, notes: string) {
    ensureLoaded();
    commit(setLineNotes(state.lines, lineId, notes));
  },
  remove(lineId: string) {
    ensureLoaded();
    commit(state.lines.filter((line) => line.id !== lineId));
  },
  clear() {
    ensureLoaded();
    commit([]);
  },
  /** Applies a pure transition to the lines; nothing is written when it returns the same array. */
  update(transition: (lines: readonly CartLine[]) => readonly CartLine[]) {
    ensureLoaded();
    const next = transition(state.lines);
    if (next !== state.lines) commit([...next]);
  },
};

export function subscribeToCart(listener: () => void) {
  ensureLoaded();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function cartSnapshot(): CartState {
  ensureLoaded();
  return state;
}

/** The server renders an empty cart; the stored one fills in right after hydration. */
export function useCart(): CartState {
  return useSyncExternalStore(subscribeToCart, cartSnapshot, () => EMPTY);
}
