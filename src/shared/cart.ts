/** SPEC.md section 4 'Cart' and section 9: the browser keeps the cart under this key. */
export const CART_STORAGE_KEY = "cart";
/** A line's quantity never exceeds this (the server refuses more too). */
export const MAX_LINE_QUANTITY = 99;
export const MAX_LINE_NOTES_LENGTH = 200;
export const MAX_CART_LINES = 50;
