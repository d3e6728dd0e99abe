import { z } from "zod";
import { MAX_CART_LINES } from "./cart";
import type { PriceUnit } from "./catalog";

/**
 * The cart page asks the server what the items in the browser's cart are now: the stored
 * copy may be days old, and an item may since have changed price or left the menu.
 */
export const cartCheckInputSchema = z.object({
  itemIds: z.array(z.guid()).min(1).max(MAX_CART_LINES),
});
export type CartCheckInput = z.infer<typeof cartCheckInputSchema>;

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
