import { INTL_LOCALE, type Locale } from "@shared/core/i18n";

/**
 * The purchase form's dates (ADR 0024), as the shop's 'YYYY-MM-DD' dates: the quick picks (the
 * next Christmas Eve, the next Mother's Day), the latest date a card can be sent on, and their
 * words. Mother's Day follows the card's language: May 10 for a Spanish card (as in Mexico), the
 * second Sunday of May for an English one (as in the US). Calendar arithmetic in UTC, written
 * here rather than taken from ordering/schedule.ts, whose module brings the shop's time-zone code
 * to these pages' first load (ADR 0008).
 */

const utc = (date: string) => {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day));
};
const isoDate = (instant: Date) => instant.toISOString().slice(0, 10);

/** 'YYYY-MM-DD' plus `days`. */
export function addDaysTo(date: string, days: number): string {
  const next = utc(date);
  next.setUTCDate(next.getUTCDate() + days);
  return isoDate(next);
}

/** Whether 'YYYY-MM-DD' is a real calendar date. */
export function isCalendarDate(date: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && isoDate(utc(date)) === date;
}

/** The first date on or after `today` that falls on this month and day of some year. */
function nextOn(today: string, monthDay: (year: number) => string): string {
  const year = Number(today.slice(0, 4));
  const thisYear = monthDay(year);
  return thisYear >= today ? thisYear : monthDay(year + 1);
}

export function nextChristmasEve(today: string): string {
  return nextOn(today, (year) => `${year}-12-24`);
}

/** The second Sunday of May of `year` ('2026-05-10'). */
export function usMothersDay(year: number): string {
  const first = `${year}-05-01`;
  return addDaysTo(first, ((7 - utc(first).getUTCDay()) % 7) + 7);
}

export function nextMothersDay(today: string, cardLocale: Locale): string {
  return nextOn(today, (year) => (cardLocale === "es" ? `${year}-05-10` : usMothersDay(year)));
}

/** 'December 24' / '24 de diciembre'; with `withYear`, 'December 24, 2026' / '24 de diciembre de 2026'. */
export function formatGiftCardDate(date: string, locale: Locale, withYear = false): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    timeZone: "UTC",
    month: "long",
    day: "numeric",
    ...(withYear ? { year: "numeric" } : {}),
  }).format(utc(date));
}
