import { z } from "../core/zod";
import { MAX_CART_LINES } from "./cart";
import { contentLangSchema, idSchema } from "../core/params.schema";

/**
 * The cart page asks the server what the items in the browser's cart are now: the stored
 * copy may be days old, and an item may since have changed price or left the menu.
 */
export const cartCheckInputSchema = z.object({
  itemIds: z.array(idSchema).min(1).max(MAX_CART_LINES),
  /** The names' language (ADR 0015): the cart page's; English when absent. */
  lang: contentLangSchema.optional(),
});
export type CartCheckInput = z.infer<typeof cartCheckInputSchema>;
