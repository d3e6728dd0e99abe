import { Hono, type Context } from "hono";
import { isLocale, type Locale } from "@shared/core/i18n";
import { SLUG_MAX_LENGTH, SLUG_PATTERN, type AdminItemsResponse, type SaveItemResponse } from "@shared/menu/menu";
import {
  adminItemsQuerySchema,
  categorySpanishSchema,
  itemAvailabilitySchema,
  itemSoldOutSchema,
  menuItemInputSchema,
  menuQuerySchema,
} from "@shared/menu/menu.schema";
import { contentLangQuerySchema, idParamSchema } from "@shared/core/params.schema";
import type { AppEnv } from "../app-context";
import { noStore, sendCachedJson } from "../http/answers";
import { validate } from "../http/validation";
import { say } from "../lib/say";
import {
  createMenuItem,
  type SavedItem,
  listAdminItems,
  setCategoryNameEs,
  setMenuItemArchived,
  setMenuItemAvailability,
  setMenuItemSoldOut,
  updateMenuItem,
} from "../services/menu/menu-admin";
import { cachedMenu, menuCacheKeys } from "../services/menu/menu-cache";
import { listAdminCategories } from "../services/menu/menu-service";

/** A request's query as the fast path read it: only parameters its route lists, each checked. */
export interface PublicMenuQuery {
  lang?: Locale;
  category?: string;
}

/**
 * The public catalogue's routes, declared once for the app (menuRoutes below) and for the HTTP
 * fast path (fast-path.ts), which answers their cache hits before the app: each route's path
 * (under API_PREFIX), the query parameters the fast path reads itself with the check each value
 * must pass (the rules of the route's zod schema: a locale, a slug), and the menu cache's entry
 * the query names. A query with anything else, or a value that fails its check, goes to the app.
 */
const isSlug = (value: string) => value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
export const publicMenuRoutes = {
  categories: { path: "/categories", params: { lang: isLocale }, cacheKey: (q: PublicMenuQuery) => menuCacheKeys.categories(q.lang) },
  items: {
    path: "/menu",
    params: { lang: isLocale, category: isSlug },
    cacheKey: (q: PublicMenuQuery) => menuCacheKeys.items(q.category, q.lang),
  },
  featured: { path: "/menu/featured", params: { lang: isLocale }, cacheKey: (q: PublicMenuQuery) => menuCacheKeys.featured(q.lang) },
} as const;

/**
 * Public menu (docs/product.md 'Public API'). Answers carry an ETag; a match is a 304. `?lang=es`
 * answers in Spanish, with `lang: "en"` on each text not translated yet (shared/menu/menu.ts).
 */
export const menuRoutes = new Hono<AppEnv>()
  .get(publicMenuRoutes.categories.path, validate("query", contentLangQuerySchema), async (c) =>
    sendCachedJson(c, await cachedMenu.categories(c.var.ctx, c.req.valid("query").lang)),
  )
  .get(publicMenuRoutes.items.path, validate("query", menuQuerySchema), async (c) =>
    sendCachedJson(c, await cachedMenu.items(c.var.ctx, c.req.valid("query"))),
  )
  .get(publicMenuRoutes.featured.path, validate("query", contentLangQuerySchema), async (c) =>
    sendCachedJson(c, await cachedMenu.featured(c.var.ctx, c.req.valid("query").lang)),
  );

/**
 * The admin's menu items (docs/product.md 'Admin API': select with category, insert, update,
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
    c.json(savedItemAnswer(c, menuChanged(c, await createMenuItem(c.var.ctx, c.req.valid("json")))), 201),
  )
  .put("/items/:id", validate("param", idParamSchema), validate("json", menuItemInputSchema), async (c) =>
    c.json(
      savedItemAnswer(c, menuChanged(c, await updateMenuItem(c.var.ctx, { id: c.req.valid("param").id, input: c.req.valid("json") }))),
      200,
    ),
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
/** A saved item's answer, its sync warning said in the admin's language. */
function savedItemAnswer(c: Context<AppEnv>, saved: SavedItem): SaveItemResponse {
  return saved.sync.ok
    ? { item: saved.item, sync: saved.sync }
    : { item: saved.item, sync: { ok: false, message: say(c.var.locale, saved.sync.message) } };
}

function menuChanged<T>(c: Context<AppEnv>, answer: T): T {
  c.var.ctx.menuCache.invalidate();
  return answer;
}
