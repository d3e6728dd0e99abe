import { describe, expect, it } from "vitest";
import { parseDollarsToCents } from "@shared/core/dollars";
import { formatCents, formatRate } from "@shared/core/money";
import { computeTax, priceOrder } from "@shared/orders/order-totals";

describe("money", () => {
  it("formats cents with two decimals", () => {
    expect(formatCents(1599)).toBe("$15.99");
    expect(formatCents(5)).toBe("$0.05");
    expect(formatCents(123456789)).toBe("$1,234,567.89");
    expect(formatCents(0)).toBe("$0.00");
  });

  it("groups the dollars as en-US does, at every width (without Intl: ADR 0019)", () => {
    const group = new Intl.NumberFormat("en-US");
    for (const cents of [99, 99_999, 100_000, 999_999, 1_000_000, 12_345_678, 99_999_999, 100_000_000, 987_654_321_012, -123_456]) {
      const dollars = group.format(Math.floor(Math.abs(cents) / 100));
      expect(formatCents(cents)).toBe(`${cents < 0 ? "-" : ""}$${dollars}.${String(Math.abs(cents) % 100).padStart(2, "0")}`);
    }
  });

  it("formats the tax rate", () => {
    expect(formatRate(825)).toBe("8.25%");
    expect(formatRate(800)).toBe("8%");
    expect(formatRate(750)).toBe("7.5%");
  });

  it("rounds tax half up to the cent with integer arithmetic", () => {
    expect(computeTax(1999, 825)).toBe(165); // 164.9175
    expect(computeTax(1000, 825)).toBe(83); // 82.5 → 83
    expect(computeTax(200, 825)).toBe(17); // 16.5 → 17
    expect(computeTax(0, 825)).toBe(0);
    expect(() => computeTax(10.5, 825)).toThrow(RangeError);
  });

  it("computes totals from lines", () => {
    expect(
      priceOrder({
        lines: [
          { priceCents: 1599, quantity: 2, pricedByWeight: false },
          { priceCents: 450, quantity: 1, pricedByWeight: false },
        ],
        taxRate: 825,
        weightHoldPercent: 15,
      }),
    ).toEqual({
      subtotalCents: 3648,
      discountCents: 0,
      feeWaivedCents: 0,
      taxCents: 301,
      totalCents: 3949,
      deliveryFeeCents: 0,
      tipCents: 0,
      hasWeighedLines: false,
      allowanceCents: 0,
      holdCents: null,
    });
  });

  it("parses typed prices into cents", () => {
    expect(parseDollarsToCents("12.99")).toBe(1299);
    expect(parseDollarsToCents("12.9")).toBe(1290);
    expect(parseDollarsToCents(" 7 ")).toBe(700);
    expect(parseDollarsToCents("-1")).toBeNull();
    expect(parseDollarsToCents("1.999")).toBeNull();
    expect(parseDollarsToCents("abc")).toBeNull();
  });
});
