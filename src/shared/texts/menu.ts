import type { PriceUnit } from "../menu/menu";

/**
 * Words of the menu item card (docs/product.md 'Menu item card'), on /menu and the home page's
 * featured items; the menu page's own words are menuPageTexts (texts/menu-page.ts), so the home
 * page does not load them.
 */
export const menuTexts = {
  addToCart: "Add to Cart",
  /** The quantity as shown: '1.5 lb' by the pound, '2' for pieces. */
  addedToCart: (name: string, quantity: string, unit: PriceUnit) =>
    unit === "lb" ? `Added ${quantity} of ${name} to your cart` : `Added ${quantity} × ${name} to your cart`,
  /** Add to Cart's code could not be loaded (no connection). */
  addFailed: "Could not add to your cart. Please check your connection and try again.",
  unavailable: "Currently Unavailable",
  quantity: "Quantity",
  increaseQuantity: "Increase quantity",
  decreaseQuantity: "Decrease quantity",
  perUnit: { each: "", lb: "/lb" },
  perUnitLabel: { each: "each", lb: "per pound" },
  pricedByWeight: "Priced by weight: charged for what we weigh",
  /** A group of choices that may be left empty. */
  optional: "optional",
  /** The pick of an optional single-choice group that chooses nothing. */
  noChoice: "None",
  upTo: (max: number) => `up to ${max}`,
  /** Why Add to Cart is disabled: a required group has fewer picks than it needs. */
  chooseFirst: (group: string, min: number) =>
    min > 1 ? `Please choose at least ${min}: ${group}.` : `Please choose a ${group.toLowerCase()}.`,
} as const;
