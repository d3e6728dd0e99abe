import { eq } from "drizzle-orm";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { createItem } from "@server/db/factories";
import { orderPayments, orderTopUps } from "@server/db/schema/orders";
import { sandboxCheckoutSessions, sandboxRefunds } from "@server/db/schema/payments";
import { smsOutbox } from "@server/db/schema/sms";
import { changeOrder } from "@server/services/orders/lifecycle";
import { reconcilePayments } from "@server/services/orders/payment-sweeper";
import type { CollectBalanceResult, OrderDto, OrderEditResult, OrderHistoryEntry, StaffOrderResult } from "@shared/orders/orders";
import { adminEnv, signedInAdmin } from "../setup/admins";
import { checkout, counterWithCarnitas, fixClock, newKey, NOW, setShopSettings, staffOrder } from "../setup/ordering-ahead";
import { describeEachDatabase, type TestHarness } from "../setup/test-app";
import { signedInClient, type TestClient } from "../setup/test-client";
import { payOnSandbox, sessionOf } from "../setup/sandbox-pay";

/**
 * The money an order records always equals what the provider took (ADR 0016): edits at once
 * refund once, one payment link is open at a time, lowering a paid total is the owner's, two
 * weighings at once record what was captured, a paid link whose event never came is found by the
 * sweeper, a refund spreads over the order's payments, and a balance is taken at the counter
 * once. Birria is $16.99: two cost $36.78 with tax, one $18.39, three $55.18.
 */

