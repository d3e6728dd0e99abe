import { sql } from "drizzle-orm";
import { check, date, jsonb, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { DEFAULT_CATERING_SETTINGS, type CateringSettings } from "../../../shared/catering/catering";
import { DEFAULT_GIFT_CARD_SETTINGS, type GiftCardSettings } from "../../../shared/gift-cards/gift-cards";
import type { DeliverySettings } from "../../../shared/checkout/delivery";
import type { CapacitySettings } from "../../../shared/ordering/ordering";
import type { WeeklyHours } from "../../../shared/shop/shop";

/**
 * The shop's ordering settings (ADR 0014), edited in the admin: one row. Each part is read and
 * written whole, never queried inside, so kept as JSON. Migration 0008 writes the row with
 * docs/product.md's hours, no capacity limits, delivery anywhere and no fee: today's behaviour.
 */
export const shopSettings = pgTable(
  "shop_settings",
  {
    id: smallint("id").primaryKey().default(1),
    weeklyHours: jsonb("weekly_hours").$type<WeeklyHours>().notNull(),
    capacity: jsonb("capacity").$type<CapacitySettings>().notNull(),
    delivery: jsonb("delivery").$type<DeliverySettings>().notNull(),
    /** Catering's rules (ADR 0023); migration 0021 writes DEFAULT_CATERING_SETTINGS. */
    catering: jsonb("catering").$type<CateringSettings>().notNull().default(DEFAULT_CATERING_SETTINGS),
    /** Gift cards' rules (ADR 0024): the cash-out state and the daily cap; migration 0022 writes the defaults. */
    giftCards: jsonb("gift_cards").$type<GiftCardSettings>().notNull().default(DEFAULT_GIFT_CARD_SETTINGS),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("shop_settings_one_row", sql`${table.id} = 1`)],
);

/** Closed dates (holidays) and special hours for a date. */
export const specialDays = pgTable(
  "special_days",
  {
    date: date("date", { mode: "string" }).primaryKey(),
    /** Both null: closed all day. */
    opensAt: text("opens_at"),
    closesAt: text("closes_at"),
    label: text("label").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "special_days_hours_valid",
      sql`(${table.opensAt} is null and ${table.closesAt} is null) or (${table.opensAt} is not null and ${table.closesAt} is not null and ${table.opensAt} < ${table.closesAt})`,
    ),
  ],
);
