import { describe, expect, it } from "vitest";
import type { ItemOptionGroupDto } from "@shared/menu/menu";
import { optionKey } from "@shared/menu/options";
import { resolveOptions, unitPriceWithOptions } from "@shared/menu/option-rules";
import { weighedTotals } from "@shared/orders/order-changes";
import { MARINATED_GROUP, STYLE_GROUP } from "../setup/cart-items";
import { formatQuantity, maxQuantity, stepDown, stepUp, type QuantityRule } from "@shared/core/quantity";
import { lineTotalCents, priceOrder, weightAllowanceCents } from "@shared/orders/order-totals";
import { snapQuantity } from "@shared/orders/quantity-rules";
import { quantityProblem } from "@shared/orders/quantity-rules";

const carnitas: QuantityRule = { priceUnit: "lb", quantityMin: 0.5, quantityStep: 0.5 };
const groundBeef: QuantityRule = { priceUnit: "lb", quantityMin: 1, quantityStep: 0.5 };
const pieces: QuantityRule = { priceUnit: "each", quantityMin: 1, quantityStep: 1 };

describe("quantities in steps (ADR 0013)", () => {
  it("accepts quantities on the item's steps from its minimum, and says what is wrong with the others", () => {
    expect([0.5, 1, 1.5, 2, 99].map((q) => quantityProblem(q, carnitas))).toEqual([null, null, null, null, null]);
    expect(quantityProblem(0.25, carnitas)).toBe("below_minimum");
    expect(quantityProblem(0.75, carnitas)).toBe("off_step");
    expect(quantityProblem(99.5, carnitas)).toBe("above_maximum");
    expect(quantityProblem(0, carnitas)).toBe("not_a_number");
    expect(quantityProblem(-1, carnitas)).toBe("not_a_number");
    expect(quantityProblem(Number.NaN, carnitas)).toBe("not_a_number");
    // A thousandth of a pound is the finest; more decimals are no quantity the shop can weigh.
    expect(quantityProblem(1.0005, { priceUnit: "lb", quantityMin: 0.001, quantityStep: 0.001 })).toBe("off_step");
    expect(quantityProblem(1.5, groundBeef)).toBeNull();
    expect(quantityProblem(0.5, groundBeef)).toBe("below_minimum");
    expect(quantityProblem(1.5, pieces)).toBe("off_step");
    // 0.1 + 0.2 never reaches the rule: thousandths are integers.
    expect(quantityProblem(0.1 + 0.2, { priceUnit: "lb", quantityMin: 0.1, quantityStep: 0.1 })).toBeNull();
  });

  it("steps up and down within the minimum and the maximum; the cart's − below the minimum removes", () => {
    expect(stepUp(0.5, carnitas)).toBe(1);
    expect(stepUp(99, carnitas)).toBe(99);
    expect(stepUp(98.5, groundBeef)).toBe(99);
    expect(stepDown(1, carnitas)).toBe(0.5);
    expect(stepDown(0.5, carnitas)).toBe(0.5);
    expect(stepDown(0.5, carnitas, true)).toBe(0);
    expect(maxQuantity({ priceUnit: "lb", quantityMin: 0.4, quantityStep: 0.25 })).toBe(98.9);
    expect(snapQuantity(1.7, carnitas)).toBe(1.5);
    expect(snapQuantity(0.1, carnitas)).toBe(0.5);
    expect(snapQuantity(3, pieces)).toBe(3);
  });

  it("says quantities in their unit", () => {
    expect(formatQuantity(1.5, "lb")).toBe("1.5 lb");
    expect(formatQuantity(2, "lb")).toBe("2 lb");
    expect(formatQuantity(0.125, "lb")).toBe("0.125 lb");
    expect(formatQuantity(3, "each")).toBe("3");
  });

  it("rounds each line half up to the cent, once", () => {
    expect(lineTotalCents(1599, 1.5)).toBe(2399); // 2398.5 → 2399
    expect(lineTotalCents(1499, 1.5)).toBe(2249); // 2248.5 → 2249
    expect(lineTotalCents(1499, 2.14)).toBe(3208); // 3207.86 → 3208
    expect(lineTotalCents(1599, 1.333)).toBe(2131); // 2131.467 → 2131
    expect(lineTotalCents(1, 0.5)).toBe(1);
    expect(lineTotalCents(450, 3)).toBe(1350);
    expect(() => lineTotalCents(1.5, 1)).toThrow(RangeError);
  });
});

