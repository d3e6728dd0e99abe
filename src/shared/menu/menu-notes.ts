import type { PriceUnit } from "./menu";
import { formatDateRange, isSoldOutToday, LOW_STOCK_SHARE, preorderState, type ItemSchedule } from "../ordering/ordering";
import { formatQuantity } from "../core/quantity";
import { formatMonthDay } from "../ordering/schedule";
import type { Catalog, Locale } from "../core/i18n";
import type { orderingTexts } from "../texts/ordering";

/**
 * What a menu card says about an item today (ADR 0014): sold out, little left, its pre-order
 * window, or the notice it needs. Worked out by the menu's loader, so the card ships words, not calendar code (ADR 0008).
 */
export interface ItemNote {
  text: string;
  /** Sold out today or orders closed: said strongly. */
  alert: boolean;
  /** Add to Cart is disabled (a pre-order past its cutoff). */
  closed: boolean;
}

export function itemNote(
  item: { schedule: ItemSchedule; priceUnit: PriceUnit },
  today: string,
  /** What is left today of an item with a daily stock (services/menu/stock.ts); undefined when it has none. */
  left: number | undefined,
  /** The words, in the page's language. */
  t: Catalog<typeof orderingTexts>,
  locale: Locale = "en",
): ItemNote | null {
  const { schedule } = item;
  const window = schedule.preorder;
  if (window) {
    const state = preorderState(window, today);
    if (state === "over") return null;
    const cutoff = formatMonthDay(window.cutoffDate, locale);
    return state === "closed"
      ? { text: t.preorderClosedBadge(cutoff), alert: true, closed: true }
      : { text: t.preorderWindow(cutoff, formatDateRange(window.firstDate, window.lastDate, locale)), alert: false, closed: false };
  }
  if (isSoldOutToday(schedule, today) || left === 0) return { text: t.soldOutBadge, alert: true, closed: false };
  if (left !== undefined && schedule.dailyStock !== null && left <= schedule.dailyStock * LOW_STOCK_SHARE) {
    return { text: t.left(formatQuantity(left, item.priceUnit)), alert: false, closed: false };
  }
  // A dish the kitchen needs notice for says so before it is in a cart (barbacoa: a day ahead).
  if (schedule.leadMinutes >= 60) return { text: t.needsNotice(t.notice(schedule.leadMinutes)), alert: false, closed: false };
  return null;
}

/** Pre-orders still offered (open or closed, not over): the menu's own section. */
export function isShownPreorder(schedule: ItemSchedule, today: string): boolean {
  return schedule.preorder !== null && preorderState(schedule.preorder, today) !== "over";
}
