import type { OrderLineDto } from "@shared/orders/orders";
import { addLine } from "~/features/cart/add-to-cart";
import { cart, type CartMenuItem } from "~/features/cart/cart-store";

/**
 * 'Order again' (ADR 0016): a past order's lines go back in the cart as they were ordered, at
 * the unit price of that day. The cart page then checks each against today's menu, as it does
 * any stored cart: a new price is shown as changed and charged, an item no longer offered is
 * marked and left out, choices the item no longer has must be made again. Loaded on the tap.
 */
export function putOrderBackInCart(lines: readonly OrderLineDto[], now = Date.now()): void {
  cart.update((current) =>
    lines.reduce((next, line) => addLine(next, asOrdered(line), line.quantity, line.notes ?? undefined, line.options, now), current),
  );
}

/** The item as the order knew it; the cart check puts in today's name, price, steps and picture. */
function asOrdered(line: OrderLineDto): CartMenuItem {
  const optionsCents = line.options.reduce((sum, option) => sum + option.priceDeltaCents, 0);
  return {
    id: line.itemId,
    name: line.name,
    priceCents: line.priceCents - optionsCents,
    priceUnit: line.unit,
    // Any quantity as ordered: the item's own steps arrive with the check.
    quantityMin: 0.001,
    quantityStep: 0.001,
    pricedByWeight: line.pricedByWeight,
    priceId: null,
    imageUrl: null,
    category: "",
  };
}
