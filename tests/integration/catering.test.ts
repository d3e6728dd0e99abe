import { eq, sql } from "drizzle-orm";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { cateringEvents, cateringPayments } from "@server/db/schema/catering";
import { mailOutbox } from "@server/db/schema/mail";
import { sandboxRefunds } from "@server/db/schema/payments";
import { linkTokenOf } from "@server/services/catering/catering-lifecycle";
import { applyPaymentEvent } from "@server/services/orders/fulfilment";
import { slotUsage } from "@server/services/checkout/capacity";
import { fromWallTime } from "@shared/core/time";
import type { CateringCustomerViewDto, CateringEventDto, CateringSummaryDto } from "@shared/catering/catering";
import { adminEnv, signedInAdmin } from "../setup/admins";
import { fixClock, setShopSettings, TZ } from "../setup/ordering-ahead";
import { COUNTER_CATEGORY, seedMenu } from "../setup/menu";
import { describeEachDatabase, type TestHarness } from "../setup/test-app";
import { signedInClient, TestClient } from "../setup/test-client";
import { payOnSandbox, sessionOf } from "../setup/sandbox-pay";

/**
 * Catering end to end through the API (ADR 0023): the request refused cleanly, the quote, the
 * deposit paid once under a double tap and a webhook storm, the capacity taken only when
 * confirmed, the balance after weighing, each cancellation tier refunded exactly, the link's
 * token, and the moves the states refuse. Carnitas $15.99/lb (weighed), tortillas $3.50 a dozen.
 */

const json = async <T>(res: Response) => (await res.json()) as T;
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

