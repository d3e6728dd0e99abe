import { describe, expect, it } from "vitest";
import { defaultPreferredTime, orderingContext, preferredTimeProblem, type CheckoutRulesContext } from "@shared/checkout/checkout";
import { deliveryAreaProblem, deliveryFeeCents, deliveryMinimumProblem, zipOf, type DeliverySettings } from "@shared/checkout/delivery";
import { priceOrder } from "@shared/orders/order-totals";
import {
  capacityFor,
  earliestNotice,
  earliestReady,
  firstOpenSlot,
  fitsSlot,
  latestReady,
  NO_CAPACITY_LIMITS,
  NO_SCHEDULE,
  orderingTimeProblem,
  preorderProblem,
  type CapacitySettings,
  type ItemSchedule,
  type ScheduledLine,
} from "@shared/ordering/ordering";
import type { SpecialDay } from "@shared/ordering/schedule";
import { tipCents } from "@shared/checkout/tips";
import { formatShopDateTime, fromWallTime, toWallTime } from "@shared/core/time";
import { DEFAULT_WEEKLY_HOURS } from "@shared/ordering/schedule";
import { checkoutErrorTexts } from "@shared/texts/checkout-errors";
import { orderingTexts } from "@shared/texts/ordering";
import { orderingTexts as orderingTextsEs } from "@shared/texts/es/ordering";

const words = { checkoutErrorTexts, orderingTexts };

const TZ = "America/Los_Angeles";
const at = (wall: string) => fromWallTime(wall, TZ)!;
// Tuesday 2026-11-24, 10:00 in Los Angeles (PST).
const NOW = at("2026-11-24T10:00");
const THANKSGIVING: SpecialDay = { date: "2026-11-26", hours: null, label: "Thanksgiving" };

const line = (name: string, schedule: Partial<ItemSchedule> = {}): ScheduledLine => ({ name, schedule: { ...NO_SCHEDULE, ...schedule } });
const barbacoa = line("Barbacoa", { leadMinutes: 24 * 60 });
const birria = line("Birria", { leadMinutes: 48 * 60 });
const TAMALES_WINDOW = { firstDate: "2026-12-22", lastDate: "2026-12-24", cutoffDate: "2026-12-20" };
const tamales = line("Tamales", { preorder: TAMALES_WINDOW });
const soldOut = (today: string) => line("Carnitas", { soldOutOn: today });

const rules = (overrides: Partial<CheckoutRulesContext> = {}): CheckoutRulesContext => ({
  now: NOW,
  timeZone: TZ,
  weeklyHours: DEFAULT_WEEKLY_HOURS,
  specialDays: [THANKSGIVING],
  ...overrides,
});
const format = (instant: Date) => formatShopDateTime(instant, TZ);
const problem = (wall: string, lines: ScheduledLine[] = [], overrides: Partial<CheckoutRulesContext> = {}) =>
  preferredTimeProblem(wall, rules({ lines, ...overrides }), words);

