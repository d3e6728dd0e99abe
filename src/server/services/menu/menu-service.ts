import { and, asc, eq, inArray } from "drizzle-orm";
import type { CategoryDto, MenuItemDto } from "@shared/menu";
import { FEATURED_ITEMS_LIMIT } from "@shared/menu";
import type { ItemSchedule } from "@shared/ordering";
import type { MenuQuery } from "@shared/menu.schema";
import type { ServiceContext } from "../context";
import type { Executor } from "../../db/client";
import { categories, items } from "../../db/schema/catalog";

/** How an item is sold (issue 13): its unit, steps, whether weighed, and its choices. */
export const sellingColumns = {
  priceCents: items.priceCents,
  priceUnit: items.priceUnit,
  quantityMin: items.quantityMin,
  quantityStep: items.quantityStep,
  pricedByWeight: items.pricedByWeight,
  optionGroups: items.optionGroups,
};

/** How an item is scheduled (issue 14), flat as selected: `withSchedule` makes the DTO's `schedule`. */
export const scheduleColumns = {
  leadMinutes: items.leadMinutes,
  soldOutOn: items.soldOutOn,
  dailyStock: items.dailyStock,
  preorderFirstDate: items.preorderFirstDate,
  preorderLastDate: items.preorderLastDate,
  preorderCutoffDate: items.preorderCutoffDate,
};

export type ScheduleRow = {
  leadMinutes: number;
  soldOutOn: string | null;
  dailyStock: number | null;
  preorderFirstDate: string | null;
  preorderLastDate: string | null;
  preorderCutoffDate: string | null;
};

export function scheduleOf(row: ScheduleRow): ItemSchedule {
  return {
    leadMinutes: row.leadMinutes,
    soldOutOn: row.soldOutOn,
    dailyStock: row.dailyStock,
    preorder:
      row.preorderFirstDate && row.preorderLastDate && row.preorderCutoffDate
        ? { firstDate: row.preorderFirstDate, lastDate: row.preorderLastDate, cutoffDate: row.preorderCutoffDate }
        : null,
  };
}

/** A selected row with its schedule columns folded into `schedule`. */
export function withSchedule<T extends ScheduleRow>(row: T): Omit<T, keyof ScheduleRow> & { schedule: ItemSchedule } {
  const rest: Record<string, unknown> = { ...row };
  for (const key of Object.keys(scheduleColumns)) delete rest[key];
  return { ...(rest as Omit<T, keyof ScheduleRow>), schedule: scheduleOf(row) };
}

/** The given items' names, units, daily stock and schedules (unknown ids are absent): what ordering ahead reads of a cart. */
export async function scheduledItems(db: Executor, itemIds: readonly string[]) {
  const ids = [...new Set(itemIds)];
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: items.id, name: items.name, unit: items.priceUnit, ...scheduleColumns })
    .from(items)
    .where(inArray(items.id, ids));
  return rows.map((row) => ({ id: row.id, name: row.name, unit: row.unit, dailyStock: row.dailyStock, schedule: scheduleOf(row) }));
}

/** The columns of a MenuItemDto (with its category), for every query that returns items. */
export const itemColumns = {
  id: items.id,
  name: items.name,
  description: items.description,
  ...sellingColumns,
  ...scheduleColumns,
  priceId: items.priceId,
  imageUrl: items.imageUrl,
  isAvailable: items.isAvailable,
  isFeatured: items.isFeatured,
  isArchived: items.isArchived,
  category: { id: categories.id, name: categories.name, slug: categories.slug },
};

/** All categories ordered by name (SPEC.md section 7). */
export function listCategories(ctx: ServiceContext): Promise<CategoryDto[]> {
  return ctx.db.select({ id: categories.id, name: categories.name, slug: categories.slug }).from(categories).orderBy(asc(categories.name));
}

/**
 * Available, not archived items, optionally of one category (by slug), ordered by category and
 * name. An unknown slug simply matches nothing.
 */
export function listMenuItems(ctx: ServiceContext, query: MenuQuery): Promise<MenuItemDto[]> {
  return ctx.db
    .select(itemColumns)
    .from(items)
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .where(and(eq(items.isAvailable, true), eq(items.isArchived, false), query.category ? eq(categories.slug, query.category) : undefined))
    .orderBy(asc(categories.name), asc(items.name))
    .then((rows) => rows.map(withSchedule));
}

/** Featured, available, not archived: at most 3 (SPEC.md section 5). */
export function listFeaturedItems(ctx: ServiceContext): Promise<MenuItemDto[]> {
  return ctx.db
    .select(itemColumns)
    .from(items)
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .where(and(eq(items.isFeatured, true), eq(items.isAvailable, true), eq(items.isArchived, false)))
    .orderBy(asc(items.name))
    .limit(FEATURED_ITEMS_LIMIT)
    .then((rows) => rows.map(withSchedule));
}
