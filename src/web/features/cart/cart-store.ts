import { useSyncExternalStore } from "react";
import { CART_STORAGE_KEY, MAX_CART_LINES, MAX_LINE_NOTES_LENGTH, MAX_LINE_QUANTITY, type CartMenuItem } from "@shared/cart";
import type { MenuItemDto, PriceUnit } from "@shared/menu";

/**
 * The cart, kept in the browser (SPEC.md section 4): saved to localStorage under `cart` on
 * every change, in SPEC.md section 3's fields (toStoredLine), loaded at start, unparseable data
 * discarded, other tabs kept in step through the `storage` event. Prices here are for display;
 * the server prices every order itself. At checkout the cart is handed over to its order until
 * the payment is settled (pending-payment.ts).
 */

export type { CartMenuItem };

export interface CartLine {
  /** Item id plus a timestamp. */
  id: string;
  menuItem: CartMenuItem;
  quantity: number;
  notes: string;
}

export interface CartState {
  lines: readonly CartLine[];
  /** Sum of quantities. */
  count: number;
  /** Sum of quantity × price, in cents. */
  totalCents: number;
}

const EMPTY: CartState = { lines: [], count: 0, totalCents: 0 };

function summarize(lines: readonly CartLine[]): CartState {
  if (lines.length === 0) return EMPTY;
  let count = 0;
  let totalCents = 0;
  for (const line of lines) {
    count += line.quantity;
    totalCents += line.quantity * line.menuItem.priceCents;
  }
  return { lines, count, totalCents };
}

const isString = (value: unknown): value is string => typeof value === "string";
const stringOrNull = (value: unknown) => (isString(value) ? value : null);

/**
 * A line as browser storage keeps it: SPEC.md section 3's fields, in its words, the price in
 * dollars; `price_unit` (the menu sells by the pound) is ours, after them.
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
  };
  quantity: number;
  notes: string;
}

/** Integer cents stay the truth in memory: 1599 is stored as 15.99 and read back with Math.round. */
export function toStoredLine({ id, menuItem: item, quantity, notes }: CartLine): StoredCartLine {
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
    },
    quantity,
    notes,
  };
}

export const serializeCart = (lines: readonly CartLine[]) => JSON.stringify(lines.map(toStoredLine));

/** Reads a stored line: the spec's shape, or the one this store wrote before (priceCents, priceId, imageUrl, priceUnit). */
function parseLine(value: unknown): CartLine | null {
  if (typeof value !== "object" || value === null) return null;
  const line = value as Record<string, unknown>;
  const item = line.menuItem as Record<string, unknown> | null | undefined;
  if (!isString(line.id) || typeof item !== "object" || item === null) return null;
  const quantity = line.quantity;
  if (typeof quantity !== "number" || !Number.isInteger(quantity) || quantity < 1) return null;
  if (!isString(item.id) || !isString(item.name) || !isString(item.category)) return null;
  const priceCents = typeof item.price === "number" ? Math.round(item.price * 100) : item.priceCents;
  if (!Number.isSafeInteger(priceCents) || (priceCents as number) <= 0) return null;
  return {
    id: line.id,
    quantity: Math.min(quantity, MAX_LINE_QUANTITY),
    notes: isString(line.notes) ? line.notes.slice(0, MAX_LINE_NOTES_LENGTH) : "",
    menuItem: {
      id: item.id,
      name: item.name,
      priceCents: priceCents as number,
      priceUnit: (item.price_unit ?? item.priceUnit) === "lb" ? "lb" : "each",
      priceId: stringOrNull(item.price_id ?? item.priceId),
      imageUrl: stringOrNull(item.image_url ?? item.imageUrl),
      category: item.category,
    },
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

export function addLine(
  lines: readonly CartLine[],
  menuItem: CartMenuItem,
  quantity: number,
  notes?: string,
  now = Date.now(),
): CartLine[] {
  if (!Number.isInteger(quantity) || quantity < 1) return [...lines];
  const newNotes = notes?.trim() ? notes.trim().slice(0, MAX_LINE_NOTES_LENGTH) : undefined;
  const existing = lines.find((line) => line.menuItem.id === menuItem.id);
  if (existing) {
    return lines.map((line) =>
      line === existing
        ? {
            ...line,
            menuItem,
            quantity: Math.min(line.quantity + quantity, MAX_LINE_QUANTITY),
            notes: newNotes ?? line.notes,
          }
        : line,
    );
  }
  if (lines.length >= MAX_CART_LINES) return [...lines];
  return [...lines, { id: `${menuItem.id}-${now}`, menuItem, quantity: Math.min(quantity, MAX_LINE_QUANTITY), notes: newNotes ?? "" }];
}

export function setLineQuantity(lines: readonly CartLine[], lineId: string, quantity: number): CartLine[] {
  if (!Number.isFinite(quantity) || quantity <= 0) return lines.filter((line) => line.id !== lineId);
  const clamped = Math.min(Math.floor(quantity), MAX_LINE_QUANTITY);
  return lines.map((line) => (line.id === lineId ? { ...line, quantity: clamped } : line));
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
  add(menuItem: CartMenuItem, quantity: number, notes?: string) {
    ensureLoaded();
    commit(addLine(state.lines, menuItem, quantity, notes));
  },
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

function subscribe(listener: () => void) {
  ensureLoaded();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): CartState {
  ensureLoaded();
  return state;
}

/** The server renders an empty cart; the stored one fills in right after hydration. */
export function useCart(): CartState {
  return useSyncExternalStore(subscribe, getSnapshot, () => EMPTY);
}

export function toCartMenuItem(item: MenuItemDto): CartMenuItem {
  return {
    id: item.id,
    name: item.name,
    priceCents: item.priceCents,
    priceUnit: item.priceUnit,
    priceId: item.priceId,
    imageUrl: item.imageUrl,
    category: item.category.name,
  };
}
