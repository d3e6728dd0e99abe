import { CATERING_LIMITS, earliestEventAt, type CateringFormDto, type CateringRole } from "@shared/catering/catering";
import { fromWallTime } from "@shared/core/time";
import { addDays, shopDate, slotMinutesOn, wallTimeOf, type ShopCalendar } from "@shared/ordering/schedule";

/**
 * The request form's calendar, from what the loader sent (CateringFormDto): which dates and
 * quarter hours a party of a given size may ask for. The server checks the same rules again
 * (services/catering); these only spare the customer a refused request.
 */
export type CateringCalendar = Pick<
  CateringFormDto,
  "weeklyHours" | "closedDates" | "timeZone" | "leadTiers" | "now" | "today" | "minGuests"
>;

/** The shop's week and its closed days as the ordering rules read them (closed dates as closed special days). */
function shopCalendarOf(form: CateringCalendar): Pick<ShopCalendar, "weeklyHours" | "specialDays"> {
  const day = (weekday: number) => form.weeklyHours[weekday] ?? null;
  return {
    weeklyHours: { 0: day(0), 1: day(1), 2: day(2), 3: day(3), 4: day(4), 5: day(5), 6: day(6) },
    specialDays: form.closedDates.map((date) => ({ date, hours: null, label: "" })),
  };
}

/** A head count the rules can use: what was typed, or the smallest party while it is not one yet. */
export function partySize(form: Pick<CateringFormDto, "minGuests">, typed: string): number {
  const guests = Number(typed);
  return Number.isInteger(guests) && guests >= form.minGuests ? Math.min(guests, CATERING_LIMITS.maxGuests) : form.minGuests;
}

/** Whether the shop is open at all on a date ('YYYY-MM-DD'). */
export function isOpenOn(form: CateringCalendar, date: string): boolean {
  return slotMinutesOn(shopCalendarOf(form), date).length > 0;
}

/** The quarter hours ('HH:MM') a party of `guests` may start at on `date`: within the day's hours and after its notice. */
export function eventTimesOn(form: CateringCalendar, date: string, guests: number): string[] {
  const earliest = earliestEventAt(form, guests, new Date(form.now)).getTime();
  return slotMinutesOn(shopCalendarOf(form), date)
    .map((minute) => wallTimeOf(date, minute))
    .filter((wallTime) => (fromWallTime(wallTime, form.timeZone)?.getTime() ?? 0) >= earliest)
    .map((wallTime) => wallTime.slice(11));
}

/** The last date an event may be asked for. */
export function latestEventDate(form: CateringCalendar): string {
  return addDays(form.today, CATERING_LIMITS.maxDaysAhead);
}

/** The first date with a time left for a party of `guests`, after its notice (skipping closed days). */
export function earliestEventDate(form: CateringCalendar, guests: number): string {
  const first = earliestEventAt(form, guests, new Date(form.now));
  const start = shopDate(first, form.timeZone);
  const latest = latestEventDate(form);
  for (let date = start; date <= latest; date = addDays(date, 1)) {
    if (eventTimesOn(form, date, guests).length > 0) return date;
  }
  return start;
}

/** Why a date cannot be asked for a party of `guests`, or null when it can. */
export function dateProblem(form: CateringCalendar, date: string, guests: number): "closed" | "tooSoon" | "tooFar" | null {
  if (!date) return null;
  if (date > latestEventDate(form)) return "tooFar";
  if (!isOpenOn(form, date)) return "closed";
  if (date < earliestEventDate(form, guests) || eventTimesOn(form, date, guests).length === 0) return "tooSoon";
  return null;
}

/**
 * What a wish's amount counts, by the item's place on the catering menu: pounds of meat, dozens
 * of tortillas and tamales, containers of salsas and sides (docs/product.md 'Catering').
 */
export type WishUnit = "lb" | "dozen" | "container";

export function wishUnitOf(role: CateringRole): WishUnit {
  if (role === "meat") return "lb";
  if (role === "tortillas" || role === "tamales") return "dozen";
  return "container";
}

/** Meat goes by the half pound; dozens and containers whole. */
export const wishStep = (unit: WishUnit): number => (unit === "lb" ? 0.5 : 1);
