import type { CartCheckItemDto, CartCheckResponse } from "@shared/cart/cart";
import { resolveOptions, unitPriceWithOptions } from "@shared/menu/option-rules";
import { snapQuantity } from "@shared/orders/quantity-rules";
import { apiFetch } from "~/lib/api-fetch";
import { cart, linePriceCents, type CartLine, type CartMenuItem } from "./cart-store";

/**
 * The cart page compares the stored cart with the menu as it is now (POST /api/cart/check):
 * a changed price is shown and the stored copy updated, an item that left the menu is shown
 * as such and not counted, and so is a line whose choices the item no longer offers (it must be
 * chosen again on the menu). /checkout asks the same (loading this module once it shows).
 */

export type LineStatus =
  | { kind: "ok" }
  /** The unit price with the line's choices changed: `previousCents` is the earlier one. */
  | { kind: "priceChanged"; previousCents: number }
  /** On the menu but not available today, or archived. */
  | { kind: "unavailable" }
  /** Deleted from the menu. */
  | { kind: "gone" }
  /** The item no longer offers one of the line's choices (or needs one the line lacks). */
  | { kind: "chooseAgain" };

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

/** The line's choices as the item offers them now, or null when they no longer fit its groups (or price it at nothing). */
function currentOptions(line: CartLine, item: CartCheckItemDto) {
  const resolved = resolveOptions(
    item.optionGroups,
    line.options.map((option) => option.optionId),
  );
  return resolved.ok && unitPriceWithOptions(item.priceCents, resolved.chosen) > 0 ? resolved.chosen : null;
}

/**
 * Updates the stored copy of each item (name, price, unit, steps, picture, category) and of each
 * line's choices (names and price changes) to the server's; a quantity off the item's new steps
 * moves onto them, and a required choice the line lacks takes the item's default. Choices that
 * no longer fit are left as they are (checkLines marks the line). Returns the same array when
 * nothing changed, and the previous unit price of each line (by line id) whose price changed.
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
    const { isAvailable: _isAvailable, optionGroups: _optionGroups, schedule: _schedule, ...menuItem } = item;
    const options = currentOptions(line, item) ?? line.options;
    const synced: CartLine = { ...line, menuItem, options, quantity: snapQuantity(line.quantity, menuItem) };
    const before = linePriceCents(line);
    if (linePriceCents(synced) !== before) previousPrices.set(line.id, before);
    const same =
      synced.quantity === line.quantity &&
      JSON.stringify(options) === JSON.stringify(line.options) &&
      (Object.keys(menuItem) as (keyof CartMenuItem)[]).every((key) => menuItem[key] === line.menuItem[key]);
    if (same) return line;
    changed = true;
    return synced;
  });
  return { lines: changed ? next : lines, previousPrices };
}

export interface CartCheckResult {
  /** The ids the server was asked about. */
  askedIds: Set<string>;
  /** The server's answer, by item id; an asked id that is absent is gone from the menu. */
  items: Map<string, CartCheckItemDto>;
  /** Lines whose unit price changed since they were put in the cart: their earlier price, by line id. */
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
    if (!currentOptions(line, item)) return { line, status: { kind: "chooseAgain" }, isPayable: false };
    const previousCents = result.previousPrices.get(line.id);
    if (previousCents !== undefined && previousCents !== linePriceCents(line)) {
      return { line, status: { kind: "priceChanged", previousCents }, isPayable: true };
    }
    return { line, status: { kind: "ok" }, isPayable: true };
  });
}

export async function fetchCartCheck(itemIds: string[], signal?: AbortSignal): Promise<CartCheckResponse> {
  const response = await apiFetch("/api/cart/check", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ itemIds }),
    signal,
  });
  if (!response.ok) throw new Error(`cart check failed: ${response.status}`);
  return (await response.json()) as CartCheckResponse;
}

/** Asks about these items and updates the stored cart to today's names, prices and choices. */
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