describeEachDatabase(
  "catering",
  (harness) => {
    let h: TestHarness;
    let owner: TestClient;
    let staff: TestClient;
    let customer: TestClient;
    let carnitas: { id: string };
    let tortillas: { id: string };
    let ips = 0;

    beforeEach(async () => {
      h = harness();
      fixClock();
      await setShopSettings(h);
      const menu = await seedMenu(h, {
        categories: { counter: COUNTER_CATEGORY },
        items: {
          carnitas: {
            name: "Carnitas",
            priceCents: 1599,
            priceUnit: "lb",
            quantityMin: 0.5,
            quantityStep: 0.5,
            pricedByWeight: true,
            cateringRole: "meat",
          },
          tortillas: { name: "Tortillas", priceCents: 350, priceUnit: "each", cateringRole: "tortillas" },
        },
      });
      carnitas = menu.items.carnitas;
      tortillas = menu.items.tortillas;
      ({ client: owner } = await signedInAdmin(h));
      const staffEmail = `cocina-${ips}@example.com`;
      await owner.request("/api/admin/team", { method: "PUT", json: { email: staffEmail, role: "staff" } });
      staff = await signedInClient(h, staffEmail);
      customer = new TestClient(h, `198.51.100.${(ips++ % 200) + 1}`);
    });
    afterEach(() => vi.useRealTimers());

    const validRequest = (extra: Record<string, unknown> = {}) => ({
      eventDate: "2026-12-19",
      eventTime: "12:00",
      fulfilment: "pickup",
      guests: 20,
      style: "taco_bar",
      wishes: [{ itemId: carnitas.id, quantity: 8 }],
      dietaryNotes: "Dos invitados sin cerdo",
      name: "Lupita Hernández",
      phone: "(323) 555-0123",
      email: "lupita@example.com",
      locale: "es",
      ...extra,
    });

    async function requested(extra: Record<string, unknown> = {}): Promise<CateringSummaryDto> {
      const res = await new TestClient(h, `203.0.113.${(ips++ % 200) + 1}`).post("/api/catering/requests", validRequest(extra));
      expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
      const { events } = await json<{ events: CateringSummaryDto[] }>(await owner.request("/api/admin/catering?status=all"));
      return events.find((event) => event.status === "requested")!;
    }
    const quote = (id: string, by = owner) =>
      by.post(`/api/admin/catering/${id}/quote`, {
        lines: [
          { itemId: carnitas.id, quantity: 8 },
          { itemId: tortillas.id, quantity: 10 },
        ],
        serviceFeeCents: 2500,
        deliveryFeeCents: 0,
        note: "Incluye salsas",
      });
    const eventOf = async (id: string) => json<CateringEventDto>(await owner.request(`/api/admin/catering/${id}`));
    const tokenOf = (id: string) => linkTokenOf(h.ctx, id);
    const view = async (token: string) => json<CateringCustomerViewDto>(await customer.request(`/api/catering/q/${token}`));

    /** Requested, quoted, accepted and its deposit paid on the sandbox. */
    async function confirmed(extra: Record<string, unknown> = {}) {
      const event = await requested(extra);
      expect((await quote(event.id)).status).toBe(200);
      const token = await tokenOf(event.id);
      const accepted = await customer.post(`/api/catering/q/${token}/accept`, { version: 1, acceptTerms: true });
      expect(accepted.status).toBe(200);
      const { url } = await json<{ url: string }>(accepted);
      expect((await payOnSandbox(customer, url)).status).toBe(303);
      return { id: event.id, token };
    }

    it("refuses hostile requests with a clear 4xx and stores nothing", async () => {
      await setShopSettings(h, { delivery: { zipCodes: ["90001"] }, closed: [{ date: "2026-12-24" }] });
      const hostile: unknown[] = [
        {},
        [],
        "hello",
        null,
        validRequest({ guests: 5 }),
        validRequest({ guests: 1e9 }),
        validRequest({ guests: "twenty" }),
        validRequest({ guests: 20.5 }),
        validRequest({ eventDate: "2026-02-30" }),
        validRequest({ eventDate: "'; drop table catering_events; --" }),
        validRequest({ eventDate: "2026-12-02" }),
        validRequest({ eventDate: "2026-12-24" }),
        validRequest({ eventTime: "23:00" }),
        validRequest({ eventTime: "12:07" }),
        validRequest({ eventTime: "25:00" }),
        validRequest({ fulfilment: "delivery", address: "" }),
        validRequest({ fulfilment: "delivery", address: "1 Main St, Pasadena CA 91101" }),
        validRequest({ fulfilment: "drone" }),
        validRequest({ style: "buffet" }),
        validRequest({ wishes: [{ itemId: "00000000-0000-4000-8000-000000000000", quantity: 3 }] }),
        validRequest({ wishes: [{ itemId: carnitas.id, quantity: -1 }] }),
        validRequest({ wishes: [{ itemId: carnitas.id, quantity: 1e12 }] }),
        validRequest({ wishes: Array.from({ length: 50 }, () => ({ itemId: carnitas.id, quantity: 1 })) }),
        validRequest({ name: "x".repeat(10_000) }),
        validRequest({ email: "not-an-email" }),
        validRequest({ phone: "call me" }),
        validRequest({ dietaryNotes: "a\u0000b".repeat(1000) }),
        validRequest({ admin: true }),
        validRequest({ eventDate: "2027-12-31" }),
      ];
      for (const body of hostile) {
        const res = await new TestClient(h, `192.0.2.${(ips++ % 250) + 1}`).post("/api/catering/requests", body);
        expect(res.status, JSON.stringify(body).slice(0, 120)).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        const answer = await json<ErrorBody>(res);
        expect(answer.error.message.length).toBeGreaterThan(0);
      }
      const raw = await customer.request("/api/catering/requests", {
        method: "POST",
        body: "{not json",
        headers: { "Content-Type": "application/json" },
      });
      expect(raw.status).toBe(400);
      expect(await h.ctx.db.$count(cateringEvents)).toBe(0);
      expect(await h.ctx.db.$count(mailOutbox, sql`${mailOutbox.kind} like 'catering%'`)).toBe(0);
      // The refusals speak the request's language, and name the field.
      const spanish = await new TestClient(h, "192.0.2.251").request("/api/catering/requests", {
        method: "POST",
        json: validRequest({ guests: 5 }),
        headers: { "Accept-Language": "es-MX" },
      });
      const body = await json<ErrorBody>(spanish);
      expect(body.error.fields?.guests).toMatch(/invitados o más/);
    });

    it("takes a request, quotes it, and confirms it by a deposit paid once under a double tap and a webhook storm", async () => {
      const event = await requested();
      expect(event.tentative).toBe(false);
      await h.deliverMail();
      const [received] = await h.mailbox("lupita@example.com");
      expect(received!.subject).toMatch(/Recibimos tu solicitud de banquete C-/);
      const token = received!.text.match(/\/es\/catering\/q\/([A-Za-z0-9_-]{43})/)![1]!;
      expect(token).toBe(await tokenOf(event.id));

      expect((await quote(event.id, staff)).status).toBe(403);
      const quoted = await json<CateringEventDto>(await quote(event.id));
      // 8 lb × $15.99 = $127.92, 10 × $3.50 = $35.00, fee $25.00: $187.92 + 8.25 % tax $15.50 = $203.42; deposit 30 % = $61.03.
      expect(quoted.quote).toMatchObject({
        subtotalCents: 16292,
        serviceFeeCents: 2500,
        taxCents: 1550,
        totalCents: 20342,
        depositCents: 6103,
      });
      expect(quoted).toMatchObject({ status: "quoted", tentative: true, pounds: 8 });

      const before = await view(token);
      expect(before.can).toMatchObject({ accept: true, payDeposit: false, cancel: true });
      expect((await customer.post(`/api/catering/q/${token}/accept`, { version: 2, acceptTerms: true })).status).toBe(409);
      expect((await customer.post(`/api/catering/q/${token}/accept`, { version: 1 })).status).toBe(400);

      // A double tap: one acceptance, one pay page.
      const taps = await Promise.all([1, 2].map(() => customer.post(`/api/catering/q/${token}/accept`, { version: 1, acceptTerms: true })));
      expect(taps.map((res) => res.status)).toEqual([200, 200]);
      const [first, second] = await Promise.all(taps.map((res) => json<{ url: string }>(res)));
      expect(first!.url).toBe(second!.url);

      const sessionId = sessionOf(first!.url);
      expect((await payOnSandbox(customer, first!.url)).status).toBe(303);
      // The storm: the same payment told ten times at once, and the sandbox's own event again.
      const outcomes = await Promise.all([
        ...Array.from({ length: 10 }, (_, i) =>
          applyPaymentEvent(h.ctx, { id: `evt_storm_${i}`, type: "checkout.session.completed", sessionId }),
        ),
        applyPaymentEvent(h.ctx, { id: `sandbox:${sessionId}:completed`, type: "checkout.session.completed", sessionId }),
      ]);
      expect(outcomes.filter((outcome) => outcome === "paid")).toHaveLength(0);

      const paid = await eventOf(event.id);
      expect(paid).toMatchObject({ status: "confirmed", tentative: false, money: { paidCents: 6103, owedCents: 20342 - 6103 } });
      expect(paid.payments.filter((payment) => payment.status === "paid")).toHaveLength(1);
      await h.deliverMail();
      const mails = await h.mailbox("lupita@example.com");
      expect(mails.filter((mail) => /Tu fecha está confirmada/.test(mail.subject))).toHaveLength(1);
      expect(mails.filter((mail) => /Tu cotización de banquete/.test(mail.subject))).toHaveLength(1);
    });

    it("takes the event's pounds from its slot only once it is confirmed", async () => {
      const at = fromWallTime("2026-12-19T12:00", TZ)!;
      const until = new Date(at.getTime() + 60_000);
      const event = await requested();
      await quote(event.id);
      expect((await slotUsage(h.ctx.db, "pickup", at, until)).get(at.getTime())).toBeUndefined();
      const token = await tokenOf(event.id);
      const { url } = await json<{ url: string }>(
        await customer.post(`/api/catering/q/${token}/accept`, { version: 1, acceptTerms: true }),
      );
      expect((await slotUsage(h.ctx.db, "pickup", at, until)).get(at.getTime())).toBeUndefined();
      await payOnSandbox(customer, url);
      expect((await slotUsage(h.ctx.db, "pickup", at, until)).get(at.getTime())).toEqual({ orders: 1, pounds: 8 });
    });

    it("settles the balance after weighing: owed asked for and paid, or paid over refunded", async () => {
      const { id, token } = await confirmed();
      // The balance paid before the day, on the customer's page.
      const pay = await customer.post(`/api/catering/q/${token}/pay`, {});
      expect(pay.status).toBe(200);
      await payOnSandbox(customer, (await json<{ url: string }>(pay)).url);
      expect(await eventOf(id)).toMatchObject({ status: "paid", money: { paidCents: 20342, owedCents: 0 } });

      // Weighed lighter: 7.5 lb instead of 8: $119.93; with the fee $179.93 + $14.84 tax = $194.77; $8.65 back.
      const weighBody = { lines: [{ index: 0, weighedQuantity: 7.5 }] };
      const weighed = await staff.post(`/api/admin/catering/${id}/weigh`, weighBody);
      expect(weighed.status).toBe(200);
      expect(await json<CateringEventDto>(weighed)).toMatchObject({
        status: "paid",
        money: { totalCents: 19477, refundedCents: 865, owedCents: 0 },
      });
      expect((await staff.post(`/api/admin/catering/${id}/weigh`, weighBody)).status).toBe(409);
      const refunds = await h.ctx.db.select().from(sandboxRefunds);
      expect(refunds.reduce((sum, row) => sum + row.amountCents, 0)).toBe(865);

      expect((await staff.post(`/api/admin/catering/${id}/fulfil`, {})).status).toBe(200);
      expect((await staff.post(`/api/admin/catering/${id}/close`, {})).status).toBe(403);
      expect(await json<CateringEventDto>(await owner.post(`/api/admin/catering/${id}/close`, {}))).toMatchObject({ status: "closed" });
      await h.deliverMail();
      expect((await h.mailbox("lupita@example.com")).some((mail) => /Tu recibo de banquete/.test(mail.subject))).toBe(true);

      // Weighed heavier on another event: the rest is asked for, and taken at the counter once.
      const other = await confirmed({ email: "otro@example.com" });
      const heavier = await json<CateringEventDto>(
        await staff.post(`/api/admin/catering/${other.id}/weigh`, { lines: [{ index: 0, weighedQuantity: 9 }] }),
      );
      expect(heavier.money.owedCents).toBeGreaterThan(20342 - 6103);
      const counter = await Promise.all([1, 2].map(() => staff.post(`/api/admin/catering/${other.id}/counter`, { method: "cash" })));
      expect(counter.map((res) => res.status).sort()).toEqual([200, 409]);
      expect(await eventOf(other.id)).toMatchObject({ status: "paid", money: { owedCents: 0 } });
    });

    it("refunds each cancellation tier exactly", async () => {
      const settings = await json<Record<string, unknown>>(await owner.request("/api/admin/settings/catering"));
      expect(
        (
          await owner.request("/api/admin/settings/catering", {
            method: "PUT",
            json: { ...settings, leadTiers: [{ minGuests: 15, hours: 0 }] },
          })
        ).status,
      ).toBe(200);
      const cases = [
        { date: "2026-12-21", percent: 100 }, // 20 days ahead
        { date: "2026-12-11", percent: 50 }, // 10 days ahead
        { date: "2026-12-02", percent: 0 }, // a day ahead
      ];
      for (const [n, { date, percent }] of cases.entries()) {
        const { id, token } = await confirmed({ eventDate: date, email: `tier-${n}@example.com` });
        const before = await view(token);
        expect(before.cancellation).toEqual({ refundPercent: percent, refundCents: Math.floor((6103 * percent + 50) / 100) });
        const cancelled = await customer.post(`/api/catering/q/${token}/cancel`, {});
        expect(cancelled.status).toBe(200);
        expect((await customer.post(`/api/catering/q/${token}/cancel`, {})).status).toBe(409);
        const event = await eventOf(id);
        expect(event.status).toBe("cancelled");
        expect(event.money.refundedCents).toBe(before.cancellation.refundCents);
        const refunded = await h.ctx.db
          .select({ total: sql<number>`coalesce(sum(${cateringPayments.amountCents}), 0)::int` })
          .from(cateringPayments)
          .where(eq(cateringPayments.eventId, id));
        expect(refunded[0]!.total).toBe(6103 + before.cancellation.refundCents);
      }
      const provider = await h.ctx.db.select().from(sandboxRefunds);
      expect(provider.map((row) => row.amountCents).sort((a, b) => a - b)).toEqual([3052, 6103]);
    });

    it("opens the customer's page only with its token", async () => {
      const event = await requested();
      const token = await tokenOf(event.id);
      expect((await customer.request(`/api/catering/q/${token}`)).status).toBe(200);
      const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
      for (const guess of [altered, "A".repeat(43), token.slice(1), `${token}x`, "../admin", encodeURIComponent(event.id)]) {
        const res = await customer.request(`/api/catering/q/${guess}`);
        expect([400, 404]).toContain(res.status);
        expect((await customer.post(`/api/catering/q/${guess}/cancel`, {})).status).toBeGreaterThanOrEqual(400);
      }
      expect((await customer.request(`/catering/q/${altered}`)).status).toBe(404);
      expect((await customer.request(`/api/admin/catering/${event.id}`)).status).toBe(401);
      expect((await (await signedInClient(h, "someone@example.com")).request(`/api/admin/catering/${event.id}`)).status).toBe(403);
    });

    it("refuses the moves its state does not allow", async () => {
      const event = await requested();
      expect((await staff.post(`/api/admin/catering/${event.id}/fulfil`, {})).status).toBe(409);
      expect((await owner.post(`/api/admin/catering/${event.id}/close`, {})).status).toBe(409);
      expect((await owner.post(`/api/admin/catering/${event.id}/no-show`, {})).status).toBe(409);
      expect((await staff.post(`/api/admin/catering/${event.id}/weigh`, { lines: [{ index: 0, weighedQuantity: 3 }] })).status).toBe(409);
      expect((await staff.post(`/api/admin/catering/${event.id}/decline`, {})).status).toBe(403);
      const token = await tokenOf(event.id);
      expect((await customer.post(`/api/catering/q/${token}/pay`, {})).status).toBe(409);
      expect((await owner.post(`/api/admin/catering/${event.id}/decline`, {})).status).toBe(200);
      const refused = await customer.post(`/api/catering/q/${token}/accept`, { version: 1, acceptTerms: true });
      expect(refused.status).toBe(409);
      expect((await quote(event.id)).status).toBe(409);
      expect((await eventOf(event.id)).history.map((row) => row.to)).toEqual(["declined", "requested"]);
    });
  },
  { env: { ...adminEnv, DEMO_NETWORK_ACCESS: "true" } },
);
