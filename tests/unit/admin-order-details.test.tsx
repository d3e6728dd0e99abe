import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { createConfig } from "@server/config";
import { parseEnv } from "@server/env";
import type { OrderDto } from "@shared/orders/orders";
import { adminTexts } from "@shared/texts/admin";
import { adminTexts as adminTextsEs } from "@shared/texts/es/admin";
import { ordersAdminTexts } from "@shared/texts/orders-admin";
import { ordersAdminTexts as ordersAdminTextsEs } from "@shared/texts/es/orders-admin";
import { OrderDetailsModal } from "~/features/admin/orders/order-details-modal";
import { WeighPanel } from "~/features/admin/orders/weigh-panel";
import { ShopProvider } from "~/lib/shop";
import { renderWithTexts } from "../setup/render-with-texts";

const shop = createConfig(parseEnv({ NODE_ENV: "test", DATA_DIR: "/tmp/shop-test-unused" })).shop;

const order = (smsOptIn: boolean): OrderDto => ({
  id: "3f2a9c1e-6f0e-4a59-9d0e-1d9f1c2a3b4c",
  status: "pending",
  paymentStatus: "paid",
  orderType: "pickup",
  customerName: "Don Ernesto",
  customerEmail: "",
  customerPhone: "(323) 555-0142",
  deliveryAddress: null,
  deliveryTime: "2026-12-01T20:00:00.000Z",
  notes: null,
  subtotalCents: 1800,
  taxCents: 149,
  deliveryFeeCents: 0,
  tipCents: 0,
  totalCents: 1949,
  taxRate: 825,
  createdAt: "2026-12-01T18:00:00.000Z",
  paidAt: "2026-12-01T18:01:00.000Z",
  lines: [],
  estimatedTotalCents: null,
  allowanceCents: 0,
  holdCents: null,
  holdExpiresAt: null,
  weighedAt: null,
  capturedCents: 1949,
  balanceDueCents: 0,
  locale: "es",
  refundedCents: 0,
  channel: "staff",
  paymentMethod: "card",
  smsOptIn,
  discountCents: 0,
  promoCode: null,
  giftCardCents: 0,
  giftCardLast4: null,
  promo: null,
});

/** The admin's order view (View Details), as its first render draws it from the list's row. */
function render(dto: OrderDto, spanish = false): string {
  return renderWithTexts(
    <QueryClientProvider client={new QueryClient()}>
      <ShopProvider shop={shop}>
        <OrderDetailsModal orderId={dto.id} fromList={dto} onClose={() => {}} />
      </ShopProvider>
    </QueryClientProvider>,
    spanish ? { adminTexts: adminTextsEs, ordersAdminTexts: ordersAdminTextsEs } : { adminTexts, ordersAdminTexts },
    "/admin/orders",
  );
}

const optIn = (html: string) => /data-testid="sms-opt-in"[^>]*>([^<]+)</.exec(html)?.[1];

describe("the admin's order view", () => {
  it("says whether the customer asked to be texted when the order is ready", () => {
    expect(optIn(render(order(true)))).toBe("Texts: yes, when the order is ready");
    expect(optIn(render(order(false)))).toBe("Texts: no");
  });

  it("in Spanish too", () => {
    expect(optIn(render(order(true), true))).toBe("Mensajes de texto: sí, cuando el pedido esté listo");
    expect(optIn(render(order(false), true))).toBe("Mensajes de texto: no");
  });
});

/**
 * The weighing panel prices the weighed order as the server does (priceOrder through
 * weighedTotals, keptFeeAndTip: ADR 0013, 0014): a delivery order keeps its fee and tip, so the
 * total staff see before charging is the one the card is charged.
 */
describe("the weighing panel", () => {
  it("adds the fee and tip the order keeps to the weighed total, as the server charges", () => {
    const held: OrderDto = {
      ...order(false),
      paymentStatus: "authorized",
      orderType: "delivery",
      deliveryAddress: "123 Main St",
      deliveryFeeCents: 500,
      tipCents: 300,
      holdCents: 5000,
      capturedCents: null,
      estimatedTotalCents: 2749,
      lines: [
        {
          id: "a1b2c3d4-0000-4000-8000-000000000001",
          itemId: "a1b2c3d4-0000-4000-8000-000000000002",
          name: "Carnitas",
          quantity: 1,
          unit: "lb",
          priceCents: 1800,
          lineTotalCents: 1800,
          options: [],
          pricedByWeight: true,
          weighedQuantity: null,
          weighedTotalCents: null,
          notes: null,
        },
      ],
    };
    const html = renderWithTexts(
      <QueryClientProvider client={new QueryClient()}>
        <ShopProvider shop={shop}>
          <WeighPanel order={held} onCancel={() => {}} onDone={() => {}} onHoldExpired={() => {}} />
        </ShopProvider>
      </QueryClientProvider>,
      { adminTexts, ordersAdminTexts },
      "/admin/orders",
    );
    const totals = html.slice(html.indexOf('data-testid="weigh-totals"'));
    // Nothing weighed yet: the cut at its estimate ($18.00 and its tax), the fee and tip kept.
    expect(totals).toMatch(/Delivery fee<\/dt><dd[^>]*>\$5\.00</);
    expect(totals).toMatch(/Tip<\/dt><dd[^>]*>\$3\.00</);
    expect(totals).toMatch(/New total<\/dt><dd[^>]*>\$27\.49</);
  });
});
