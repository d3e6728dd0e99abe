import { Hono, type Context } from "hono";
import type { Locale } from "@shared/i18n";
import type { AdminItemsResponse, SaveItemResponse } from "@shared/menu";
import {
  adminItemsQuerySchema,
  categorySpanishSchema,
  itemAvailabilitySchema,
  itemSoldOutSchema,
  menuItemInputSchema,
  menuQuerySchema,
  type MenuQuery,
} from "@shared/menu.schema";
import { contentLangQuerySchema, idParamSchema } from "@shared/params.schema";
import type { AppContext, AppEnv } from "../context";
import type { Unlisten } from "../db/client";
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
import { listAdminCategories, listCategories, listFeaturedItems, listMenuItems } from "../services/menu/menu-service";
import { invalidateOrderingSettings } from "../services/settings/ordering-settings";

/**
 * The cache keys of the public lists (also read by the HTTP fast path, fast-path.ts): one per
 * language (issue 15), the English ones as they were. One invalidation drops them all.
 */
const inLocale = (key: string, locale: Locale = "en") => (locale === "en" ? key : `${locale}:${key}`);
export const menuCacheKeys = {
  categories: (locale?: Locale) => inLocale("categories", locale),
  featured: (locale?: Locale) => inLocale("featured", locale),
  items: (category: string | undefined, locale?: Locale) => inLocale(`menu:${category ?? "*"}`, locale),
} as const;

/**
 * The public menu's answers, kept as JSON bytes with their ETags until the menu changes: the
 * API sends them (routes below, and the fast path for cache hits), and the pages' loaders read
 * their values, so a page and the API never disagree. Each language is its own answer.
 */
export const cachedMenu = {
  categories: (ctx: AppContext, locale: Locale = "en") =>
    ctx.menuCache.get(menuCacheKeys.categories(locale), async () => ({ categories: await listCategories(ctx, locale) })),
  items: (ctx: AppContext, query: MenuQuery) =>
    ctx.menuCache.get(menuCacheKeys.items(query.category, query.lang), async () => ({ items: await listMenuItems(ctx, query) })),
  featured: (ctx: AppContext, locale: Locale = "en") =>
    ctx.menuCache.get(menuCacheKeys.featured(locale), async () => ({ items: await listFeaturedItems(ctx, locale) })),
};

/**
 * Drops the cached answers whenever the menu changes in the database, whoever changed it (this
 * instance, another instance, a migration): the triggers of migration 0001 notify. After a lost
 * LISTEN session changes may have been missed, so it starts again from an empty cache.
 */
export function watchMenuChanges(ctx: Pick<AppContext, "database" | "menuCache" | "db">): Promise<Unlisten> {
  // The shop's hours and closures notify on the same channel (migration 0008).
  const invalidate = () => {
    ctx.menuCache.invalidate();
    invalidateOrderingSettings(ctx.db);
  };
  return ctx.database.listen("catalog_changed", invalidate, { onResync: invalidate });
}

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
