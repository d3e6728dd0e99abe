import { describe, expect, it } from "vitest";
import { DEFAULT_DELIVERY, type DeliverySettings } from "@shared/checkout/delivery";
import { itemNote } from "@shared/menu/menu-notes";
import { NO_SCHEDULE, type ItemSchedule } from "@shared/ordering/ordering";
import { slotLabel } from "@shared/ordering/slot-labels";
import { describeToday } from "@shared/ordering/today-hours";
import { hoursTexts } from "@shared/texts/hours";
import { orderingTexts } from "@shared/texts/ordering";
import type { CheckedLine } from "~/features/cart/cart-check";
import type { CartLine } from "~/features/cart/cart-store";
import { summaryExtraLines } from "~/components/ui/totals-list";
import { priceCheckout, tipProblem } from "~/features/checkout/order-extras";
import { maciza } from "../setup/cart-items";

const TZ = "America/Los_Angeles";
// Tuesday 2026-11-24, 10:00 in Los Angeles (PST, UTC-8).
const NOW = new Date("2026-11-24T18:00:00Z");

describe("quick picks' words (ADR 0014)", () => {
  it("says today, tomorrow, then the short date, on the shop's clock", () => {
    expect(slotLabel("2026-11-24T16:15", NOW, TZ, orderingTexts)).toBe("Today 4:15 PM");
    expect(slotLabel("2026-11-25T09:00", NOW, TZ, orderingTexts)).toBe("Tomorrow 9:00 AM");
    expect(slotLabel("2026-11-28T10:30", NOW, TZ, orderingTexts)).toBe("Sat, Nov 28 10:30 AM");
    expect(slotLabel("2026-11-28T12:00", NOW, TZ, orderingTexts)).toBe("Sat, Nov 28 12:00 PM");
  });

  it("takes today from the shop's time zone, not UTC's", () => {
    // 23:30 in Los Angeles is already the next day in UTC.
    const lateEvening = new Date("2026-11-25T07:30:00Z");
    expect(slotLabel("2026-11-25T08:00", lateEvening, TZ, orderingTexts)).toBe("Tomorrow 8:00 AM");
    expect(slotLabel("2026-11-24T19:45", lateEvening, TZ, orderingTexts)).toBe("Today 7:45 PM");
  });
});

const DEMO_DELIVERY: DeliverySettings = { zipCodes: ["90033"], minimumCents: 1500, feeCents: 499, freeOverCents: 3000 };
const shop = { taxRate: 825, weightHoldPercent: 15, delivery: DEMO_DELIVERY };

function checked(priceCents: number, quantity: number, isPayable = true): CheckedLine {
  const line: CartLine = {
    id: `line-${priceCents}`,
    quantity,
    notes: "",
    options: [],
    menuItem: { ...maciza, id: "0b5f3c1e-6f0e-4a59-9d0e-1d9f1c2a3b4c", name: "Carnitas", priceCents, category: "Pork" },
  };
  return { line, status: { kind: "ok" }, isPayable };
}

describe("the checkout summary's delivery fee and tip (ADR 0014)", () => {
  it("charges the fee for delivery under the free threshold, in the total, untaxed", () => {
    const estimate = priceCheckout([checked(1599, 1)], shop, { orderType: "delivery", preferredTime: "" }, { kind: "none" });
    expect(estimate).toMatchObject({ subtotalCents: 1599, taxCents: 132, deliveryFeeCents: 499, tipCents: 0, totalCents: 2230 });
    expect(summaryExtraLines("delivery", estimate, orderingTexts)).toEqual([{ label: "Delivery fee", amount: "$4.99" }]);
  });

  it("delivers free from $30, and pickup has no delivery line", () => {
    const estimate = priceCheckout([checked(1500, 2)], shop, { orderType: "delivery", preferredTime: "" }, { kind: "none" });
    expect(estimate.deliveryFeeCents).toBe(0);
    expect(summaryExtraLines("delivery", estimate, orderingTexts)).toEqual([{ label: "Free delivery", amount: "$0.00" }]);
    const pickup = priceCheckout([checked(1599, 1)], shop, { orderType: "pickup", preferredTime: "" }, { kind: "none" });
    expect(pickup.deliveryFeeCents).toBe(0);
    expect(summaryExtraLines("pickup", pickup, orderingTexts)).toEqual([]);
  });

  it("adds the tip on the subtotal of the payable lines only, as its own line", () => {
    const estimate = priceCheckout(
      [checked(2000, 1), checked(999, 1, false)],
      shop,
      { orderType: "pickup", preferredTime: "" },
      { kind: "percent", percent: 15 },
    );
    expect(estimate).toMatchObject({ subtotalCents: 2000, taxCents: 165, tipCents: 300, totalCents: 2465 });
    expect(summaryExtraLines("pickup", estimate, orderingTexts)).toEqual([{ label: "Tip", amount: "$3.00" }]);
  });

  it("counts no tip while the amount typed is not one, and says why", () => {
    expect(
      priceCheckout([checked(2000, 1)], shop, { orderType: "pickup", preferredTime: "" }, { kind: "amount", cents: -1 }).tipCents,
    ).toBe(0);
    expect(tipProblem({ kind: "amount", cents: -1 }, orderingTexts)).toBe("Please enter the tip in dollars, e.g. 5 or 5.50");
    expect(tipProblem({ kind: "amount", cents: 20_001 }, orderingTexts)).toBe("A tip can be at most $200.00.");
    expect(tipProblem({ kind: "amount", cents: 500 }, orderingTexts)).toBeNull();
    expect(
      priceCheckout([checked(2000, 1)], shop, { orderType: "pickup", preferredTime: "" }, { kind: "amount", cents: 500 }).tipCents,
    ).toBe(500);
  });

  it("charges nothing for delivery in a shop with no fee set (before ordering ahead, ADR 0014)", () => {
    const estimate = priceCheckout(
      [checked(1000, 1)],
      { ...shop, delivery: DEFAULT_DELIVERY },
      { orderType: "delivery", preferredTime: "" },
      { kind: "none" },
    );
    expect(estimate.deliveryFeeCents).toBe(0);
  });
});

