import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, expect, it } from "vitest";
import { giftCardSales, giftCards } from "@server/db/schema/gift-cards";
import { orders } from "@server/db/schema/orders";
import { balanceOf } from "@server/services/gift-cards/gift-card-ledger";
import type { OrderDto } from "@shared/orders/orders";
import { adminEnv, signedInAdmin } from "../setup/admins";
import { checkoutDetails } from "../setup/checkout-details";
import { FakeStripe } from "../setup/fake-stripe";
import { createGiftCard } from "../setup/gift-card-factory";
import { CARNITAS_BY_THE_POUND, COUNTER_CATEGORY, HORCHATA, seedMenu } from "../setup/menu";
import { describeEachDatabase } from "../setup/test-app";
import { signedInClient } from "../setup/test-client";

/**
 * Gift cards through Stripe (ADR 0024): the pay page of an order a gift card part-pays is one
 * line for what is left (Stripe takes no negative line) with the allowance, held; weighing
 * captures only the card's part, once. A card's sale is keyed to its sale row and issued once
 * however often its webhook comes.
 */

const WEBHOOK_SECRET = "whsec_test_secret_for_gift_cards";
const fake = new FakeStripe();
const signer = new Stripe("sk_test_signer");

beforeAll(() => fake.start());
afterAll(() => fake.stop());

describeEachDatabase(
  "gift cards through Stripe",
  (harness) => {
    it("a held order part-paid by a gift card: one line for the rest, the card's part captured once; a sale issued once", async () => {
      const h = harness();
      const { items } = await seedMenu(h, {
        categories: { counter: COUNTER_CATEGORY },
        items: { carnitas: { ...CARNITAS_BY_THE_POUND, pricedByWeight: true }, horchata: HORCHATA },
      });
      const customer = await signedInClient(h, "stripe-gift@example.com");
      const { client: admin } = await signedInAdmin(h);
      const card = await createGiftCard(h.ctx.db, { cents: 2500 });
      const placed = await customer.post("/api/checkout", {
        idempotencyKey: "stripe-gift-order-0001",
        details: checkoutDetails(h),
        lines: [
          { itemId: items.carnitas.id, quantity: 2 },
          { itemId: items.horchata.id, quantity: 1 },
        ],
        giftCardCode: card.code,
      });
      expect(placed.status, await placed.clone().text()).toBe(200);
      const { orderId } = (await placed.json()) as { orderId: string };
      const session = [...fake.sessions.values()].find((candidate) => candidate.metadata?.order_id === orderId)!;
      // 39.49 estimated − 25.00 on the gift card = 14.49, plus the 5.22 allowance: 19.71 held.
      expect(session.amount_total).toBe(1971);
      expect(session.line_items.map((line) => line.unit_amount)).toEqual([1449, 522]);
      expect(session.line_items[0]!.name).toMatch(/^Order #\w{8}, with tax, after gift card −\$25\.00$/);

      fake.complete(session.id);
      const payload = fake.eventPayload("checkout.session.completed", session.id);
      const answer = await h.app.request("/api/payments/webhook", {
        method: "POST",
        body: payload,
        headers: {
          "Content-Type": "application/json",
          "Stripe-Signature": signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
        },
      });
      expect(answer.status).toBe(200);
      const order = (await (await admin.request(`/api/admin/orders/${orderId}`)).json()) as OrderDto;
      expect(order.paymentStatus).toBe("authorized");
      const line = order.lines.find((candidate) => candidate.pricedByWeight)!;
      const weighed = await admin.post(`/api/admin/orders/${orderId}/weigh`, { weights: [{ lineId: line.id, quantity: 1.8 }] });
      expect(weighed.status, await weighed.clone().text()).toBe(200);
      // 36.03 weighed: the gift card's 25.00 first, 11.03 captured from the card.
      const intent = fake.paymentIntentOf(session.id)!;
      expect(fake.captures.filter((capture) => capture.paymentIntentId === intent.id).map((capture) => capture.amount)).toEqual([1103]);
      const [row] = await h.ctx.db.select().from(orders).where(eq(orders.id, orderId));
      expect(row).toMatchObject({ paymentStatus: "paid", capturedCents: 3603, giftCardCents: 2500 });
      expect(await balanceOf(h.ctx.db, card.id)).toBe(0);

      // A card's sale: keyed to its row, issued once under three deliveries of its word.
      const bought = await customer.post("/api/gift-cards/purchases", {
        idempotencyKey: "stripe-gift-sale-0001",
        amountCents: 5000,
        buyerName: "Luis",
        recipientName: "Mamá",
        recipientEmail: "mama@example.com",
        locale: "es",
        sendOn: null,
      });
      expect(bought.status, await bought.clone().text()).toBe(201);
      const [saleRow] = await h.ctx.db.select().from(giftCardSales);
      const sale = [...fake.sessions.values()].find((candidate) => candidate.metadata?.order_id === saleRow!.id)!;
      expect(sale.amount_total).toBe(5000);
      expect(sale.line_items).toHaveLength(1);
      fake.complete(sale.id);
      const completed = fake.eventPayload("checkout.session.completed", sale.id, "evt_gift_sale");
      const deliveries = await Promise.all(
        [completed, completed, fake.eventPayload("checkout.session.completed", sale.id)].map((body) =>
          h.app.request("/api/payments/webhook", {
            method: "POST",
            body,
            headers: {
              "Content-Type": "application/json",
              "Stripe-Signature": signer.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET }),
            },
          }),
        ),
      );
      expect(deliveries.map((res) => res.status)).toEqual([200, 200, 200]);
      const [sold] = await h.ctx.db.select().from(giftCards).where(eq(giftCards.recipientEmail, "mama@example.com"));
      expect(sold!.status).toBe("active");
      expect(await balanceOf(h.ctx.db, sold!.id)).toBe(5000);
    });
  },
  {
    env: () => ({
      ...adminEnv,
      STRIPE_SECRET_KEY: "sk_test_shop",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
    }),
  },
);