describe("the earliest time an order can be ready", () => {
  it("is 15 minutes from now when no item needs more", () => {
    expect(earliestReady([line("Horchata")], orderingContext(rules()))).toEqual({ from: at("2026-11-24T10:15"), setBy: null });
  });

  it("is set by the slowest line: 48 hours beats 24, whatever the order of the lines", () => {
    const context = orderingContext(rules());
    const expected = { from: at("2026-11-26T10:00"), setBy: { name: "Birria", reason: "lead", leadMinutes: 2880 } };
    expect(earliestReady([barbacoa, birria], context)).toEqual(expected);
    expect(earliestReady([birria, barbacoa], context)).toEqual(expected);
    expect(earliestReady([barbacoa], context)).toEqual({
      from: at("2026-11-25T10:00"),
      setBy: { name: "Barbacoa", reason: "lead", leadMinutes: 1440 },
    });
  });

  it("a line sold out today waits for the next business day, past a closed one", () => {
    // Wednesday the 25th, the day before Thanksgiving.
    const context = orderingContext(rules({ now: at("2026-11-25T09:00") }));
    const carnitas = soldOut("2026-11-25");
    expect(earliestReady([carnitas], context)).toEqual({ from: at("2026-11-26T00:00"), setBy: { name: "Carnitas", reason: "soldOut" } });
    expect(firstOpenSlot([carnitas], context)).toEqual(at("2026-11-27T08:00"));
    // Sold out on another day means nothing today.
    expect(earliestReady([soldOut("2026-11-24")], context).setBy).toBeNull();
    // A 48-hour notice is later than tomorrow: it wins.
    expect(earliestReady([carnitas, birria], context).setBy).toEqual({ name: "Birria", reason: "lead", leadMinutes: 2880 });
  });

  it("a pre-order starts on its first pickup date", () => {
    expect(earliestReady([barbacoa, tamales], orderingContext(rules()))).toEqual({
      from: at("2026-12-22T00:00"),
      setBy: { name: "Tamales", reason: "preorder" },
    });
  });

  it("says which item sets it, under the picker", () => {
    const context = orderingContext(rules());
    const earliest = earliestReady([barbacoa], context);
    expect(earliestNotice(earliest, at("2026-11-25T10:00"), format, orderingTexts)).toBe(
      "Barbacoa needs 24 hours' notice, so the earliest time is Wednesday, November 25 at 10:00 AM.",
    );
    expect(earliestNotice(earliestReady([line("Horchata")], context), at("2026-11-24T10:15"), format, orderingTexts)).toBeNull();
    expect(earliestNotice(earliest, null, format, orderingTexts)).toBeNull();
  });
});

describe("the latest time", () => {
  it("is 7 days from now, or the end of the pre-orders' last common date", () => {
    const context = orderingContext(rules());
    expect(latestReady([barbacoa], context)).toEqual(new Date(NOW.getTime() + 7 * 24 * 3_600_000));
    expect(latestReady([barbacoa, tamales], context)).toEqual(new Date(at("2026-12-25T00:00").getTime() - 1));
    const rosca = line("Rosca", { preorder: { firstDate: "2026-12-20", lastDate: "2026-12-23", cutoffDate: "2026-12-18" } });
    expect(latestReady([tamales, rosca], context)).toEqual(new Date(at("2026-12-24T00:00").getTime() - 1));
  });
});

