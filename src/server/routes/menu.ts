import { Hono, type Context } from "hono";
import type { AdminItemsResponse } from "@shared/menu";
import {
  adminItemsQuerySchema,
  categorySpanishSchema,
  itemAvailabilitySchema,
  itemSoldOutSchema,
  menuItemInputSchema,
  menuQuerySchema,
} from "@shared/menu.schema";
import { contentLangQuerySchema, idParamSchema } from "@shared/params.schema";
import type { AppEnv } from "../context";
import { noStore, sendCachedJson } from "../http/answers";
import { validate } from "../http/validation";
import {
  createMenuItem,
  listAdminItems,
  setCategoryNameEs,
  setMenuItemArchived,
  setMenuItemAvailability,
  setMenuItemSoldOut,
  updateMenuItem,
} from "../services/menu/menu-admin";
import { cachedMenu } from "../services/menu/menu-cache";
import { listAdminCategories } from "../services/menu/menu-service";

/**
 * Public menu (SPEC.md section 7 'Public'). Answers carry an ETag; a match is a 304. `?lang=es`
 * answers in Spanish, with `lang: "en"` on each text not translated yet (shared/menu.ts).
 */
export const menuRoutes = new Hono<AppEnv>()
  .get("/categories", validate("query", contentLangQuerySchema), async (c) =>
    sendCachedJson(c, await cachedMenu.categories(c.var.ctx, c.req.valid("query").lang)),
  )
  .get("/menu", validate("query", menuQuerySchema), async (c) => sendCachedJson(c, await cachedMenu.items(c.var.ctx, c.req.valid("query"))))
  .get("/menu/featured", validate("query", contentLangQuerySchema), async (c) =>
    sendCachedJson(c, await cachedMenu.featured(c.var.ctx, c.req.valid("query").lang)),
  );

/**
 * The admin's menu items (SPEC.md section 7 'Admin': select with category, insert, update,
 * is_archived, is_available), mounted at /api/admin. Every write refreshes the public menu's
 * answers at once, on this instance; the database's notification tells the others.
 */
export const adminMenuRoutes = new Hono<AppEnv>()
  .use("*", noStore)
  .get("/items", validate("query", adminItemsQuerySchema), async (c) => {
    const ctx = c.var.ctx;
    const list = await listAdminItems(ctx, { includeArchived: c.req.valid("query").archived === "true" });
    return c.json({ ...list, paymentProvider: ctx.payments.kind } satisfies AdminItemsResponse, 200);
  })
  .get("/categories", async (c) => c.json({ categories: await listAdminCategories(c.var.ctx) }, 200))
  .put("/categories/:id", validate("param", idParamSchema), validate("json", categorySpanishSchema), async (c) => {
    const category = await setCategoryNameEs(c.var.ctx, { id: c.req.valid("param").id, nameEs: c.req.valid("json").nameEs });
    return c.json(menuChanged(c, { category }), 200);
  })
  .post("/items", validate("json", menuItemInputSchema), async (c) =>
    c.json(menuChanged(c, await createMenuItem(c.var.ctx, c.req.valid("json"))), 201),
  )
  .put("/items/:id", validate("param", idParamSchema), validate("json", menuItemInputSchema), async (c) =>
    c.json(menuChanged(c, await updateMenuItem(c.var.ctx, { id: c.req.valid("param").id, input: c.req.valid("json") })), 200),
  )
  .put("/items/:id/availability", validate("param", idParamSchema), validate("json", itemAvailabilitySchema), async (c) => {
    const item = await setMenuItemAvailability(c.var.ctx, { id: c.req.valid("param").id, isAvailable: c.req.valid("json").isAvailable });
    return c.json(menuChanged(c, { item }), 200);
  })
  .post("/items/:id/sold-out", validate("param", idParamSchema), validate("json", itemSoldOutSchema), async (c) => {
    const item = await setMenuItemSoldOut(c.var.ctx, { id: c.req.valid("param").id, soldOut: c.req.valid("json").soldOut });
    return c.json(menuChanged(c, { item }), 200);
  })
  .post("/items/:id/archive", validate("param", idParamSchema), async (c) =>
    c.json(menuChanged(c, { item: await setMenuItemArchived(c.var.ctx, { id: c.req.valid("param").id, isArchived: true }) }), 200),
  )
  .post("/items/:id/restore", validate("param", idParamSchema), async (c) =>
    c.json(menuChanged(c, { item: await setMenuItemArchived(c.var.ctx, { id: c.req.valid("param").id, isArchived: false }) }), 200),
  );

/** After a write: this instance's cached answers go at once (the others hear the database's notification). */
function menuChanged<T>(c: Context<AppEnv>, answer: T): T {
  c.var.ctx.menuCache.invalidate();
  return answer;
}
