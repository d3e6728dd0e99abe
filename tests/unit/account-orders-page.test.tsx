import { describe, expect, it } from "vitest";
import type { OrderDto } from "@shared/orders/orders";
import { checkoutSummaryTexts } from "@shared/texts/checkout-summary";
import { checkoutSummaryTexts as checkoutSummaryTextsEs } from "@shared/texts/es/checkout-summary";
import { orderingTexts } from "@shared/texts/ordering";
import { orderingTexts as orderingTextsEs } from "@shared/texts/es/ordering";
import { ordersTexts } from "@shared/texts/orders";
import { ordersTexts as ordersTextsEs } from "@shared/texts/es/orders";
import type { AccountOrder } from "~/features/orders/account-orders.server";
import { AccountOrdersPage } from "~/features/orders/account-orders-page";
import { renderWithTexts } from "../setup/render-with-texts";

/**
 * My Orders (/account/orders) as the server renders it: every amount of an order is on the page,
 * so its lines add up to its total, with checkout's words for them; lines sold by the pound say
 * the weight and the price per pound.
 */

const carnitas = (overrides: Partial<OrderDto["lines"][number]> = {}): OrderDto["lines"][number] => ({
  id: "line-1",
  itemId: "item-1",
  name: "Carnitas",
  quantity: 1.5,
  unit: "lb",
  priceCents: 1599,
  lineTotalCents: 2399,
  options: [],
  pricedByWeight: false,
  weighedQuantity: null,
  weighedTotalCents: null,
  notes: null,
  ...overrides,
});

/** 1.5 lb of carnitas at $15.99/lb ($23.99) delivered, under $30: tax 1.98, delivery fee 4.99, tip 3.60, total 34.56. */
const deliveredOrder = (overrides: Partial<AccountOrder> = {}): AccountOrder => ({
  id: "3f2a9c1e-6f0e-4a59-9d0e-1d9f1c2a3b4c",
  status: "pending",
  paymentStatus: "paid",
  orderType: "delivery",
  customerName: "Ana",
  customerEmail: "ana@example.com",
  customerPhone: "3235550123",
  deliveryAddress: "123 Main St, Los Angeles, CA 90033",
  deliveryTime: "2026-12-01T20:00:00.000Z",
  notes: null,
  subtotalCents: 2399,
  taxCents: 198,
  deliveryFeeCents: 499,
  tipCents: 360,
  totalCents: 3456,
  taxRate: 825,
  createdAt: "2026-12-01T18:00:00.000Z",
  paidAt: "2026-12-01T18:01:00.000Z",
  lines: [carnitas()],
  estimatedTotalCents: null,
  allowanceCents: 0,
  holdCents: null,
  holdExpiresAt: null,
  weighedAt: null,
  capturedCents: 3456,
  balanceDueCents: 0,
  locale: "en",
  refundedCents: 0,
  channel: "web",
  paymentMethod: "card",
  smsOptIn: false,
  discountCents: 0,
  promoCode: null,
  giftCardCents: 0,
  giftCardLast4: null,
  promo: null,
  placedOn: "December 1, 2026",
  dueAt: "Tuesday, December 1, 12:00 PM",
  ...overrides,
});

function render(orders: AccountOrder[], path = "/account/orders"): string {
  const texts = path.startsWith("/es/") ? ordersTextsEs : ordersTexts;
  return renderWithTexts(<AccountOrdersPage orders={orders} />, { ordersTexts: texts }, path);
}

/** The order's amounts as the page lists them: [label, cents] in order. */
function amounts(html: string): [string, number][] {
  return [...html.matchAll(/<dt>([^<]+)<\/dt><dd[^>]*>(-?)\$([\d,]+)\.(\d\d)<\/dd>/g)].map(([, label, sign, dollars, cents]) => [
    label!.replaceAll("&#x27;", "'"),
    (sign ? -1 : 1) * (Number(dollars!.replaceAll(",", "")) * 100 + Number(cents)),
  ]);
}

