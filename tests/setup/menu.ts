import { createCategory, createItem } from "@server/db/factories";
import type { categories, items } from "@server/db/schema";
import type { TestHarness } from "./test-app";

/**
 * Menus for tests, written straight to the tables through the factories shared with the demo
 * seed (src/server/db/factories): a suite names the categories and items it needs, and the
 * items the suites share are named here once.
 */

type CategoryRow = typeof categories.$inferSelect;
type ItemRow = typeof items.$inferSelect;

/** A category's columns; what is left out the factory fills in (a unique name and its slug). */
export type CategoryFields = Partial<typeof categories.$inferInsert>;
/** An item's columns, and the key of its category in the same menu (the first one unless given). */
export type ItemFields = Omit<Partial<typeof items.$inferInsert>, "categoryId"> & { category?: string };

export interface MenuSeed {
  categories: Record<string, CategoryFields>;
  items: Record<string, ItemFields>;
}

export interface SeededMenu<M extends MenuSeed> {
  categories: { [K in keyof M["categories"]]: CategoryRow };
  items: { [K in keyof M["items"]]: ItemRow };
}

export const CARNITAS_CATEGORY = { name: "Carnitas", slug: "carnitas" } satisfies CategoryFields;
export const COUNTER_CATEGORY = { name: "Counter", slug: "counter" } satisfies CategoryFields;

/** Carnitas Maciza at $15.99 (each, as the factory's default unit). */
export const MACIZA = { name: "Carnitas Maciza", priceCents: 1599 } satisfies ItemFields;
/** Carnitas at $15.99/lb from half a pound in half-pound steps. */
export const CARNITAS_BY_THE_POUND = {
  name: "Carnitas",
  priceCents: 1599,
  priceUnit: "lb",
  quantityMin: 0.5,
  quantityStep: 0.5,
} satisfies ItemFields;
/** Arrachera at $14.99/lb from a pound in half-pound steps, charged for what is weighed. */
export const ARRACHERA_BY_THE_POUND = {
  name: "Arrachera",
  priceCents: 1499,
  priceUnit: "lb",
  quantityMin: 1,
  quantityStep: 0.5,
  pricedByWeight: true,
} satisfies ItemFields;
export const HORCHATA = { name: "Horchata", priceCents: 450 } satisfies ItemFields;

/** Writes the categories in order, then the items in order; answers the stored rows by the same keys. */
export async function seedMenu<M extends MenuSeed>(h: TestHarness, menu: M): Promise<SeededMenu<M>> {
  const categoryRows: Record<string, CategoryRow> = {};
  for (const [key, fields] of Object.entries(menu.categories)) categoryRows[key] = await createCategory(h.ctx.db, fields);
  const first = Object.keys(categoryRows)[0];
  const itemRows: Record<string, ItemRow> = {};
  for (const [key, { category = first, ...fields }] of Object.entries(menu.items)) {
    const categoryId = category === undefined ? undefined : categoryRows[category]?.id;
    if (!categoryId) throw new Error(`item ${key}: no category ${String(category)} in this menu`);
    itemRows[key] = await createItem(h.ctx.db, { ...fields, categoryId });
  }
  return { categories: categoryRows, items: itemRows } as SeededMenu<M>;
}

/** One item in its own category: Carnitas Maciza at $15.99 in 'Carnitas' unless told otherwise. */
export async function seedItem(h: TestHarness, options: { category?: CategoryFields; item?: ItemFields } = {}): Promise<ItemRow> {
  const menu = await seedMenu(h, {
    categories: { only: options.category ?? CARNITAS_CATEGORY },
    items: { only: options.item ?? MACIZA },
  });
  return menu.items.only;
}
