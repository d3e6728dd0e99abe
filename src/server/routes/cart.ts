import { Hono } from "hono";
import { cartCheckInputSchema, type CartCheckResponse } from "@shared/cart-check";
import type { AppEnv } from "../context";
import { validate } from "../lib/validation";
import { findItemsForCart } from "../services/catalog/catalog-service";

/** The cart page's check of the browser's cart against the menu as it is now. */
export const cartRoutes = new Hono<AppEnv>().post("/cart/check", validate("json", cartCheckInputSchema), async (c) => {
  const body: CartCheckResponse = { items: await findItemsForCart(c.var.ctx, c.req.valid("json").itemIds) };
  return c.json(body, 200, { "Cache-Control": "no-store" });
});
