import { describe, expect, it } from "vitest";
import { defaultPreferredTime, isWithinBusinessHours, validateCheckoutDetails, type CheckoutDetails } from "@shared/checkout/checkout";
import { checkoutFingerprintSource } from "@shared/checkout/checkout-fingerprint";
import type { WeeklyHours } from "@shared/shop/shop";
import { fromWallTime, toWallTime, zonedParts } from "@shared/core/time";
import { createConfig } from "@server/config";
import { parseEnv } from "@server/env";
import { isAcceptableExpiry, sessionExpiresAt } from "@server/services/payments/provider";
import { checkoutErrorTexts } from "@shared/texts/checkout-errors";
import { orderingTexts } from "@shared/texts/ordering";
import { attemptEnded } from "~/features/checkout/submit-checkout";

const TZ = "America/Los_Angeles";
// The shop's configured hours: docs/product.md's Mon-Sat 8AM-8PM, Sun 9AM-6PM (asserted below).
const HOURS: WeeklyHours = createConfig(parseEnv({})).shop.weeklyHours;
// Tuesday 2026-11-24, 10:00 in Los Angeles (PST, UTC-8).
const NOW = new Date("2026-11-24T18:00:00Z");
const context = { now: NOW, timeZone: TZ, weeklyHours: HOURS };
const words = { checkoutErrorTexts, orderingTexts };

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

describe("checkout rules (docs/product.md 'Checkout validation')", () => {
  it("accepts valid details", () => {
    expect(validateCheckoutDetails(valid, context, words)).toEqual({});
  });

  it("gives every spec message", () => {
    expect(
      validateCheckoutDetails(
        { ...valid, orderType: "delivery", name: " ", email: "", phone: "", deliveryAddress: "", preferredTime: "2026-11-24T10:10" },
        context,
        words,
      ),
    ).toEqual({
      name: "Name is required",
      email: "Email is required",
      phone: "Phone number is required",
      deliveryAddress: "Delivery address is required",
      preferredTime: "Please select a time at least 15 minutes from now",
    });
    expect(validateCheckoutDetails({ ...valid, email: "maria@", phone: "555-0199" }, context, words)).toEqual({
      email: "Please enter a valid email address",
      phone: "Please enter a valid phone number",
    });
  });

  it("bounds the preferred time: 15 minutes to 7 days ahead, during business hours", () => {
    const problem = (preferredTime: string) => validateCheckoutDetails({ ...valid, preferredTime }, context, words).preferredTime;
    expect(problem("2026-11-24T10:14")).toBe("Please select a time at least 15 minutes from now");
    expect(problem("2026-11-24T10:15")).toBeUndefined();
    expect(problem("2026-12-01T10:01")).toBe("Please select a time within the next 7 days");
    expect(problem("2026-11-24T21:00")).toBe("Please select a time during business hours");
    expect(problem("not a time")).toBe("Please select a time at least 15 minutes from now");
  });

  it("needs no address for pickup", () => {
    expect(validateCheckoutDetails({ ...valid, orderType: "pickup", deliveryAddress: "" }, context, words).deliveryAddress).toBeUndefined();
  });

  it("defaults to 30 minutes from now, or shortly after the next opening when closed", () => {
    expect(defaultPreferredTime(context)).toBe("2026-11-24T10:30");
    // Tuesday 19:45: 30 minutes later the shop is closed → Wednesday 8:15.
    expect(defaultPreferredTime({ ...context, now: fromWallTime("2026-11-24T19:45", TZ)! })).toBe("2026-11-25T08:15");
    // Saturday 23:00 → Sunday opens at 9:00 → 9:15.
    expect(defaultPreferredTime({ ...context, now: fromWallTime("2026-11-28T23:00", TZ)! })).toBe("2026-11-29T09:15");
  });
});

describe("the checkout's idempotency key and the payment session's expiry", () => {
  const lines = [
    { itemId: "b", quantity: 1, notes: "" },
    { itemId: "a", quantity: 2, notes: "thin " },
  ];

  it("the same order with other spacing, case or line order is the same version; a real change is another", () => {
    const version = checkoutFingerprintSource(valid, lines);
    expect(checkoutFingerprintSource({ ...valid, name: " María López ", email: "MARIA@example.com" }, [...lines].reverse())).toBe(version);
    expect(checkoutFingerprintSource({ ...valid, phone: "(323) 555-0100" }, lines)).not.toBe(version);
    expect(checkoutFingerprintSource(valid, [{ ...lines[0]!, quantity: 2 }, lines[1]!])).not.toBe(version);
  });

  it("keeps the key unless the server ended the attempt: a lost answer, a 5xx, a timeout or a rate limit may hide a placed order", () => {
    for (const ended of [400, 402, 404, 409]) expect(attemptEnded(ended), String(ended)).toBe(true);
    for (const open of [401, 408, 429, 500, 502, 503, 504]) expect(attemptEnded(open), String(open)).toBe(false);
  });

  it("asks for a session Stripe accepts: 30 minutes to 24 hours after it is made, with room for the SDK's retries", () => {
    const minutesAway = (expiresAt: Date) => (expiresAt.getTime() - NOW.getTime()) / 60_000;
    expect(minutesAway(sessionExpiresAt(30, NOW))).toBe(32);
    expect(minutesAway(sessionExpiresAt(90, NOW))).toBe(90);
    expect(minutesAway(sessionExpiresAt(24 * 60, NOW))).toBe(24 * 60 - 2);
    // Whole seconds, never rounded below the bound.
    const odd = new Date(NOW.getTime() + 123);
    expect(sessionExpiresAt(30, odd).getTime() % 1000).toBe(0);
    expect(sessionExpiresAt(30, odd).getTime() - odd.getTime()).toBeGreaterThanOrEqual(32 * 60_000);
    // A stored expiry is reused while a new session could still be given it.
    const stored = sessionExpiresAt(30, NOW);
    expect(isAcceptableExpiry(stored, new Date(NOW.getTime() + 30_000))).toBe(true);
    expect(isAcceptableExpiry(stored, new Date(NOW.getTime() + 90_000))).toBe(false);
  });
});
