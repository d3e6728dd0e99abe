import { fetchCartCheck, syncLinesWithServer, type CartCheckResult } from "~/features/cart/cart-check";
import { cart } from "~/features/cart/cart-store";

/**
 * The cart page's check (features/cart/cart-check.ts, POST /api/cart/check) for /checkout: what
 * the cart's items cost now and whether they are still on the menu. Loaded once the page shows,
 * so the checkout's first load stays within its budget (ADR 0008).
 */
export { checkableItemIds, checkLines } from "~/features/cart/cart-check";

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
