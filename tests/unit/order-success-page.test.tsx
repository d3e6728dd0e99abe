import { describe, expect, it } from "vitest";
import { createConfig } from "@server/config";
import { parseEnv } from "@server/env";
import type { OrderSuccessView, PaymentView } from "@shared/orders/orders";
import { checkoutSummaryTexts } from "@shared/texts/checkout-summary";
import { checkoutSummaryTexts as checkoutSummaryTextsEs } from "@shared/texts/es/checkout-summary";
import { orderingTexts } from "@shared/texts/ordering";
import { orderingTexts as orderingTextsEs } from "@shared/texts/es/ordering";
import { orderSuccessTexts } from "@shared/texts/order-success";
import { orderSuccessTexts as orderSuccessTextsEs } from "@shared/texts/es/order-success";
import { OrderSuccessPage, pollDelay } from "~/features/checkout/order-success-page";
import { ShopProvider } from "~/lib/shop";
import { renderWithTexts } from "../setup/render-with-texts";

const ORDER_ID = "3f2a9c1e-6f0e-4a59-9d0e-1d9f1c2a3b4c";
const shop = createConfig(parseEnv({ NODE_ENV: "test", DATA_DIR: "/tmp/shop-test-unused", SHOP_PHONE: "(323) 555-0142" })).shop;

function render(payment: PaymentView | null, order: OrderSuccessView | null = null, path = "/order-success"): string {
  return renderWithTexts(
    <ShopProvider shop={shop}>
      <OrderSuccessPage payment={payment} order={order} orderId={ORDER_ID} sessionId="sbx_cs_1" />
    </ShopProvider>,
    { orderSuccessTexts: path.startsWith("/es/") ? orderSuccessTextsEs : orderSuccessTexts },
    path,
  );
}

/**
 * 1.5 lb of carnitas half and half ($14.99/lb: 22.485 → $22.49) and a horchata, for delivery
 * under $30: subtotal 26.99, tax 2.23, delivery 4.99, tip 2.70, total 36.91.
 */
const carnitasOrder = (overrides: Partial<OrderSuccessView> = {}): OrderSuccessView => ({
  orderType: "delivery",
  lines: [
    {
      id: "line-1",
      itemId: "item-1",
      name: "Carnitas",
      quantity: 1.5,
      unit: "lb",
      priceCents: 1499,
      lineTotalCents: 2249,
      options: [{ groupId: "g", groupName: "Style", optionId: "o", name: "Half and half", priceDeltaCents: -100 }],
      pricedByWeight: false,
      weighedQuantity: null,
      weighedTotalCents: null,
      notes: null,
    },
    {
      id: "line-2",
      itemId: "item-2",
      name: "Horchata",
      quantity: 1,
      unit: "each",
      priceCents: 450,
      lineTotalCents: 450,
      options: [],
      pricedByWeight: false,
      weighedQuantity: null,
      weighedTotalCents: null,
      notes: null,
    },
  ],
  subtotalCents: 2699,
  taxCents: 223,
  deliveryFeeCents: 499,
  tipCents: 270,
  discountCents: 0,
  totalCents: 3691,
  taxRate: 825,
  allowanceCents: 0,
  holdCents: null,
  weighedAt: null,
  hasEmail: true,
  hasAccount: true,
  takenByStaff: false,
  promoCode: null,
  giftCardCents: 0,
  giftCardLast4: null,
  capturedCents: null,
  paymentMethod: null,
  ...overrides,
});

/** A phone customer without an e-mail who paid staff's payment link: no account either. */
const phoneOrder = (overrides: Partial<OrderSuccessView> = {}) =>
  carnitasOrder({
    orderType: "pickup",
    deliveryFeeCents: 0,
    tipCents: 0,
    totalCents: 2922,
    hasEmail: false,
    hasAccount: false,
    takenByStaff: true,
    ...overrides,
  });

/** The text of the page without its markup, entities decoded: what a visitor reads. */
const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ");

const view = (state: PaymentView["state"], holdCents: number | null = null): PaymentView => ({
  orderId: ORDER_ID,
  state,
  totalCents: 3949,
  holdCents,
});
const links = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(([, href, text]) => `${text} → ${href}`);

