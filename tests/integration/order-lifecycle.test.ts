import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ORDER_STATUSES, PAYMENT_STATUSES } from "@shared/orders/orders";
import { createCategory, createItem } from "@server/db/factories";
import { user } from "@server/db/schema/auth";
import { mailOutbox } from "@server/db/schema/mail";
import { orderStatusHistory, orders } from "@server/db/schema/orders";
import {
  changeOrder,
  isAllowedMove,
  ORDER_EVENTS,
  PAYMENT_MOVES,
  STATUS_MOVES,
  type OrderActor,
  type OrderEvent,
  type OrderState,
} from "@server/services/orders/lifecycle";
import { createOrder } from "../setup/order-factory";
import { describeEachDatabase, type TestHarness } from "../setup/test-app";

const EVENTS: OrderEvent[] = [
  { type: "status_set", status: "completed" },
  { type: "payment_processing" },
  { type: "paid", sessionId: "sess", paymentReference: null, amountCents: null },
  { type: "payment_failed" },
  { type: "payment_expired" },
  { type: "checkout_failed" },
  { type: "abandoned" },
  { type: "authorized", sessionId: "sess", paymentReference: "pi", amountCents: 3000, holdExpiresAt: new Date() },
  { type: "captured", amountCents: 2800 },
  { type: "hold_released" },
  { type: "hold_expired" },
  { type: "refunded", amountCents: 500, reason: null, parts: [] },
  { type: "paid_at_counter", method: "cash", amountCents: 2800 },
  { type: "balance_paid", amountCents: 500, topUpId: "top-up", paymentReference: "pi" },
  { type: "balance_collected", amountCents: 500, method: "cash" },
  { type: "gift_card_covered", held: false },
  { type: "gift_card_covered", held: true },
];
const STATES: OrderState[] = ORDER_STATUSES.flatMap((status) => PAYMENT_STATUSES.map((paymentStatus) => ({ status, paymentStatus })));

describe("the order's tables of moves and events (ADR 0010)", () => {
  it("every event, from every state, either does nothing or makes an allowed move", () => {
    for (const event of EVENTS) {
      for (const state of STATES) {
        const next = ORDER_EVENTS[event.type].next(state, event);
        if (next) expect(isAllowedMove(state, next), `${event.type} from ${JSON.stringify(state)}`).toBe(true);
      }
    }
  });

  it("the admin may set any status from any status (docs/product.md 'Order status'); a payment only moves forward", () => {
    for (const from of ORDER_STATUSES) expect([...STATUS_MOVES[from], from].sort()).toEqual([...ORDER_STATUSES].sort());
    // Money taken only goes back by refunds (ADR 0016), in part and then in full.
    expect(PAYMENT_MOVES.paid).toEqual(["partially_refunded", "refunded"]);
    expect(PAYMENT_MOVES.partially_refunded).toEqual(["refunded"]);
    expect(PAYMENT_MOVES.refunded).toEqual([]);
    expect(PAYMENT_MOVES.released).toEqual([]);
    for (const from of PAYMENT_STATUSES) expect(PAYMENT_MOVES[from]).not.toContain("unpaid");
  });

  it("only the provider or the sweeper moves a payment (the admin only on a held card or a refund, after the provider's answer, or for money taken at the counter); only the admin sets a status", () => {
    for (const [type, rule] of Object.entries(ORDER_EVENTS)) {
      const movesPayment = STATES.some((state) =>
        EVENTS.filter((event) => event.type === type).some((event) => {
          const next = rule.next(state, event);
          return next && next.paymentStatus !== state.paymentStatus;
        }),
      );
      // Weigh and finish, and cancelling a held order: weighing.ts asks the provider first and
      // records its answer (a capture, a release, a lapsed hold) in the admin's name; so does a
      // refund (refunds.ts), once the provider has made it.
      // Money staff took in their own hands at the counter (ADR 0016) is theirs to record: no
      // provider is involved (the order paid there, or a balance owed at pickup).
      const providerAnsweredEvents = ["captured", "hold_released", "hold_expired", "refunded", "paid_at_counter", "balance_collected"];
      // A gift card covering the order (ADR 0024) is the shop's own ledger, written in the same
      // transaction as the order by whoever places it: no provider is involved.
      if (type === "gift_card_covered") {
        expect(rule.by).toEqual(["customer", "admin"]);
        continue;
      }
      if (movesPayment)
        expect(
          rule.by.every((kind) => kind === "provider" || kind === "sweeper" || (kind === "admin" && providerAnsweredEvents.includes(type))),
          type,
        ).toBe(true);
    }
    expect(ORDER_EVENTS.status_set.by).toEqual(["admin"]);
  });
});

async function anOrder(h: TestHarness, fields: Partial<Parameters<typeof createOrder>[1]> = {}) {
  const category = await createCategory(h.ctx.db, {});
  const item = await createItem(h.ctx.db, { categoryId: category.id, priceCents: 1599 });
  return createOrder(h.ctx.db, { lines: [{ itemId: item.id, quantity: 1, priceCents: 1599 }], ...fields });
}

async function anAdmin(h: TestHarness): Promise<Extract<OrderActor, { kind: "admin" }>> {
  const id = randomUUID();
  const email = `admin-${id.slice(0, 8)}@example.com`;
  await h.ctx.db.insert(user).values({ id, name: "Admin", email, emailVerified: true, role: "admin" });
  return { kind: "admin", userId: id, email };
}

