import { and, asc, eq, inArray } from "drizzle-orm";
import { inLocale } from "@shared/core/content-language";
import { INTL_LOCALE, type Locale } from "@shared/core/i18n";
import type { AdminCategoryDto, CategoryDto, ItemOptionGroupDto, MenuItemDto } from "@shared/menu/menu";
import { FEATURED_ITEMS_LIMIT } from "@shared/menu/menu";
import type { ItemSchedule } from "@shared/ordering/ordering";
import type { MenuQuery } from "@shared/menu/menu.schema";
import type { ServiceContext } from "../service-context";
import type { Executor } from "../../db/client";
import { categories, items } from "../../db/schema/menu";

/** How an item is sold (ADR 0013): its unit, steps, whether weighed, and its choices. */
export const sellingColumns = {
  priceCents: items.priceCents,
  priceUnit: items.priceUnit,
  quantityMin: items.quantityMin,
  quantityStep: items.quantityStep,
  pricedByWeight: items.pricedByWeight,
  optionGroups: items.optionGroups,
};

/** How an item is scheduled (ADR 0014), flat as selected: `withSchedule` makes the DTO's `schedule`. */
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

/**
 * The columns of a MenuItemDto (with its category), and the Spanish of its texts, for every query
 * that returns items: `itemIn` makes the DTO in a language.
 */
export const itemColumns = {
  id: items.id,
  name: items.name,
  nameEs: items.nameEs,
  description: items.description,
  descriptionEs: items.descriptionEs,
  ...sellingColumns,
  ...scheduleColumns,
  priceId: items.priceId,
  imageUrl: items.imageUrl,
  isAvailable: items.isAvailable,
  isFeatured: items.isFeatured,
  isArchived: items.isArchived,
  category: { id: categories.id, name: categories.name, nameEs: categories.nameEs, slug: categories.slug },
};

const categoryColumns = { id: categories.id, name: categories.name, nameEs: categories.nameEs, slug: categories.slug };

/** A stored item as `itemColumns` select it. */
export type ItemRow = Omit<MenuItemDto, "schedule" | "category" | "lang" | "descriptionLang"> &
  ScheduleRow & { nameEs: string | null; descriptionEs: string | null; category: AdminCategoryDto };

/**
 * A text's holder in a language (content-language.ts): `name` in that language, the Spanish
 * column dropped, and `lang: "en"` after the rest when a Spanish answer shows the English.
 * Replaced keys keep their place, so an English answer is the same bytes as before the Spanish edition (ADR 0015).
 */
function named<T extends { name: string; nameEs?: string | null }>(thing: T, locale: Locale): Omit<T, "nameEs"> & { lang?: "en" } {
  const { nameEs, ...rest } = thing;
  const name = inLocale(thing.name, nameEs, locale);
  return name.lang ? { ...rest, name: name.text, lang: name.lang } : { ...rest, name: name.text };
}

export const categoryIn = (category: AdminCategoryDto, locale: Locale): CategoryDto => named(category, locale);

/** The butcher's choices in a language: each group's and each choice's name. */
export function optionGroupsIn(groups: readonly ItemOptionGroupDto[], locale: Locale): ItemOptionGroupDto[] {
  return groups.map((group) => {
    const localized = named(group, locale);
    return { ...localized, options: group.options.map((option) => named(option, locale)) };
  });
}

/** A stored item as the public menu shows it in a language (name, description, choices and category). */
export function itemIn(row: ItemRow, locale: Locale): MenuItemDto {
  const { nameEs, descriptionEs, ...item } = withSchedule(row);
  const name = inLocale(item.name, nameEs, locale);
  const description = inLocale(item.description, descriptionEs, locale);
  const dto: MenuItemDto = {
    ...item,
    name: name.text,
    description: description.text,
    optionGroups: optionGroupsIn(item.optionGroups, locale),
    category: categoryIn(item.category, locale),
  };
  if (name.lang) dto.lang = name.lang;
  if (description.lang) dto.descriptionLang = description.lang;
  return dto;
}

/** Names as a Spanish reader orders them ('Árbol' with the a's); English keeps the database's order. */
const collators = new Map<Locale, Intl.Collator>();
function byName(locale: Locale): (a: string, b: string) => number {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(INTL_LOCALE[locale]);
    collators.set(locale, collator);
  }
  return collator.compare;
}

/** All categories ordered by name (docs/product.md 'Public API'), in a language. */
export async function listCategories(ctx: ServiceContext, locale: Locale = "en"): Promise<CategoryDto[]> {
  const rows = await ctx.db.select(categoryColumns).from(categories).orderBy(asc(categories.name));
  const list = rows.map((row) => categoryIn(row, locale));
  if (locale !== "en") list.sort((a, b) => byName(locale)(a.name, b.name));
  return list;
}

/** Every category with its Spanish, for the admin. */
export function listAdminCategories(ctx: ServiceContext): Promise<AdminCategoryDto[]> {
  return ctx.db.select(categoryColumns).from(categories).orderBy(asc(categories.name));
}

/**
 * Available, not archived items, optionally of one category (by slug), ordered by category and
 * name, in the language asked for. An unknown slug simply matches nothing.
 */
export async function listMenuItems(ctx: ServiceContext, query: MenuQuery): Promise<MenuItemDto[]> {
  const locale = query.lang ?? "en";
  const rows = await ctx.db
    .select(itemColumns)
    .from(items)
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .where(and(eq(items.isAvailable, true), eq(items.isArchived, false), query.category ? eq(categories.slug, query.category) : undefined))
    .orderBy(asc(categories.name), asc(items.name));
  const list = rows.map((row) => itemIn(row, locale));
  if (locale !== "en") {
    const compare = byName(locale);
    list.sort((a, b) => compare(a.category.name, b.category.name) || compare(a.name, b.name));
  }
  return list;
}

/**
 * Featured, available, not archived: at most 3 (docs/product.md 'Menu item validation'). Both languages feature the
 * same three (chosen by their English names), each ordered by the names it shows.
 */
export async function listFeaturedItems(ctx: ServiceContext, locale: Locale = "en"): Promise<MenuItemDto[]> {
  const rows = await ctx.db
    .select(itemColumns)
    .from(items)
    .innerJoin(categories, eq(categories.id, items.categoryId))
    .where(and(eq(items.isFeatured, true), eq(items.isAvailable, true), eq(items.isArchived, false)))
    .orderBy(asc(items.name))
    .limit(FEATURED_ITEMS_LIMIT);
  const list = rows.map((row) => itemIn(row, locale));
  if (locale !== "en") list.sort((a, b) => byName(locale)(a.name, b.name));
  return list;
}
