import { formatDayHours, formatWeekdayDate, type TodayHours } from "./schedule";
import { hoursTexts as t } from "./texts/hours";

export interface TodayHoursText {
  /** 'Today: 8AM-8PM', 'Today (Christmas Eve): 8AM-2PM', 'Closed today (Thanksgiving)'. */
  today: string;
  /** 'Closed Thursday, November 26 (Thanksgiving)': the next holiday after today; null when none is set. */
  nextClosure: string | null;
}

/** What the footer, the home page and the contact page say about today (issue 14). */
export function describeToday(today: TodayHours | null): TodayHoursText | null {
  if (!today) return null;
  const text = !today.hours
    ? t.closedToday(today.label)
    : today.label
      ? t.todaySpecial(today.label, formatDayHours(today.hours))
      : t.today(formatDayHours(today.hours));
  const closure = today.nextClosure;
  // Closed today is said already.
  const nextClosure = closure && closure.date !== today.date ? t.closedOn(formatWeekdayDate(closure.date), closure.label) : null;
  return { today: text, nextClosure };
}
