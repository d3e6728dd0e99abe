import { and, eq, sql } from "drizzle-orm";
import { afterEach, expect, it, vi } from "vitest";
import type { GiftCardBalanceDto, GiftCardDetailDto } from "@shared/gift-cards/gift-cards";
import type { OrderDto } from "@shared/orders/orders";
import { user } from "@server/db/schema/auth";
import { giftCardLedger, giftCards, promoCodes, promoRedemptions } from "@server/db/schema/gift-cards";
import { mailOutbox } from "@server/db/schema/mail";
import { orderPayments, orders } from "@server/db/schema/orders";
import { placeOrder } from "@server/services/checkout/place-order";
import { balanceOf } from "@server/services/gift-cards/gift-card-ledger";
import { deliverDueCards } from "@server/services/gift-cards/gift-card-delivery";
import type { Actor } from "@server/services/service-context";
import { NO_PROMO_RULES, type PromoRules } from "@shared/promos/promos";
import { adminEnv, signedInAdmin } from "../setup/admins";
import { checkoutDetails } from "../setup/checkout-details";
import { createGiftCard } from "../setup/gift-card-factory";
import { CARNITAS_BY_THE_POUND, HORCHATA, COUNTER_CATEGORY, seedMenu } from "../setup/menu";
import { payOnSandbox } from "../setup/sandbox-pay";
import { describeEachDatabase, type TestHarness } from "../setup/test-app";
import { signedInClient, type TestClient } from "../setup/test-client";

/**
 * Gift cards and promo codes (ADR 0024) with weighed orders and card holds, on both databases:
 * the ledger under concurrent checkouts, the gift card paying first at weighing, cancellations
 * and refunds back to the card, the sale on the pay page and the scheduled delivery, the codes'
 * rules and limits. Figures are worked out by hand in the comments (tax 8.25 %, allowance 15 %).
 */

let counter = 0;
const key = () => `gift-${Date.now()}-${counter++}-abcdefgh`;
const json = async <T>(res: Response) => (await res.json()) as T;

async function seed(h: TestHarness) {
  const menu = await seedMenu(h, {
    categories: { counter: COUNTER_CATEGORY },
    items: { carnitas: { ...CARNITAS_BY_THE_POUND, pricedByWeight: true }, horchata: HORCHATA },
  });
  return { carnitas: menu.items.carnitas, horchata: menu.items.horchata };
}

type Menu = Awaited<ReturnType<typeof seed>>;

/** 2 lb of carnitas by the pound and a horchata: subtotal 36.48, tax 3.01, estimate 39.49, allowance 5.22, hold 44.71. */
const carnitasOrder = (menu: Menu) => [
  { itemId: menu.carnitas.id, quantity: 2, optionIds: [], notes: "" },
  { itemId: menu.horchata.id, quantity: 1, optionIds: [], notes: "" },
];

async function checkout(h: TestHarness, client: TestClient, lines: unknown[], codes: { giftCardCode?: string; promoCode?: string } = {}) {
  return client.post("/api/checkout", { idempotencyKey: key(), details: checkoutDetails(h), lines, ...codes });
}

async function weigh(admin: TestClient, orderId: string, lineId: string, quantity: number) {
  return admin.request(`/api/admin/orders/${orderId}/weigh`, { method: "POST", json: { weights: [{ lineId, quantity }] } });
}

