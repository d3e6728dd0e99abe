import type { CartMenuItem } from "~/features/cart/cart-store";

/** Two items as a cart line holds them, for the cart's unit tests: one by the pound, one each. */
export const maciza: CartMenuItem = {
  id: "item-1",
  name: "Carnitas Maciza",
  priceCents: 1599,
  priceUnit: "lb",
  priceId: null,
  imageUrl: null,
  category: "Carnitas",
};

export const horchata: CartMenuItem = {
  id: "item-2",
  name: "Horchata",
  priceCents: 450,
  priceUnit: "each",
  priceId: null,
  imageUrl: null,
  category: "Sides & Drinks",
};
