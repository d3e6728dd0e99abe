import type { Locale } from "@shared/core/i18n";
import type { MenuQuery } from "@shared/menu/menu.schema";
import type { AppContext } from "../../app-context";
import type { Unlisten } from "../../db/client";
import { invalidateOrderingSettings } from "../ordering/ordering-settings";
import { listCategories, listFeaturedItems, listMenuItems } from "./menu-service";

/**
 * The cache keys of the public lists (the routes in routes/menu.ts and their HTTP fast path,
 * fast-path.ts, name their entries by them): one per language (docs/decisions/0015), the English
 * ones as they were. One invalidation drops them all.
 */
const inLocale = (key: string, locale: Locale = "en") => (locale === "en" ? key : `${locale}:${key}`);
export const menuCacheKeys = {
  categories: (locale?: Locale) => inLocale("categories", locale),
  featured: (locale?: Locale) => inLocale("featured", locale),
  items: (category: string | undefined, locale?: Locale) => inLocale(`menu:${category ?? "*"}`, locale),
} as const;

/**
 * The public menu's answers, kept as JSON bytes with their ETags until the menu changes: the
 * API sends them (routes/menu.ts, and the fast path for cache hits), and the pages' loaders read
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
