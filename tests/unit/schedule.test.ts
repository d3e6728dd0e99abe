import { describe, expect, it } from "vitest";
import {
  addDays,
  firstSlotFrom,
  hoursOn,
  isOpenAt,
  isSlotStart,
  isValidDate,
  nextClosure,
  shopDate,
  slotInstant,
  slotMinutesOn,
  slotsBetween,
  todayHours,
  weekdayOf,
  weeklyHoursText,
  type ShopCalendar,
  type SpecialDay,
} from "@shared/ordering/schedule";
import type { WeeklyHours } from "@shared/shop/shop";
import { fromWallTime, toWallTime } from "@shared/core/time";
import { DEFAULT_WEEKLY_HOURS } from "@shared/ordering/schedule";

const TZ = "America/Los_Angeles";
// docs/product.md 'Constants': Mon-Sat 8AM-8PM, Sun 9AM-6PM.
const HOURS: WeeklyHours = DEFAULT_WEEKLY_HOURS;
const THANKSGIVING: SpecialDay = { date: "2026-11-26", hours: null, label: "Thanksgiving" };
const CHRISTMAS_EVE: SpecialDay = { date: "2026-12-24", hours: { open: "08:00", close: "14:00" }, label: "Christmas Eve" };
const calendar = (specialDays: SpecialDay[] = [], weeklyHours: WeeklyHours = HOURS): ShopCalendar => ({
  timeZone: TZ,
  weeklyHours,
  specialDays,
});
const at = (wall: string) => fromWallTime(wall, TZ)!;
const wall = (instant: Date) => toWallTime(instant, TZ);
const hhmm = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;

describe("shop dates", () => {
  it("shopDate is the date on the shop's clock, not UTC's", () => {
    // Tuesday 2026-11-24 23:30 in Los Angeles is already Wednesday in UTC.
    expect(shopDate(new Date("2026-11-25T07:30:00Z"), TZ)).toBe("2026-11-24");
    expect(shopDate(new Date("2026-11-25T08:00:00Z"), TZ)).toBe("2026-11-25");
    expect(shopDate(new Date("2026-11-25T07:30:00Z"), "UTC")).toBe("2026-11-25");
  });

  it("addDays crosses months, years and leap days, and goes back", () => {
    expect(addDays("2026-11-30", 1)).toBe("2026-12-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-03-07", 1)).toBe("2026-03-08"); // the spring-forward day is a whole date
  });

  it("weekdayOf: 0 = Sunday", () => {
    expect(weekdayOf("2026-11-24")).toBe(2);
    expect(weekdayOf("2026-11-29")).toBe(0);
    expect(weekdayOf("2026-11-28")).toBe(6);
    expect(weekdayOf("2026-03-08")).toBe(0);
  });

  it("isValidDate refuses dates that do not exist", () => {
    expect(isValidDate("2026-11-24")).toBe(true);
    expect(isValidDate("2026-02-30")).toBe(false);
    expect(isValidDate("2026-11-4")).toBe(false);
  });
});

describe("hours of a date", () => {
  it("follows the weekly hours, unless a special day says otherwise", () => {
    const cal = calendar([THANKSGIVING, CHRISTMAS_EVE]);
    expect(hoursOn(cal, "2026-11-24")).toEqual({ open: "08:00", close: "20:00" });
    expect(hoursOn(cal, "2026-11-29")).toEqual({ open: "09:00", close: "18:00" });
    expect(hoursOn(cal, "2026-11-26")).toBeNull();
    expect(hoursOn(cal, "2026-12-24")).toEqual({ open: "08:00", close: "14:00" });
    // A special day opens a weekday that is closed every week.
    const closedMondays = calendar([{ date: "2026-11-30", hours: { open: "10:00", close: "12:00" }, label: "" }], { ...HOURS, 1: null });
    expect(hoursOn(closedMondays, "2026-12-07")).toBeNull();
    expect(hoursOn(closedMondays, "2026-11-30")).toEqual({ open: "10:00", close: "12:00" });
  });

  it("isOpenAt: from opening up to (not at) closing, closed dates closed", () => {
    const cal = calendar([THANKSGIVING]);
    expect(isOpenAt(at("2026-11-24T08:00"), cal)).toBe(true);
    expect(isOpenAt(at("2026-11-24T07:59"), cal)).toBe(false);
    expect(isOpenAt(at("2026-11-24T20:00"), cal)).toBe(false);
    expect(isOpenAt(at("2026-11-26T12:00"), cal)).toBe(false);
  });
});