const json = async <T>(res: Response) => (await res.json()) as T;
type ErrorBody = { error: { code: string; message: string } };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachDatabase(
  "the money an order records matches what was taken",
  (harness) => {
    let h: TestHarness;
    let staff: TestClient;
    let owner: TestClient;
    let customer: TestClient;
    let birria: { id: string };
    let carnitas: { id: string };
    let categoryId = "";
    let signIns = 0;

    beforeEach(async () => {
      h = harness();
      fixClock();
      await setShopSettings(h);
      const menu = await counterWithCarnitas(h, { pricedByWeight: true });
      carnitas = menu.carnitas;
      categoryId = menu.category.id;
      birria = await createItem(h.ctx.db, { categoryId: menu.category.id, name: "Birria", priceCents: 1699 });
      ({ client: owner } = await signedInAdmin(h));
      const staffEmail = `caja-${signIns++}@example.com`;
      await owner.request("/api/admin/team", { method: "PUT", json: { email: staffEmail, role: "staff" } });
      staff = await signedInClient(h, staffEmail);
      customer = await signedInClient(h, `cliente-${signIns}@example.com`);
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    const orderOf = async (id: string) => json<OrderDto>(await staff.request(`/api/admin/orders/${id}`));
    const historyOf = async (id: string) =>
      (await json<{ history: OrderHistoryEntry[] }>(await staff.request(`/api/admin/orders/${id}/history`))).history;
    const edit = (client: TestClient, order: OrderDto, quantity: number, key = newKey()) =>
      client.request(`/api/admin/orders/${order.id}/edit`, {
        method: "POST",
        json: { idempotencyKey: key, lines: [{ lineId: order.lines[0]!.id, itemId: order.lines[0]!.itemId, quantity }] },
      });

    /** A website order of Birria × `quantity`, paid by card on the sandbox. */
    async function paidBirria(quantity = 2, at = "2026-12-01T12:00") {
      const placed = await checkout(customer, { preferredTime: at, lines: [{ itemId: birria.id, quantity }] });
      expect((await payOnSandbox(customer, placed.url!)).status).toBe(303);
      const order = await orderOf(placed.orderId!);
      expect(order).toMatchObject({ paymentStatus: "paid", totalCents: quantity === 2 ? 3678 : order.totalCents });
      return order;
    }

    const refundedAtProvider = async () => (await h.ctx.db.select().from(sandboxRefunds)).reduce((sum, row) => sum + row.amountCents, 0);
    const linksOf = async (orderId: string) =>
      h.ctx.db.select().from(orderTopUps).where(eq(orderTopUps.orderId, orderId)).orderBy(orderTopUps.createdAt);
    const textsOf = async (orderId: string) => h.ctx.db.select().from(smsOutbox).where(eq(smsOutbox.relatedOrderId, orderId));

    it("20 edits at once of one paid order refund the difference once, and the history says only what happened", async () => {
      const paid = await paidBirria();
      // Each with its own key, all lowering Birria × 2 to × 1.
      const answers = await Promise.all(Array.from({ length: 20 }, () => edit(owner, paid, 1)));
      expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
      const results = await Promise.all(answers.map((res) => json<OrderEditResult>(res)));
      expect(results.filter((result) => result.edited)).toHaveLength(1);
      expect(results.find((result) => result.edited)!.settlement).toEqual({ kind: "refund", amountCents: 1839, atCounter: false });

      const after = await orderOf(paid.id);
      expect(after).toMatchObject({ totalCents: 1839, capturedCents: 3678, refundedCents: 1839, paymentStatus: "partially_refunded" });
      expect(await refundedAtProvider()).toBe(1839);
      const history = await historyOf(paid.id);
      expect(history.filter((entry) => entry.note?.startsWith("Refunded"))).toHaveLength(1);
      expect(history.filter((entry) => entry.note?.startsWith("Edited:"))).toHaveLength(1);
      expect(history.some((entry) => entry.note?.includes("could not be made"))).toBe(false);
      // Each payment's share agrees with the order's figures.
      const [payment] = await h.ctx.db.select().from(orderPayments).where(eq(orderPayments.orderId, paid.id));
      expect(payment).toMatchObject({ amountCents: 3678, refundedCents: 1839, method: "card", purpose: "order" });
    });

    it("one open payment link per order: a later edit closes the older link, and an edit that changes nothing sends nothing", async () => {
      const paid = await paidBirria();
      // Up to three: link A for $18.40.
      const up = await json<OrderEditResult>(await edit(staff, paid, 3));
      expect(up.settlement).toMatchObject({ kind: "link", amountCents: 1840, sentBy: "sms" });
      const linkA = (up.settlement as { url: string }).url;
      // The same edit again, a new key, nothing changed: nothing sent, nothing changed.
      const same = await json<OrderEditResult>(await edit(staff, up.order, 3));
      expect(same).toMatchObject({ edited: false, settlement: { kind: "none" } });
      expect(await textsOf(paid.id)).toHaveLength(1);
      expect((await linksOf(paid.id)).map((link) => link.status)).toEqual(["open"]);

      // Up to four: link B for what is owed now; link A is closed at the provider.
      const more = await json<OrderEditResult>(await edit(staff, up.order, 4));
      expect(more.settlement).toMatchObject({ kind: "link", amountCents: 7357 - 3678, sentBy: "sms" });
      const linkB = (more.settlement as { url: string }).url;
      expect((await linksOf(paid.id)).map((link) => link.status)).toEqual(["expired", "open"]);
      const [sessionA] = await h.ctx.db
        .select()
        .from(sandboxCheckoutSessions)
        .where(eq(sandboxCheckoutSessions.id, sessionOf(linkA)));
      expect(sessionA!.status).toBe("expired");
      expect((await payOnSandbox(customer, linkA)).status).toBe(400);
      expect((await payOnSandbox(customer, linkB)).status).toBe(303);
      expect(await orderOf(paid.id)).toMatchObject({ totalCents: 7357, capturedCents: 7357, balanceDueCents: 0 });
      expect((await historyOf(paid.id)).some((entry) => entry.note === "Payment link for $18.40 closed: replaced")).toBe(true);

      // Up, then back down before paying: the link is closed, and paying it is refused.
      const other = await paidBirria(2, "2026-12-01T13:00");
      const upAgain = await json<OrderEditResult>(await edit(staff, other, 3));
      const linkC = (upAgain.settlement as { url: string }).url;
      const back = await json<OrderEditResult>(await edit(staff, upAgain.order, 2));
      expect(back.settlement).toEqual({ kind: "none" });
      expect((await payOnSandbox(customer, linkC)).status).toBe(400);
      expect(await orderOf(other.id)).toMatchObject({ totalCents: 3678, capturedCents: 3678, balanceDueCents: 0 });
    });

    it("a paid link whose event never came is found by the sweeper and applied once", async () => {
      const paid = await paidBirria();
      const up = await json<OrderEditResult>(await edit(staff, paid, 3));
      const url = (up.settlement as { url: string }).url;
      // Paid at the provider; its event is lost.
      expect((await h.ctx.sandbox!.pay(sessionOf(url), "4242424242424242")).kind).toBe("paid");
      expect(await orderOf(paid.id)).toMatchObject({ capturedCents: 3678, balanceDueCents: 1840 });

      vi.setSystemTime(new Date(NOW.getTime() + 6 * 60_000));
      await reconcilePayments(h.ctx);
      vi.setSystemTime(new Date(NOW.getTime() + 12 * 60_000));
      await reconcilePayments(h.ctx);
      expect(await orderOf(paid.id)).toMatchObject({ totalCents: 5518, capturedCents: 5518, balanceDueCents: 0 });
      expect((await linksOf(paid.id)).map((link) => link.status)).toEqual(["paid"]);
      expect((await historyOf(paid.id)).filter((entry) => entry.note === "Paid $18.40 by payment link")).toHaveLength(1);
      const payments = await h.ctx.db.select().from(orderPayments).where(eq(orderPayments.orderId, paid.id));
      expect(payments.map((payment) => [payment.purpose, payment.amountCents]).sort()).toEqual([
        ["order", 3678],
        ["top_up", 1840],
      ]);
    });

    it("a refund larger than the first payment is spread over the order's payments", async () => {
      const paid = await paidBirria();
      const up = await json<OrderEditResult>(await edit(staff, paid, 3));
      expect((await payOnSandbox(customer, (up.settlement as { url: string }).url)).status).toBe(303);
      expect(await orderOf(paid.id)).toMatchObject({ capturedCents: 5518, balanceDueCents: 0 });

      const res = await owner.request(`/api/admin/orders/${paid.id}/refunds`, {
        method: "POST",
        json: { idempotencyKey: newKey(), amountCents: 5000, reason: "" },
      });
      expect(res.status).toBe(200);
      const refunds = await h.ctx.db.select().from(sandboxRefunds);
      // The latest payment first: the link's $18.40 whole, the rest from the first payment.
      expect(refunds.map((row) => row.amountCents).sort((a, b) => a - b)).toEqual([1840, 5000 - 1840]);
      expect(new Set(refunds.map((row) => row.paymentId)).size).toBe(2);
      expect(await orderOf(paid.id)).toMatchObject({ refundedCents: 5000, paymentStatus: "partially_refunded" });
      // The rest, in full: each payment gives back what is left of it.
      const rest = await owner.request(`/api/admin/orders/${paid.id}/refunds`, {
        method: "POST",
        json: { idempotencyKey: newKey(), amountCents: 518, reason: "" },
      });
      expect(rest.status).toBe(200);
      expect(await refundedAtProvider()).toBe(5518);
      expect(await orderOf(paid.id)).toMatchObject({ refundedCents: 5518, paymentStatus: "refunded" });
    });

    it("two weighings at once with different weights record what was captured, in every interleaving", async () => {
      const sandbox = h.ctx.payments;
      const capture = sandbox.capturePayment.bind(sandbox);
      const retrieve = sandbox.retrievePayment.bind(sandbox);
      // The provider answers after a while, differently each time, so the two requests interleave differently.
      sandbox.capturePayment = async (input) => {
        await sleep(Math.random() * 40);
        return capture(input);
      };
      sandbox.retrievePayment = async (id) => {
        await sleep(Math.random() * 20);
        return retrieve(id);
      };
      try {
        for (let round = 0; round < 6; round++) {
          const placed = await checkout(customer, {
            preferredTime: `2026-12-01T1${2 + (round % 6)}:00`,
            lines: [{ itemId: carnitas.id, quantity: 2 }],
          });
          expect((await payOnSandbox(customer, placed.url!)).status).toBe(303);
          const held = await orderOf(placed.orderId!);
          expect(held.paymentStatus).toBe("authorized");
          const lineId = held.lines[0]!.id;
          const weigh = (pounds: number) =>
            staff.request(`/api/admin/orders/${held.id}/weigh`, {
              method: "POST",
              json: { weights: [{ lineId, quantity: pounds }] },
            });
          const first = round % 2 === 0 ? 1.8 : 2.1;
          const answers = await Promise.all([weigh(first), sleep(round * 3).then(() => weigh(first === 1.8 ? 2.1 : 1.8))]);
          expect(answers.map((res) => res.status)).toEqual([200, 200]);
          const bodies = await Promise.all(answers.map((res) => json<{ order: OrderDto; capturedCents: number }>(res)));
          const order = await orderOf(held.id);
          const [session] = await h.ctx.db
            .select()
            .from(sandboxCheckoutSessions)
            .where(eq(sandboxCheckoutSessions.id, sessionOf(placed.url!)));
          expect(order.paymentStatus).toBe("paid");
          expect(order.capturedCents).toBe(session!.amountReceivedCents);
          expect(order.totalCents).toBe(session!.amountReceivedCents);
          expect([1.8, 2.1]).toContain(order.lines[0]!.weighedQuantity);
          // Both answers are the winner's figures.
          for (const body of bodies) expect(body.capturedCents).toBe(session!.amountReceivedCents);
          expect((await historyOf(held.id)).filter((entry) => entry.note?.startsWith("Weighed:"))).toHaveLength(1);
        }
      } finally {
        sandbox.capturePayment = capture;
        sandbox.retrievePayment = retrieve;
      }
    });

    it("weighing refuses the same line twice", async () => {
      const placed = await checkout(customer, { preferredTime: "2026-12-01T12:00", lines: [{ itemId: carnitas.id, quantity: 2 }] });
      await payOnSandbox(customer, placed.url!);
      const held = await orderOf(placed.orderId!);
      const lineId = held.lines[0]!.id;
      const res = await staff.request(`/api/admin/orders/${held.id}/weigh`, {
        method: "POST",
        json: {
          weights: [
            { lineId, quantity: 1.5 },
            { lineId, quantity: 2.5 },
          ],
        },
      });
      expect(res.status).toBe(400);
      expect((await json<ErrorBody>(res)).error.message).toBe("Each line can be weighed once: enter one weight per line.");
      expect(await orderOf(held.id)).toMatchObject({ paymentStatus: "authorized", weighedAt: null });
    });

    it("a balance owed at pickup is taken at the counter once, with who took it; a stale amount is refused", async () => {
      // A counter order that grew: $4.50 × 2 more to collect.
      const horchata = await createItem(h.ctx.db, { name: "Horchata", priceCents: 450, categoryId });
      const counter = await json<StaffOrderResult>(
        await staff.request("/api/admin/orders", {
          method: "POST",
          json: staffOrder([{ itemId: horchata.id, quantity: 2 }], { method: "cash" }),
        }),
      );
      const grown = await json<OrderEditResult>(await edit(staff, counter.order, 4));
      expect(grown.settlement).toMatchObject({ kind: "collect" });
      const owed = grown.order.balanceDueCents;
      expect(owed).toBeGreaterThan(0);
      const take = (amountCents: number) =>
        staff.request(`/api/admin/orders/${counter.order.id}/balance`, { method: "POST", json: { method: "cash", amountCents } });

      const stale = await take(owed - 1);
      expect(stale.status).toBe(409);
      expect((await json<ErrorBody>(stale)).error.message).toContain("The balance on this order is now");
      const taps = await Promise.all([take(owed), take(owed)]);
      expect(taps.map((res) => res.status)).toEqual([200, 200]);
      const results = await Promise.all(taps.map((res) => json<CollectBalanceResult>(res)));
      expect(results.filter((result) => result.collected)).toHaveLength(1);
      const after = await orderOf(counter.order.id);
      expect(after).toMatchObject({ balanceDueCents: 0, capturedCents: after.totalCents });
      const notes = (await historyOf(counter.order.id)).filter((entry) => entry.note?.startsWith("Balance of"));
      expect(notes).toHaveLength(1);
      expect(notes[0]!.note).toBe(`Balance of $${(owed / 100).toFixed(2)} taken at the counter, in cash`);
      expect(notes[0]!.updatedByEmail).toMatch(/^caja-/);

      // A card order owing by link, taken at the counter instead: the link is closed first.
      const paid = await paidBirria(2, "2026-12-01T14:00");
      const up = await json<OrderEditResult>(await edit(staff, paid, 3));
      const link = (up.settlement as { url: string }).url;
      const byCard = await staff.request(`/api/admin/orders/${paid.id}/balance`, {
        method: "POST",
        json: { method: "card_present", amountCents: 1840 },
      });
      expect(byCard.status).toBe(200);
      expect((await payOnSandbox(customer, link)).status).toBe(400);
      expect(await orderOf(paid.id)).toMatchObject({ capturedCents: 5518, balanceDueCents: 0 });

      // A card hold that lapsed: the whole order is taken at pickup, and the order reads paid.
      const placed = await checkout(customer, { preferredTime: "2026-12-01T15:00", lines: [{ itemId: carnitas.id, quantity: 1 }] });
      await payOnSandbox(customer, placed.url!);
      await h.ctx.db.transaction((tx) =>
        changeOrder(h.ctx, { tx, orderId: placed.orderId!, event: { type: "hold_expired" }, actor: { kind: "sweeper" }, mail: null }),
      );
      const lapsed = await orderOf(placed.orderId!);
      const whole = await staff.request(`/api/admin/orders/${lapsed.id}/balance`, {
        method: "POST",
        json: { method: "cash", amountCents: lapsed.totalCents },
      });
      expect(whole.status).toBe(200);
      expect(await orderOf(lapsed.id)).toMatchObject({ paymentStatus: "paid", paymentMethod: "cash", capturedCents: lapsed.totalCents });
      // Customers may not.
      expect(
        (await customer.request(`/api/admin/orders/${lapsed.id}/balance`, { method: "POST", json: { method: "cash", amountCents: 1 } }))
          .status,
      ).toBe(403);
    });
  },
  { env: { ...adminEnv, DEMO_NETWORK_ACCESS: "true" } },
);
