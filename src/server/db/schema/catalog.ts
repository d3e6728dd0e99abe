import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ItemOptionGroupDto } from "../../../shared/menu";

export const categories = pgTable("categories", {
  id: uuid("id").primaryKey().defaultRandom(),
  // Unique name also serves "categories ordered by name" (SPEC.md section 7).
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const items = pgTable(
  "items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description"),
    /** Integer cents; the spec's `price` shown with two decimals. */
    priceCents: integer("price_cents").notNull(),
    /** 'lb' for cuts sold by the pound, 'each' for plates, drinks and packs. */
    priceUnit: text("price_unit", { enum: ["each", "lb"] })
      .notNull()
      .default("each"),
    /** The least a customer may order and the step above it, in the unit (issue 13); pieces are whole. */
    quantityMin: numeric("quantity_min", { precision: 8, scale: 3, mode: "number" }).notNull().default(1),
    quantityStep: numeric("quantity_step", { precision: 8, scale: 3, mode: "number" }).notNull().default(1),
    /** Raw cuts: charged for the weighed quantity after a card hold (issue 13). */
    pricedByWeight: boolean("priced_by_weight").notNull().default(false),
    /**
     * The butcher's choices: read and written whole with the item, never queried across items,
     * so kept with it (ADR 0013). Order lines keep their own snapshot of what was chosen.
     */
    optionGroups: jsonb("option_groups").$type<ItemOptionGroupDto[]>().notNull().default([]),
    /** The payment provider's price reference (Stripe price id or a sandbox id). */
    priceId: text("price_id"),
    /**
     * The payment provider's product for this item, kept even while price_id is cleared (a price
     * change whose sync failed), so the next sync updates that product instead of making another.
     */
    productId: text("product_id"),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    imageUrl: text("image_url"),
    isAvailable: boolean("is_available").notNull().default(true),
    isFeatured: boolean("is_featured").notNull().default(false),
    isArchived: boolean("is_archived").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("items_price_positive", sql`${table.priceCents} > 0`),
    check("items_price_unit_valid", sql`${table.priceUnit} in ('each', 'lb')`),
    check("items_name_not_blank", sql`length(btrim(${table.name})) > 0`),
    check(
      "items_quantity_rule_valid",
      sql`${table.quantityMin} > 0 and ${table.quantityStep} > 0 and (${table.priceUnit} = 'lb' or (${table.quantityMin} = trunc(${table.quantityMin}) and ${table.quantityStep} = trunc(${table.quantityStep})))`,
    ),
    check("items_priced_by_weight_in_lb", sql`not ${table.pricedByWeight} or ${table.priceUnit} = 'lb'`),
    // Public menu: available, not archived, optionally one category, ordered by name.
    index("items_menu_idx")
      .on(table.categoryId, table.name)
      .where(sql`${table.isAvailable} and not ${table.isArchived}`),
    // Home page: featured and available and not archived, at most 3.
    index("items_featured_idx")
      .on(table.name)
      .where(sql`${table.isFeatured} and ${table.isAvailable} and not ${table.isArchived}`),
    // Admin list: everything, archived hidden unless asked for; also backs the foreign key.
    index("items_category_id_idx").on(table.categoryId, table.isArchived),
  ],
);
