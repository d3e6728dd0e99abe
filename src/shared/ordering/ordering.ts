import type { OrderType } from "../orders/orders";
import type { ItemSchedule, PreorderWindow } from "./schedule";
import { addDays, firstSlotFrom, formatMonthDay, isOpenAt, isSlotStart, shopDate, SLOT_MINUTES, type ShopCalendar } from "./schedule";
import type { Catalog, Locale } from "../core/i18n";
import type { orderingTexts } from "../texts/ordering";
import { fromWallTime, zonedParts } from "../core/time";

/**
 * Ordering ahead (ADR 0014): when an order's lines can be ready, and what stops a time. The
 * checkout form and the server run these same functions; capacity and stock, which only the
 * database knows, are checked on the server (services/checkout/capacity.ts).
 */

export type { ItemSchedule, PreorderWindow } from "./schedule";

/** Ordering ahead's words in the page's (or the request's) language: callers pass them in, so this module carries none. */
export type OrderingWords = Catalog<typeof orderingTexts>;

export const NO_SCHEDULE: ItemSchedule = { leadMinutes: 0, soldOutOn: null, dailyStock: null, preorder: null };

/** Lead times the admin may set: up to two weeks. */
export const MAX_LEAD_MINUTES = 14 * 24 * 60;

/** 'Only 6 lb left today' shows at or below a quarter of the day's stock. */
export const LOW_STOCK_SHARE = 0.25;

export interface ScheduledLine {
  name: string;
  schedule: ItemSchedule;
}

export interface OrderingRulesContext {
  now: Date;
  calendar: ShopCalendar;
  /** The least notice of any order (docs/product.md 'Checkout validation': at least 15 minutes). */
  minLeadMinutes: number;
  /** How far ahead an order may be placed without pre-orders (docs/product.md 'Checkout validation': 7 days). */
  maxLeadDays: number;
}

/** 'December 22-24', 'December 22', 'December 30-January 2'. */
export function formatDateRange(first: string, last: string, locale: Locale = "en"): string {
  if (first === last) return formatMonthDay(first, locale);
  if (locale === "es") {
    // '22 de diciembre' … '24 de diciembre' → '22-24 de diciembre'; across months, both whole.
    const a = formatMonthDay(first, locale);
    const b = formatMonthDay(last, locale);
    const [dayA, ...monthA] = a.split(" ");
    const [, ...monthB] = b.split(" ");
    return monthA.join(" ") === monthB.join(" ") ? `${dayA}-${b}` : `${a} - ${b}`;
  }
  const a = formatMonthDay(first);
  const b = formatMonthDay(last);
  const [monthA] = a.split(" ");
  const [monthB, dayB] = b.split(" ");
  return monthA === monthB ? `${a}-${dayB}` : `${a}-${b}`;
}

export function isSoldOutToday(schedule: ItemSchedule, today: string): boolean {
  return schedule.soldOutOn === today;
}

export type PreorderState = "open" | "closed" | "over";

/** A pre-order is open through its cutoff date; closed after it; over after its last pickup date. */
export function preorderState(window: PreorderWindow, today: string): PreorderState {
  if (today > window.lastDate) return "over";
  if (today > window.cutoffDate) return "closed";
  return "open";
}

/** Why the cart cannot be ordered at all, whatever the time: a closed pre-order or delivery of one. */
export function preorderProblem(
  lines: readonly ScheduledLine[],
  orderType: OrderType,
  today: string,
  t: OrderingWords,
  locale: Locale = "en",
): string | null {
  for (const line of lines) {
    const window = line.schedule.preorder;
    if (!window) continue;
    if (preorderState(window, today) !== "open") return t.preorderClosed(line.name, formatMonthDay(window.cutoffDate, locale));
    if (orderType === "delivery") return t.preorderPickupOnly(line.name);
  }
  return null;
}

/** The earliest instant each line allows, and which line sets the order's. */
export interface Earliest {
  /** No slot is ready before this instant. */
  from: Date;
  /** The line that pushes the earliest time past the shop's own minimum, and why; null when none does. */
  setBy: { name: string; reason: "lead"; leadMinutes: number } | { name: string; reason: "soldOut" | "preorder" } | null;
}

/** Midnight starting a date in the shop's time zone (moved forward if a clock change skips it). */
function startOfDate(calendar: ShopCalendar, date: string): Date {
  return fromWallTime(`${date}T00:00`, calendar.timeZone)!;
}

export function earliestReady(lines: readonly ScheduledLine[], context: OrderingRulesContext): Earliest {
  const { now, calendar } = context;
  const today = shopDate(now, calendar.timeZone);
  let from = new Date(now.getTime() + context.minLeadMinutes * 60_000);
  let setBy: Earliest["setBy"] = null;
  for (const line of lines) {
    const s = line.schedule;
    if (s.leadMinutes > context.minLeadMinutes) {
      const ready = new Date(now.getTime() + s.leadMinutes * 60_000);
      if (ready > from) {
        from = ready;
        setBy = { name: line.name, reason: "lead", leadMinutes: s.leadMinutes };
      }
    }
    if (isSoldOutToday(s, today)) {
      const tomorrow = startOfDate(calendar, addDays(today, 1));
      if (tomorrow > from) {
        from = tomorrow;
        setBy = { name: line.name, reason: "soldOut" };
      }
    }
    if (s.preorder) {
      const first = startOfDate(calendar, s.preorder.firstDate);
      if (first > from) {
        from = first;
        setBy = { name: line.name, reason: "preorder" };
      }
    }
  }
  return { from, setBy };
}

