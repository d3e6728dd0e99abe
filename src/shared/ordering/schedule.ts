import { INTL_LOCALE, type Locale } from "../core/i18n";
import { fromWallTime, minutesOfDay, zonedParts } from "../core/time";

/**
 * The shop's calendar (ADR 0014): weekly hours, closed dates and special hours for a date, and
 * the 15-minute slots inside them. Plain functions on 'YYYY-MM-DD' dates in the shop's time
 * zone, shared by the checkout form, the pages that show today's hours, and the server.
 */

/** Orders are ready on quarter hours. */
export const SLOT_MINUTES = 15;

export type DayHours = { open: string; close: string } | null;

/** Opening hours per weekday, 0 = Sunday, as 'HH:mm' in the shop's time zone; null = closed. */
export type WeeklyHours = Record<0 | 1 | 2 | 3 | 4 | 5 | 6, { open: string; close: string } | null>;

/** How an item is scheduled (ADR 0014); the rules that read it are in ordering.ts. All empty keeps today's behaviour. */
export interface ItemSchedule {
  /** Notice the kitchen needs, in minutes (barbacoa 24 h = 1440). */
  leadMinutes: number;
  /** The shop date on which the admin marked it 'Sold out today'; it comes back the next business day. */
  soldOutOn: string | null;
  /** Stock per day (or per pickup date for a pre-order), in the item's unit; null = no limit. */
  dailyStock: number | null;
  preorder: PreorderWindow | null;
}

/** Offered only for pickup on dates in a window, ordered by a cutoff (tamales for Christmas). */
export interface PreorderWindow {
  /** First and last pickup dates, 'YYYY-MM-DD'. */
  firstDate: string;
  lastDate: string;
  /** The last day orders are taken (through the end of that day, shop time). */
  cutoffDate: string;
}

/** A date that does not follow the weekly hours: closed (hours null) or open other hours. */
export interface SpecialDay {
  /** 'YYYY-MM-DD' in the shop's time zone. */
  date: string;
  hours: DayHours;
  /** 'Thanksgiving', 'Christmas Eve': shown with the date; may be empty. */
  label: string;
}

export interface ShopCalendar {
  timeZone: string;
  weeklyHours: WeeklyHours;
  /** Any order; only dates from today on matter. */
  specialDays: readonly SpecialDay[];
}

export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** docs/product.md 'Constants': Mon-Sat 8AM-8PM, Sun 9AM-6PM (also the row migration 0008 writes). */
export const DEFAULT_WEEKLY_HOURS: WeeklyHours = {
  0: { open: "09:00", close: "18:00" },
  1: { open: "08:00", close: "20:00" },
  2: { open: "08:00", close: "20:00" },
  3: { open: "08:00", close: "20:00" },
  4: { open: "08:00", close: "20:00" },
  5: { open: "08:00", close: "20:00" },
  6: { open: "08:00", close: "20:00" },
};

const pad = (value: number) => String(value).padStart(2, "0");

