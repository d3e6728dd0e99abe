import type { PriceUnit } from "./menu";

/** SPEC.md section 4 'Cart' and section 9: the browser keeps the cart under this key. */
export const CART_STORAGE_KEY = "cart";
/** A line's quantity never exceeds this (the server refuses more too). */
export const MAX_LINE_QUANTITY = 99;
export const MAX_LINE_NOTES_LENGTH = 200;
export const MAX_CART_LINES = 50;

/** One item of the browser's cart as the menu has it now (the cart page's check). */
export interface CartCheckItemDto {
  id: string;
  name: string;
  priceCents: number;
  priceUnit: PriceUnit;
  priceId: string | null;
  imageUrl: string | null;
  /** The category's name. */
  category: string;
  /** On the menu now: available and not archived. */
  isAvailable: boolean;
}

/** Items not in the answer no longer exist. */
export interface CartCheckResponse {
  items: CartCheckItemDto[];
}