describe("My Orders: every amount of an order", () => {
  it("a delivery under $30 with a tip: the delivery fee and the tip are listed, and the rows add up to the total", () => {
    const rows = amounts(render([deliveredOrder()]));
    expect(rows).toEqual([
      ["Subtotal", 2399],
      ["Tax (8.25%)", 198],
      ["Delivery fee", 499],
      ["Tip", 360],
      ["Total", 3456],
    ]);
    const total = rows.pop()![1];
    expect(rows.reduce((sum, [, cents]) => sum + cents, 0)).toBe(total);
  });

  it("free delivery says so, as checkout did; pickup has no delivery row", () => {
    const free = amounts(render([deliveredOrder({ deliveryFeeCents: 0, tipCents: 0, totalCents: 2597 })]));
    expect(free).toContainEqual(["Free delivery", 0]);
    const pickup = amounts(
      render([deliveredOrder({ orderType: "pickup", deliveryAddress: null, deliveryFeeCents: 0, tipCents: 0, totalCents: 2597 })]),
    );
    expect(pickup.map(([label]) => label)).toEqual(["Subtotal", "Tax (8.25%)", "Total"]);
  });

  it("held for weighing: the estimated total, the weight allowance and the hold, which add up", () => {
    const rows = amounts(
      render([
        deliveredOrder({
          paymentStatus: "authorized",
          lines: [carnitas({ pricedByWeight: true })],
          estimatedTotalCents: 3456,
          allowanceCents: 390,
          holdCents: 3846,
          capturedCents: null,
        }),
      ]),
    );
    expect(rows.slice(-3)).toEqual([
      ["Estimated total", 3456],
      ["Weight allowance, released after weighing", 390],
      ["Held on your card", 3846],
    ]);
  });

  it("a refund and a balance due are listed", () => {
    const rows = amounts(render([deliveredOrder({ paymentStatus: "partially_refunded", refundedCents: 500, balanceDueCents: 120 })]));
    expect(rows).toContainEqual(["Refunded to your card", 500]);
    expect(rows).toContainEqual(["To pay at pickup", 120]);
  });

  it("a line by the pound says its weight and its price per pound", () => {
    const html = render([deliveredOrder()]);
    expect(html).toMatch(/Carnitas, 1\.5 lb<span[^>]*> · \$15\.99\/lb<\/span>/);
  });

  it("in Spanish: checkout's Spanish words for the same rows, and the price per pound", () => {
    const html = render([deliveredOrder()], "/es/account/orders");
    expect(amounts(html).map(([label]) => label)).toEqual(["Subtotal", "Impuestos (8.25%)", "Costo de envío", "Propina", "Total"]);
    expect(html).toMatch(/Carnitas, 1\.5 lb<span[^>]*> · \$15\.99\/lb<\/span>/);
  });

  it("its words for those rows are checkout's, in both languages", () => {
    for (const [page, summary, ordering] of [
      [ordersTexts, checkoutSummaryTexts, orderingTexts],
      [ordersTextsEs, checkoutSummaryTextsEs, orderingTextsEs],
    ] as const) {
      expect(page.allowance).toBe(summary.allowance);
      expect(page.estimatedTotal).toBe(summary.estimatedTotal);
      expect(page.tax("8.25%")).toBe(summary.tax("8.25%"));
      for (const key of ["deliveryFee", "freeDelivery", "tip"] as const) expect(page[key], key).toBe(ordering[key]);
      for (const key of ["promo", "giftCard"] as const) expect(page[key]("X"), key).toBe(summary[key]("X"));
    }
  });

  it("a promo code's discount comes off before tax; a gift card and the card each show what they paid (ADR 0024)", () => {
    // $23.99 less $2.40: tax $1.78 on $21.59; delivery $4.99 and tip $3.60: $31.96, $30.00 of it on the gift card.
    const order = deliveredOrder({ discountCents: 240, promoCode: "TAMALES10", taxCents: 178, totalCents: 3196, capturedCents: 3196 });
    const html = render([{ ...order, giftCardCents: 3000, giftCardLast4: "7KQ2" }]);
    const rows = [...html.matchAll(/<dt>([^<]+)<\/dt><dd[^>]*>([^<]+)<\/dd>/g)].map(([, label, amount]) => `${label} ${amount}`);
    expect(rows).toEqual([
      "Subtotal $23.99",
      "Promo TAMALES10 −$2.40",
      "Tax (8.25%) $1.78",
      "Delivery fee $4.99",
      "Tip $3.60",
      "Total $31.96",
      "Gift card ••7KQ2 $30.00",
      "Card $1.96",
    ]);
    // Paid at the counter in cash for the rest; all on the gift card: no zero row.
    expect(render([{ ...order, giftCardCents: 3000, giftCardLast4: "7KQ2", paymentMethod: "cash" }])).toContain("<dt>Cash</dt>");
    expect(render([{ ...order, giftCardCents: 3196, giftCardLast4: "7KQ2" }])).not.toContain("<dt>Card</dt>");
    expect(render([order], "/es/account/orders")).toContain("<dt>Promoción TAMALES10</dt>");
  });
});
