/** Words of the menu page around its cards (docs/product.md 'Menu page'); the cards' are menuTexts (texts/menu.ts). */
export const menuPageTexts = {
  pageTitle: "Menu",
  heading: "Our Menu",
  intro: "Fresh cuts from our butcher counter and dishes from our kitchen, priced by the pound or by the plate.",
  allItems: "All Items",
  // loadingTexts.menuItems, repeated: importing that module makes it a chunk of its own on every page (ADR 0008).
  loading: "Loading menu items...",
  empty: "No menu items found for this category.",
  categoriesLabel: "Filter by category",
  /** orderingTexts.preorders, repeated: that module would join the menu's first load (ADR 0008). */
  preorders: "Holiday pre-orders",
} as const;
