import { sql } from "drizzle-orm";
import { DEFAULT_DELIVERY } from "@shared/checkout/delivery";
import { NO_CAPACITY_LIMITS } from "@shared/ordering/ordering";
import {
  addDays,
  DEFAULT_WEEKLY_HOURS,
  shopDate,
  todayHours,
  weeklyHoursText,
  type ShopCalendar,
  type SpecialDay,
} from "@shared/ordering/schedule";
import type { OrderingSettings } from "@shared/ordering/ordering-settings";
import type { ShopInfo } from "@shared/shop/shop";
import type { Executor } from "../../db/client";
import type { shopSettings, specialDays } from "../../db/schema/ordering";
import type { ServiceContext } from "../service-context";

/**
 * The shop's ordering settings (ADR 0014) as the server reads them: the one row of
 * shop_settings and the special days from yesterday on (a slot late at night is still on
 * yesterday's date in no time zone we serve, but the margin costs nothing).
 */
export interface LoadedSettings extends OrderingSettings {
  specialDays: SpecialDay[];
}

export async function readOrderingSettings(db: Executor, today: string): Promise<LoadedSettings> {
  // One statement: the row, and the days as JSON.
  const result = (await db.execute(
    sql`select ${storedSettingsSql} as settings, ${specialDaysSql(specialDaysSince(today))} as days`,
  )) as unknown as {
    rows: { settings: StoredSettings | null; days: StoredDay[] }[];
  };
  const { settings: row, days } = result.rows[0]!;
  return loadedSettingsOf(row, days);
}

/**
 * The one row of shop_settings as JSON (null without it), as a scalar subquery: here, and in the
 * statement that reads a checkout's cart (services/checkout/pricing.ts), so that checkout reads
 * both in one round trip.
 */
export const storedSettingsSql = sql<StoredSettings | null>`(select jsonb_build_object('weeklyHours', s.weekly_hours, 'capacity', s.capacity, 'delivery', s.delivery) from shop_settings s)`;

/** The special days from `since` on (a date, or a placeholder for one), as a JSON array. */
export function specialDaysSql(since: unknown) {
  return sql<StoredDay[]>`coalesce(
    (select jsonb_agg(jsonb_build_object('date', d.date, 'opensAt', d.opens_at, 'closesAt', d.closes_at, 'label', d.label) order by d.date)
      from special_days d where d.date >= ${since}::date),
    '[]'::jsonb
  )`;
}

/** The first special day the settings keep, for `today`. */
export function specialDaysSince(today: string): string {
  return addDays(today, -1);
}

/** The settings as the server uses them, from storedSettingsSql's row and specialDaysSql's days. */
export function loadedSettingsOf(row: StoredSettings | null, days: StoredDay[]): LoadedSettings {
  return {
    // A database without the row (never migrated past 0008 by hand) behaves as before ordering ahead (ADR 0014).
    weeklyHours: row?.weeklyHours ?? DEFAULT_WEEKLY_HOURS,
    capacity: row?.capacity ?? NO_CAPACITY_LIMITS,
    delivery: { ...DEFAULT_DELIVERY, ...row?.delivery },
    specialDays: days.map((day) => ({
      date: day.date,
      hours: day.opensAt && day.closesAt ? { open: day.opensAt, close: day.closesAt } : null,
      label: day.label,
    })),
  };
}

type StoredSettings = Pick<typeof shopSettings.$inferSelect, "weeklyHours" | "capacity" | "delivery">;
type StoredDay = Pick<typeof specialDays.$inferSelect, "date" | "opensAt" | "closesAt" | "label">;

/**
 * Every page shows the hours, so they are read once and kept until they change: the database's
 * 'catalog_changed' notification (migration 0008's triggers) drops them on every instance, and a
 * write drops them here at once. A day's change of date needs no drop: the value is the rows,
 * and "today" is worked out from the clock on each use. Kept per database, as tests run many.
 */
const cache = new WeakMap<object, { value: Promise<LoadedSettings>; date: string }>();

export function cachedOrderingSettings(ctx: Pick<ServiceContext, "db" | "clock" | "config">): Promise<LoadedSettings> {
  const today = shopDate(ctx.clock.now(), ctx.config.shop.timeZone);
  const hit = cache.get(ctx.db);
  if (hit && hit.date === today) return hit.value;
  const value = readOrderingSettings(ctx.db, today);
  cache.set(ctx.db, { value, date: today });
  value.catch(() => cache.delete(ctx.db));
  return value;
}

export function invalidateOrderingSettings(db: object): void {
  cache.delete(db);
}

export function calendarOf(settings: Pick<LoadedSettings, "weeklyHours" | "specialDays">, timeZone: string): ShopCalendar {
  return { timeZone, weeklyHours: settings.weeklyHours, specialDays: settings.specialDays };
}

/** The shop as the pages show it: the configured identity with the admin's hours, closures and delivery terms. */
export async function currentShopInfo(ctx: Pick<ServiceContext, "db" | "clock" | "config">): Promise<ShopInfo> {
  const settings = await cachedOrderingSettings(ctx);
  const shop = ctx.config.shop;
  const calendar = calendarOf(settings, shop.timeZone);
  const today = todayHours(calendar, ctx.clock.now());
  return {
    ...shop,
    weeklyHours: settings.weeklyHours,
    hoursText: weeklyHoursText(settings.weeklyHours),
    specialDays: settings.specialDays.filter((day) => day.date >= today.date && day.date <= addDays(today.date, 60)),
    today,
    delivery: settings.delivery,
  };
}