/** The latest instant an order may be for: 7 days, or the end of its pre-orders' common window. */
export function latestReady(lines: readonly ScheduledLine[], context: OrderingRulesContext): Date {
  const windows = lines.map((line) => line.schedule.preorder).filter((w): w is PreorderWindow => w !== null);
  if (windows.length === 0) return new Date(context.now.getTime() + context.maxLeadDays * 24 * 3_600_000);
  const last = windows.map((w) => w.lastDate).sort()[0]!;
  return new Date(startOfDate(context.calendar, addDays(last, 1)).getTime() - 1);
}

/** The first slot the lines allow (null: none before the latest time). */
export function firstOpenSlot(lines: readonly ScheduledLine[], context: OrderingRulesContext): Date | null {
  const { from } = earliestReady(lines, context);
  return firstSlotFrom(context.calendar, from, latestReady(lines, context));
}

/**
 * What stops `instant` for these lines beyond docs/product.md's own rules (checked first, in
 * checkout.ts): the quarter hour, closed dates and special hours, a pre-order's dates, an item
 * sold out today, and each item's notice. `format` says an instant as the shop's clock shows it;
 * `t` and `locale` are the words and dates of the page (or the request).
 */
export function orderingTimeProblem(
  instant: Date,
  lines: readonly ScheduledLine[],
  context: OrderingRulesContext,
  format: (instant: Date) => string,
  t: OrderingWords,
  locale: Locale = "en",
): string | null {
  const { calendar } = context;
  const date = shopDate(instant, calendar.timeZone);
  const special = calendar.specialDays.find((day) => day.date === date);
  if (special && special.hours === null) return t.closedOn(formatMonthDay(date, locale), special.label);
  const today = shopDate(context.now, calendar.timeZone);
  for (const line of lines) {
    const window = line.schedule.preorder;
    if (window && (date < window.firstDate || date > window.lastDate)) {
      return t.preorderDates(line.name, formatDateRange(window.firstDate, window.lastDate, locale));
    }
  }
  const next = () => {
    const slot = firstOpenSlot(lines, context);
    return slot ? format(slot) : "";
  };
  for (const line of lines) {
    if (date === today && isSoldOutToday(line.schedule, today)) return t.soldOutToday(line.name, next());
  }
  for (const line of lines) {
    const lead = line.schedule.leadMinutes;
    if (lead > context.minLeadMinutes && instant.getTime() < context.now.getTime() + lead * 60_000) {
      return t.leadTime(line.name, t.notice(lead), next());
    }
  }
  // Open then but off the quarter hour (08:10 on a day opening at 08:10 too, whose first slot is
  // 08:15). A quarter hour whose slot does not fit the hours is left to the hours' own message.
  if (!isSlotStart(instant, calendar) && isOpenAt(instant, calendar) && !isQuarterHour(instant, calendar.timeZone)) return t.timeOffSlot;
  return null;
}

function isQuarterHour(instant: Date, timeZone: string): boolean {
  const p = zonedParts(instant, timeZone);
  return p.minute % SLOT_MINUTES === 0 && instant.getUTCSeconds() === 0 && instant.getUTCMilliseconds() === 0;
}

/** The sentence under the picker: which item sets the earliest time, or null. */
export function earliestNotice(earliest: Earliest, slot: Date | null, format: (instant: Date) => string, t: OrderingWords): string | null {
  const setBy = earliest.setBy;
  if (!setBy || !slot) return null;
  if (setBy.reason === "lead") return t.earliestSetBy(setBy.name, t.notice(setBy.leadMinutes), format(slot));
  if (setBy.reason === "soldOut") return t.earliestSoldOut(setBy.name, format(slot));
  return null;
}

// ---------------------------------------------------------------------------------------------
// Capacity per slot (server-enforced; the admin sets it)

export interface SlotCapacity {
  /** Orders per 15-minute slot; null = no limit. */
  maxOrders: number | null;
  /** Pounds (all lines sold by the pound) per 15-minute slot; null = no limit. */
  maxPounds: number | null;
}

export type CapacityByType = Record<OrderType, SlotCapacity>;

export interface CapacitySettings {
  everyDay: CapacityByType;
  /** A weekday's own limits (Saturday mornings), in place of every day's. */
  byWeekday: Partial<Record<"0" | "1" | "2" | "3" | "4" | "5" | "6", CapacityByType>>;
}

export const UNLIMITED: SlotCapacity = { maxOrders: null, maxPounds: null };
export const NO_CAPACITY_LIMITS: CapacitySettings = {
  everyDay: { pickup: UNLIMITED, delivery: UNLIMITED },
  byWeekday: {},
};

export function capacityFor(settings: CapacitySettings, weekday: number, orderType: OrderType): SlotCapacity {
  const day = settings.byWeekday[String(weekday) as keyof CapacitySettings["byWeekday"]];
  return (day ?? settings.everyDay)[orderType];
}

/** Whether one more order of `pounds` fits a slot already holding `used`. */
export function fitsSlot(capacity: SlotCapacity, used: { orders: number; pounds: number }, pounds: number): boolean {
  if (capacity.maxOrders !== null && used.orders + 1 > capacity.maxOrders) return false;
  if (capacity.maxPounds !== null && pounds > 0 && Math.round((used.pounds + pounds) * 1000) > Math.round(capacity.maxPounds * 1000))
    return false;
  return true;
}

// ---------------------------------------------------------------------------------------------
// The checkout's quick picks: POST /api/checkout/slots

export interface SlotsRequest {
  orderType: OrderType;
  lines: { itemId: string; quantity: number }[];
}

export interface SlotsResponse {
  /** The next open slots for this cart and type, soonest first, as 'YYYY-MM-DDTHH:mm' shop time. */
  slots: string[];
  /** Which item sets the earliest time, said as a sentence; null when none does. */
  notice: string | null;
}

/** How many quick picks the checkout offers. */
export const QUICK_PICKS = 4;
