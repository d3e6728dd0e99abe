import { describe, expect, it } from "vitest";
import { computeZonedParts as fromIntl, zonedParts } from "@shared/core/time";

describe("zonedParts", () => {
  it("answers as Intl does at every second around DST changes, asked twice, in several zones", () => {
    const zones = ["America/Los_Angeles", "America/Mexico_City", "Asia/Kolkata", "Australia/Eucla", "UTC"];
    // Around the 2026 US spring-forward and fall-back, and an ordinary evening.
    const starts = [Date.UTC(2026, 2, 8, 9, 58), Date.UTC(2026, 10, 1, 8, 58), Date.UTC(2026, 10, 24, 23, 59)];
    for (const timeZone of zones) {
      for (const start of starts) {
        for (let second = 0; second < 5 * 60; second += 7) {
          const instant = new Date(start + second * 1000 + 123);
          expect(zonedParts(instant, timeZone)).toEqual(fromIntl(instant, timeZone));
          expect(zonedParts(instant, timeZone)).toEqual(fromIntl(instant, timeZone));
        }
      }
    }
  });

  it("gives each caller its own copy", () => {
    const instant = new Date(Date.UTC(2026, 10, 24, 18, 30, 15));
    const first = zonedParts(instant, "America/Los_Angeles");
    first.hour = 99;
    expect(zonedParts(instant, "America/Los_Angeles").hour).toBe(10);
  });

  it("keeps exact answers for old dates, whose offsets had seconds (Los Angeles before 1883: -7:52:58)", () => {
    // 07:53:57 and 07:53:59 UTC share a UTC minute but are 00:00:59 and 00:01:01 on the local clock.
    const instant = new Date(Date.UTC(1870, 0, 1, 7, 53, 57));
    expect(zonedParts(instant, "America/Los_Angeles")).toEqual(fromIntl(instant, "America/Los_Angeles"));
    const twoSecondsLater = new Date(Date.UTC(1870, 0, 1, 7, 53, 59));
    expect(zonedParts(twoSecondsLater, "America/Los_Angeles")).toEqual(fromIntl(twoSecondsLater, "America/Los_Angeles"));
  });
});