async function orderRow(h: TestHarness, id: string) {
  const [row] = await h.ctx.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

async function carnitasLine(admin: TestClient, orderId: string) {
  const order = await json<OrderDto>(await admin.request(`/api/admin/orders/${orderId}`));
  return order.lines.find((line) => line.pricedByWeight)!;
}

async function actorOf(h: TestHarness, email: string): Promise<Actor> {
  const [row] = await h.ctx.db.select().from(user).where(eq(user.email, email));
  return { userId: row!.id, sessionId: "test", email, name: row!.name, role: "customer", isAdmin: false, isStaff: false };
}

async function createPromo(
  h: TestHarness,
  code: string,
  kind: "percent" | "amount" | "free_delivery",
  value: number | null,
  rules: Partial<PromoRules> = {},
) {
  const [row] = await h.ctx.db
    .insert(promoCodes)
    .values({
      code,
      kind,
      percentBp: kind === "percent" ? value : null,
      amountCents: kind === "amount" ? value : null,
      rules: { ...NO_PROMO_RULES, ...rules },
    })
    .returning();
  return row!;
}

afterEach(() => {
  vi.useRealTimers();
});

describeEachDatabase(
  "gift cards and promo codes",
  (harness) => {
    it("20 checkouts at once against a $50 card never spend more than $50", async () => {
      const h = harness();
      const menu = await seed(h);
      await signedInClient(h, "rush@example.com");
      const actor = await actorOf(h, "rush@example.com");
      const card = await createGiftCard(h.ctx.db, { cents: 5000 });
      // Two horchatas: 9.00 + tax 0.74 = 9.74 each; five are covered, the sixth gets the last 1.30.
      const attempts = await Promise.allSettled(
        Array.from({ length: 20 }, () =>
          placeOrder(h.ctx, {
            actor,
            request: {
              idempotencyKey: key(),
              details: { ...checkoutDetails(h), orderType: "pickup" as const },
              lines: [{ itemId: menu.horchata.id, quantity: 2, optionIds: [], notes: "" }],
              tip: { kind: "none" },
              smsOptIn: false,
              promoCode: "",
              giftCardCode: card.code,
            },
          }),
        ),
      );
      const placed = attempts.filter((attempt) => attempt.status === "fulfilled");
      expect(placed).toHaveLength(6);
      for (const attempt of attempts) {
        if (attempt.status === "rejected") expect(String(attempt.reason)).toMatch(/gift|depleted/i);
      }
      const shares = await h.ctx.db.select({ cents: orders.giftCardCents, status: orders.paymentStatus }).from(orders);
      expect(shares.reduce((sum, row) => sum + row.cents, 0)).toBe(5000);
      expect(shares.filter((row) => row.status === "paid")).toHaveLength(5);
      expect(await balanceOf(h.ctx.db, card.id)).toBe(0);
      const entries = await h.ctx.db.select().from(giftCardLedger).where(eq(giftCardLedger.cardId, card.id));
      expect(entries.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(0);
      // Each covered order took its 9.74 from the card as a payment of its own.
      const giftPayments = await h.ctx.db.select().from(orderPayments).where(eq(orderPayments.method, "gift_card"));
      expect(giftPayments.map((payment) => payment.amountCents).sort()).toEqual([974, 974, 974, 974, 974]);
    });

    it("a weighed order paid part by gift card, part by card: under the estimate and over it", async () => {
      const h = harness();
      const menu = await seed(h);
      const client = await signedInClient(h, "parte@example.com");
      const { client: admin } = await signedInAdmin(h);
      for (const [pounds, expected] of [
        // 1.8 lb: 28.78 + 4.50 = 33.28, tax 2.75, total 36.03: the gift card 25.00, the card 11.03.
        [1.8, { total: 3603, card: 1103 }],
        // 2.2 lb: 35.18 + 4.50 = 39.68, tax 3.27, total 42.95: the gift card 25.00, the card 17.95.
        [2.2, { total: 4295, card: 1795 }],
      ] as const) {
        const card = await createGiftCard(h.ctx.db, { cents: 2500 });
        const placed = await json<{ orderId: string; url: string }>(
          await checkout(h, client, carnitasOrder(menu), { giftCardCode: card.code }),
        );
        const held = await orderRow(h, placed.orderId);
        // The gift card holds 25.00 of the 39.49 estimate; the card the rest plus the allowance: 44.71 − 25.00.
        expect(held).toMatchObject({ totalCents: 3949, giftCardCents: 2500, holdCents: 1971, allowanceCents: 522 });
        expect(await balanceOf(h.ctx.db, card.id)).toBe(0);
        expect((await payOnSandbox(client, placed.url)).status).toBe(303);
        expect((await orderRow(h, placed.orderId)).paymentStatus).toBe("authorized");

        const line = await carnitasLine(admin, placed.orderId);
        const weighed = await weigh(admin, placed.orderId, line.id, pounds);
        expect(weighed.status, await weighed.clone().text()).toBe(200);
        const paid = await orderRow(h, placed.orderId);
        expect(paid).toMatchObject({
          paymentStatus: "paid",
          totalCents: expected.total,
          capturedCents: expected.total,
          giftCardCents: 2500,
        });
        const payments = await h.ctx.db.select().from(orderPayments).where(eq(orderPayments.orderId, placed.orderId));
        expect(payments.map((payment) => [payment.method, payment.amountCents]).sort()).toEqual([
          ["card", expected.card],
          ["gift_card", 2500],
        ]);
        // The receipt says what each paid.
        const [receipt] = await h.ctx.db
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.kind, "order_receipt"), eq(mailOutbox.relatedOrderId, placed.orderId)));
        expect(receipt!.textBody).toContain(`Paid by gift card ••${card.code.slice(-4)}: $25.00`);
        expect(receipt!.textBody).toContain(`Charged to your card: $${(expected.card / 100).toFixed(2)}`);
        expect(await balanceOf(h.ctx.db, card.id)).toBe(0);
      }
    });

    it("a gift card that covers a weighed order opens no pay page; weighing takes what was weighed and puts the rest back", async () => {
      const h = harness();
      const menu = await seed(h);
      const client = await signedInClient(h, "cubre@example.com");
      const { client: admin } = await signedInAdmin(h);
      const card = await createGiftCard(h.ctx.db, { cents: 10_000 });
      const placed = await json<{ orderId: string; url: string }>(
        await checkout(h, client, carnitasOrder(menu), { giftCardCode: card.code }),
      );
      expect(new URL(placed.url).pathname).toBe("/order-success");
      // Held on the gift card: the estimate and its allowance, 44.71; no card, no session at the provider.
      expect(await orderRow(h, placed.orderId)).toMatchObject({ paymentStatus: "authorized", giftCardCents: 4471, holdCents: null });
      expect(await balanceOf(h.ctx.db, card.id)).toBe(10_000 - 4471);
      // The success page's proof works for it.
      const session = new URL(placed.url).searchParams.get("session_id")!;
      const view = await client.request(`/api/checkout/payment?order_id=${placed.orderId}&session_id=${session}`);
      expect((await json<{ payment: { state: string } }>(view)).payment.state).toBe("authorized");

      const line = await carnitasLine(admin, placed.orderId);
      expect((await weigh(admin, placed.orderId, line.id, 2.2)).status).toBe(200);
      expect(await orderRow(h, placed.orderId)).toMatchObject({
        paymentStatus: "paid",
        totalCents: 4295,
        capturedCents: 4295,
        giftCardCents: 4295,
        paymentMethod: "gift_card",
      });
      expect(await balanceOf(h.ctx.db, card.id)).toBe(10_000 - 4295);
    });

    it("a cancelled order puts the gift card's share back; a refund goes back to the gift card first", async () => {
      const h = harness();
      const menu = await seed(h);
      const client = await signedInClient(h, "devuelve@example.com");
      const { client: admin } = await signedInAdmin(h);
      const card = await createGiftCard(h.ctx.db, { cents: 2500 });

      // Held on both, then cancelled: the card's hold is let go and the gift card's 25.00 comes back.
      const first = await json<{ orderId: string; url: string }>(
        await checkout(h, client, carnitasOrder(menu), { giftCardCode: card.code }),
      );
      await payOnSandbox(client, first.url);
      const cancel = await admin.request(`/api/admin/orders/${first.orderId}/status`, { method: "PATCH", json: { status: "cancelled" } });
      expect(cancel.status, await cancel.clone().text()).toBe(200);
      expect(await orderRow(h, first.orderId)).toMatchObject({ status: "cancelled", paymentStatus: "released", giftCardCents: 0 });
      expect(await balanceOf(h.ctx.db, card.id)).toBe(2500);

      // Paid part by gift card (25.00), part by card (11.03), then 30.00 refunded: 25.00 to the gift card, 5.00 to the card.
      const second = await json<{ orderId: string; url: string }>(
        await checkout(h, client, carnitasOrder(menu), { giftCardCode: card.code }),
      );
      await payOnSandbox(client, second.url);
      const line = await carnitasLine(admin, second.orderId);
      await weigh(admin, second.orderId, line.id, 1.8);
      const refund = await admin.request(`/api/admin/orders/${second.orderId}/refunds`, {
        method: "POST",
        json: { idempotencyKey: key(), amountCents: 3000, reason: "too fatty" },
      });
      expect(refund.status, await refund.clone().text()).toBe(200);
      expect(await balanceOf(h.ctx.db, card.id)).toBe(2500);
      const payments = await h.ctx.db.select().from(orderPayments).where(eq(orderPayments.orderId, second.orderId));
      expect(payments.map((payment) => [payment.method, payment.refundedCents]).sort()).toEqual([
        ["card", 500],
        ["gift_card", 2500],
      ]);
      expect(await orderRow(h, second.orderId)).toMatchObject({ refundedCents: 3000, paymentStatus: "partially_refunded" });
      const refunds = await h.ctx.db
        .select()
        .from(giftCardLedger)
        .where(and(eq(giftCardLedger.cardId, card.id), eq(giftCardLedger.kind, "refunded")));
      expect(refunds.map((entry) => entry.amountCents)).toEqual([2500]);
      // The customer's e-mail says where each part went.
      const [mail] = await h.ctx.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, "order_refund"), eq(mailOutbox.relatedOrderId, second.orderId)));
      expect(mail!.textBody).toContain(`We put $25.00 back on your gift card ••${card.code.slice(-4)}: you can spend it right away.`);
      expect(mail!.textBody).toContain("We refunded $5.00 to the card you paid with.");
    });

    it("a promo on a weighed order: the discount follows the weighed subtotal, tax is on the discounted subtotal", async () => {
      const h = harness();
      const menu = await seed(h);
      const client = await signedInClient(h, "promo@example.com");
      const { client: admin } = await signedInAdmin(h);
      await createPromo(h, "TAMALES10", "percent", 1000);
      const placed = await json<{ orderId: string; url: string }>(
        await checkout(h, client, carnitasOrder(menu), { promoCode: "tamales10" }),
      );
      // 36.48 − 3.65 = 32.83, tax 2.71, estimate 35.54.
      expect(await orderRow(h, placed.orderId)).toMatchObject({ subtotalCents: 3648, discountCents: 365, taxCents: 271, totalCents: 3554 });
      await payOnSandbox(client, placed.url);
      const line = await carnitasLine(admin, placed.orderId);
      expect((await weigh(admin, placed.orderId, line.id, 1.8)).status).toBe(200);
      // Weighed: 33.28 − 3.33 = 29.95, tax 2.47, total 32.42, and that is what the card paid.
      expect(await orderRow(h, placed.orderId)).toMatchObject({
        subtotalCents: 3328,
        discountCents: 333,
        taxCents: 247,
        totalCents: 3242,
        capturedCents: 3242,
      });
      const [redemption] = await h.ctx.db.select().from(promoRedemptions).where(eq(promoRedemptions.orderId, placed.orderId));
      // The code's cost follows the weighed discount.
      expect(redemption).toMatchObject({ voided: false, discountCents: 333 });
    });

    it("refused codes say why and take nothing off; the limits hold and a cancelled order gives its use back", async () => {
      const h = harness();
      const menu = await seed(h);
      const client = await signedInClient(h, "reglas@example.com");
      await createPromo(h, "PAUSADO", "percent", 1000).then((row) =>
        h.ctx.db.update(promoCodes).set({ status: "paused" }).where(eq(promoCodes.id, row.id)),
      );
      await createPromo(h, "GRANDE", "amount", 500, { minSubtotalCents: 5000 });
      await createPromo(h, "DOMICILIO", "amount", 500, { orderType: "delivery" });
      await createPromo(h, "UNAVEZ", "amount", 500, { totalLimit: 1 });
      await createPromo(h, "NAVIDAD", "percent", 1000, { endsOn: "2020-12-31" });
      await createPromo(h, "BEBIDAS", "percent", 5000, { itemIds: [menu.horchata.id] });
      const cart = carnitasOrder(menu);
      const preview = (code: string) =>
        client.post("/api/checkout/promo", {
          code,
          details: { orderType: "pickup", preferredTime: checkoutDetails(h).preferredTime },
          lines: cart,
          tip: { kind: "none" },
        });
      const refusals: [string, string][] = [
        ["NOEXISTE", "That promo code does not exist."],
        ["PAUSADO", "That promo code is paused right now."],
        ["GRANDE", "That promo code needs a subtotal of $50.00 or more."],
        ["DOMICILIO", "That promo code is for delivery orders only."],
        ["NAVIDAD", "That promo code has expired."],
      ];
      for (const [code, message] of refusals) {
        const res = await preview(code);
        expect(res.status, code).toBe(422);
        expect((await json<{ error: { code: string; message: string } }>(res)).error).toEqual({ code: "promo_invalid", message });
        // Placing the order with it is refused the same way, and nothing is written.
        expect((await checkout(h, client, cart, { promoCode: code })).status).toBe(422);
      }
      expect(await h.ctx.db.select().from(orders)).toHaveLength(0);
      // Half off the horchata only: 2.25.
      expect(await json(await preview("bebidas"))).toMatchObject({ code: "BEBIDAS", discountCents: 225, feeWaivedCents: 0 });

      // One use in total: the first order has it, the second is refused; cancelled unpaid, the use comes back.
      const first = await json<{ orderId: string }>(await checkout(h, client, cart, { promoCode: "UNAVEZ" }));
      const second = await checkout(h, client, cart, { promoCode: "UNAVEZ" });
      expect((await json<{ error: { message: string } }>(second)).error.message).toBe("That promo code has been used up.");
      const { client: admin } = await signedInAdmin(h);
      await admin.request(`/api/admin/orders/${first.orderId}/status`, { method: "PATCH", json: { status: "cancelled" } });
      expect((await checkout(h, client, cart, { promoCode: "UNAVEZ" })).status).toBe(200);

      // Promo first, then the gift card: 36.48 − 5.00 = 31.48, tax 2.60, total 34.08 of which the card pays 20.00.
      const card = await createGiftCard(h.ctx.db, { cents: 2000 });
      await createPromo(h, "CINCO", "amount", 500);
      const both = await json<{ orderId: string }>(await checkout(h, client, cart, { promoCode: "CINCO", giftCardCode: card.code }));
      expect(await orderRow(h, both.orderId)).toMatchObject({ discountCents: 500, taxCents: 260, totalCents: 3408, giftCardCents: 2000 });
    });

    it("gift cards that cannot pay say why; a small balance is paid out in cash once, by staff; only the owner voids", async () => {
      const h = harness();
      const menu = await seed(h);
      const client = await signedInClient(h, "estados@example.com");
      const cart = carnitasOrder(menu);
      const frozen = await createGiftCard(h.ctx.db, { cents: 2000, status: "frozen" });
      const expired = await createGiftCard(h.ctx.db, { cents: 2000, kind: "promotional", expiresOn: "2020-02-28" });
      const refused = async (code: string) =>
        (await json<{ error: { message: string } }>(await checkout(h, client, cart, { giftCardCode: code }))).error.message;
      expect(await refused(frozen.code)).toBe("This gift card is on hold. Please call us.");
      expect(await refused(expired.code)).toBe("This promotional card has expired.");
      expect(await refused("2222-3333-4444-5555")).toBe("We could not find a gift card with that code. Check it and try again.");

      const balance = await json<GiftCardBalanceDto>(await client.post("/api/gift-cards/balance", { code: expired.code.toLowerCase() }));
      expect(balance).toMatchObject({ state: "expired", expiresOn: "2020-02-28", kind: "promotional", balanceCents: 2000 });

      const small = await createGiftCard(h.ctx.db, { cents: 950 });
      const { client: owner } = await signedInAdmin(h, { email: "owner@example.com" });
      await owner.request("/api/admin/team", { method: "PUT", json: { email: "rosa@example.com", role: "staff" } });
      const staff = await signedInClient(h, "rosa@example.com");
      const cashOut = (by: TestClient, idempotencyKey: string) => by.post(`/api/admin/gift-cards/${small.id}/cash-out`, { idempotencyKey });
      const cashKey = key();
      const [a, b] = await Promise.all([cashOut(staff, cashKey), cashOut(staff, cashKey)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      const detail = await json<GiftCardDetailDto>(a);
      expect(detail).toMatchObject({ balanceCents: 0, state: "depleted" });
      expect(detail.entries[0]).toMatchObject({ kind: "cashed_out", amountCents: -950, byEmail: "rosa@example.com" });
      expect(detail.entries.filter((entry) => entry.kind === "cashed_out")).toHaveLength(1);
      // A balance of $10 or more is not paid out (California: under $10).
      const big = await createGiftCard(h.ctx.db, { cents: 1000 });
      const tooMuch = await staff.post(`/api/admin/gift-cards/${big.id}/cash-out`, { idempotencyKey: key() });
      expect(tooMuch.status).toBe(409);
      expect((await json<{ error: { message: string } }>(tooMuch)).error.message).toBe(
        "Only a balance under $10.00 can be paid out in cash.",
      );
      // Staff cannot void, adjust or give cards away; the owner can.
      expect((await staff.post(`/api/admin/gift-cards/${big.id}/status`, { status: "void" })).status).toBe(403);
      expect((await staff.post(`/api/admin/promos`, { code: "STAFF", kind: "amount", amountCents: 100, rules: {} })).status).toBe(403);
      expect((await staff.request(`/api/admin/promos`)).status).toBe(200);
      const voided = await json<GiftCardDetailDto>(await owner.post(`/api/admin/gift-cards/${big.id}/status`, { status: "void" }));
      expect(voided).toMatchObject({ status: "void", balanceCents: 0 });
    });

    it("a card bought on the pay page: no tax, issued once, a scheduled card sent once on its date, a day's cap", async () => {
      const h = harness();
      const buyer = await signedInClient(h, "regala@example.com");
      // An account older than a day: its cards are not held back.
      await h.ctx.db
        .update(user)
        .set({ createdAt: new Date(Date.now() - 3 * 86_400_000) })
        .where(eq(user.email, "regala@example.com"));
      const today = new Date();
      const sendOn = new Date(today.getTime() + 5 * 86_400_000).toISOString().slice(0, 10);
      const purchase = {
        idempotencyKey: key(),
        amountCents: 5000,
        buyerName: "Luis",
        recipientName: "Mamá",
        recipientEmail: "mama@example.com",
        message: "¡Feliz día!",
        locale: "es",
        sendOn,
      };
      const [one, two] = await Promise.all([
        buyer.post("/api/gift-cards/purchases", purchase),
        buyer.post("/api/gift-cards/purchases", purchase),
      ]);
      expect([one.status, two.status]).toEqual([201, 201]);
      const { url } = await json<{ url: string }>(one);
      expect((await json<{ url: string }>(two)).url).toBe(url);
      expect(await h.ctx.db.select().from(giftCards)).toHaveLength(1);
      // The pay page asks for 50.00 and no tax.
      expect(await (await buyer.request(new URL(url).pathname)).text()).toContain("$50.00");
      expect((await payOnSandbox(buyer, url)).status).toBe(303);
      const [card] = await h.ctx.db.select().from(giftCards);
      expect(card).toMatchObject({ status: "active", deliveredAt: null, codeHash: null });
      expect(await balanceOf(h.ctx.db, card!.id)).toBe(5000);
      expect(await h.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "gift_card"))).toHaveLength(0);
      expect(await h.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "gift_card_receipt"))).toHaveLength(1);

      // Its day: sent once, however many sweeps run.
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date(card!.deliverAt.getTime() + 60_000));
      const sweeps = await Promise.all([deliverDueCards(h.ctx), deliverDueCards(h.ctx)]);
      expect(sweeps[0] + sweeps[1]).toBe(1);
      expect(await deliverDueCards(h.ctx)).toBe(0);
      const mails = await h.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "gift_card"));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.locale).toBe("es");
      expect(mails[0]!.textBody).toContain("Esta tarjeta no vence y no tiene comisiones.");
      const code = mails[0]!.textBody.match(/[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}/)![0];
      const [delivered] = await h.ctx.db.select().from(giftCards);
      expect(delivered!.last4).toBe(code.slice(-4));
      // The shop keeps no code: only its hash.
      const stored = await h.ctx.db
        .select({ id: giftCards.id })
        .from(giftCards)
        .where(sql`${giftCards.codeHash} = ${code.replace(/-/g, "")} or ${giftCards.last4} = ${code}`);
      expect(stored).toHaveLength(0);
      vi.useRealTimers();

      // The day's cap: $1,000 a day per account by default.
      const big = (amountCents: number) =>
        buyer.post("/api/gift-cards/purchases", { ...purchase, idempotencyKey: key(), amountCents, sendOn: null });
      expect((await big(50_000)).status).toBe(201);
      const over = await big(50_000);
      expect(over.status).toBe(409);
      expect((await json<{ error: { message: string } }>(over)).error.message).toBe(
        "Gift cards are limited to $1,000.00 a day per account. Try again tomorrow or call us.",
      );
    });

    it("a new account's card waits a day; every try of a code counts toward its limit", async () => {
      const h = harness();
      const buyer = await signedInClient(h, "nueva@example.com");
      const res = await buyer.post("/api/gift-cards/purchases", {
        idempotencyKey: key(),
        amountCents: 2500,
        buyerName: "Nueva",
        recipientName: "Amiga",
        recipientEmail: "amiga@example.com",
        locale: "en",
        sendOn: null,
      });
      expect(res.status).toBe(201);
      await payOnSandbox(buyer, (await json<{ url: string }>(res)).url);
      const [card] = await h.ctx.db.select().from(giftCards);
      expect(card!.status).toBe("active");
      expect(card!.deliveredAt).toBeNull();
      expect(card!.deliverAt.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);

      const anonymous = new (buyer.constructor as typeof TestClient)(h, "198.51.100.77");
      const tries = [];
      for (let i = 0; i < 11; i++) tries.push((await anonymous.post("/api/gift-cards/balance", { code: "2222-3333-4444-5555" })).status);
      expect(tries.slice(0, 10).every((status) => status === 404)).toBe(true);
      expect(tries[10]).toBe(429);
    });
  },
  { env: { ...adminEnv, DEMO_NETWORK_ACCESS: "true" } },
);
