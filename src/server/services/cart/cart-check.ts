import { eq, inArray } from "drizzle-orm";
import type { CartCheckItemDto } from "@shared/cart";
import type { ServiceContext } from "../context";
import { categories, items } from "../../db/schema/catalog";
import { scheduleColumns, sellingColumns, withSchedule } from "../menu/menu-service";

/**
 * The current state of the given items, for the cart page's check (available means on the
 * menu: available and not archived). Unknown ids are simply absent. Never cached: a price
 * change must show at once.
 */
export async function findItemsForCart(ctx: ServiceContext, itemIds: readonly string[]): Promise<CartCheckItemDto[]> {
  if (itemIds.length === 0) return [];
  const rows = await ctx.db
    .select({
      id: items.id,
      name: items.name,
      ...sellingColumns,
      ...scheduleColumns,
      priceId: items.priceId,
      imageUrl: items.imageUrl,
      category: categories.name,
      isAvailable: items.isAvailable,
      isArchived: items.isArchived,
    })
    .from(items)
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .where(inArray(items.id, [...new Set(itemIds)]));
  return rows.map(({ isArchived, isAvailable, ...row }) => ({ ...withSchedule(row), isAvailable: isAvailable && !isArchived }));
}