const historyOf = (h: TestHarness, orderId: string) =>
  h.ctx.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));

describeEachDatabase("changeOrder: the one way an order changes", (harness) => {
  it("writes the order, a history row naming the admin and the status e-mail, together; the same status again does nothing", async () => {
    const h = harness();
    const order = await anOrder(h, { paid: true });
    const admin = await anAdmin(h);
    const change = () =>
      h.ctx.db.transaction((tx) =>
        changeOrder(h.ctx, { tx, orderId: order.id, event: { type: "status_set", status: "processing" }, actor: admin, mail: "status" }),
      );

    const first = await change();
    expect(first).toMatchObject({ changed: true, before: { status: "pending", paymentStatus: "paid" } });
    expect(first.order.status).toBe("processing");
    const history = await historyOf(h, order.id);
    expect(history.map((entry) => [entry.status, entry.changedByUserId])).toEqual(expect.arrayContaining([["processing", admin.userId]]));
    const mails = await h.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.relatedOrderId, order.id));
    expect(mails.map((mail) => mail.kind)).toEqual(["order_status"]);

    const again = await change();
    expect(again.changed).toBe(false);
    expect(await historyOf(h, order.id)).toHaveLength(history.length);
    expect(await h.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.relatedOrderId, order.id))).toHaveLength(1);
  });

  it("refuses an event from someone who may not cause it, and changes nothing", async () => {
    const h = harness();
    const order = await anOrder(h);
    const admin = await anAdmin(h);
    await expect(
      h.ctx.db.transaction((tx) =>
        changeOrder(h.ctx, {
          tx,
          orderId: order.id,
          event: { type: "paid", sessionId: "s", paymentReference: null, amountCents: null },
          actor: admin,
          mail: null,
        }),
      ),
    ).rejects.toThrow(/cannot be caused by the admin/);
    const customer: OrderActor = { kind: "customer", userId: "nobody" };
    await expect(
      h.ctx.db.transaction((tx) =>
        changeOrder(h.ctx, { tx, orderId: order.id, event: { type: "status_set", status: "completed" }, actor: customer, mail: null }),
      ),
    ).rejects.toThrow(/cannot be caused by the customer/);
    const [row] = await h.ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: "pending", paymentStatus: "unpaid" });
  });

  it("money received for a cancelled order puts it back in the kitchen's queue, once, and says so in the history", async () => {
    const h = harness();
    const order = await anOrder(h, { status: "cancelled", paymentStatus: "expired" });
    const pay = () =>
      h.ctx.db.transaction((tx) =>
        changeOrder(h.ctx, {
          tx,
          orderId: order.id,
          event: { type: "paid", sessionId: "cs_late", paymentReference: "pi_1", amountCents: order.totalCents },
          actor: { kind: "provider", eventId: "evt_late" },
          mail: "confirmation",
        }),
      );
    const [first, second] = [await pay(), await pay()];
    expect(first.changed).toBe(true);
    expect(second.changed).toBe(false);
    const [row] = await h.ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: "pending", paymentStatus: "paid", paymentReference: "pi_1" });
    expect(row!.paidAt).not.toBeNull();
    const notes = (await historyOf(h, order.id)).map((entry) => entry.note);
    expect(notes).toContain("Payment received, after the order had been cancelled: check it");
    const mails = await h.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.relatedOrderId, order.id));
    expect(mails.map((mail) => mail.kind)).toEqual(["order_confirmation"]);
  });

  it("a payment-only move that changes no status writes no kitchen history", async () => {
    const h = harness();
    const order = await anOrder(h);
    const before = (await historyOf(h, order.id)).length;
    const result = await h.ctx.db.transaction((tx) =>
      changeOrder(h.ctx, { tx, orderId: order.id, event: { type: "payment_processing" }, actor: { kind: "sweeper" }, mail: null }),
    );
    expect(result.changed).toBe(true);
    expect(result.order.paymentStatus).toBe("processing");
    expect(await historyOf(h, order.id)).toHaveLength(before);
  });

  it("many deliveries of one payment at once: one change, one history entry, one e-mail", async () => {
    const h = harness();
    const order = await anOrder(h);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        h.ctx.db.transaction((tx) =>
          changeOrder(h.ctx, {
            tx,
            orderId: order.id,
            event: { type: "paid", sessionId: "cs_storm", paymentReference: null, amountCents: null },
            actor: { kind: "provider", eventId: `evt_${i}` },
            mail: "confirmation",
          }),
        ),
      ),
    );
    expect(results.filter((result) => result.changed)).toHaveLength(1);
    expect((await historyOf(h, order.id)).filter((entry) => entry.note?.startsWith("Payment received"))).toHaveLength(1);
    expect(await h.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.relatedOrderId, order.id))).toHaveLength(1);
  });

  it("an unknown order is 'not found'", async () => {
    const h = harness();
    const admin = await anAdmin(h);
    await expect(
      h.ctx.db.transaction((tx) =>
        changeOrder(h.ctx, { tx, orderId: randomUUID(), event: { type: "status_set", status: "completed" }, actor: admin, mail: null }),
      ),
    ).rejects.toMatchObject({ code: "not_found" });
  });
});
