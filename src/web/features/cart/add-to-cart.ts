import { MAX_CART_LINES, MAX_LINE_NOTES_LENGTH } from "@shared/cart/cart";
import type { MenuCardItem } from "@shared/menu/menu";
import { optionKey, type ChosenOption } from "@shared/menu/options";
import { resolveOptions } from "@shared/menu/option-rules";
import { formatQuantity, fromThousandths, toThousandths } from "@shared/core/quantity";
import { snapQuantity } from "@shared/orders/quantity-rules";
import type { Texts } from "~/lib/texts";
import { notify } from "~/components/ui/toaster";
import { cart, type CartLine, type CartMenuItem } from "./cart-store";

/**
 * Adding to the cart: the add rule of docs/product.md 'Cart' and the menu card's Add to Cart. Loaded on
 * the first click (and by pending-payment.ts, which puts carts back by the same rule), so pages
 * do not carry it in their first load (ADR 0008).
 */

/** Two lines are the same line when they hold the same item with the same choices. */
const lineKey = (itemId: string, options: readonly ChosenOption[]) => `${itemId}|${optionKey(options.map((o) => o.optionId))}`;

/**
 * docs/product.md 'Cart': adding an item already in the cart (with the same choices) raises its
 * quantity by the added amount, on the item's steps and within its maximum, and keeps the old
 * note unless a new one is given. Otherwise a new line.
 */
export function addLine(
  lines: readonly CartLine[],
  menuItem: CartMenuItem,
  quantity: number,
  notes?: string,
  options: readonly ChosenOption[] = [],
  now = Date.now(),
): CartLine[] {
  if (!(quantity > 0)) return [...lines];
  const newNotes = notes?.trim() ? notes.trim().slice(0, MAX_LINE_NOTES_LENGTH) : undefined;
  const key = lineKey(menuItem.id, options);
  const existing = lines.find((line) => lineKey(line.menuItem.id, line.options) === key);
  if (existing) {
    return lines.map((line) =>
      line === existing
        ? {
            ...line,
            menuItem,
            quantity: snapQuantity(fromThousandths(toThousandths(line.quantity) + toThousandths(quantity)), menuItem),
            notes: newNotes ?? line.notes,
          }
        : line,
    );
  }
  if (lines.length >= MAX_CART_LINES) return [...lines];
  return [
    ...lines,
    { id: `${menuItem.id}-${now}`, menuItem, quantity: snapQuantity(quantity, menuItem), notes: newNotes ?? "", options: [...options] },
  ];
}

export function toCartMenuItem(item: MenuCardItem): CartMenuItem {
  return {
    id: item.id,
    name: item.name,
    priceCents: item.priceCents,
    priceUnit: item.priceUnit,
    quantityMin: item.quantityMin,
    quantityStep: item.quantityStep,
    pricedByWeight: item.pricedByWeight,
    priceId: item.priceId,
    imageUrl: item.imageUrl,
    category: item.category.name,
  };
}

/**
 * The menu card's Add to Cart: the item with its chosen options (as the menu prices them now)
 * and the quantity, announced. False when the choices do not fit the item's groups (the card
 * keeps its button disabled then).
 */
export function addToCart(
  item: MenuCardItem,
  quantity: number,
  optionIds: readonly string[],
  menuTexts: Pick<Texts<"menuTexts">, "addedToCart">,
): boolean {
  const resolved = resolveOptions(item.optionGroups, optionIds);
  if (!resolved.ok) return false;
  cart.update((lines) => addLine(lines, toCartMenuItem(item), quantity, undefined, resolved.chosen));
  notify("success", menuTexts.addedToCart(item.name, formatQuantity(quantity, item.priceUnit), item.priceUnit));
  return true;
}
