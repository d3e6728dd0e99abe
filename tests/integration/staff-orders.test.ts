import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { mailOutbox } from "@server/db/schema/mail";
import { orderEdits, orders } from "@server/db/schema/orders";
import { sandboxRefunds } from "@server/db/schema/payments";
import { smsOutbox } from "@server/db/schema/sms";
import { computeTax } from "@shared/orders/order-totals";
import type { OrderDto, OrderEditResult, OrderHistoryEntry, StaffOrderResult } from "@shared/orders/orders";
import { loadOrderSuccess } from "~/features/checkout/order-success.server";
import { adminEnv, signedInAdmin } from "../setup/admins";
import { checkout, fixClock, staffOrder, newKey, pickupCapacity, setShopSettings } from "../setup/ordering-ahead";
import { describeEachDatabase, type TestHarness } from "../setup/test-app";
import { signedInClient, type TestClient } from "../setup/test-client";
import { CARNITAS_BY_THE_POUND, COUNTER_CATEGORY, HORCHATA, seedMenu, type SeededMenu } from "../setup/menu";

/**
 * Staff at the counter (ADR 0016): staff take phone and walk-in orders (priced and checked by the server like the
 * website's, paid at the counter or by a payment link), and edit orders before completion, the
 * server settling the difference: a refund, a payment link, the card hold, or collect at pickup.
 * The clock stands at Tuesday 2026-12-01 10:00 in Los Angeles.
 */

const json = async <T>(res: Response) => (await res.json()) as T;
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

/** The counter's Carnitas, charged for what is weighed, Horchata and Tamales. */
const MENU = {
  categories: { counter: COUNTER_CATEGORY },
  items: {
    carnitas: { ...CARNITAS_BY_THE_POUND, pricedByWeight: true },
    horchata: HORCHATA,
    tamales: { name: "Tamales", priceCents: 1800 },
  },
};

