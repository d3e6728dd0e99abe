import { INTL_LOCALE, type Locale } from "@shared/core/i18n";
import { formatCents } from "@shared/core/money";
import type { ReportBucket } from "@shared/reports/reports";

/**
 * The report's figures as the reader writes them: money by the shop's formatter (money.ts), counts,
 * pounds, percentages, shop dates and hours through Intl in the reader's language. A shop date
 * ('2026-05-01') is read at noon UTC, so its calendar day never shifts with the browser's zone.
 */
export interface ReportFormat {
  money: (cents: number) => string;
  /** '+$12.30', '-$4.00', '$0.00': a difference, signed. */
  signedMoney: (cents: number) => string;
  /** Whole dollars for a plot's axis: '$1,200'. */
  axisMoney: (cents: number) => string;
  count: (value: number) => string;
  /** At most three decimals (or `digits`): '2.5', '1,234.125'. */
  pounds: (value: number, digits?: number) => string;
  /** '+12.5%', '-3%', or null when there is nothing before to compare with. */
  change: (current: number, previous: number) => string | null;
  /** 'May 1, 2026' · '1 de mayo de 2026'. */
  date: (date: string) => string;
  /** A table row's date, in short: 'Jan 5, 2026' · '5 ene 2026'. */
  shortDate: (date: string) => string;
  /** A plot's tick: 'May 4' for a day or a week, 'May' or 'May 2026' for a month. */
  tick: (date: string, bucket: ReportBucket, withYear: boolean) => string;
  /** 'May 1 – 31, 2026' · '1–31 de mayo de 2026'; one date alone when the range is a day. */
  range: (from: string, to: string) => string;
  /** '8 AM' · '8 a.m.'. */
  hour: (hour: number) => string;
}

const atNoon = (date: string) => new Date(`${date}T12:00:00Z`);

const cache = new Map<Locale, ReportFormat>();

export function reportFormat(locale: Locale): ReportFormat {
  const cached = cache.get(locale);
  if (cached) return cached;
  const tag = INTL_LOCALE[locale];
  const counts = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
  const pounds = [0, 1, 2, 3].map((digits) => new Intl.NumberFormat(tag, { maximumFractionDigits: digits }));
  const percent = new Intl.NumberFormat(tag, { style: "percent", maximumFractionDigits: 1, signDisplay: "exceptZero" });
  const longDate = new Intl.DateTimeFormat(tag, { timeZone: "UTC", year: "numeric", month: "long", day: "numeric" });
  const shortDate = new Intl.DateTimeFormat(tag, { timeZone: "UTC", year: "numeric", month: "short", day: "numeric" });
  const dayTick = new Intl.DateTimeFormat(tag, { timeZone: "UTC", month: "short", day: "numeric" });
  const monthTick = new Intl.DateTimeFormat(tag, { timeZone: "UTC", month: "short" });
  const monthYearTick = new Intl.DateTimeFormat(tag, { timeZone: "UTC", month: "short", year: "numeric" });
  const hours = new Intl.DateTimeFormat(tag, { timeZone: "UTC", hour: "numeric" });
  const format: ReportFormat = {
    money: formatCents,
    signedMoney: (cents) => (cents > 0 ? `+${formatCents(cents)}` : formatCents(cents)),
    axisMoney: (cents) => formatCents(cents).replace(/\.00$/, ""),
    count: (value) => counts.format(value),
    pounds: (value, digits = 3) => (pounds[digits] ?? pounds[3]!).format(value),
    change: (current, previous) => (previous === 0 ? null : percent.format((current - previous) / Math.abs(previous))),
    date: (date) => longDate.format(atNoon(date)),
    shortDate: (date) => shortDate.format(atNoon(date)),
    tick: (date, bucket, withYear) => (bucket === "month" ? (withYear ? monthYearTick : monthTick) : dayTick).format(atNoon(date)),
    range: (from, to) => (from === to ? longDate.format(atNoon(from)) : longDate.formatRange(atNoon(from), atNoon(to))),
    hour: (hour) => hours.format(new Date(Date.UTC(2000, 0, 1, hour))),
  };
  cache.set(locale, format);
  return format;
}