/** The shop's date at `instant`: 'YYYY-MM-DD'. */
export function shopDate(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

function dateToUtc(date: string): Date {
  const [y = 0, m = 1, d = 1] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

/** 'YYYY-MM-DD' plus `days` (calendar days; negative goes back). */
export function addDays(date: string, days: number): string {
  const next = dateToUtc(date);
  next.setUTCDate(next.getUTCDate() + days);
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

/** 0 = Sunday. */
export function weekdayOf(date: string): Weekday {
  return dateToUtc(date).getUTCDay() as Weekday;
}

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether 'YYYY-MM-DD' is a real calendar date. */
export function isValidDate(date: string): boolean {
  return DATE_PATTERN.test(date) && addDays(date, 0) === date;
}

/** 'HH:mm', 00:00-23:59. */
export const HOURS_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export function specialDayOn(calendar: Pick<ShopCalendar, "specialDays">, date: string): SpecialDay | null {
  return calendar.specialDays.find((day) => day.date === date) ?? null;
}

/** The hours of a date: its special hours, else its weekday's; null when closed. */
export function hoursOn(calendar: Pick<ShopCalendar, "weeklyHours" | "specialDays">, date: string): DayHours {
  const special = specialDayOn(calendar, date);
  if (special) return special.hours;
  return calendar.weeklyHours[weekdayOf(date)] ?? null;
}

/** The slots' starts on a date as minutes after midnight: each slot lies wholly inside the hours. */
export function slotMinutesOn(calendar: Pick<ShopCalendar, "weeklyHours" | "specialDays">, date: string): number[] {
  const hours = hoursOn(calendar, date);
  if (!hours) return [];
  const open = minutesOfDay(hours.open);
  const close = minutesOfDay(hours.close);
  const first = Math.ceil(open / SLOT_MINUTES) * SLOT_MINUTES;
  const starts: number[] = [];
  for (let minute = first; minute + SLOT_MINUTES <= close; minute += SLOT_MINUTES) starts.push(minute);
  return starts;
}

/** 'YYYY-MM-DDTHH:mm' of a date and a minute of the day. */
export function wallTimeOf(date: string, minute: number): string {
  return `${date}T${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
}

/** The instant of a slot (a date and a minute of the day) in the shop's time zone. */
export function slotInstant(calendar: Pick<ShopCalendar, "timeZone">, date: string, minute: number): Date {
  return fromWallTime(wallTimeOf(date, minute), calendar.timeZone)!;
}

/** Whether `instant` starts one of the shop's slots (a quarter hour inside the hours of its date). */
export function isSlotStart(instant: Date, calendar: ShopCalendar): boolean {
  const p = zonedParts(instant, calendar.timeZone);
  if (instant.getUTCSeconds() !== 0 || instant.getUTCMilliseconds() !== 0) return false;
  const minute = p.hour * 60 + p.minute;
  return slotMinutesOn(calendar, shopDate(instant, calendar.timeZone)).includes(minute);
}

/** Whether the shop is open at `instant` (its date's hours, special days included). */
export function isOpenAt(instant: Date, calendar: ShopCalendar): boolean {
  const hours = hoursOn(calendar, shopDate(instant, calendar.timeZone));
  if (!hours) return false;
  const p = zonedParts(instant, calendar.timeZone);
  const minute = p.hour * 60 + p.minute;
  return minute >= minutesOfDay(hours.open) && minute < minutesOfDay(hours.close);
}

/**
 * The slots from `from` (inclusive) up to `until` (inclusive), in order. Walks the shop's dates,
 * so closed days and special hours are skipped by construction.
 */
export function* slotsBetween(calendar: ShopCalendar, from: Date, until: Date): Generator<Date> {
  const last = shopDate(until, calendar.timeZone);
  for (let date = shopDate(from, calendar.timeZone); date <= last; date = addDays(date, 1)) {
    for (const minute of slotMinutesOn(calendar, date)) {
      const instant = slotInstant(calendar, date, minute);
      if (instant.getTime() < from.getTime()) continue;
      if (instant.getTime() > until.getTime()) return;
      yield instant;
    }
  }
}

/** The first slot at or after `from`, looking no further than `until`; null when there is none. */
export function firstSlotFrom(calendar: ShopCalendar, from: Date, until: Date): Date | null {
  for (const slot of slotsBetween(calendar, from, until)) return slot;
  return null;
}

/** The next closed date (holiday) from `today` on, within `days` days; null when none is set. */
export function nextClosure(calendar: Pick<ShopCalendar, "specialDays">, today: string, days = 60): SpecialDay | null {
  const last = addDays(today, days);
  return (
    [...calendar.specialDays]
      .filter((day) => day.hours === null && day.date >= today && day.date <= last)
      .sort((a, b) => a.date.localeCompare(b.date))[0] ?? null
  );
}

/** '8AM', '8:30AM', '12PM' from 'HH:mm'; in Spanish '8 a.m.', '8:30 a.m.', '12 p.m.'. */
export function formatClock(hhmm: string, locale: Locale = "en"): string {
  const minutes = minutesOfDay(hhmm);
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  const shown = hour % 12 === 0 ? 12 : hour % 12;
  const time = minute === 0 ? `${shown}` : `${shown}:${pad(minute)}`;
  if (locale === "es") return `${time} ${hour < 12 ? "a.m." : "p.m."}`;
  return `${time}${hour < 12 ? "AM" : "PM"}`;
}

/** '8AM-8PM'; in Spanish '8 a.m. - 8 p.m.'. */
export function formatDayHours(hours: { open: string; close: string }, locale: Locale = "en"): string {
  const separator = locale === "es" ? " - " : "-";
  return `${formatClock(hours.open, locale)}${separator}${formatClock(hours.close, locale)}`;
}

const SHORT_WEEKDAYS: Record<Locale, readonly string[]> = {
  en: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
  es: ["Dom", "Lun", "Mar", "Mié", "Jue", "Vie", "Sáb"],
};

/**
 * The week's hours as people write them: runs of days with the same hours, Monday first.
 * The spec's hours give exactly docs/product.md's 'Mon-Sat 8AM-8PM' and 'Sun 9AM-6PM'.
 */
export function weeklyHoursText(weeklyHours: WeeklyHours, closed = "Closed", locale: Locale = "en"): string[] {
  const order: Weekday[] = [1, 2, 3, 4, 5, 6, 0];
  const describe = (day: Weekday) => {
    const hours = weeklyHours[day];
    return hours ? formatDayHours(hours, locale) : closed;
  };
  const lines: string[] = [];
  let start = 0;
  while (start < order.length) {
    let end = start;
    while (end + 1 < order.length && describe(order[end + 1]!) === describe(order[start]!)) end++;
    const names = SHORT_WEEKDAYS[locale];
    const first = names[order[start]!]!;
    const days = end === start ? first : `${first}-${names[order[end]!]!}`;
    lines.push(`${days} ${describe(order[start]!)}`);
    start = end + 1;
  }
  return lines;
}

/** What the footer, the contact page and the home page say about today (ADR 0014). */
export interface TodayHours {
  date: string;
  hours: DayHours;
  /** Today's special day's label, when today is one ('Christmas Eve'). */
  label: string | null;
  /** The next holiday the shop is closed, from today on. */
  nextClosure: SpecialDay | null;
}

export function todayHours(calendar: ShopCalendar, now: Date): TodayHours {
  const date = shopDate(now, calendar.timeZone);
  return {
    date,
    hours: hoursOn(calendar, date),
    label: specialDayOn(calendar, date)?.label || null,
    nextClosure: nextClosure(calendar, date),
  };
}

/** 'Thursday, November 26' for a 'YYYY-MM-DD' date. */
export function formatWeekdayDate(date: string, locale: Locale = "en"): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone: "UTC", weekday: "long", month: "long", day: "numeric" }).format(
    dateToUtc(date),
  );
}

/** 'December 20' for a 'YYYY-MM-DD' date. */
export function formatMonthDay(date: string, locale: Locale = "en"): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone: "UTC", month: "long", day: "numeric" }).format(dateToUtc(date));
}
