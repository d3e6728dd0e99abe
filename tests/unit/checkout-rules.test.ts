import { describe, expect, it } from "vitest";
import { defaultPreferredTime, isWithinBusinessHours, validateCheckoutDetails, type CheckoutDetails } from "@shared/checkout";
import type { WeeklyHours } from "@shared/shop";
import { fromWallTime, toWallTime, zonedParts } from "@shared/time";
import { createConfig } from "@server/config";
import { parseEnv } from "@server/env";

const TZ = "America/Los_Angeles";
// The shop's configured hours: SPEC.md's Mon-Sat 8AM-8PM, Sun 9AM-6PM (asserted below).
const HOURS: WeeklyHours = createConfig(parseEnv({})).shop.weeklyHours;
// Tuesday 2026-11-24, 10:00 in Los Angeles (PST, UTC-8).
const NOW = new Date("2026-11-24T18:00:00Z");
const context = { now: NOW, timeZone: TZ, weeklyHours: HOURS };

const valid: CheckoutDetails = {
  orderType: "pickup",
  name: "María López",
  email: "maria@example.com",
  phone: "(323) 555-0199",
  deliveryAddress: "",
  preferredTime: "2026-11-24T11:00",
  notes: "",
};

describe("shop time", () => {
  it("converts wall times in the shop's zone both ways, across daylight saving", () => {
    expect(fromWallTime("2026-11-24T10:00", TZ)!.toISOString()).toBe("2026-11-24T18:00:00.000Z");
    expect(fromWallTime("2026-07-01T10:00", TZ)!.toISOString()).toBe("2026-07-01T17:00:00.000Z");
    expect(toWallTime(new Date("2026-07-01T17:00:00Z"), TZ)).toBe("2026-07-01T10:00");
    expect(zonedParts(NOW, TZ)).toMatchObject({ weekday: 2, hour: 10 });
  });

  it("refuses what is not a wall time", () => {
    expect(fromWallTime("2026-02-30T10:00", TZ)).toBeNull();
    expect(fromWallTime("tomorrow", TZ)).toBeNull();
    expect(fromWallTime("2026-11-24T25:00", TZ)).toBeNull();
  });

  it("knows the business hours: Mon-Sat 8AM-8PM, Sun 9AM-6PM", () => {
    const at = (wall: string) => isWithinBusinessHours(fromWallTime(wall, TZ)!, TZ, HOURS);
    expect(at("2026-11-24T08:00")).toBe(true);
    expect(at("2026-11-24T07:59")).toBe(false);
    expect(at("2026-11-24T19:59")).toBe(true);
    expect(at("2026-11-24T20:00")).toBe(false);
    expect(at("2026-11-29T08:30")).toBe(false); // Sunday
    expect(at("2026-11-29T09:00")).toBe(true);
    expect(at("2026-11-29T18:00")).toBe(false);
  });
});

describe("checkout rules (SPEC.md section 5)", () => {
  it("accepts valid details", () => {
    expect(validateCheckoutDetails(valid, context)).toEqual({});
  });

  it("gives every spec message", () => {
    expect(
      validateCheckoutDetails(
        { ...valid, orderType: "delivery", name: " ", email: "", phone: "", deliveryAddress: "", preferredTime: "2026-11-24T10:10" },
        context,
      ),
    ).toEqual({
      name: "Name is required",
      email: "Email is required",
      phone: "Phone number is required",
      deliveryAddress: "Delivery address is required",
      preferredTime: "Please select a time at least 15 minutes from now",
    });
    expect(validateCheckoutDetails({ ...valid, email: "maria@", phone: "555-0199" }, context)).toEqual({
      email: "Please enter a valid email address",
      phone: "Please enter a valid phone number",
    });
  });

  it("bounds the preferred time: 15 minutes to 7 days ahead, during business hours", () => {
    const problem = (preferredTime: string) => validateCheckoutDetails({ ...valid, preferredTime }, context).preferredTime;
    expect(problem("2026-11-24T10:14")).toBe("Please select a time at least 15 minutes from now");
    expect(problem("2026-11-24T10:15")).toBeUndefined();
    expect(problem("2026-12-01T10:01")).toBe("Please select a time within the next 7 days");
    expect(problem("2026-11-24T21:00")).toBe("Please select a time during business hours");
    expect(problem("not a time")).toBe("Please select a time at least 15 minutes from now");
  });

  it("needs no address for pickup", () => {
    expect(validateCheckoutDetails({ ...valid, orderType: "pickup", deliveryAddress: "" }, context).deliveryAddress).toBeUndefined();
  });

  it("defaults to 30 minutes from now, or shortly after the next opening when closed", () => {
    expect(defaultPreferredTime(context)).toBe("2026-11-24T10:30");
    // Tuesday 19:45: 30 minutes later the shop is closed → Wednesday 8:15.
    expect(defaultPreferredTime({ ...context, now: fromWallTime("2026-11-24T19:45", TZ)! })).toBe("2026-11-25T08:15");
    // Saturday 23:00 → Sunday opens at 9:00 → 9:15.
    expect(defaultPreferredTime({ ...context, now: fromWallTime("2026-11-28T23:00", TZ)! })).toBe("2026-11-29T09:15");
  });
});