describe("what stops a preferred time, in order", () => {
  it("docs/product.md's messages come first", () => {
    expect(problem("2026-11-24T10:10", [barbacoa])).toBe("Please select a time at least 15 minutes from now");
    expect(problem("2026-12-01T10:15")).toBe("Please select a time within the next 7 days");
    expect(problem("2026-11-24T21:00")).toBe("Please select a time during business hours");
    expect(problem("2026-11-29T08:30")).toBe("Please select a time during business hours"); // Sunday opens at 9
    expect(problem("2026-11-24T10:15")).toBeNull();
    expect(problem("2026-12-01T10:00")).toBeNull(); // exactly 7 days
  });

  it("then a closed date, with its label", () => {
    expect(problem("2026-11-26T10:00", [barbacoa])).toBe("We're closed on November 26 (Thanksgiving). Please select another day.");
    expect(problem("2026-11-26T10:00", [], { specialDays: [{ ...THANKSGIVING, label: "" }] })).toBe(
      "We're closed on November 26. Please select another day.",
    );
  });

  it("special hours count as the day's hours", () => {
    const eve: SpecialDay = { date: "2026-11-25", hours: { open: "08:00", close: "14:00" }, label: "Short day" };
    expect(problem("2026-11-25T13:45", [], { specialDays: [eve] })).toBeNull();
    expect(problem("2026-11-25T14:00", [], { specialDays: [eve] })).toBe("Please select a time during business hours");
  });

  it("then the quarter hour, inside the hours", () => {
    expect(problem("2026-11-24T10:40")).toBe("Please select a time on the quarter hour (:00, :15, :30 or :45)");
    expect(problem("2026-11-24T19:55")).toBe("Please select a time on the quarter hour (:00, :15, :30 or :45)");
    expect(problem("2026-11-24T20:10")).toBe("Please select a time during business hours");
  });

  it("odd hours: no time outside the day's slots is taken", () => {
    const odd: SpecialDay = { date: "2026-11-25", hours: { open: "08:10", close: "11:50" }, label: "" };
    const oddDay = { specialDays: [odd] };
    expect(problem("2026-11-25T08:15", [], oddDay)).toBeNull();
    expect(problem("2026-11-25T11:30", [], oddDay)).toBeNull();
    // 08:10 is open but off the quarter hour; 11:45's slot would run past the 11:50 close.
    expect(problem("2026-11-25T08:10", [], oddDay)).toBe("Please select a time on the quarter hour (:00, :15, :30 or :45)");
    expect(problem("2026-11-25T08:12", [], oddDay)).toBe("Please select a time on the quarter hour (:00, :15, :30 or :45)");
    expect(problem("2026-11-25T11:45", [], oddDay)).toBe("Please select a time during business hours");
    expect(problem("2026-11-25T11:48", [], oddDay)).toBe("Please select a time on the quarter hour (:00, :15, :30 or :45)");
  });

  it("then a pre-order's dates, which may be more than 7 days ahead", () => {
    expect(problem("2026-11-25T10:00", [tamales])).toBe(
      "Tamales is a pre-order for pickup December 22-24. Please select a time on those dates.",
    );
    expect(problem("2026-12-25T10:00", [tamales])).toBe(
      "Tamales is a pre-order for pickup December 22-24. Please select a time on those dates.",
    );
    expect(problem("2026-12-23T10:00", [tamales])).toBeNull();
    expect(problem("2026-12-23T10:10", [tamales])).toBe("Please select a time on the quarter hour (:00, :15, :30 or :45)");
  });

  it("then an item sold out today, naming the next open time", () => {
    expect(problem("2026-11-24T12:00", [soldOut("2026-11-24")])).toBe(
      "Carnitas is sold out today: the earliest time is Wednesday, November 25 at 8:00 AM.",
    );
    expect(problem("2026-11-25T08:00", [soldOut("2026-11-24")])).toBeNull();
  });

  it("then each item's notice, accepted from the notice on", () => {
    expect(problem("2026-11-25T09:45", [line("Horchata"), barbacoa])).toBe(
      "Barbacoa needs 24 hours' notice: the earliest time is Wednesday, November 25 at 10:00 AM.",
    );
    expect(problem("2026-11-25T10:00", [barbacoa])).toBeNull();
    // Birria's earliest (48 h) falls on Thanksgiving: the next open time is the day after.
    expect(problem("2026-11-25T12:00", [birria])).toBe(
      "Birria needs 48 hours' notice: the earliest time is Friday, November 27 at 8:00 AM.",
    );
    expect(problem("2026-11-24T11:15", [line("Pozole", { leadMinutes: 90 })])).toBe(
      "Pozole needs 90 minutes' notice: the earliest time is Tuesday, November 24 at 11:30 AM.",
    );
    expect(problem("2026-11-24T10:45", [line("Menudo", { leadMinutes: 60 })])).toBe(
      "Menudo needs 1 hour's notice: the earliest time is Tuesday, November 24 at 11:00 AM.",
    );
  });

  it("orderingTimeProblem alone leaves docs/product.md's checks to its caller", () => {
    const context = orderingContext(rules());
    expect(orderingTimeProblem(at("2026-11-24T21:00"), [], context, format, orderingTexts)).toBeNull();
    expect(orderingTimeProblem(at("2026-11-26T10:00"), [], context, format, orderingTexts)).toMatch(/^We're closed on November 26/);
  });
});

describe("pre-orders", () => {
  it("are open through the cutoff date, pickup only", () => {
    expect(preorderProblem([tamales], "pickup", "2026-12-20", orderingTexts)).toBeNull();
    expect(preorderProblem([tamales], "pickup", "2026-12-21", orderingTexts)).toBe("Orders for Tamales closed on December 20.");
    expect(preorderProblem([tamales], "pickup", "2026-12-25", orderingTexts)).toBe("Orders for Tamales closed on December 20.");
    expect(preorderProblem([tamales], "delivery", "2026-12-01", orderingTexts)).toBe(
      "Tamales is a pre-order for pickup only. Please choose pickup.",
    );
    expect(preorderProblem([barbacoa], "delivery", "2026-12-25", orderingTexts)).toBeNull();
    // In the words and dates of the page's (or the request's) language.
    expect(preorderProblem([tamales], "pickup", "2026-12-21", orderingTextsEs, "es")).toBe(
      "Los pedidos de Tamales cerraron el 20 de diciembre.",
    );
  });
});

describe("capacity per slot", () => {
  const settings: CapacitySettings = {
    everyDay: { pickup: { maxOrders: 3, maxPounds: 10 }, delivery: { maxOrders: 1, maxPounds: null } },
    byWeekday: { "6": { pickup: { maxOrders: 6, maxPounds: null }, delivery: { maxOrders: null, maxPounds: null } } },
  };

  it("a weekday's own limits replace every day's", () => {
    expect(capacityFor(settings, 2, "pickup")).toEqual({ maxOrders: 3, maxPounds: 10 });
    expect(capacityFor(settings, 2, "delivery")).toEqual({ maxOrders: 1, maxPounds: null });
    expect(capacityFor(settings, 6, "pickup")).toEqual({ maxOrders: 6, maxPounds: null });
    expect(capacityFor(NO_CAPACITY_LIMITS, 6, "pickup")).toEqual({ maxOrders: null, maxPounds: null });
  });

  it("fitsSlot counts orders and pounds", () => {
    const limit = { maxOrders: 3, maxPounds: 10 };
    expect(fitsSlot(limit, { orders: 2, pounds: 0 }, 1)).toBe(true);
    expect(fitsSlot(limit, { orders: 3, pounds: 0 }, 0)).toBe(false);
    expect(fitsSlot(limit, { orders: 0, pounds: 9.5 }, 0.5)).toBe(true);
    expect(fitsSlot(limit, { orders: 0, pounds: 9.5 }, 0.6)).toBe(false);
    // An order with no pounds fits a slot full by weight.
    expect(fitsSlot(limit, { orders: 0, pounds: 10 }, 0)).toBe(true);
    // 0.1 + 0.2 is 0.3, not 0.30000000000000004.
    expect(fitsSlot({ maxOrders: null, maxPounds: 0.3 }, { orders: 0, pounds: 0.1 }, 0.2)).toBe(true);
    expect(fitsSlot({ maxOrders: null, maxPounds: null }, { orders: 1000, pounds: 1000 }, 5)).toBe(true);
  });
});

describe("the preferred time offered by default", () => {
  const offered = (lines: ScheduledLine[], now = NOW) => defaultPreferredTime(rules({ now, lines }));

  it("is 30 minutes on, or what the slowest item allows", () => {
    expect(offered([])).toBe("2026-11-24T10:30");
    expect(offered([line("Horchata"), barbacoa])).toBe("2026-11-25T10:00");
    // 48 hours lands on Thanksgiving: Friday's opening, a quarter after it.
    expect(offered([birria])).toBe("2026-11-27T08:15");
    expect(offered([soldOut("2026-11-24")])).toBe("2026-11-25T08:15");
    expect(offered([tamales])).toBe("2026-12-22T08:15");
  });

  it("after closing: the next opening and a quarter", () => {
    expect(offered([], at("2026-11-24T19:50"))).toBe("2026-11-25T08:15");
    expect(offered([], at("2026-11-25T19:50"))).toBe("2026-11-27T08:15");
  });
});

describe("delivery", () => {
  const terms: DeliverySettings = { zipCodes: ["90012", "90026"], minimumCents: 2000, feeCents: 499, freeOverCents: 3000 };

  it("zipOf takes the address's last five-digit number, ZIP+4 allowed", () => {
    expect(zipOf("123 Main St, Los Angeles, CA 90012")).toBe("90012");
    expect(zipOf("123 Main St, Los Angeles, CA 90012-3456")).toBe("90012");
    expect(zipOf("12345 Sunset Blvd, Apt 10, Los Angeles, CA 90026")).toBe("90026");
    expect(zipOf("12345 Sunset Blvd, Los Angeles")).toBe("12345");
    expect(zipOf("Apt 4, Main St, Los Angeles")).toBeNull();
    expect(zipOf("Unit 123456")).toBeNull();
  });

  it("the area: any address when no ZIP is listed", () => {
    expect(deliveryAreaProblem("123 Main St, CA 90012-3456", terms, orderingTexts)).toBeNull();
    expect(deliveryAreaProblem("500 Ocean Ave, Santa Monica, CA 90401", terms, orderingTexts)).toBe(
      "Sorry, we don't deliver to 90401. Please choose pickup, or use an address in our delivery area.",
    );
    expect(deliveryAreaProblem("500 Ocean Ave, Santa Monica", terms, orderingTexts)).toBe(
      "Please include your ZIP code in the delivery address",
    );
    expect(deliveryAreaProblem("500 Ocean Ave, Santa Monica", { ...terms, zipCodes: [] }, orderingTexts)).toBeNull();
  });

  it("the minimum", () => {
    expect(deliveryMinimumProblem(1550, terms, orderingTexts)).toBe("Delivery orders start at $20.00. Add $4.50 more, or choose pickup.");
    expect(deliveryMinimumProblem(2000, terms, orderingTexts)).toBeNull();
    expect(deliveryMinimumProblem(1, { ...terms, minimumCents: 0 }, orderingTexts)).toBeNull();
  });

  it("the fee: free from the threshold on, always charged without one", () => {
    expect(deliveryFeeCents(2999, terms)).toBe(499);
    expect(deliveryFeeCents(3000, terms)).toBe(0);
    expect(deliveryFeeCents(100_000, { ...terms, freeOverCents: null })).toBe(499);
    expect(deliveryFeeCents(100, { ...terms, feeCents: 0 })).toBe(0);
  });
});

describe("tips", () => {
  it("a percentage of the subtotal, rounded half up to the cent", () => {
    expect(tipCents({ kind: "percent", percent: 15 }, 3330)).toBe(500); // 499.5
    expect(tipCents({ kind: "percent", percent: 15 }, 3329)).toBe(499); // 499.35
    expect(tipCents({ kind: "percent", percent: 10 }, 1995)).toBe(200); // 199.5
    expect(tipCents({ kind: "percent", percent: 10 }, 1994)).toBe(199); // 199.4
    expect(tipCents({ kind: "percent", percent: 20 }, 3648)).toBe(730); // 729.6
  });

  it("an amount as given, none as nothing", () => {
    expect(tipCents({ kind: "amount", cents: 725 }, 3648)).toBe(725);
    expect(tipCents({ kind: "none" }, 3648)).toBe(0);
  });
});

describe("priceOrder with a delivery fee and a tip", () => {
  const lines = [
    { priceCents: 1599, quantity: 2, pricedByWeight: false },
    { priceCents: 450, quantity: 1, pricedByWeight: false },
  ];

  it("adds both to the total, untaxed", () => {
    const estimate = priceOrder({ lines, taxRate: 825, weightHoldPercent: 15, deliveryFeeCents: 499, tipCents: 547 });
    // 36.48 + tax 3.01 (on the subtotal only) + 4.99 + 5.47.
    expect(estimate).toEqual({
      subtotalCents: 3648,
      discountCents: 0,
      feeWaivedCents: 0,
      taxCents: 301,
      deliveryFeeCents: 499,
      tipCents: 547,
      totalCents: 4995,
      hasWeighedLines: false,
      allowanceCents: 0,
      holdCents: null,
    });
    expect(priceOrder({ lines, taxRate: 825, weightHoldPercent: 15 })).toMatchObject({
      totalCents: 3949,
      deliveryFeeCents: 0,
      tipCents: 0,
    });
  });

  it("holds the card for the whole total, fee and tip included, plus the allowance", () => {
    const weighed = [...lines, { priceCents: 1499, quantity: 2, pricedByWeight: true }];
    const bare = priceOrder({ lines: weighed, taxRate: 825, weightHoldPercent: 15 });
    const extra = priceOrder({ lines: weighed, taxRate: 825, weightHoldPercent: 15, deliveryFeeCents: 0, tipCents: 1000 });
    // 66.46 + tax 5.48 + 10.00 tip; the allowance (2 lb of arrachera) is not changed by the tip.
    expect(extra).toMatchObject({ subtotalCents: 6646, taxCents: 548, tipCents: 1000, totalCents: 8194, hasWeighedLines: true });
    expect(extra.allowanceCents).toBe(bare.allowanceCents);
    expect(extra.allowanceCents).toBe(489);
    expect(extra.holdCents).toBe(8194 + 489);
  });
});

it("times are said in the shop's zone", () => {
  expect(toWallTime(NOW, TZ)).toBe("2026-11-24T10:00");
});
