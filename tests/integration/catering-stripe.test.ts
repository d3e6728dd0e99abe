import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, expect, it } from "vitest";
import { cateringPayments } from "@server/db/schema/catering";
import { linkTokenOf } from "@server/services/catering/catering-lifecycle";
import type { CateringEventDto, CateringSummaryDto } from "@shared/catering/catering";
import { adminEnv, signedInAdmin } from "../setup/admins";
import { FakeStripe } from "../setup/fake-stripe";
import { COUNTER_CATEGORY, seedMenu } from "../setup/menu";
import { fixClock, setShopSettings } from "../setup/ordering-ahead";
import { describeEachDatabase } from "../setup/test-app";
import { TestClient } from "../setup/test-client";

/**
 * A catering deposit through Stripe (ADR 0023): the session carries the payment row's id as
 * Stripe's metadata.order_id, its webhook confirms the date once however often it comes, and a
 * payment_intent event about it is left alone (a catering payment is never held).
 */

const WEBHOOK_SECRET = "whsec_test_secret_for_catering";
const fake = new FakeStripe();
const signer = new Stripe("sk_test_signer");

beforeAll(() => fake.start());
afterAll(() => fake.stop());

describeEachDatabase(
  "catering through Stripe",
  (harness) => {
    it("the deposit's session is keyed to its payment row, and its webhooks confirm the date once", async () => {
      const h = harness();
      fixClock();
      await setShopSettings(h);
      const { items } = await seedMenu(h, {
        categories: { counter: COUNTER_CATEGORY },
        items: {
          carnitas: { name: "Carnitas", priceCents: 1599, priceUnit: "lb", quantityMin: 0.5, quantityStep: 0.5, cateringRole: "meat" },
        },
      });
      const { client: owner } = await signedInAdmin(h);
      const customer = new TestClient(h, "198.51.100.77");
      const requested = await customer.post("/api/catering/requests", {
        eventDate: "2026-12-19",
        eventTime: "12:00",
        fulfilment: "pickup",
        guests: 30,
        style: "drop_off",
        name: "Rosa Díaz",
        phone: "(323) 555-0101",
        email: "rosa@example.com",
      });
      expect(requested.status).toBe(201);
      const { events } = (await (await owner.request("/api/admin/catering")).json()) as { events: CateringSummaryDto[] };
      const id = events[0]!.id;
      const quote = await owner.post(`/api/admin/catering/${id}/quote`, { lines: [{ itemId: items.carnitas.id, quantity: 10 }] });
      expect(quote.status).toBe(200);
      const { depositCents } = ((await quote.json()) as CateringEventDto).quote!;

      const token = linkTokenOf(h.ctx, id);
      const taps = await Promise.all([1, 2].map(() => customer.post(`/api/catering/q/${token}/accept`, { version: 1, acceptTerms: true })));
      expect(taps.map((res) => res.status)).toEqual([200, 200]);
      const creates = fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/checkout/sessions");
      const [row] = await h.ctx.db.select().from(cateringPayments).where(eq(cateringPayments.eventId, id));
      const session = [...fake.sessions.values()].find((candidate) => candidate.metadata?.order_id === row!.id)!;
      expect(session).toBeDefined();
      expect(session.amount_total).toBe(depositCents);
      // Both taps asked with the payment row's key: Stripe made one session.
      const mine = creates.filter((request) => request.body.get("metadata[order_id]") === row!.id);
      expect(mine.length).toBeGreaterThan(0);
      expect(new Set(mine.map((request) => request.idempotencyKey))).toEqual(new Set([`catering-${row!.id}`]));
      expect([...fake.sessions.values()].filter((candidate) => candidate.metadata?.order_id === row!.id)).toHaveLength(1);

      fake.complete(session.id);
      const deliver = (payload: string) =>
        h.app.request("/api/payments/webhook", {
          method: "POST",
          body: payload,
          headers: {
            "Content-Type": "application/json",
            "Stripe-Signature": signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
          },
        });
      const completed = fake.eventPayload("checkout.session.completed", session.id, "evt_catering_completed");
      const answers = await Promise.all([
        deliver(completed),
        deliver(completed),
        deliver(fake.eventPayload("checkout.session.completed", session.id)),
      ]);
      expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
      const intent = fake.paymentIntentOf(session.id)!;
      const held = await (await deliver(fake.eventPayload("payment_intent.succeeded", intent.id))).json();
      expect(held).toMatchObject({ outcome: "ignored" });

      const event = (await (await owner.request(`/api/admin/catering/${id}`)).json()) as CateringEventDto;
      expect(event).toMatchObject({ status: "confirmed", money: { paidCents: depositCents } });
      expect(event.payments.filter((payment) => payment.status === "paid")).toHaveLength(1);
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
