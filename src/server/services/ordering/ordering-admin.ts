import { eq } from "drizzle-orm";
import { shopDate } from "@shared/ordering/schedule";
import type { AdminOrderingSettingsDto } from "@shared/ordering/ordering-settings";
import type { OrderingSettingsInput, SpecialDayInput } from "@shared/ordering/ordering-settings.schema";
import type { ServiceContext } from "../service-context";
import { shopSettings, specialDays } from "../../db/schema/ordering";
import { badRequest } from "../../lib/errors";
import { invalidateOrderingSettings, readOrderingSettings } from "./ordering-settings";
import { said } from "@shared/core/said";

/**
 * The admin's ordering settings (ADR 0014): the weekly hours, capacity and delivery terms of
 * the one shop_settings row, and the special days. Every write drops this instance's cached
 * settings at once; the database's 'catalog_changed' notification tells the others.
 */

function todayOf(ctx: Pick<ServiceContext, "clock" | "config">): string {
  return shopDate(ctx.clock.now(), ctx.config.shop.timeZone);
}

/** The settings as the Ordering page shows them: special days from today on, by date. */
export async function getAdminOrderingSettings(ctx: ServiceContext): Promise<AdminOrderingSettingsDto> {
  const today = todayOf(ctx);
  const settings = await readOrderingSettings(ctx.db, today);
  return {
    weeklyHours: settings.weeklyHours,
    capacity: settings.capacity,
    delivery: settings.delivery,
    specialDays: settings.specialDays.filter((day) => day.date >= today),
    timeZone: ctx.config.shop.timeZone,
    today,
  };
}

/** Saves the weekly hours, capacity and delivery terms, whole (the page sends them all). */
export async function saveOrderingSettings(ctx: ServiceContext, input: OrderingSettingsInput): Promise<AdminOrderingSettingsDto> {
  const values = { weeklyHours: input.weeklyHours, capacity: input.capacity, delivery: input.delivery, updatedAt: ctx.clock.now() };
  await ctx.db
    .insert(shopSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: shopSettings.id, set: values });
  invalidateOrderingSettings(ctx.db);
  return getAdminOrderingSettings(ctx);
}

/** Adds a closed date or special hours, or changes the date's. A past date is refused: it can change nothing. */
export async function saveSpecialDay(
  ctx: ServiceContext,
  { date, input }: { date: string; input: SpecialDayInput },
): Promise<AdminOrderingSettingsDto> {
  if (date < todayOf(ctx)) {
    const message = said("orderingAdminTexts.errors.datePast");
    throw badRequest(message, { date: message });
  }
  const values = { opensAt: input.hours?.open ?? null, closesAt: input.hours?.close ?? null, label: input.label };
  await ctx.db
    .insert(specialDays)
    .values({ date, ...values })
    .onConflictDoUpdate({ target: specialDays.date, set: values });
  invalidateOrderingSettings(ctx.db);
  return getAdminOrderingSettings(ctx);
}

/** The date follows the weekly hours again. Removing a date that is not set changes nothing. */
export async function deleteSpecialDay(ctx: ServiceContext, { date }: { date: string }): Promise<AdminOrderingSettingsDto> {
  await ctx.db.delete(specialDays).where(eq(specialDays.date, date));
  invalidateOrderingSettings(ctx.db);
  return getAdminOrderingSettings(ctx);
}
