import { INTL_LOCALE, type Locale } from "../core/i18n";
import { addDays, formatClock, shopDate } from "./schedule";

const shortDates = new Map<Locale, Intl.DateTimeFormat>();
function shortDate(locale: Locale): Intl.DateTimeFormat {
  let format = shortDates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone: "UTC", weekday: "short", month: "short", day: "numeric" });
    shortDates.set(locale, format);
  }
  return format;
}

/** '4:15 PM', '9:00 AM' from 'HH:mm'; in Spanish '4:15 p.m.'. */
function clockOf(hhmm: string, locale: Locale): string {
  if (locale === "es") return formatClock(hhmm.slice(0, 5), "es").replace(/^(\d+) /, "$1:00 ");
  const [hour = 0, minute = 0] = hhmm.split(":").map(Number);
  const shown = hour % 12 === 0 ? 12 : hour % 12;
  return `${shown}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

/** The words for today and tomorrow (orderingTexts.today / .tomorrow in the page's language). */
export interface SlotDayWords {
  today: string;
  tomorrow: string;
}

/**
 * A quick pick's words (ADR 0014): 'Today 4:15 PM', 'Tomorrow 9:00 AM', 'Sat, Nov 28 10:30 AM'
 * ('Hoy 4:15 p.m.', 'sáb, 28 nov 10:30 a.m.'). `wallTime` is 'YYYY-MM-DDTHH:mm' on the shop's
 * clock; today is the shop's date at `now`.
 */
export function slotLabel(wallTime: string, now: Date, timeZone: string, words: SlotDayWords, locale: Locale = "en"): string {
  const [date = "", time = ""] = wallTime.split("T");
  const today = shopDate(now, timeZone);
  const [y = 0, m = 1, d = 1] = date.split("-").map(Number);
  const day =
    date === today ? words.today : date === addDays(today, 1) ? words.tomorrow : shortDate(locale).format(new Date(Date.UTC(y, m - 1, d)));
  return `${day} ${clockOf(time, locale)}`;
}