async function payOnSandbox(client: TestClient, url: string) {
  const paid = await client.request(new URL(url).pathname, {
    method: "POST",
    body: new URLSearchParams({ card_number: "4242 4242 4242 4242" }),
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
  expect(paid.status).toBeLessThan(400);
}

const edit = (client: TestClient, orderId: string, body: Record<string, unknown>) =>
  client.request(`/api/admin/orders/${orderId}/edit`, { method: "POST", json: { idempotencyKey: newKey(), ...body } });

const historyOf = async (client: TestClient, orderId: string) =>
  (await json<{ history: OrderHistoryEntry[] }>(await client.request(`/api/admin/orders/${orderId}/history`))).history;

describeEachDatabase(
  "staff orders and edits",
  (harness) => {
    let h: TestHarness;
    let menu: SeededMenu<typeof MENU>["items"];
    let staff: TestClient;
    let owner: TestClient;
    let ownerEmail = "";
    let staffEmail = "";
    let signIns = 0;

    beforeEach(async () => {
      h = harness();
      fixClock();
      await setShopSettings(h);
      menu = (await seedMenu(h, MENU)).items;
      ({ client: owner, email: ownerEmail } = await signedInAdmin(h));
      // One address per test: a magic link is limited to 3 per address in 15 minutes.
      staffEmail = `mostrador-${signIns++}@example.com`;
      await owner.request("/api/admin/team", { method: "PUT", json: { email: staffEmail, role: "staff" } });
      staff = await signedInClient(h, staffEmail);
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it("a phone order paid in cash is priced by the server, once per key, with no e-mail needed", async () => {
      const body = staffOrder(
        [
          // A browser's price is never read: the database's $15.99/lb and $4.50 are.
          { itemId: menu.carnitas.id, quantity: 1.5, priceCents: 1 } as { itemId: string; quantity: number },
          { itemId: menu.horchata.id, quantity: 2 },
        ],
        { method: "cash" },
      );
      const answers = await Promise.all([
        staff.request("/api/admin/orders", { method: "POST", json: body }),
        staff.request("/api/admin/orders", { method: "POST", json: body }),
      ]);
      for (const res of answers) expect(res.status).toBe(201);
      const [first, second] = await Promise.all(answers.map((res) => json<StaffOrderResult>(res)));
      expect(second!.order.id).toBe(first!.order.id);
      const order = first!.order;
      // 1.5 lb × $15.99 = $23.99 (half up), 2 × $4.50 = $9.00.
      const subtotal = 2399 + 900;
      expect(order).toMatchObject({
        subtotalCents: subtotal,
        totalCents: subtotal + computeTax(subtotal, order.taxRate),
        paymentStatus: "paid",
        paymentMethod: "cash",
        channel: "staff",
        customerEmail: "",
        locale: "es",
        holdCents: null,
      });
      // Charged for the weight entered: nothing left to weigh.
      expect(order.lines.find((line) => line.name === "Carnitas")).toMatchObject({ weighedQuantity: 1.5, weighedTotalCents: 2399 });
      expect(await h.ctx.db.select().from(orders)).toHaveLength(1);
      const history = await historyOf(staff, order.id);
      // Both at the same instant (the clock stands still): in either order.
      const paidNote = `Paid $${((subtotal + computeTax(subtotal, order.taxRate)) / 100).toFixed(2)} at the counter, in cash`;
      expect(history.map((entry) => [entry.note, entry.updatedByEmail]).sort()).toEqual([
        ["Order taken by staff", staffEmail],
        [paidNote, staffEmail],
      ]);
      // No address, no mail.
      expect(await h.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.relatedOrderId, order.id))).toHaveLength(0);

      // Bad input: a clear error per field, nothing written.
      const bad = await staff.request("/api/admin/orders", {
        method: "POST",
        json: staffOrder(
          [{ itemId: menu.horchata.id, quantity: 1 }],
          { method: "cash" },
          { details: { ...body.details, name: "", preferredTime: "2026-12-01T12:05" } },
        ),
      });
      expect(bad.status).toBe(400);
      const problem = await json<ErrorBody>(bad);
      expect(Object.keys(problem.error.fields ?? {}).sort()).toEqual(["name", "preferredTime"]);
      expect(await h.ctx.db.select().from(orders)).toHaveLength(1);
    });

    it("a phone order paid by link: the text carries the pay page; paid there, the order is paid by card", async () => {
      const noEmail = await staff.request("/api/admin/orders", {
        method: "POST",
        json: staffOrder([{ itemId: menu.tamales.id, quantity: 1 }], { method: "link", sendBy: "email" }),
      });
      expect(noEmail.status).toBe(400);
      expect((await json<ErrorBody>(noEmail)).error.fields).toEqual({
        email: "Enter the customer's e-mail to send the payment link by e-mail.",
      });

      const res = await staff.request("/api/admin/orders", {
        method: "POST",
        json: staffOrder([{ itemId: menu.tamales.id, quantity: 1 }], { method: "link", sendBy: "sms" }),
      });
      expect(res.status).toBe(201);
      const placed = await json<StaffOrderResult>(res);
      expect(placed.linkSentBy).toBe("sms");
      expect(placed.order.paymentStatus).toBe("unpaid");
      const [text] = await h.ctx.db.select().from(smsOutbox).where(eq(smsOutbox.relatedOrderId, placed.order.id));
      expect(text).toMatchObject({ kind: "payment_link", toPhone: "+13235550142", locale: "es" });
      expect(text!.body).toContain(placed.paymentUrl!);
      expect(text!.body).toContain("paga $19.49");

      // By e-mail, where the customer gave one: the link, and until when it works, in their language.
      const byMail = await json<StaffOrderResult>(
        await staff.request("/api/admin/orders", {
          method: "POST",
          json: staffOrder(
            [{ itemId: menu.tamales.id, quantity: 1 }],
            { method: "link", sendBy: "email" },
            { details: { email: "ernesto@example.com" } },
          ),
        }),
      );
      expect(byMail.linkSentBy).toBe("email");
      const [mail] = await h.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.relatedOrderId, byMail.order.id));
      expect(mail).toMatchObject({ kind: "order_payment_link", toEmail: "ernesto@example.com" });
      expect(mail!.textBody).toContain(byMail.paymentUrl!);
      expect(mail!.textBody).toMatch(/Funciona hasta el /);

      await payOnSandbox(staff, placed.paymentUrl!);
      const after = await json<OrderDto>(await staff.request(`/api/admin/orders/${placed.order.id}`));
      expect(after).toMatchObject({ paymentStatus: "paid", paymentMethod: "card", channel: "staff" });
    });

    it("paid by link, the order-success page learns the order has no e-mail nor account, its lines, and nothing of other orders", async () => {
      const placed = await json<StaffOrderResult>(
        await staff.request("/api/admin/orders", {
          method: "POST",
          json: staffOrder([{ itemId: menu.carnitas.id, quantity: 1.5 }], { method: "link", sendBy: "sms" }, { smsOptIn: true }),
        }),
      );
      const sessionId = new URL(placed.paymentUrl!).pathname.split("/").at(-1)!;
      await payOnSandbox(staff, placed.paymentUrl!);
      const context = { app: h.ctx } as unknown as AppLoadContext;
      const page = (orderId: string) =>
        loadOrderSuccess(context, new URL(`http://shop.test/es/order-success?order_id=${orderId}&session_id=${sessionId}`));

      const data = await page(placed.order.id);
      expect(data.payment).toMatchObject({ orderId: placed.order.id });
      expect(data.order).toMatchObject({ hasEmail: false, hasAccount: false, takenByStaff: true, orderType: "pickup" });
      expect(data.order!.lines).toEqual([
        expect.objectContaining({ name: "Carnitas", quantity: 1.5, unit: "lb", priceCents: 1599, lineTotalCents: 2399 }),
      ]);
      expect(data.order).toMatchObject({ subtotalCents: 2399, totalCents: placed.order.totalCents });
      // Who the customer is stays out of the page.
      expect(JSON.stringify(data)).not.toMatch(/Ernesto|555-0142|3235550142/);

      // Another order's id with this session: nothing at all.
      const other = await json<StaffOrderResult>(
        await staff.request("/api/admin/orders", {
          method: "POST",
          json: staffOrder([{ itemId: menu.horchata.id, quantity: 1 }], { method: "cash" }),
        }),
      );
      expect(await page(other.order.id)).toMatchObject({ payment: null, order: null });

      // A website order: an e-mail address and an account.
      const customer = await signedInClient(h, "web-success@example.com");
      const web = await checkout(customer, { preferredTime: "2026-12-01T12:00", lines: [{ itemId: menu.horchata.id, quantity: 1 }] });
      const webSession = new URL(web.url!).pathname.split("/").at(-1)!;
      const webData = await loadOrderSuccess(
        context,
        new URL(`http://shop.test/order-success?order_id=${web.orderId}&session_id=${webSession}`),
      );
      expect(webData.order).toMatchObject({ hasEmail: true, hasAccount: true, takenByStaff: false });

      // The admin's order view says the customer asked for texts.
      expect(await json<OrderDto>(await staff.request(`/api/admin/orders/${placed.order.id}`))).toMatchObject({ smsOptIn: true });
      expect(await json<OrderDto>(await staff.request(`/api/admin/orders/${other.order.id}`))).toMatchObject({ smsOptIn: false });
    });

    it("an edit that hits capacity is refused, naming the next open time; the order's own place does not count", async () => {
      await setShopSettings(h, { capacity: pickupCapacity(1, null) });
      const take = async (preferredTime: string) =>
        json<StaffOrderResult>(
          await staff.request("/api/admin/orders", {
            method: "POST",
            json: staffOrder([{ itemId: menu.horchata.id, quantity: 1 }], { method: "cash" }, { details: { preferredTime } }),
          }),
        );
      const noon = await take("2026-12-01T12:00");
      const quarterPast = await take("2026-12-01T12:15");
      const lines = (order: OrderDto) => order.lines.map((line) => ({ lineId: line.id, itemId: line.itemId, quantity: line.quantity }));

      const full = await edit(staff, quarterPast.order.id, { lines: lines(quarterPast.order), preferredTime: "2026-12-01T12:00" });
      expect(full.status).toBe(409);
      const refused = await json<ErrorBody>(full);
      expect(refused.error).toMatchObject({
        code: "slot_full",
        // Its own 12:15 is free for it.
        fields: { preferredTime: "That time is full. The next open time is Tuesday, December 1 at 12:15 PM." },
      });
      // Nothing changed.
      const unchanged = await json<OrderDto>(await staff.request(`/api/admin/orders/${quarterPast.order.id}`));
      expect(unchanged.deliveryTime).toBe(quarterPast.order.deliveryTime);

      // The noon order may change in its own slot (one place, its own), and a free slot takes the other.
      const more = await edit(staff, noon.order.id, { lines: [{ ...lines(noon.order)[0]!, quantity: 3 }] });
      expect(more.status).toBe(200);
      const moved = await edit(staff, quarterPast.order.id, { lines: lines(quarterPast.order), preferredTime: "2026-12-01T12:30" });
      expect(moved.status).toBe(200);
      expect((await json<OrderEditResult>(moved)).order.deliveryTime).toBe("2026-12-01T20:30:00.000Z");
      // A website customer now finds 12:30 full too.
      const customer = await signedInClient(h, "web@example.com");
      expect(
        (await checkout(customer, { preferredTime: "2026-12-01T12:30", lines: [{ itemId: menu.horchata.id, quantity: 1 }] })).status,
      ).toBe(409);
    });

    it("edits settle the difference: a refund once per key, a payment link paid once, collect at pickup, the hold", async () => {
      // A website order paid by card: 2 × Tamales $36.00 + tax.
      const customer = await signedInClient(h, "cliente@example.com");
      const placed = await checkout(customer, { preferredTime: "2026-12-01T12:00", lines: [{ itemId: menu.tamales.id, quantity: 2 }] });
      await payOnSandbox(customer, placed.url!);
      const paid = await json<OrderDto>(await staff.request(`/api/admin/orders/${placed.orderId}`));
      expect(paid.paymentStatus).toBe("paid");
      const tamales = paid.lines[0]!;

      // One tamal fewer gives money back: the owner's to decide, as refunds are; staff are refused.
      const body = { idempotencyKey: newKey(), lines: [{ lineId: tamales.id, itemId: tamales.itemId, quantity: 1 }] };
      const refused = await edit(staff, paid.id, body);
      expect(refused.status).toBe(403);
      expect((await json<ErrorBody>(refused)).error.message).toBe(
        "This change lowers what the customer paid, so money goes back to them: only the owner can make it, as with refunds.",
      );
      expect(await json<OrderDto>(await staff.request(`/api/admin/orders/${paid.id}`))).toMatchObject({
        totalCents: paid.totalCents,
        refundedCents: 0,
      });
      // The owner: $18.00 and its tax back to the card, once, however often it is sent.
      const answers = await Promise.all([edit(owner, paid.id, body), edit(owner, paid.id, body)]);
      const results = await Promise.all(answers.map((res) => json<OrderEditResult>(res)));
      expect(answers.map((res) => res.status)).toEqual([200, 200]);
      // Either may arrive first: the one that made the edit says what it gave back.
      const made = results.filter((result) => result.edited);
      expect(made).toHaveLength(1);
      const refundCents = 1800 + computeTax(3600, paid.taxRate) - computeTax(1800, paid.taxRate);
      expect(made[0]!.settlement).toEqual({ kind: "refund", amountCents: refundCents, atCounter: false });
      expect(await h.ctx.db.select().from(sandboxRefunds)).toHaveLength(1);
      expect(await h.ctx.db.select().from(orderEdits)).toHaveLength(1);
      const lowered = await json<OrderDto>(await staff.request(`/api/admin/orders/${paid.id}`));
      expect(lowered).toMatchObject({
        paymentStatus: "partially_refunded",
        refundedCents: refundCents,
        totalCents: 1800 + computeTax(1800, paid.taxRate),
      });

      // Horchata added: more than was taken, so a payment link for the difference, by text.
      const added = await json<OrderEditResult>(
        await edit(staff, paid.id, {
          lines: [
            { lineId: tamales.id, itemId: tamales.itemId, quantity: 1 },
            { itemId: menu.horchata.id, quantity: 2 },
          ],
        }),
      );
      const owed = 900 + computeTax(2700, paid.taxRate) - computeTax(1800, paid.taxRate);
      expect(added.settlement).toMatchObject({ kind: "link", amountCents: owed, sentBy: "sms" });
      expect(added.order.balanceDueCents).toBe(owed);
      const texts = await h.ctx.db.select().from(smsOutbox).where(eq(smsOutbox.relatedOrderId, paid.id));
      expect(texts.map((text) => text.kind)).toEqual(["payment_link"]);
      const url = (added.settlement as { url: string }).url;
      expect(texts[0]!.body).toContain(url);
      await payOnSandbox(customer, url);
      const settled = await json<OrderDto>(await staff.request(`/api/admin/orders/${paid.id}`));
      expect(settled.balanceDueCents).toBe(0);
      expect(settled.capturedCents).toBe(paid.totalCents + owed);

      // Every edit in the history, with who made it.
      const history = await historyOf(staff, paid.id);
      const edits = history.filter((entry) => entry.note?.startsWith("Edited:"));
      expect(edits).toHaveLength(2);
      expect(edits.map((entry) => entry.updatedByEmail).sort()).toEqual([ownerEmail, staffEmail].sort());
      expect(edits.some((entry) => entry.note!.includes("Tamales 2 → 1"))).toBe(true);
      expect(edits.some((entry) => entry.note!.includes("added Horchata × 2"))).toBe(true);
      expect(history.some((entry) => entry.note === `Paid $${(owed / 100).toFixed(2)} by payment link`)).toBe(true);

      // A counter order: more is collected at pickup, less handed back at the counter (no card).
      const counter = await json<StaffOrderResult>(
        await staff.request("/api/admin/orders", {
          method: "POST",
          json: staffOrder([{ itemId: menu.horchata.id, quantity: 2 }], { method: "card_present" }),
        }),
      );
      const line = counter.order.lines[0]!;
      const up = await json<OrderEditResult>(
        await edit(staff, counter.order.id, { lines: [{ lineId: line.id, itemId: line.itemId, quantity: 4 }] }),
      );
      expect(up.settlement).toMatchObject({ kind: "collect" });
      // Handed back at the counter is money going back too: the owner's word, not staff's alone.
      const counterDown = { lines: [{ lineId: line.id, itemId: line.itemId, quantity: 1 }] };
      expect((await edit(staff, counter.order.id, counterDown)).status).toBe(403);
      const down = await json<OrderEditResult>(await edit(owner, counter.order.id, counterDown));
      expect(down.settlement).toMatchObject({ kind: "refund", atCounter: true });
      expect(await h.ctx.db.select().from(sandboxRefunds)).toHaveLength(1);

      // A held card (cuts to weigh): the hold covers it until the weighing.
      const weighed = await checkout(customer, { preferredTime: "2026-12-01T13:00", lines: [{ itemId: menu.carnitas.id, quantity: 2 }] });
      await payOnSandbox(customer, weighed.url!);
      const held = await json<OrderDto>(await staff.request(`/api/admin/orders/${weighed.orderId}`));
      expect(held.paymentStatus).toBe("authorized");
      const cut = held.lines[0]!;
      const smaller = await json<OrderEditResult>(
        await edit(staff, held.id, { lines: [{ lineId: cut.id, itemId: cut.itemId, quantity: 1.5 }] }),
      );
      expect(smaller.settlement).toEqual({ kind: "hold", holdCents: held.holdCents, overCents: 0 });
      // More than the card holds: a hold cannot be raised, so the rest is collected at pickup.
      const larger = await json<OrderEditResult>(
        await edit(staff, held.id, { lines: [{ lineId: cut.id, itemId: cut.itemId, quantity: 3 }] }),
      );
      expect(larger.settlement).toMatchObject({ kind: "hold", holdCents: held.holdCents });
      expect((larger.settlement as { overCents: number }).overCents).toBe(larger.order.totalCents - held.holdCents!);
      expect((larger.settlement as { overCents: number }).overCents).toBeGreaterThan(0);
      expect(smaller.order.holdCents).toBe(held.holdCents);
      expect(smaller.order.totalCents).toBeLessThan(held.totalCents);
    });

    it("refuses edits an order cannot take, with clear words", async () => {
      const customer = await signedInClient(h, "pendiente@example.com");
      const unpaid = await checkout(customer, { preferredTime: "2026-12-01T12:00", lines: [{ itemId: menu.tamales.id, quantity: 1 }] });
      const order = await json<OrderDto>(await staff.request(`/api/admin/orders/${unpaid.orderId}`));
      const lines = order.lines.map((line) => ({ lineId: line.id, itemId: line.itemId, quantity: 2 }));
      const waiting = await edit(staff, order.id, { lines });
      expect(waiting.status).toBe(409);
      expect((await json<ErrorBody>(waiting)).error.message).toBe(
        "This order is waiting for its payment: change it once it is paid, or cancel it and take it again.",
      );

      const counter = await json<StaffOrderResult>(
        await staff.request("/api/admin/orders", {
          method: "POST",
          json: staffOrder([{ itemId: menu.horchata.id, quantity: 1 }], { method: "cash" }),
        }),
      );
      const foreign = await edit(staff, counter.order.id, {
        lines: [{ lineId: order.lines[0]!.id, itemId: order.lines[0]!.itemId, quantity: 1 }],
      });
      expect(foreign.status).toBe(400);
      await staff.request(`/api/admin/orders/${counter.order.id}/status`, { method: "PATCH", json: { status: "completed" } });
      const done = await edit(staff, counter.order.id, {
        lines: [{ lineId: counter.order.lines[0]!.id, itemId: menu.horchata.id, quantity: 2 }],
      });
      expect(done.status).toBe(409);
      expect((await json<ErrorBody>(done)).error.message).toBe("Only an order that is not completed or cancelled can be changed.");

      // Customers may not take or edit orders for others.
      expect((await customer.request("/api/admin/orders", { method: "POST", json: staffOrder([], { method: "cash" }) })).status).toBe(403);
      expect((await edit(customer, counter.order.id, { lines })).status).toBe(403);
    });
  },
  { env: { ...adminEnv, DEMO_NETWORK_ACCESS: "true" } },
);
