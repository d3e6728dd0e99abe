import type { ItemOptionGroupDto } from "@shared/menu/menu";
import type { ChosenOption } from "@shared/menu/options";
import type { CartMenuItem } from "~/features/cart/cart-store";

/**
 * Items as a cart line holds them, for the cart's unit tests: one by the pound from half a pound
 * in half-pound steps, one each, and a cut charged for what is weighed (ADR 0013).
 */
export const maciza: CartMenuItem = {
  id: "item-1",
  name: "Carnitas Maciza",
  priceCents: 1599,
  priceUnit: "lb",
  quantityMin: 0.5,
  quantityStep: 0.5,
  pricedByWeight: false,
  priceId: null,
  imageUrl: null,
  category: "Carnitas",
};

export const horchata: CartMenuItem = {
  id: "item-2",
  name: "Horchata",
  priceCents: 450,
  priceUnit: "each",
  quantityMin: 1,
  quantityStep: 1,
  pricedByWeight: false,
  priceId: null,
  imageUrl: null,
  category: "Sides & Drinks",
};

export const arrachera: CartMenuItem = {
  id: "item-3",
  name: "Arrachera",
  priceCents: 1499,
  priceUnit: "lb",
  quantityMin: 1,
  quantityStep: 0.5,
  pricedByWeight: true,
  priceId: null,
  imageUrl: null,
  category: "Beef",
};

/** Carnitas' styles, as a line keeps the choice. */
export const style = (optionId: string, name: string, priceDeltaCents: number): ChosenOption => ({
  groupId: "style",
  groupName: "Style",
  optionId,
  name,
  priceDeltaCents,
});
export const MACIZA_STYLE = style("opt-maciza", "Maciza", 0);
export const MIXED_STYLE = style("opt-mixed", "Mixed, with skin and buche", -200);

/** Carnitas' 'Style' as the menu offers it (single, required, Maciza by default), and the optional marinade. */
export const STYLE_GROUP: ItemOptionGroupDto = {
  id: "g-style",
  name: "Style",
  selection: "single",
  isRequired: true,
  minPicks: 1,
  maxPicks: 1,
  options: [
    { id: "o-maciza", name: "Maciza", priceDeltaCents: 0, isDefault: true },
    { id: "o-mixed", name: "Mixed, with skin and buche", priceDeltaCents: -200, isDefault: false },
  ],
};
export const MARINATED_GROUP: ItemOptionGroupDto = {
  id: "g-marinated",
  name: "Marinated",
  selection: "multiple",
  isRequired: false,
  minPicks: 0,
  maxPicks: 1,
  options: [{ id: "o-marinated", name: "Marinated", priceDeltaCents: 100, isDefault: false }],
};
