import { orderingContext } from "@shared/checkout/checkout";
import {
  capacityFor,
  earliestNotice,
  earliestReady,
  fitsSlot,
  latestReady,
  QUICK_PICKS,
  type SlotsRequest,
  type SlotsResponse,
} from "@shared/ordering/ordering";
import { shopDate, slotsBetween, weekdayOf } from "@shared/ordering/schedule";
import { textsFor } from "@shared/texts/registry.server";
import { formatShopDateTime, toWallTime } from "@shared/core/time";
import type { ServiceContext } from "../service-context";
import { DEFAULT_LOCALE, type Locale } from "@shared/core/i18n";
import { scheduledItems } from "../menu/menu-service";
import { cachedOrderingSettings } from "../ordering/ordering-settings";
import { slotLoad, slotUsage, stockTaken } from "./capacity";

/**
 * The next open slots for a cart (ADR 0014): after its slowest item's notice, inside the hours,
 * not on closed dates, with room left by orders and by pounds, and with the cart's stocked items
 * left on that date. Advice for the form: the order's own placement checks again under its locks.
 */
export async function openSlots(ctx: ServiceContext, request: SlotsRequest & { locale?: Locale }): Promise<SlotsResponse> {
  const now = ctx.clock.now();
  const timeZone = ctx.config.shop.timeZone;
  const settings = await cachedOrderingSettings(ctx);
  const scheduled = await scheduledItems(
    ctx.db,
    request.lines.map((line) => line.itemId),
  );
  const byId = new Map(scheduled.map((item) => [item.id, item]));
  const locale = request.locale ?? DEFAULT_LOCALE;
  const rules = orderingContext({ now, timeZone, weeklyHours: settings.weeklyHours, specialDays: settings.specialDays, locale });
  const earliest = earliestReady(scheduled, rules);
  const latest = latestReady(scheduled, rules);

  const { pounds, stocked } = slotLoad(
    request.lines.flatMap((line) => {
      const item = byId.get(line.itemId);
      return item ? [{ ...item, itemId: item.id, quantity: line.quantity }] : [];
    }),
  );

  const used = await slotUsage(ctx.db, request.orderType, earliest.from, new Date(latest.getTime() + 60_000));

  const stockByDate = new Map<string, boolean>();
  const stockFits = async (date: string) => {
    if (stocked.length === 0) return true;
    let fits = stockByDate.get(date);
    if (fits === undefined) {
      const taken = await stockTaken(
        ctx.db,
        stocked.map((line) => line.itemId),
        date,
        timeZone,
      );
      fits = stocked.every((line) => (taken.get(line.itemId) ?? 0) + line.quantity <= line.dailyStock);
      stockByDate.set(date, fits);
    }
    return fits;
  };

  const slots: Date[] = [];
  const calendar = rules.calendar;
  const today = shopDate(now, timeZone);
  for (const slot of slotsBetween(calendar, earliest.from, latest)) {
    const date = shopDate(slot, timeZone);
    if (date === today && scheduled.some((line) => line.schedule.soldOutOn === today)) continue;
    const limit = capacityFor(settings.capacity, weekdayOf(date), request.orderType);
    if (!fitsSlot(limit, used.get(slot.getTime()) ?? { orders: 0, pounds: 0 }, pounds)) continue;
    if (!(await stockFits(date))) continue;
    slots.push(slot);
    if (slots.length === QUICK_PICKS) break;
  }
  // The notice is read under the form's time picker: in the request's language.
  const format = (instant: Date) => formatShopDateTime(instant, timeZone, locale);
  return {
    slots: slots.map((slot) => toWallTime(slot, timeZone)),
    notice: earliestNotice(earliest, slots[0] ?? null, format, textsFor(locale).orderingTexts),
  };
}