describe("menu cards' notes (ADR 0014)", () => {
  const TODAY = "2026-11-24";
  const stocked: ItemSchedule = { ...NO_SCHEDULE, dailyStock: 25 };
  const tamales: ItemSchedule = {
    ...NO_SCHEDULE,
    dailyStock: 60,
    preorder: { firstDate: "2026-12-22", lastDate: "2026-12-24", cutoffDate: "2026-12-20" },
  };

  it("says sold out today when marked so, or when nothing is left", () => {
    expect(itemNote({ schedule: { ...NO_SCHEDULE, soldOutOn: TODAY }, priceUnit: "lb" }, TODAY, undefined, orderingTexts)).toEqual({
      text: "Sold out today",
      alert: true,
      closed: false,
    });
    expect(
      itemNote({ schedule: { ...NO_SCHEDULE, soldOutOn: "2026-11-23" }, priceUnit: "lb" }, TODAY, undefined, orderingTexts),
    ).toBeNull();
    expect(itemNote({ schedule: stocked, priceUnit: "lb" }, TODAY, 0, orderingTexts)?.text).toBe("Sold out today");
  });

  it("says how little is left at or below a quarter of the day's stock", () => {
    expect(itemNote({ schedule: stocked, priceUnit: "lb" }, TODAY, 6, orderingTexts)?.text).toBe("Only 6 lb left today");
    expect(itemNote({ schedule: stocked, priceUnit: "lb" }, TODAY, 6.25, orderingTexts)?.text).toBe("Only 6.25 lb left today");
    expect(itemNote({ schedule: stocked, priceUnit: "lb" }, TODAY, 6.5, orderingTexts)).toBeNull();
    expect(itemNote({ schedule: { ...stocked, dailyStock: 60 }, priceUnit: "each" }, TODAY, 12, orderingTexts)?.text).toBe(
      "Only 12 left today",
    );
  });

  it("says the notice a dish needs, from an hour on, after what today's stock says", () => {
    expect(itemNote({ schedule: { ...NO_SCHEDULE, leadMinutes: 24 * 60 }, priceUnit: "lb" }, TODAY, undefined, orderingTexts)?.text).toBe(
      "Needs 24 hours' notice",
    );
    expect(itemNote({ schedule: { ...NO_SCHEDULE, leadMinutes: 90 }, priceUnit: "each" }, TODAY, undefined, orderingTexts)?.text).toBe(
      "Needs 90 minutes' notice",
    );
    expect(itemNote({ schedule: { ...NO_SCHEDULE, leadMinutes: 30 }, priceUnit: "each" }, TODAY, undefined, orderingTexts)).toBeNull();
    expect(
      itemNote({ schedule: { ...NO_SCHEDULE, leadMinutes: 24 * 60, soldOutOn: TODAY }, priceUnit: "lb" }, TODAY, undefined, orderingTexts)
        ?.text,
    ).toBe("Sold out today");
  });

  it("gives a pre-order its cutoff and dates, closes it after the cutoff", () => {
    expect(itemNote({ schedule: tamales, priceUnit: "each" }, TODAY, undefined, orderingTexts)).toEqual({
      text: "Order by December 20 · Pickup December 22-24",
      alert: false,
      closed: false,
    });
    expect(itemNote({ schedule: tamales, priceUnit: "each" }, "2026-12-21", undefined, orderingTexts)).toEqual({
      text: "Orders closed December 20",
      alert: true,
      closed: true,
    });
    expect(itemNote({ schedule: tamales, priceUnit: "each" }, "2026-12-25", undefined, orderingTexts)).toBeNull();
  });
});

describe("today's hours (ADR 0014)", () => {
  const thanksgiving = { date: "2026-11-26", hours: null, label: "Thanksgiving" };

  it("says today's hours and the next closure", () => {
    expect(
      describeToday({ date: "2026-11-24", hours: { open: "08:00", close: "20:00" }, label: null, nextClosure: thanksgiving }, hoursTexts),
    ).toEqual({
      today: "Today: 8AM-8PM",
      nextClosure: "Closed Thursday, November 26 (Thanksgiving)",
    });
  });

  it("says a closed day once, and special hours with their label", () => {
    expect(describeToday({ date: "2026-11-26", hours: null, label: "Thanksgiving", nextClosure: thanksgiving }, hoursTexts)).toEqual({
      today: "Closed today (Thanksgiving)",
      nextClosure: null,
    });
    expect(
      describeToday(
        { date: "2026-12-24", hours: { open: "08:00", close: "14:00" }, label: "Christmas Eve", nextClosure: null },
        hoursTexts,
      ),
    ).toEqual({
      today: "Today (Christmas Eve): 8AM-2PM",
      nextClosure: null,
    });
    expect(describeToday(null, hoursTexts)).toBeNull();
  });
});
