import { describe, expect, it } from "vitest";
import { formatGiftCardCode, giftCardState, normalizeGiftCardCode } from "@shared/gift-cards/gift-cards";
import { discountOf, priceOrder } from "@shared/orders/order-totals";
import { weighedTotals } from "@shared/orders/order-changes";
import { NO_PROMO_RULES, promoRuleProblem, type PromoTerms } from "@shared/promos/promos";
import { estimateDraft, type DraftLine } from "~/features/admin/orders/draft-lines";

/** The rules of ADR 0024 that need no database: the discount in priceOrder, a code's own rules, a card's code and state. */

describe("a promo's discount in priceOrder", () => {
  it("takes percent off the eligible lines, rounded half up once, and taxes the discounted subtotal", () => {
    // 36.48 × 10 % = 3.648 → 3.65; 32.83 × 8.25 % = 2.7085 → 2.71.
    const price = priceOrder({
      lines: [
        { priceCents: 1599, quantity: 2, pricedByWeight: true },
        { priceCents: 450, quantity: 1, pricedByWeight: false },
      ],
      taxRate: 825,
      weightHoldPercent: 15,
      discount: { kind: "percent", percentBp: 1000 },
    });
    expect(price).toMatchObject({ subtotalCents: 3648, discountCents: 365, taxCents: 271, totalCents: 3554 });
    // The allowance is the same as without a code: a bound the weighed total never passes.
    expect(price.allowanceCents).toBe(522);
  });

  it("never takes more than the eligible lines cost, and only from them", () => {
    expect(discountOf({ kind: "amount", amountCents: 5000 }, 3648)).toBe(3648);
    const price = priceOrder({
      lines: [
        { priceCents: 1599, quantity: 2, pricedByWeight: false, discountable: false },
        { priceCents: 450, quantity: 1, pricedByWeight: false },
      ],
      taxRate: 825,
      weightHoldPercent: 15,
      discount: { kind: "amount", amountCents: 500 },
    });
    // Only the horchata (4.50) is eligible: 4.50 off, not 5.00.
    expect(price).toMatchObject({ discountCents: 450, subtotalCents: 3648, taxCents: 264, totalCents: 3462 });
  });

  it("waives the delivery fee for free delivery, and nothing else", () => {
    const price = priceOrder({
      lines: [{ priceCents: 1000, quantity: 2, pricedByWeight: false }],
      taxRate: 825,
      weightHoldPercent: 15,
      deliveryFeeCents: 499,
      tipCents: 200,
      discount: { kind: "free_delivery" },
    });
    expect(price).toMatchObject({ deliveryFeeCents: 0, feeWaivedCents: 499, discountCents: 0, taxCents: 165, totalCents: 2365 });
  });

  it("is worked out again on the weighed subtotal, for the eligible items only", () => {
    const promo: PromoTerms = { promoId: "p", code: "CARNE10", kind: "percent", percentBp: 1000, amountCents: null, itemIds: ["carnitas"] };
    const lines = [
      { id: "a", itemId: "carnitas", priceCents: 1599, quantity: 2, pricedByWeight: true, lineTotalCents: 3198 },
      { id: "b", itemId: "horchata", priceCents: 450, quantity: 1, pricedByWeight: false, lineTotalCents: 450 },
    ];
    // 1.8 lb: 28.78, 10 % = 2.878 → 2.88 off; 28.78 + 4.50 − 2.88 = 30.40; tax 2.508 → 2.51.
    const totals = weighedTotals(lines, new Map([["a", 1.8]]), 825, { deliveryFeeCents: 0, tipCents: 0, promo });
    expect(totals).toMatchObject({ subtotalCents: 3328, discountCents: 288, taxCents: 251, totalCents: 3291 });
  });
});

describe("the staff edit's preview", () => {
  it("works an edited order's promo out again, as the server's edit does", () => {
    const promo: PromoTerms = { promoId: "p", code: "CARNE10", kind: "percent", percentBp: 1000, amountCents: null, itemIds: ["carnitas"] };
    const line = (itemId: string, unitPriceCents: number, quantity: number) =>
      ({ key: itemId, itemId, unitPriceCents, quantity, pricedByWeight: false }) as unknown as DraftLine;
    // 3 lb of carnitas (47.97, 10 % = 4.80 off) and a horchata (4.50): 52.47 − 4.80 = 47.67, tax 3.93.
    const estimate = estimateDraft(
      [line("carnitas", 1599, 3), line("horchata", 450, 1)],
      { taxRate: 825, weightHoldPercent: 15 },
      {
        deliveryFeeCents: 0,
        tipCents: 0,
        promo,
      },
    );
    expect(estimate).toMatchObject({ subtotalCents: 5247, discountCents: 480, taxCents: 393, totalCents: 5160 });
  });
});

describe("a promo code's own rules", () => {
  const order = { today: "2026-12-01", slotWeekday: 2, slotMinute: 11 * 60, orderType: "pickup" as const, subtotalCents: 3000 };
  it("says which rule refuses it", () => {
    expect(promoRuleProblem(NO_PROMO_RULES, order)).toBeNull();
    expect(promoRuleProblem({ ...NO_PROMO_RULES, startsOn: "2026-12-02" }, order)).toBe("notStarted");
    expect(promoRuleProblem({ ...NO_PROMO_RULES, endsOn: "2026-11-30" }, order)).toBe("expired");
    expect(promoRuleProblem({ ...NO_PROMO_RULES, endsOn: "2026-12-01" }, order)).toBeNull();
    expect(promoRuleProblem({ ...NO_PROMO_RULES, orderType: "delivery" }, order)).toBe("deliveryOnly");
    expect(promoRuleProblem({ ...NO_PROMO_RULES, weekdays: [5, 6] }, order)).toBe("wrongDay");
    expect(promoRuleProblem({ ...NO_PROMO_RULES, fromMinute: 12 * 60 }, order)).toBe("wrongHour");
    expect(promoRuleProblem({ ...NO_PROMO_RULES, toMinute: 11 * 60 }, order)).toBe("wrongHour");
    expect(promoRuleProblem({ ...NO_PROMO_RULES, minSubtotalCents: 3001 }, order)).toBe("minSubtotal");
  });
});

describe("a gift card's code and state", () => {
  it("reads a code however it is typed, and refuses what cannot be one", () => {
    expect(normalizeGiftCardCode(" abcd-efgh jkmn-pqrs ")).toBe("ABCDEFGHJKMNPQRS");
    expect(normalizeGiftCardCode("ABCD-EFGH-JKMN-PQR0")).toBeNull();
    expect(normalizeGiftCardCode("ABCD")).toBeNull();
    expect(formatGiftCardCode("ABCDEFGHJKMNPQRS")).toBe("ABCD-EFGH-JKMN-PQRS");
  });

  it("reads as depleted with nothing left, expired past a promotional card's date, and as its status otherwise", () => {
    const today = "2027-03-01";
    expect(giftCardState({ status: "active", balanceCents: 100, expiresOn: null }, today)).toBe("active");
    expect(giftCardState({ status: "active", balanceCents: 0, expiresOn: null }, today)).toBe("depleted");
    expect(giftCardState({ status: "active", balanceCents: 100, expiresOn: "2027-02-28" }, today)).toBe("expired");
    expect(giftCardState({ status: "active", balanceCents: 100, expiresOn: "2027-03-01" }, today)).toBe("active");
    expect(giftCardState({ status: "frozen", balanceCents: 100, expiresOn: null }, today)).toBe("frozen");
  });
});
