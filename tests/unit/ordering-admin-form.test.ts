import { describe, expect, it } from "vitest";
import { dailyStockFromText, hoursTextFromLeadMinutes, leadMinutesFromHoursText } from "@shared/menu/menu-admin";
import { DEFAULT_WEEKLY_HOURS } from "@shared/ordering/schedule";
import type { OrderingSettings } from "@shared/ordering/ordering-settings";
import { sayMessage } from "@shared/core/said";
import { orderingSettingsInputSchema } from "@shared/ordering/ordering-settings.schema";
import { textsFor } from "@shared/texts/registry.server";
import {
  centsOf,
  fieldsOf,
  limitOf,
  sectionCandidate,
  settingsOf,
  zipCodesOf,
  type OrderingFields,
  type OrderingSection,
} from "~/features/admin/ordering/ordering-form";
import { checkWith } from "~/lib/form-errors";

/** The API's schema gives text keys; the page says them in its language (here English). */
const inEnglish = (message: string) => sayMessage(textsFor("en"), message);

/** What the page does to save a section: its candidate checked with the API's schema, mistakes scoped to the section. */
function sectionInput(fields: OrderingFields, saved: OrderingSettings, section: OrderingSection) {
  const checked = checkWith(orderingSettingsInputSchema, sectionCandidate(fields, saved, section), inEnglish, section);
  return checked.ok ? { input: checked.data, errors: {} } : { input: null, errors: checked.errors };
}

const saved: OrderingSettings = {
  weeklyHours: { ...DEFAULT_WEEKLY_HOURS, 6: null },
  capacity: {
    everyDay: { pickup: { maxOrders: 4, maxPounds: 30.5 }, delivery: { maxOrders: null, maxPounds: null } },
    byWeekday: { "6": { pickup: { maxOrders: 8, maxPounds: null }, delivery: { maxOrders: 1, maxPounds: 10 } } },
  },
  delivery: { zipCodes: ["90033", "90063"], minimumCents: 2500, feeCents: 499, freeOverCents: null },
};

describe("the Ordering page's fields", () => {
  it("shows the saved settings as text and reads them back unchanged", () => {
    const fields = fieldsOf(saved);
    expect(fields.weekly["6"]).toMatchObject({ open: false });
    expect(fields.everyDay).toEqual({ pickupOrders: "4", pickupPounds: "30.5", deliveryOrders: "", deliveryPounds: "" });
    expect(fields).toMatchObject({ zipCodes: "90033, 90063", minimum: "25.00", fee: "4.99", freeOver: "" });
    expect(settingsOf(fields)).toEqual(saved);
  });

  it("reads ZIP codes separated by commas, spaces, semicolons and new lines", () => {
    expect(zipCodesOf(" 90033,90063\n90022 ;  90023\t")).toEqual(["90033", "90063", "90022", "90023"]);
    expect(zipCodesOf("   ")).toEqual([]);
  });

  it("reads limits and dollars: blank is no limit (or the given empty value), anything else not a number is NaN", () => {
    expect(limitOf("")).toBeNull();
    expect(limitOf(" 12 ")).toBe(12);
    expect(limitOf("2.5")).toBe(2.5);
    expect(limitOf("ten")).toBeNaN();
    expect(limitOf("-3")).toBeNaN();
    expect(centsOf("4.99", 0)).toBe(499);
    expect(centsOf("$5", 0)).toBe(500);
    expect(centsOf("", null)).toBeNull();
    expect(centsOf("", 0)).toBe(0);
    expect(centsOf("4.999", 0)).toBeNaN();
  });

  it("saves one section with the others as last saved, and names its errors by the API's paths", () => {
    const fields = fieldsOf(saved);
    fields.fee = "3.50";
    fields.weekly["1"] = { open: true, opensAt: "18:00", closesAt: "09:00" };
    const delivery = sectionInput(fields, saved, "delivery");
    expect(delivery.errors).toEqual({});
    // The Monday edit is not sent with delivery.
    expect(delivery.input).toEqual({ ...saved, delivery: { ...saved.delivery, feeCents: 350 } });

    const hours = sectionInput(fields, saved, "weeklyHours");
    expect(hours.input).toBeNull();
    expect(hours.errors).toEqual({ "weeklyHours.1.close": "Closing time must be after opening time" });

    fields.everyDay.pickupOrders = "lots";
    fields.byWeekday["6"]!.deliveryPounds = "0";
    expect(sectionInput(fields, saved, "capacity").errors).toEqual({
      "capacity.everyDay.pickup.maxOrders": "A whole number above 0, or blank for no limit",
      "capacity.byWeekday.6.delivery.maxPounds": "A number of pounds above 0 (up to 3 decimals), or blank for no limit",
    });
    fields.minimum = "abc";
    expect(sectionInput(fields, saved, "delivery").errors).toEqual({
      "delivery.minimumCents": "Enter dollars and cents, e.g. 5.00",
    });
  });
});

describe("the item form's ordering-ahead fields", () => {
  it("takes the notice in hours and keeps minutes", () => {
    expect(leadMinutesFromHoursText("1.5")).toBe(90);
    expect(leadMinutesFromHoursText("24")).toBe(1440);
    expect(leadMinutesFromHoursText("")).toBe(0);
    expect(leadMinutesFromHoursText(".25")).toBe(15);
    expect(leadMinutesFromHoursText("1,5")).toBeNaN();
    expect(leadMinutesFromHoursText("-2")).toBeNaN();
    expect(hoursTextFromLeadMinutes(90)).toBe("1.5");
    expect(hoursTextFromLeadMinutes(1440)).toBe("24");
    expect(hoursTextFromLeadMinutes(0)).toBe("0");
  });

  it("takes the stock per day as a number, blank for no limit", () => {
    expect(dailyStockFromText("")).toBeNull();
    expect(dailyStockFromText("25.5")).toBe(25.5);
    expect(dailyStockFromText("lots")).toBeNaN();
  });
});
