import { Hono } from "hono";
import type { CartCheckResponse } from "@shared/cart/cart";
import { cartCheckInputSchema } from "@shared/cart/cart.schema";
import type { AppEnv } from "../app-context";
import { validate } from "../http/validation";
import { findItemsForCart } from "../services/cart/cart-check";

/** The cart page's check of the browser's cart against the menu as it is now. */
export const cartRoutes = new Hono<AppEnv>().post("/cart/check", validate("json", cartCheckInputSchema), async (c) => {
  const { itemIds, lang } = c.req.valid("json");
  const body: CartCheckResponse = { items: await findItemsForCart(c.var.ctx, itemIds, lang) };
  return c.json(body, 200, { "Cache-Control": "no-store" });
});
