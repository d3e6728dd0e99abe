import { and, asc, eq, inArray } from "drizzle-orm";
import type { CartCheckItemDto } from "@shared/cart-check";
import type { CategoryDto, MenuItemDto, MenuQuery } from "@shared/catalog";
import { FEATURED_ITEMS_LIMIT } from "@shared/catalog";
import type { CachedJson, JsonCache } from "../../lib/cached-json";
import type { Database, DatabaseHandle, Unlisten } from "../../db/client";
import { categories, items } from "../../db/schema";

export interface CatalogContext {
  db: Database;
  catalogCache: JsonCache;
}

/** The cache keys of the public lists (also read by the HTTP fast path, fast-path.ts). */
export const catalogCacheKeys = {
  categories: "categories",
  featured: "featured",
  menu: (category: string | undefined) => `menu:${category ?? "*"}`,
} as const;

/** The columns of a MenuItemDto (with its category), for every query that returns items. */
export const itemColumns = {
  id: items.id,
  name: items.name,
  description: items.description,
  priceCents: items.priceCents,
  priceUnit: items.priceUnit,
  priceId: items.priceId,
  imageUrl: items.imageUrl,
  isAvailable: items.isAvailable,
  isFeatured: items.isFeatured,
  isArchived: items.isArchived,
  category: { id: categories.id, name: categories.name, slug: categories.slug },
};

/** All categories ordered by name (SPEC.md section 7). */
export function listCategories(ctx: CatalogContext): Promise<CachedJson<{ categories: CategoryDto[] }>> {
  return ctx.catalogCache.get(catalogCacheKeys.categories, async () => ({
    categories: await ctx.db
      .select({ id: categories.id, name: categories.name, slug: categories.slug })
      .from(categories)
      .orderBy(asc(categories.name)),
  }));
}

/**
 * Available, not archived items, optionally of one category (by slug), ordered by name.
 * An unknown slug simply matches nothing.
 */
export function listMenuItems(
  ctx: CatalogContext,
  query: MenuQuery,
): Promise<CachedJson<{ items: MenuItemDto[] }>> {
  return ctx.catalogCache.get(catalogCacheKeys.menu(query.category), async () => ({
    items: await ctx.db
      .select(itemColumns)
      .from(items)
      .innerJoin(categories, eq(categories.id, items.categoryId))
      .where(
        and(
          eq(items.isAvailable, true),
          eq(items.isArchived, false),
          query.category ? eq(categories.slug, query.category) : undefined,
        ),
      )
      .orderBy(asc(categories.name), asc(items.name)),
  }));
}

/** Featured, available, not archived: at most 3 (SPEC.md section 5). */
export function listFeaturedItems(ctx: CatalogContext): Promise<CachedJson<{ items: MenuItemDto[] }>> {
  return ctx.catalogCache.get(catalogCacheKeys.featured, async () => ({
    items: await ctx.db
      .select(itemColumns)
      .from(items)
      .innerJoin(categories, eq(categories.id, items.categoryId))
      .where(and(eq(items.isFeatured, true), eq(items.isAvailable, true), eq(items.isArchived, false)))
      .orderBy(asc(items.name))
      .limit(FEATURED_ITEMS_LIMIT),
  }));
}

/**
 * The current state of the given items, for the cart page's check (available means on the
 * menu: available and not archived). Unknown ids are simply absent. Never cached: a price
 * change must show at once.
 */
export async function findItemsForCart(ctx: { db: Database }, itemIds: readonly string[]): Promise<CartCheckItemDto[]> {
  if (itemIds.length === 0) return [];
  const rows = await ctx.db
    .select({
      id: items.id,
      name: items.name,
      priceCents: items.priceCents,
      priceUnit: items.priceUnit,
      priceId: items.priceId,
      imageUrl: items.imageUrl,
      category: categories.name,
      isAvailable: items.isAvailable,
      isArchived: items.isArchived,
    })
    .from(items)
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .where(inArray(items.id, [...new Set(itemIds)]));
  return rows.map(({ isArchived, isAvailable, ...row }) => ({ ...row, isAvailable: isAvailable && !isArchived }));
}

/**
 * Drops the cached lists whenever the catalogue changes in the database, whoever changed it
 * (this instance, another instance, a migration): the triggers of migration 0001 notify.
 */
export function watchCatalogChanges(ctx: CatalogContext & { database: DatabaseHandle }): Promise<Unlisten> {
  // After a lost LISTEN session, changes may have been missed: start from an empty cache.
  const invalidate = () => ctx.catalogCache.invalidate();
  return ctx.database.listen("catalog_changed", invalidate, { onResync: invalidate });
}