/** docs/product.md 'Order success', one screen per payment state, as the server renders it. */
describe("order success page", () => {
  it("paid: 'Order Successful!', the e-mail note, Continue Shopping and View Order", () => {
    const html = render(view("paid"));
    expect(html).toContain("Order Successful!");
    expect(html).toContain("We&#x27;ve sent a confirmation e-mail");
    expect(html).toContain("Order #3f2a9c1e");
    expect(links(html)).toEqual(["Continue Shopping → /menu", "View Order → /account/orders"]);
  });

  it("authorized (cuts priced by weight): the order is placed, the card held for the amount, charged for what is weighed", () => {
    const html = render(view("authorized", 4589));
    expect(html).toContain("Order Successful!");
    expect(html).toContain("Your card is held for $45.89");
    expect(html).toContain("we charge only for what your cuts weigh");
    expect(html).not.toContain("updates by itself");
    expect(links(html)).toEqual(["Continue Shopping → /menu", "View Order → /account/orders"]);
  });

  it("processing: says the page updates by itself", () => {
    const html = render(view("processing"));
    expect(html).toContain("Payment processing");
    expect(html).toContain("This page updates by itself");
    expect(html).not.toContain("Order Successful!");
  });

  it.each([
    ["failed", "Your payment was declined or did not go through"],
    ["expired", "The payment page expired before the payment was made"],
    ["cancelled", "This order was cancelled before it was paid"],
  ] as const)("not paid (%s): says why, that nothing was charged, and leads back to the cart", (state, why) => {
    const html = render(view(state));
    expect(html).toContain("Payment not completed");
    expect(html).toContain(why);
    expect(html).toContain("Your card has not been charged.");
    expect(html).not.toContain("updates by itself");
    expect(links(html)).toEqual(["Continue Shopping → /menu", "Back to Cart → /cart"]);
  });

  it("unknown: a payment link that matches no order", () => {
    const html = render(null);
    expect(html).toContain("We couldn&#x27;t find this payment");
    expect(html).not.toContain("Order #");
  });

  it("on /es/order-success: the Spanish words, and links that stay in Spanish", () => {
    const html = render(view("paid"), null, "/es/order-success");
    expect(html).toContain("¡Pedido realizado!");
    expect(links(html)).toEqual(["Seguir comprando → /es/menu", "Ver pedido → /es/account/orders"]);
  });

  describe("the order's lines and amounts", () => {
    it("each line with its quantity or weight, price per pound, choices and amount; then every amount down to the total", () => {
      const text = words(render(view("paid"), carnitasOrder()));
      expect(text).toContain("Your order");
      expect(text).toContain("Carnitas × 1.5 lb · $14.99/lb Half and half $22.49");
      expect(text).toContain("Horchata × 1 $4.50");
      expect(text).toContain("Subtotal $26.99 Tax (8.25%) $2.23 Delivery fee $4.99 Tip $2.70 Total $36.91");
    });

    it("held for weighing: the estimated total and the weight allowance, as checkout said them", () => {
      const held = carnitasOrder({
        lines: [{ ...carnitasOrder().lines[0]!, pricedByWeight: true }],
        orderType: "pickup",
        subtotalCents: 2249,
        taxCents: 186,
        deliveryFeeCents: 0,
        tipCents: 0,
        totalCents: 2435,
        allowanceCents: 366,
        holdCents: 2801,
      });
      const text = words(render(view("authorized", 2801), held));
      expect(text).toContain("Carnitas × 1.5 lb · $14.99/lb Half and half Priced by weight $22.49");
      expect(text).toContain("Estimated total $24.35 Weight allowance, released after weighing $3.66");
      expect(text).not.toContain("Free delivery");
    });

    it("in Spanish: the same lines and amounts, the price per pound as the menu writes it", () => {
      const text = words(render(view("paid"), carnitasOrder(), "/es/order-success"));
      expect(text).toContain("Tu pedido");
      expect(text).toContain("Carnitas × 1.5 lb · $14.99/lb Half and half $22.49");
      expect(text).toContain("Subtotal $26.99 Impuestos (8.25%) $2.23 Costo de envío $4.99 Propina $2.70 Total $36.91");
    });

    it("none while the payment has not gone through (the cart has the lines back)", () => {
      expect(render(view("failed"), carnitasOrder())).not.toContain("Your order");
    });

    it("its words are checkout's words for the same rows, in both languages", () => {
      for (const [page, summary, ordering] of [
        [orderSuccessTexts, checkoutSummaryTexts, orderingTexts],
        [orderSuccessTextsEs, checkoutSummaryTextsEs, orderingTextsEs],
      ] as const) {
        for (const key of ["quantityTimes", "byWeight", "subtotal", "tax", "total", "estimatedTotal", "allowance"] as const) {
          const [mine, theirs] = [page[key], summary[key]];
          expect(typeof mine === "function" ? mine("X") : mine, key).toBe(typeof theirs === "function" ? theirs("X") : theirs);
        }
        for (const key of ["deliveryFee", "freeDelivery", "tip"] as const) expect(page[key], key).toBe(ordering[key]);
        for (const key of ["promo", "giftCard"] as const) expect(page[key]("X"), key).toBe(summary[key]("X"));
      }
    });

    it("a promo code's discount before tax, and, when a gift card paid, each way it was paid (ADR 0024)", () => {
      // $26.99 less $2.70 off: tax $2.00 on $24.29, delivery and tip as before: $33.98.
      const promo = { discountCents: 270, taxCents: 200, totalCents: 3398, promoCode: "TAMALES10" };
      // The gift card's share, as the order's view carries it (OrderDto's fields).
      const giftCard = { giftCardCents: 3000, giftCardLast4: "7KQ2", capturedCents: 3398 };
      const text = words(render(view("paid"), { ...carnitasOrder(promo), ...giftCard }));
      expect(text).toContain("Subtotal $26.99 Promo TAMALES10 −$2.70 Tax (8.25%) $2.00 Delivery fee");
      expect(text).toContain("Total $33.98 Gift card ••7KQ2 $30.00 Card $3.98");
      // Paid all by the gift card: no card row; without a code, none of it.
      const allOnTheCard = { ...giftCard, giftCardCents: 3398 };
      const covered = words(render(view("paid"), { ...carnitasOrder(promo), ...allOnTheCard }));
      expect(covered).toContain("Gift card ••7KQ2 $33.98");
      expect(covered).not.toContain("Card $");
      const plain = words(render(view("paid"), carnitasOrder()));
      expect(plain).not.toMatch(/Promo|Gift card/);
      expect(words(render(view("paid"), carnitasOrder(promo), "/es/order-success"))).toContain("Promoción TAMALES10 −$2.70");
    });
  });

  describe("a phone customer without an e-mail, who paid staff's payment link", () => {
    it("is promised no e-mail and offered no account, but the shop's number; the order is listed", () => {
      const html = render(view("paid"), phoneOrder());
      const text = words(html);
      expect(text).toContain("Order Successful!");
      expect(text).not.toMatch(/e-mail/i);
      expect(text).toContain("we have it. If anything comes up, we'll call or text you at the number you gave us.");
      expect(links(html)).toEqual(["Continue Shopping → /menu", "Call us at (323) 555-0142 → tel:3235550142"]);
      expect(text).toContain("Carnitas × 1.5 lb · $14.99/lb");
    });

    it("held for weighing, or slow to confirm: still no e-mail promised", () => {
      const held = words(render(view("authorized", 2801), phoneOrder({ holdCents: 2801, allowanceCents: 366 })));
      expect(held).toContain("Your card is held for $28.01");
      expect(held).not.toMatch(/e-mail/i);
      expect(orderSuccessTexts.slowBodyNoEmail).not.toMatch(/e-mail/i);
      expect(orderSuccessTextsEs.slowBodyNoEmail).not.toMatch(/correo/i);
    });

    it("not paid: no cart to go back to, so the shop's number", () => {
      const html = render(view("expired"), phoneOrder());
      expect(words(html)).toContain("Call us and we'll take your order again.");
      expect(links(html)).toEqual(["Continue Shopping → /menu", "Call us at (323) 555-0142 → tel:3235550142"]);
    });

    it("with an e-mail address but no account: the e-mail is promised, My Orders is not", () => {
      const html = render(view("paid"), phoneOrder({ hasEmail: true }));
      expect(html).toContain("We&#x27;ve sent a confirmation e-mail");
      expect(links(html)).toEqual(["Continue Shopping → /menu", "Call us at (323) 555-0142 → tel:3235550142"]);
    });

    it("in Spanish: no e-mail promised, the shop's number in Spanish", () => {
      const html = render(view("paid"), phoneOrder(), "/es/order-success");
      const text = words(html);
      expect(text).not.toMatch(/correo/i);
      expect(text).toContain("Si surge algo, te llamamos o te mandamos un mensaje al número que nos diste.");
      expect(links(html)).toEqual(["Seguir comprando → /es/menu", "Llámanos al (323) 555-0142 → tel:3235550142"]);
    });
  });

  it("asks again after 2 s, then less and less often, never more rarely than every 20 s", () => {
    const delays = Array.from({ length: 10 }, (_, attempt) => pollDelay(attempt));
    expect(delays[0]).toBe(2_000);
    for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1]!);
    expect(Math.max(...delays)).toBe(20_000);
    // Within the three minutes the page keeps asking, that is a dozen requests, not ninety.
    let elapsed = 0;
    let asked = 0;
    while (elapsed < 3 * 60_000) elapsed += pollDelay(asked++);
    expect(asked).toBeLessThan(15);
  });
});
