import { addDays, shopDate } from "./schedule";
import { orderingTexts as t } from "./texts/ordering";

const SHORT_DATE = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "short", month: "short", day: "numeric" });

/** '4:15 PM', '9:00 AM' from 'HH:mm'. */
function clockOf(hhmm: string): string {
  const [hour = 0, minute = 0] = hhmm.split(":").map(Number);
  const shown = hour % 12 === 0 ? 12 : hour % 12;
  return `${shown}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

/**
 * A quick pick's words (issue 14): 'Today 4:15 PM', 'Tomorrow 9:00 AM', 'Sat, Nov 28 10:30 AM'.
 * `wallTime` is 'YYYY-MM-DDTHH:mm' on the shop's clock; today is the shop's date at `now`.
 */
export function slotLabel(wallTime: string, now: Date, timeZone: string): string {
  const [date = "", time = ""] = wallTime.split("T");
  const today = shopDate(now, timeZone);
  const [y = 0, m = 1, d = 1] = date.split("-").map(Number);
  const day = date === today ? t.today : date === addDays(today, 1) ? t.tomorrow : SHORT_DATE.format(new Date(Date.UTC(y, m - 1, d)));
  return `${day} ${clockOf(time)}`;
}
