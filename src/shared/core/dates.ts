import { INTL_LOCALE, type Locale } from "./i18n";
import { shopDate } from "../ordering/schedule";

/**
 * Dates as people read them. Always formatted in the shop's time zone, so a post published
 * late in the evening in Los Angeles does not show tomorrow's date to a server running in UTC.
 */

/** 'January 5, 2025' — the spec's 'MMMM d, yyyy'. */
export function formatLongDate(date: Date | string, timeZone: string, locale: Locale = "en"): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { month: "long", day: "numeric", year: "numeric", timeZone }).format(
    typeof date === "string" ? new Date(date) : date,
  );
}

/** '2025-01-05' in the shop's time zone, for sitemaps and `<time dateTime>`: the shop's date (schedule.ts). */
export function isoDateInZone(date: Date | string, timeZone: string): string {
  return shopDate(typeof date === "string" ? new Date(date) : date, timeZone);
}