describe("the butcher's choices", () => {
  const style: ItemOptionGroupDto = {
    ...STYLE_GROUP,
    options: [...STYLE_GROUP.options, { id: "o-half", name: "Half and half", priceDeltaCents: -100, isDefault: false }],
  };
  const extras = MARINATED_GROUP;

  it("resolves choices in the menu's order, takes a required group's default, refuses unknown and surplus picks", () => {
    const chosen = resolveOptions([style, extras], ["o-marinated", "o-half"]);
    expect(chosen).toEqual({
      ok: true,
      chosen: [
        { groupId: "g-style", groupName: "Style", optionId: "o-half", name: "Half and half", priceDeltaCents: -100 },
        { groupId: "g-marinated", groupName: "Marinated", optionId: "o-marinated", name: "Marinated", priceDeltaCents: 100 },
      ],
    });
    expect(resolveOptions([style], [])).toMatchObject({ ok: true, chosen: [{ optionId: "o-maciza" }] });
    expect(resolveOptions([style], ["o-gone"])).toEqual({ ok: false, problem: { kind: "unknown" } });
    expect(resolveOptions([style], ["o-half", "o-mixed"])).toMatchObject({ ok: false, problem: { kind: "too_many" } });
    const noDefault = { ...style, options: style.options.map((option) => ({ ...option, isDefault: false })) };
    expect(resolveOptions([noDefault], [])).toMatchObject({ ok: false, problem: { kind: "too_few" } });
  });

  it("adds the choices' price changes per unit; the same choices in any order are one line", () => {
    expect(unitPriceWithOptions(1599, [{ priceDeltaCents: -100 }, { priceDeltaCents: 100 }])).toBe(1599);
    expect(unitPriceWithOptions(1499, [{ priceDeltaCents: 100 }])).toBe(1599);
    expect(optionKey(["b", "a", "b"])).toBe(optionKey(["a", "b"]));
  });
});

describe("charged for what was weighed", () => {
  it("holds the estimate plus an allowance that covers the weighed lines growing by the percentage, with their tax", () => {
    // 2 lb of arrachera at 14.99 (29.98) and 1.5 lb of carnitas half and half (22.49) at 8.25 %.
    const estimate = priceOrder({
      lines: [
        { priceCents: 1499, quantity: 2, pricedByWeight: true },
        { priceCents: 1499, quantity: 1.5, pricedByWeight: false },
      ],
      taxRate: 825,
      weightHoldPercent: 15,
    });
    expect(estimate).toEqual({
      subtotalCents: 5247,
      discountCents: 0,
      feeWaivedCents: 0,
      taxCents: 433,
      totalCents: 5680,
      // No delivery fee or tip given (ADR 0014): none in the total.
      deliveryFeeCents: 0,
      tipCents: 0,
      hasWeighedLines: true,
      allowanceCents: 489,
      holdCents: 6169,
    });
    expect(
      priceOrder({ lines: [{ priceCents: 450, quantity: 2, pricedByWeight: false }], taxRate: 825, weightHoldPercent: 15 }),
    ).toMatchObject({
      hasWeighedLines: false,
      allowanceCents: 0,
      holdCents: null,
    });
    expect(weightAllowanceCents(2998, 1, 825, 0)).toBe(0);
  });

  it("a cut up to the percentage heavier never costs more than the hold, whatever the prices", () => {
    for (let price = 199; price <= 4999; price += 97) {
      for (const ordered of [1, 1.5, 2, 3.5, 7]) {
        for (const rate of [0, 825, 1025]) {
          const lines = [
            { id: "a", priceCents: price, quantity: ordered, pricedByWeight: true, lineTotalCents: lineTotalCents(price, ordered) },
            { id: "b", priceCents: 1299, quantity: 1, pricedByWeight: false, lineTotalCents: 1299 },
          ];
          const { holdCents } = priceOrder({ lines, taxRate: rate, weightHoldPercent: 15 });
          const heaviest = Math.floor(ordered * 1.15 * 1000) / 1000;
          const weighed = weighedTotals(lines, new Map([["a", heaviest]]), rate);
          expect(weighed.totalCents, `${price} × ${ordered} at ${rate}`).toBeLessThanOrEqual(holdCents!);
        }
      }
    }
  });

  it("recomputes only the weighed lines; the others keep their cost", () => {
    const lines = [
      { id: "a", priceCents: 1499, quantity: 2, pricedByWeight: true, lineTotalCents: 2998 },
      { id: "b", priceCents: 1499, quantity: 1.5, pricedByWeight: false, lineTotalCents: 2249 },
    ];
    expect(
      weighedTotals(
        lines,
        new Map([
          ["a", 2.14],
          ["b", 9],
        ]),
        825,
      ),
    ).toEqual({
      lines: [
        { id: "a", weighedQuantity: 2.14, weighedTotalCents: 3208 },
        { id: "b", weighedQuantity: null, weighedTotalCents: null },
      ],
      subtotalCents: 5457,
      discountCents: 0,
      taxCents: 450,
      totalCents: 5907,
    });
  });
});