describe("15-minute slots", () => {
  it("lie wholly inside the hours: 8:00-20:00 gives 08:00 to 19:45", () => {
    const starts = slotMinutesOn(calendar(), "2026-11-24").map(hhmm);
    expect(starts).toHaveLength(48);
    expect(starts[0]).toBe("08:00");
    expect(starts[1]).toBe("08:15");
    expect(starts.at(-1)).toBe("19:45");
    const sunday = slotMinutesOn(calendar(), "2026-11-29").map(hhmm);
    expect([sunday[0], sunday.at(-1), sunday.length]).toEqual(["09:00", "17:45", 36]);
  });

  it("odd hours start on the next quarter and end with the last slot that fits", () => {
    const odd = calendar([{ date: "2026-11-24", hours: { open: "08:10", close: "12:00" }, label: "" }]);
    const starts = slotMinutesOn(odd, "2026-11-24").map(hhmm);
    expect(starts[0]).toBe("08:15");
    expect(starts.at(-1)).toBe("11:45");
    const earlyClose = calendar([{ date: "2026-11-24", hours: { open: "08:00", close: "11:50" }, label: "" }]);
    expect(slotMinutesOn(earlyClose, "2026-11-24").map(hhmm).at(-1)).toBe("11:30");
    const tooShort = calendar([{ date: "2026-11-24", hours: { open: "08:05", close: "08:20" }, label: "" }]);
    expect(slotMinutesOn(tooShort, "2026-11-24")).toEqual([]);
  });

  it("none on a closed date or a closed weekday", () => {
    expect(slotMinutesOn(calendar([THANKSGIVING]), "2026-11-26")).toEqual([]);
    expect(slotMinutesOn(calendar([], { ...HOURS, 1: null }), "2026-11-30")).toEqual([]);
  });

  it("isSlotStart: a quarter hour inside the hours, to the second", () => {
    const cal = calendar([THANKSGIVING]);
    expect(isSlotStart(at("2026-11-24T08:00"), cal)).toBe(true);
    expect(isSlotStart(at("2026-11-24T19:45"), cal)).toBe(true);
    expect(isSlotStart(at("2026-11-24T20:00"), cal)).toBe(false);
    expect(isSlotStart(at("2026-11-24T07:45"), cal)).toBe(false);
    expect(isSlotStart(at("2026-11-24T10:10"), cal)).toBe(false);
    expect(isSlotStart(new Date(at("2026-11-24T10:00").getTime() + 1000), cal)).toBe(false);
    expect(isSlotStart(at("2026-11-26T10:00"), cal)).toBe(false);
  });

  it("slotsBetween walks the dates, skipping closed ones, to the last slot before 'until'", () => {
    const cal = calendar([THANKSGIVING]);
    const slots = [...slotsBetween(cal, at("2026-11-25T19:20"), at("2026-11-27T08:30"))].map(wall);
    expect(slots).toEqual(["2026-11-25T19:30", "2026-11-25T19:45", "2026-11-27T08:00", "2026-11-27T08:15", "2026-11-27T08:30"]);
    expect(firstSlotFrom(cal, at("2026-11-25T20:00"), at("2026-12-01T00:00"))).toEqual(at("2026-11-27T08:00"));
    expect(firstSlotFrom(cal, at("2026-11-25T20:00"), at("2026-11-26T23:59"))).toBeNull();
  });

  it("keeps wall times across the spring-forward day (2026-03-08)", () => {
    const cal = calendar();
    // Saturday 08:00 is PST (UTC-8); Sunday 09:00, after the change, PDT (UTC-7).
    expect(slotInstant(cal, "2026-03-07", 8 * 60).toISOString()).toBe("2026-03-07T16:00:00.000Z");
    expect(slotInstant(cal, "2026-03-08", 9 * 60).toISOString()).toBe("2026-03-08T16:00:00.000Z");
    const slots = [...slotsBetween(cal, at("2026-03-07T19:30"), at("2026-03-08T09:15"))];
    expect(slots.map(wall)).toEqual(["2026-03-07T19:30", "2026-03-07T19:45", "2026-03-08T09:00", "2026-03-08T09:15"]);
    expect(slots.every((slot) => isSlotStart(slot, cal))).toBe(true);
    expect(shopDate(slots[2]!, TZ)).toBe("2026-03-08");
  });

  it("keeps wall times across the fall-back day (2026-11-01)", () => {
    const cal = calendar();
    expect(slotInstant(cal, "2026-10-31", 8 * 60).toISOString()).toBe("2026-10-31T15:00:00.000Z");
    expect(slotInstant(cal, "2026-11-01", 9 * 60).toISOString()).toBe("2026-11-01T17:00:00.000Z");
    const slots = [...slotsBetween(cal, at("2026-10-31T19:45"), at("2026-11-01T09:00"))];
    expect(slots.map(wall)).toEqual(["2026-10-31T19:45", "2026-11-01T09:00"]);
    // The 25-hour day still has exactly Sunday's 36 slots.
    expect(slotMinutesOn(cal, "2026-11-01")).toHaveLength(36);
  });
});

