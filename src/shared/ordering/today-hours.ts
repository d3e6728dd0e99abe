import type { Locale } from "../core/i18n";
import { formatDayHours, formatWeekdayDate, type TodayHours } from "./schedule";
import type { hoursTexts } from "../texts/hours";
import type { Catalog } from "../core/i18n";

export interface TodayHoursText {
  /** 'Today: 8AM-8PM', 'Today (Christmas Eve): 8AM-2PM', 'Closed today (Thanksgiving)'. */
  today: string;
  /** 'Closed Thursday, November 26 (Thanksgiving)': the next holiday after today; null when none is set. */
  nextClosure: string | null;
}

/** What the footer, the home page and the contact page say about today (ADR 0014), in the page's language. */
export function describeToday(today: TodayHours | null, t: Catalog<typeof hoursTexts>, locale: Locale = "en"): TodayHoursText | null {
  if (!today) return null;
  const text = !today.hours
    ? t.closedToday(today.label)
    : today.label
      ? t.todaySpecial(today.label, formatDayHours(today.hours, locale))
      : t.today(formatDayHours(today.hours, locale));
  const closure = today.nextClosure;
  // Closed today is said already.
  const nextClosure = closure && closure.date !== today.date ? t.closedOn(formatWeekdayDate(closure.date, locale), closure.label) : null;
  return { today: text, nextClosure };
}
