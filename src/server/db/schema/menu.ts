import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ItemOptionGroupDto } from "../../../shared/menu/menu";

export const categories = pgTable(
  "categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Unique name also serves "categories ordered by name" (docs/product.md 'Public API').
    name: text("name").notNull().unique(),
    /** The name on Spanish pages (ADR 0015); null: not translated yet, the English shows. */
    nameEs: text("name_es"),
    slug: text("slug").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("categories_name_es_not_blank", sql`${table.nameEs} is null or length(btrim(${table.nameEs})) > 0`)],
);

export const items = pgTable(
  "items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description"),
    /**
     * The Spanish name and description (ADR 0015); null: not translated yet, and Spanish pages
     * show the English. The choices' Spanish names live in option_groups (`nameEs`).
     */
    nameEs: text("name_es"),
    descriptionEs: text("description_es"),
    /** Integer cents; the spec's `price` shown with two decimals. */
    priceCents: integer("price_cents").notNull(),
    /** 'lb' for cuts sold by the pound, 'each' for plates, drinks and packs. */
    priceUnit: text("price_unit", { enum: ["each", "lb"] })
      .notNull()
      .default("each"),
    /** The least a customer may order and the step above it, in the unit (ADR 0013); pieces are whole. */
    quantityMin: numeric("quantity_min", { precision: 8, scale: 3, mode: "number" }).notNull().default(1),
    quantityStep: numeric("quantity_step", { precision: 8, scale: 3, mode: "number" }).notNull().default(1),
    /** Raw cuts: charged for the weighed quantity after a card hold (ADR 0013). */
    pricedByWeight: boolean("priced_by_weight").notNull().default(false),
    /**
     * The butcher's choices: read and written whole with the item, never queried across items,
     * so kept with it (ADR 0013). Order lines keep their own snapshot of what was chosen.
     */
    optionGroups: jsonb("option_groups").$type<ItemOptionGroupDto[]>().notNull().default([]),
    /** Ordering ahead (ADR 0014): the notice the kitchen needs, in minutes (barbacoa 24 h). */
    leadMinutes: integer("lead_minutes").notNull().default(0),
    /** The shop date it was marked 'Sold out today'; it is back the next business day by itself. */
    soldOutOn: date("sold_out_on", { mode: "string" }),
    /** Stock per day (per pickup date for a pre-order), in the item's unit; null = no limit. */
    dailyStock: numeric("daily_stock", { precision: 8, scale: 3, mode: "number" }),
    /** A pre-order: pickup only on dates from first to last, ordered through the cutoff date. */
    preorderFirstDate: date("preorder_first_date", { mode: "string" }),
    preorderLastDate: date("preorder_last_date", { mode: "string" }),
    preorderCutoffDate: date("preorder_cutoff_date", { mode: "string" }),
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
    /** Where the item sits on the catering menu (ADR 0023): meat, tortillas, salsa, side, tamales; null = not offered. */
    cateringRole: text("catering_role", { enum: ["meat", "tortillas", "salsa", "side", "tamales"] }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("items_price_positive", sql`${table.priceCents} > 0`),
    check("items_price_unit_valid", sql`${table.priceUnit} in ('each', 'lb')`),
    check("items_name_not_blank", sql`length(btrim(${table.name})) > 0`),
    check("items_name_es_not_blank", sql`${table.nameEs} is null or length(btrim(${table.nameEs})) > 0`),
    check(
      "items_quantity_rule_valid",
      sql`${table.quantityMin} > 0 and ${table.quantityStep} > 0 and (${table.priceUnit} = 'lb' or (${table.quantityMin} = trunc(${table.quantityMin}) and ${table.quantityStep} = trunc(${table.quantityStep})))`,
    ),
    check("items_priced_by_weight_in_lb", sql`not ${table.pricedByWeight} or ${table.priceUnit} = 'lb'`),
    check(
      "items_catering_role_valid",
      sql`${table.cateringRole} is null or ${table.cateringRole} in ('meat', 'tortillas', 'salsa', 'side', 'tamales')`,
    ),
    check("items_lead_minutes_valid", sql`${table.leadMinutes} >= 0`),
    check("items_daily_stock_positive", sql`${table.dailyStock} is null or ${table.dailyStock} > 0`),
    check(
      "items_preorder_window_valid",
      sql`(${table.preorderFirstDate} is null and ${table.preorderLastDate} is null and ${table.preorderCutoffDate} is null) or (${table.preorderFirstDate} is not null and ${table.preorderLastDate} is not null and ${table.preorderCutoffDate} is not null and ${table.preorderFirstDate} <= ${table.preorderLastDate} and ${table.preorderCutoffDate} <= ${table.preorderLastDate})`,
    ),
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