describe("closures and the week's hours as text", () => {
  it("nextClosure: the first closed date from today on, within the window, whatever the order given", () => {
    const later: SpecialDay = { date: "2026-12-25", hours: null, label: "Christmas" };
    const past: SpecialDay = { date: "2026-11-20", hours: null, label: "Past" };
    const cal = calendar([later, CHRISTMAS_EVE, THANKSGIVING, past]);
    expect(nextClosure(cal, "2026-11-24")).toEqual(THANKSGIVING);
    expect(nextClosure(cal, "2026-11-26")).toEqual(THANKSGIVING);
    expect(nextClosure(cal, "2026-11-27")).toEqual(later); // Christmas Eve has hours: not a closure
    expect(nextClosure(cal, "2026-11-27", 7)).toBeNull();
    expect(nextClosure(calendar(), "2026-11-24")).toBeNull();
  });

  it("docs/product.md's hours read exactly 'Mon-Sat 8AM-8PM' and 'Sun 9AM-6PM'", () => {
    expect(weeklyHoursText(HOURS)).toEqual(["Mon-Sat 8AM-8PM", "Sun 9AM-6PM"]);
  });

  it("a closed Monday, 8:30 openings and noon", () => {
    const hours: WeeklyHours = {
      ...HOURS,
      1: null,
      2: { open: "08:30", close: "20:00" },
      3: { open: "08:30", close: "20:00" },
      6: { open: "07:00", close: "12:00" },
    };
    expect(weeklyHoursText(hours)).toEqual(["Mon Closed", "Tue-Wed 8:30AM-8PM", "Thu-Fri 8AM-8PM", "Sat 7AM-12PM", "Sun 9AM-6PM"]);
    expect(weeklyHoursText({ ...HOURS, 0: null }, "Cerrado")).toEqual(["Mon-Sat 8AM-8PM", "Sun Cerrado"]);
  });

  it("todayHours: today's hours, label and next closure, on the shop's date", () => {
    const cal = calendar([THANKSGIVING, CHRISTMAS_EVE]);
    // 2026-11-26 01:00 UTC is still Wednesday the 25th in Los Angeles.
    expect(todayHours(cal, new Date("2026-11-26T01:00:00Z"))).toEqual({
      date: "2026-11-25",
      hours: { open: "08:00", close: "20:00" },
      label: null,
      nextClosure: THANKSGIVING,
    });
    expect(todayHours(cal, at("2026-11-26T12:00"))).toMatchObject({ date: "2026-11-26", hours: null, label: "Thanksgiving" });
    expect(todayHours(cal, at("2026-12-24T09:00"))).toEqual({
      date: "2026-12-24",
      hours: { open: "08:00", close: "14:00" },
      label: "Christmas Eve",
      nextClosure: null,
    });
  });
});
