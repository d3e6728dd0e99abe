import { INTL_LOCALE, type Locale } from "./i18n";

/** The shop's instants as words, in its time zone: Intl only, none of time.ts's arithmetic. */

/** 'Tuesday, November 24, 10:30 AM' in the shop's time zone. */
export function formatShopDateTime(instant: Date | string, timeZone: string, locale: Locale = "en"): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    timeZone,
    weekday: "long",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(typeof instant === "string" ? new Date(instant) : instant);
}

/** 'Jan 5, 2025, 10:30 AM' in the shop's time zone: compact, for admin tables and tickets. */
export function formatShopShortDateTime(instant: Date | string, timeZone: string, locale: Locale = "en"): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    timeZone,
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(typeof instant === "string" ? new Date(instant) : instant);
}

/** 'January 5, 2025' (docs/product.md 'Constants') in the shop's time zone. */
export function formatShopDate(instant: Date | string, timeZone: string, locale: Locale = "en"): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone, month: "long", day: "numeric", year: "numeric" }).format(
    typeof instant === "string" ? new Date(instant) : instant,
  );
}
