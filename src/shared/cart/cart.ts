import type { ItemSchedule } from "../ordering/schedule";
import type { ItemOptionGroupDto, PriceUnit } from "../menu/menu";
import { MAX_QUANTITY } from "../core/quantity";

/** docs/product.md 'Cart', 'Constants': the browser keeps the cart under this key. */
export const CART_STORAGE_KEY = "cart";
/**
 * The carts handed over to orders whose payment is not settled yet (web/features/cart/
 * pending-payment.ts): put back if the payment does not happen, dropped once it did.
 */
export const CART_PENDING_PAYMENT_STORAGE_KEY = "cart.pending_payment";
/** Orders awaiting payment whose carts the browser keeps at once; beyond that the oldest goes. */
export const MAX_PENDING_PAYMENTS = 10;
/** A line's quantity never exceeds this (the server refuses more too). */
export const MAX_LINE_QUANTITY = MAX_QUANTITY;
export const MAX_LINE_NOTES_LENGTH = 200;
export const MAX_CART_LINES = 50;

/** The item a cart line holds (docs/product.md 'Cart line record': menuItem), in cents. */
export interface CartMenuItem {
  id: string;
  name: string;
  priceCents: number;
  priceUnit: PriceUnit;
  /** The item's least quantity and step (shared/core/quantity.ts); 1 and 1 for carts stored before steps. */
  quantityMin: number;
  quantityStep: number;
  pricedByWeight: boolean;
  priceId: string | null;
  imageUrl: string | null;
  /** The category's name. */
  category: string;
}

/** One item of the browser's cart as the menu has it now (the cart page's check). */
export interface CartCheckItemDto extends CartMenuItem {
  /** On the menu now: available and not archived. */
  isAvailable: boolean;
  /** The item's choices now: a line whose chosen options are gone must be chosen again. */
  optionGroups: ItemOptionGroupDto[];
  /** When it can be ready (ADR 0014): the checkout's earliest time and its rules. */
  schedule: ItemSchedule;
}

/** Items not in the answer no longer exist. */
export interface CartCheckResponse {
  items: CartCheckItemDto[];
}
