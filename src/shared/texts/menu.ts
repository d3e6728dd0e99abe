import { loadingTexts } from "./loading";

/** Words of the menu screens (SPEC.md section 2 'Menu', section 4 'Menu item card'). */
export const menuTexts = {
  pageTitle: "Menu",
  heading: "Our Menu",
  intro: "Fresh cuts from our butcher counter and dishes from our kitchen, priced by the pound or by the plate.",
  allItems: "All Items",
  loading: loadingTexts.menuItems,
  empty: "No menu items found for this category.",
  addToCart: "Add to Cart",
  addedToCart: (name: string, quantity: number) => `Added ${quantity} × ${name} to your cart`,
  unavailable: "Currently Unavailable",
  quantity: "Quantity",
  increaseQuantity: "Increase quantity",
  decreaseQuantity: "Decrease quantity",
  perUnit: { each: "", lb: "/lb" },
  perUnitLabel: { each: "each", lb: "per pound" },
  categoriesLabel: "Filter by category",
} as const;
