import type { CartCheckItemDto, CartCheckResponse } from "@shared/cart";
import { cart, type CartLine } from "./cart-store";

/**
 * The cart page compares the stored cart with the menu as it is now (POST /api/cart/check):
 * a changed price is shown and the stored copy updated, an item that left the menu is shown
 * as such and not counted. /checkout asks the same (loading this module once it shows).
 */

export type LineStatus =
  | { kind: "ok" }
  | { kind: "priceChanged"; previousCents: number }
  /** On the menu but not available today, or archived. */
  | { kind: "unavailable" }
  /** Deleted from the menu. */
  | { kind: "gone" };

export interface CheckedLine {
  line: CartLine;
  status: LineStatus;
  /** Counted in the totals. */
  isPayable: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids worth asking about: the server refuses anything that is not a uuid. */
export function checkableItemIds(lines: readonly CartLine[]): string[] {
  return [...new Set(lines.map((line) => line.menuItem.id).filter((id) => UUID.test(id)))].sort();
}

/**
 * Updates the stored copy of each item (name, price, picture, category) to the server's.
 * Returns the same array when nothing changed, and the previous price of each item whose
 * price changed.
 */
export function syncLinesWithServer(
  lines: readonly CartLine[],
  items: readonly CartCheckItemDto[],
): { lines: readonly CartLine[]; previousPrices: Map<string, number> } {
  const byId = new Map(items.map((item) => [item.id, item]));
  const previousPrices = new Map<string, number>();
  let changed = false;
  const next = lines.map((line) => {
    const item = byId.get(line.menuItem.id);
    if (!item) return line;
    const current = line.menuItem;
    if (current.priceCents !== item.priceCents) previousPrices.set(item.id, current.priceCents);
    const same =
      current.name === item.name &&
      current.priceCents === item.priceCents &&
      current.priceUnit === item.priceUnit &&
      current.priceId === item.priceId &&
      current.imageUrl === item.imageUrl &&
      current.category === item.category;
    if (same) return line;
    changed = true;
    const { isAvailable: _isAvailable, ...menuItem } = item;
    return { ...line, menuItem };
  });
  return { lines: changed ? next : lines, previousPrices };
}

export interface CartCheckResult {
  /** The ids the server was asked about. */
  askedIds: Set<string>;
  /** The server's answer, by item id; an asked id that is absent is gone from the menu. */
  items: Map<string, CartCheckItemDto>;
  /** Items whose price changed since they were put in the cart: their earlier price. */
  previousPrices: Map<string, number>;
}

/** Each line with its status. Before the check answers (or when it failed) every line counts. */
export function checkLines(lines: readonly CartLine[], result: CartCheckResult | null): CheckedLine[] {
  return lines.map((line) => {
    const id = line.menuItem.id;
    if (!UUID.test(id)) return { line, status: { kind: "gone" }, isPayable: false };
    // Not checked (yet): a line added while the check was under way is checked next.
    if (!result || !result.askedIds.has(id)) return { line, status: { kind: "ok" }, isPayable: true };
    const item = result.items.get(id);
    if (!item) return { line, status: { kind: "gone" }, isPayable: false };
    if (!item.isAvailable) return { line, status: { kind: "unavailable" }, isPayable: false };
    const previousCents = result.previousPrices.get(item.id);
    if (previousCents !== undefined && previousCents !== line.menuItem.priceCents) {
      return { line, status: { kind: "priceChanged", previousCents }, isPayable: true };
    }
    return { line, status: { kind: "ok" }, isPayable: true };
  });
}

export async function fetchCartCheck(itemIds: string[], signal?: AbortSignal): Promise<CartCheckResponse> {
  const response = await fetch("/api/cart/check", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ itemIds }),
    signal,
  });
  if (!response.ok) throw new Error(`cart check failed: ${response.status}`);
  return (await response.json()) as CartCheckResponse;
}

/** Asks about these items and updates the stored cart to today's names and prices. */
export async function runCartCheck(itemIds: string[], signal: AbortSignal): Promise<CartCheckResult> {
  const { items } = await fetchCartCheck(itemIds, signal);
  let previousPrices = new Map<string, number>();
  cart.update((current) => {
    const synced = syncLinesWithServer(current, items);
    previousPrices = synced.previousPrices;
    return synced.lines;
  });
  return { askedIds: new Set(itemIds), items: new Map(items.map((item) => [item.id, item])), previousPrices };
}
