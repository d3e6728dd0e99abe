/**
 * Wall-clock time in the shop's time zone, with nothing but Intl (no time-zone library on the
 * storefront). A "wall time" is what a clock in the shop shows: 'YYYY-MM-DDTHH:mm'.
 */

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 = Sunday. */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      weekday: "short",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/**
 * zonedParts by time zone and minute since the epoch: a checkout asks for the same few minutes
 * many times (now, its slot, the day's hours), and each formatToParts costs about 20 µs (the speed work's profile, ADR 0019: a tenth of our
 * own CPU per order). Since 1980 every zone's offset is a whole number of minutes (some older ones had seconds), so all instants of one UTC
 * minute share their wall-clock parts. Callers get copies; the map is kept small.
 */
const recentParts = new Map<string, ZonedParts>();
const RECENT_PARTS_LIMIT = 256;
const MINUTE_MS = 60_000;
const WHOLE_MINUTE_OFFSETS_SINCE = Date.UTC(1980, 0, 1);

/** What the shop's clock and calendar show at `instant`. */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const time = instant.getTime();
  if (!(time >= WHOLE_MINUTE_OFFSETS_SINCE)) return computeZonedParts(instant, timeZone);
  const key = `${timeZone} ${Math.floor(time / MINUTE_MS)}`;
  const known = recentParts.get(key);
  if (known) return { ...known };
  const parts = computeZonedParts(instant, timeZone);
  if (recentParts.size >= RECENT_PARTS_LIMIT) recentParts.delete(recentParts.keys().next().value!);
  recentParts.set(key, parts);
  return { ...parts };
}

/** zonedParts straight from Intl, every time (what the remembered minutes must agree with). */
export function computeZonedParts(instant: Date, timeZone: string): ZonedParts {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ""),
  };
}

const pad = (value: number) => String(value).padStart(2, "0");

/** 'YYYY-MM-DDTHH:mm' as the shop's clock shows `instant` (the value of a datetime-local input). */
export function toWallTime(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant at which the shop's clock shows `wallTime`, or null when it is not a valid
 * wall time. In a spring-forward gap the time is moved forward by the gap (as clocks do).
 */
export function fromWallTime(wallTime: string, timeZone: string): Date | null {
  const match = WALL_TIME.exec(wallTime);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59) return null;
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  if (new Date(asUtc).getUTCDate() !== d) return null; // e.g. February 30
  // Offset of the zone at a guess, refined once (covers DST transitions).
  let instant = asUtc;
  for (let i = 0; i < 2; i++) {
    const shown = zonedParts(new Date(instant), timeZone);
    const shownAsUtc = Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute);
    instant += asUtc - shownAsUtc;
  }
  return new Date(instant);
}

/** 'HH:mm' → minutes after midnight. */
export function minutesOfDay(hhmm: string): number {
  const [h = "0", m = "0"] = hhmm.split(":");
  return Number(h) * 60 + Number(m);
}

// The shop's dates in words: apart (shop-dates.ts), so that a page showing dates does not load the time zone arithmetic.
export { formatShopDate, formatShopDateTime, formatShopShortDateTime } from "./shop-dates";
