import { describe, expect, it } from "vitest";
import type { PaymentView } from "@shared/orders";
import { orderSuccessTexts } from "@shared/texts/order-success";
import { orderSuccessTexts as orderSuccessTextsEs } from "@shared/texts/es/order-success";
import { OrderSuccessPage, pollDelay } from "~/features/checkout/order-success-page";
import { renderWithTexts } from "../setup/render-with-texts";

const ORDER_ID = "3f2a9c1e-6f0e-4a59-9d0e-1d9f1c2a3b4c";

function render(payment: PaymentView | null): string {
  return renderWithTexts(
    <OrderSuccessPage payment={payment} orderId={ORDER_ID} sessionId="sbx_cs_1" />,
    { orderSuccessTexts },
    "/order-success",
  );
}

const view = (state: PaymentView["state"], holdCents: number | null = null): PaymentView => ({
  orderId: ORDER_ID,
  state,
  totalCents: 3949,
  holdCents,
});
const links = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(([, href, text]) => `${text} → ${href}`);

/** SPEC.md section 2 'Order success', one screen per payment state, as the server renders it. */
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
    const html = renderWithTexts(
      <OrderSuccessPage payment={view("paid")} orderId={ORDER_ID} sessionId="sbx_cs_1" />,
      { orderSuccessTexts: orderSuccessTextsEs },
      "/es/order-success",
    );
    expect(html).toContain("¡Pedido realizado!");
    expect(links(html)).toEqual(["Seguir comprando → /es/menu", "Ver pedido → /es/account/orders"]);
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
