import { eq, inArray } from "drizzle-orm";
import type { CartCheckItemDto } from "@shared/cart/cart";
import { inLocale } from "@shared/core/content-language";
import type { Locale } from "@shared/core/i18n";
import type { ServiceContext } from "../service-context";
import { categories, items } from "../../db/schema/menu";
import { optionGroupsIn, scheduleColumns, sellingColumns, withSchedule } from "../menu/menu-service";

/**
 * The current state of the given items, for the cart page's check (available means on the
 * menu: available and not archived). Unknown ids are simply absent. Never cached: a price
 * change must show at once. Names in the cart's language (ADR 0015), the English where the
 * Spanish is missing.
 */
export async function findItemsForCart(
  ctx: ServiceContext,
  itemIds: readonly string[],
  locale: Locale = "en",
): Promise<CartCheckItemDto[]> {
  if (itemIds.length === 0) return [];
  const rows = await ctx.db
    .select({
      id: items.id,
      name: items.name,
      nameEs: items.nameEs,
      ...sellingColumns,
      ...scheduleColumns,
      priceId: items.priceId,
      imageUrl: items.imageUrl,
      category: categories.name,
      categoryEs: categories.nameEs,
      isAvailable: items.isAvailable,
      isArchived: items.isArchived,
    })
    .from(items)
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .where(inArray(items.id, [...new Set(itemIds)]));
  return rows.map(({ isArchived, isAvailable, nameEs, categoryEs, ...row }) => ({
    ...withSchedule(row),
    name: inLocale(row.name, nameEs, locale).text,
    category: inLocale(row.category, categoryEs, locale).text,
    optionGroups: optionGroupsIn(row.optionGroups, locale),
    isAvailable: isAvailable && !isArchived,
  }));
}
