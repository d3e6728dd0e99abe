import { describe, expect, it } from "vitest";
import {
  CATERING_MOVES,
  CATERING_STATUSES,
  DEFAULT_CATERING_SETTINGS,
  canMove,
  cancellationRefundCents,
  depositCentsOf,
  earliestEventAt,
  leadHoursFor,
  meatGuide,
  refundPercentAt,
} from "@shared/catering/catering";
import { priceCateringQuote } from "@shared/catering/quote-price";

/** Catering's rules (ADR 0023, docs/product.md 'Catering money'). */
describe("catering rules", () => {
  const now = new Date("2026-12-01T18:00:00Z");
  const day = 24 * 60 * 60_000;

  it("asks more notice of larger parties, by tier", () => {
    expect(leadHoursFor(DEFAULT_CATERING_SETTINGS, 15)).toBe(72);
    expect(leadHoursFor(DEFAULT_CATERING_SETTINGS, 49)).toBe(72);
    expect(leadHoursFor(DEFAULT_CATERING_SETTINGS, 50)).toBe(120);
    expect(leadHoursFor(DEFAULT_CATERING_SETTINGS, 400)).toBe(168);
    expect(earliestEventAt(DEFAULT_CATERING_SETTINGS, 20, now).getTime() - now.getTime()).toBe(3 * day);
  });

  it("guides ¼ to ½ lb of meat per guest, to the half pound", () => {
    expect(meatGuide(20)).toEqual({ minPounds: 5, maxPounds: 10 });
    expect(meatGuide(15)).toEqual({ minPounds: 4, maxPounds: 7.5 });
  });

  it("refunds the deposit by the policy's tier, and anything beyond it whole", () => {
    const at = (days: number) => new Date(now.getTime() + days * day);
    expect(refundPercentAt(DEFAULT_CATERING_SETTINGS, at(20), now)).toBe(100);
    expect(refundPercentAt(DEFAULT_CATERING_SETTINGS, at(14), now)).toBe(100);
    expect(refundPercentAt(DEFAULT_CATERING_SETTINGS, at(13.9), now)).toBe(50);
    expect(refundPercentAt(DEFAULT_CATERING_SETTINGS, at(3), now)).toBe(50);
    expect(refundPercentAt(DEFAULT_CATERING_SETTINGS, at(2.9), now)).toBe(0);
    expect(cancellationRefundCents({ netPaidCents: 6103, depositPaidCents: 6103, refundPercent: 50 })).toBe(3052);
    expect(cancellationRefundCents({ netPaidCents: 20342, depositPaidCents: 6103, refundPercent: 0 })).toBe(20342 - 6103);
    expect(cancellationRefundCents({ netPaidCents: 0, depositPaidCents: 0, refundPercent: 100 })).toBe(0);
  });

  it("taxes the full total and takes the deposit as a share of it", () => {
    const price = priceCateringQuote({
      lines: [
        { priceCents: 1599, quantity: 8, weighedQuantity: 7.5 },
        { priceCents: 350, quantity: 10 },
      ],
      serviceFeeCents: 2500,
      deliveryFeeCents: 0,
      taxRate: 825,
      depositPercent: 30,
    });
    expect(price).toEqual({ lineTotals: [11993, 3500], subtotalCents: 15493, taxCents: 1484, totalCents: 19477, depositCents: 5843 });
    expect(depositCentsOf(20342, 30)).toBe(6103);
  });

  it("allows each move only from its states and to its actors", () => {
    expect(canMove("requested", "quote", "owner")).toBe(true);
    expect(canMove("requested", "quote", "staff")).toBe(false);
    expect(canMove("quoted", "accept", "customer")).toBe(true);
    expect(canMove("confirmed", "accept", "customer")).toBe(false);
    expect(canMove("paid", "fulfil", "staff")).toBe(true);
    expect(canMove("balance_due", "fulfil", "staff")).toBe(false);
    for (const status of ["closed", "declined", "expired", "cancelled", "no_show"] as const) {
      for (const move of Object.keys(CATERING_MOVES) as (keyof typeof CATERING_MOVES)[]) {
        expect(canMove(status, move, "owner")).toBe(false);
      }
    }
    for (const rule of Object.values(CATERING_MOVES)) expect(CATERING_STATUSES).toContain(rule.to);
  });
});
