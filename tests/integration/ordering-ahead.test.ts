import { and, eq, ne } from "drizzle-orm";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { items } from "@server/db/schema/menu";
import { orders } from "@server/db/schema/orders";
import { sandboxCheckoutSessions } from "@server/db/schema/payments";
import { invalidateOrderingSettings } from "@server/services/ordering/ordering-settings";
import { checkout, expirePayment, fixClock, pickupCapacity, setShopSettings, type CheckoutAnswer } from "../setup/ordering-ahead";
import { describeEachDatabase, type TestHarness } from "../setup/test-app";
import { signedInClient } from "../setup/test-client";
import { CARNITAS_BY_THE_POUND, COUNTER_CATEGORY, HORCHATA, seedMenu, type SeededMenu } from "../setup/menu";

/**
 * Ordering ahead's placing rules (ADR 0014) on the server, through POST /api/checkout and POST /api/checkout/slots,
 * with the clock fixed at Tuesday 2026-12-01 10:00 in Los Angeles. Thursday 2026-12-03 is closed.
 */

const QUARTER = "Please select a time on the quarter hour (:00, :15, :30 or :45)";

/** The counter's Carnitas by the pound, Horchata, dishes that need a day or two, and Christmas tamales. */
const MENU = {
  categories: { counter: COUNTER_CATEGORY },
  items: {
    carnitas: CARNITAS_BY_THE_POUND,
    horchata: HORCHATA,
    barbacoa: { name: "Barbacoa", priceCents: 2200, leadMinutes: 24 * 60 },
    birria: { name: "Birria", priceCents: 1800, leadMinutes: 48 * 60 },
    tamales: {
      name: "Tamales",
      priceCents: 2400,
      preorderFirstDate: "2026-12-22",
      preorderLastDate: "2026-12-24",
      preorderCutoffDate: "2026-12-20",
    },
  },
};

const refusal = (answer: CheckoutAnswer) => answer.error?.fields?.preferredTime ?? answer.error?.message;

async function liveOrders(h: TestHarness) {
  return h.ctx.db.select().from(orders).where(ne(orders.status, "cancelled"));
}

describeEachDatabase("ordering ahead: the server's placing rules", (harness) => {
  let h: TestHarness;
  let menu: SeededMenu<typeof MENU>["items"];

  beforeEach(async () => {
    h = harness();
    fixClock();
    await setShopSettings(h, { closed: [{ date: "2026-12-03", label: "Staff day" }] });
    menu = (await seedMenu(h, MENU)).items;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("refuses a closed special day and a time off the quarter hour", async () => {
    const client = await signedInClient(h, "cerrado@example.com");
    const lines = [{ itemId: menu.horchata.id, quantity: 1 }];
    const closed = await checkout(client, { preferredTime: "2026-12-03T10:00", lines });
    expect(closed.status).toBe(400);
    expect(closed.error).toMatchObject({
      code: "validation_failed",
      fields: { preferredTime: "We're closed on December 3 (Staff day). Please select another day." },
    });
    const off = await checkout(client, { preferredTime: "2026-12-01T11:10", lines });
    expect(off.status).toBe(400);
    expect(refusal(off)).toBe(QUARTER);
    expect(await liveOrders(h)).toHaveLength(0);

    expect((await checkout(client, { preferredTime: "2026-12-04T10:00", lines })).status).toBe(200);
  });

  it("a lead time: refused before the notice with the item's name, accepted at it and after", async () => {
    const client = await signedInClient(h, "barbacoa@example.com");
    const lines = [
      { itemId: menu.horchata.id, quantity: 1 },
      { itemId: menu.barbacoa.id, quantity: 1 },
    ];
    const early = await checkout(client, { preferredTime: "2026-12-02T09:45", lines });
    expect(early.status).toBe(400);
    expect(refusal(early)).toBe("Barbacoa needs 24 hours' notice: the earliest time is Wednesday, December 2 at 10:00 AM.");
    expect((await checkout(client, { preferredTime: "2026-12-02T10:00", lines })).status).toBe(200);
    expect((await checkout(client, { preferredTime: "2026-12-02T15:30", lines })).status).toBe(200);
    // 48 hours lands on the closed Thursday: the next open time is Friday's opening.
    const birria = await checkout(client, { preferredTime: "2026-12-02T10:00", lines: [{ itemId: menu.birria.id, quantity: 1 }] });
    expect(refusal(birria)).toBe("Birria needs 48 hours' notice: the earliest time is Friday, December 4 at 8:00 AM.");
  });

  it("an item sold out today: refused today, accepted tomorrow", async () => {
    await h.ctx.db.update(items).set({ soldOutOn: "2026-12-01" }).where(eq(items.id, menu.carnitas.id));
    const client = await signedInClient(h, "agotado@example.com");
    const lines = [{ itemId: menu.carnitas.id, quantity: 1 }];
    const today = await checkout(client, { preferredTime: "2026-12-01T12:00", lines });
    expect(today.status).toBe(400);
    expect(refusal(today)).toBe("Carnitas is sold out today: the earliest time is Wednesday, December 2 at 8:00 AM.");
    expect((await checkout(client, { preferredTime: "2026-12-02T08:00", lines })).status).toBe(200);
    // Marked on another day, it sells today.
    await h.ctx.db.update(items).set({ soldOutOn: "2026-11-30" }).where(eq(items.id, menu.carnitas.id));
    expect((await checkout(client, { preferredTime: "2026-12-01T12:00", lines })).status).toBe(200);
  });

  it("a pre-order: only on its dates (more than 7 days ahead too), for pickup, until its cutoff", async () => {
    const client = await signedInClient(h, "tamales@example.com");
    const lines = [{ itemId: menu.tamales.id, quantity: 2 }];
    const outside = await checkout(client, { preferredTime: "2026-12-02T10:00", lines });
    expect(outside.status).toBe(400);
    expect(refusal(outside)).toBe("Tamales is a pre-order for pickup December 22-24. Please select a time on those dates.");
    const delivery = await checkout(client, {
      preferredTime: "2026-12-23T10:00",
      lines,
      orderType: "delivery",
      deliveryAddress: "123 Main St, Los Angeles, CA 90012",
    });
    expect(delivery.status).toBe(409);
    expect(refusal(delivery)).toBe("Tamales is a pre-order for pickup only. Please choose pickup.");

    const inside = await checkout(client, { preferredTime: "2026-12-23T10:00", lines });
    expect(inside.status).toBe(200);
    const [order] = await h.ctx.db.select().from(orders).where(eq(orders.id, inside.orderId!));
    expect(order!.deliveryTime.toISOString()).toBe("2026-12-23T18:00:00.000Z");

    // The cutoff has passed.
    await h.ctx.db.update(items).set({ preorderCutoffDate: "2026-11-30" }).where(eq(items.id, menu.tamales.id));
    const late = await checkout(client, { preferredTime: "2026-12-23T10:00", lines });
    expect(late.status).toBe(409);
    expect(refusal(late)).toBe("Orders for Tamales closed on November 30.");
  });

  it("delivery: only to the listed ZIP codes, from the minimum, with the fee below the free threshold", async () => {
    await setShopSettings(h, { delivery: { zipCodes: ["90012", "90026"], minimumCents: 2000, feeCents: 499, freeOverCents: 5000 } });
    const client = await signedInClient(h, "entrega@example.com");
    const deliver = (quantity: number, deliveryAddress = "123 Main St, Los Angeles, CA 90012-3456") =>
      checkout(client, {
        preferredTime: "2026-12-01T12:00",
        lines: [{ itemId: menu.carnitas.id, quantity }],
        orderType: "delivery",
        deliveryAddress,
      });

    const far = await deliver(2, "500 Ocean Ave, Santa Monica, CA 90401");
    expect(far.status).toBe(400);
    expect(far.error?.fields).toEqual({
      deliveryAddress: "Sorry, we don't deliver to 90401. Please choose pickup, or use an address in our delivery area.",
    });
    const small = await deliver(1);
    expect(small.status).toBe(400);
    expect(small.error?.message).toBe("Delivery orders start at $20.00. Add $4.01 more, or choose pickup.");
    expect(await liveOrders(h)).toHaveLength(0);

    // 2 lb: 31.98, tax 2.64, fee 4.99 (untaxed) = 39.61.
    const withFee = await deliver(2);
    expect(withFee.status).toBe(200);
    const [charged] = await h.ctx.db.select().from(orders).where(eq(orders.id, withFee.orderId!));
    expect(charged).toMatchObject({ subtotalCents: 3198, taxCents: 264, deliveryFeeCents: 499, tipCents: 0, totalCents: 3961 });
    const [session] = await h.ctx.db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.orderId, withFee.orderId!));
    expect(session!.lines).toContainEqual({ name: "Delivery fee", unitAmountCents: 499, quantity: 1 });
    expect(session!.amountTotalCents).toBe(3961);

    // 4 lb: 63.96, over the $50 threshold: free.
    const free = await deliver(4);
    const [freeOrder] = await h.ctx.db.select().from(orders).where(eq(orders.id, free.orderId!));
    expect(freeOrder).toMatchObject({ subtotalCents: 6396, taxCents: 528, deliveryFeeCents: 0, totalCents: 6924 });
    // Pickup pays no fee whatever the subtotal.
    const pickup = await checkout(client, { preferredTime: "2026-12-01T12:00", lines: [{ itemId: menu.carnitas.id, quantity: 1 }] });
    const [pickupOrder] = await h.ctx.db.select().from(orders).where(eq(orders.id, pickup.orderId!));
    expect(pickupOrder).toMatchObject({ deliveryFeeCents: 0, totalCents: 1599 + 132 });
  });

  it("a 15 % tip: stored, untaxed, in the total and its own line on the pay page", async () => {
    const client = await signedInClient(h, "propina@example.com");
    const placed = await checkout(client, {
      preferredTime: "2026-12-01T12:00",
      lines: [{ itemId: menu.carnitas.id, quantity: 2 }],
      tip: { kind: "percent", percent: 15 },
    });
    expect(placed.status).toBe(200);
    // 31.98 × 15 % = 4.797 → 4.80; tax 2.64 on 31.98 alone; total 31.98 + 2.64 + 4.80.
    const [order] = await h.ctx.db.select().from(orders).where(eq(orders.id, placed.orderId!));
    expect(order).toMatchObject({ subtotalCents: 3198, taxCents: 264, tipCents: 480, deliveryFeeCents: 0, totalCents: 3942 });
    const [session] = await h.ctx.db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.orderId, placed.orderId!));
    expect(session!.lines).toContainEqual({ name: "Tip", unitAmountCents: 480, quantity: 1 });
    expect(session!.lines).toContainEqual({ name: expect.stringMatching(/tax/i), unitAmountCents: 264, quantity: 1 });
    expect(session!.amountTotalCents).toBe(3942);
    // The sandbox pay page answers this machine only (demo-access.test.ts).
    const page = await (await h.request(new URL(placed.url!).pathname)).text();
    expect(page).toContain("Tip");
    expect(page).toContain("$4.80");
    expect(page).toContain("$39.42");

    const tooMuch = await checkout(client, {
      preferredTime: "2026-12-01T12:00",
      lines: [{ itemId: menu.carnitas.id, quantity: 1 }],
      tip: { kind: "amount", cents: 20_001 },
    });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.error?.message).toBe("A tip can be at most $200.00.");
  });

  it("capacity by orders: the third order in a slot of two is refused, naming the next open time; a cancelled one frees its place", async () => {
    await setShopSettings(h, { capacity: pickupCapacity(2, null) });
    const client = await signedInClient(h, "lugar@example.com");
    const order = (preferredTime = "2026-12-01T12:00") =>
      checkout(client, { preferredTime, lines: [{ itemId: menu.horchata.id, quantity: 1 }] });
    const first = await order();
    const second = await order();
    expect([first.status, second.status]).toEqual([200, 200]);
    // 12:15 is full too.
    expect((await order("2026-12-01T12:15")).status).toBe(200);
    expect((await order("2026-12-01T12:15")).status).toBe(200);
    const third = await order();
    expect(third.status).toBe(409);
    expect(third.error).toMatchObject({
      code: "slot_full",
      message: "That time is full. The next open time is Tuesday, December 1 at 12:30 PM.",
      fields: { preferredTime: "That time is full. The next open time is Tuesday, December 1 at 12:30 PM." },
    });
    // Delivery slots count apart.
    const delivery = await checkout(client, {
      preferredTime: "2026-12-01T12:00",
      lines: [{ itemId: menu.carnitas.id, quantity: 2 }],
      orderType: "delivery",
      deliveryAddress: "123 Main St, Los Angeles, CA 90012",
    });
    expect(delivery.status).toBe(200);

    await expirePayment(h, first.orderId!);
    const again = await order();
    expect(again.status).toBe(200);
    expect((await order()).status).toBe(409);
    const atNoon = await h.ctx.db
      .select()
      .from(orders)
      .where(
        and(eq(orders.orderType, "pickup"), ne(orders.status, "cancelled"), eq(orders.deliveryTime, new Date("2026-12-01T20:00:00Z"))),
      );
    expect(atNoon).toHaveLength(2);
  });

  it("capacity by pounds: an order that would pass the slot's pounds is refused; one without pounds still fits", async () => {
    await setShopSettings(h, { capacity: pickupCapacity(null, 3) });
    const client = await signedInClient(h, "libras@example.com");
    const order = (itemId: string, quantity: number) =>
      checkout(client, { preferredTime: "2026-12-01T12:00", lines: [{ itemId, quantity }] });
    expect((await order(menu.carnitas.id, 2)).status).toBe(200);
    const over = await order(menu.carnitas.id, 1.5);
    expect(over.status).toBe(409);
    expect(over.error).toMatchObject({
      code: "slot_full",
      message: "That time is full. The next open time is Tuesday, December 1 at 12:15 PM.",
    });
    expect((await order(menu.carnitas.id, 1)).status).toBe(200);
    expect((await order(menu.horchata.id, 3)).status).toBe(200);
    expect((await order(menu.carnitas.id, 0.5)).status).toBe(409);
    const stored = (await liveOrders(h)).map((row) => Number(row.pounds)).sort();
    expect(stored).toEqual([0, 1, 2]);
  });

  it("daily stock: taken by each order of the day, given back when one is cancelled", async () => {
    await h.ctx.db.update(items).set({ dailyStock: 3 }).where(eq(items.id, menu.carnitas.id));
    const client = await signedInClient(h, "existencias@example.com");
    const order = (quantity: number, preferredTime: string) =>
      checkout(client, { preferredTime, lines: [{ itemId: menu.carnitas.id, quantity }] });
    const first = await order(2, "2026-12-01T12:00");
    expect(first.status).toBe(200);
    const short = await order(1.5, "2026-12-01T16:00");
    expect(short.status).toBe(409);
    expect(short.error).toMatchObject({
      code: "stock_short",
      message: "Only 1 lb of Carnitas left for Tuesday, December 1. Please lower the quantity or choose another day.",
    });
    // Another day has its own stock.
    expect((await order(3, "2026-12-02T12:00")).status).toBe(200);
    expect((await order(1, "2026-12-01T16:00")).status).toBe(200);
    const gone = await order(0.5, "2026-12-01T17:00");
    expect(gone.error).toMatchObject({
      code: "stock_short",
      message: "Carnitas is sold out for Tuesday, December 1. Please choose another day.",
    });

    await expirePayment(h, first.orderId!);
    expect((await order(1.5, "2026-12-01T16:00")).status).toBe(200);
    expect((await order(1, "2026-12-01T16:00")).status).toBe(409);
  });

  it("POST /api/checkout/slots skips full slots and closed days, and says which item sets the earliest time", async () => {
    await setShopSettings(h, { capacity: pickupCapacity(1, null) });
    const client = await signedInClient(h, "huecos@example.com");
    const slots = async (lines: { itemId: string; quantity: number }[], orderType = "pickup") => {
      const res = await client.post("/api/checkout/slots", { orderType, lines });
      expect(res.status).toBe(200);
      return (await res.json()) as { slots: string[]; notice: string | null };
    };
    const horchata = [{ itemId: menu.horchata.id, quantity: 1 }];
    expect(await slots(horchata)).toEqual({
      slots: ["2026-12-01T10:15", "2026-12-01T10:30", "2026-12-01T10:45", "2026-12-01T11:00"],
      notice: null,
    });
    expect((await checkout(client, { preferredTime: "2026-12-01T10:15", lines: horchata })).status).toBe(200);
    expect((await checkout(client, { preferredTime: "2026-12-01T10:45", lines: horchata })).status).toBe(200);
    expect((await slots(horchata)).slots).toEqual(["2026-12-01T10:30", "2026-12-01T11:00", "2026-12-01T11:15", "2026-12-01T11:30"]);
    // Delivery's slots are not taken by pickups.
    expect((await slots(horchata, "delivery")).slots[0]).toBe("2026-12-01T10:15");

    // Birria needs 48 hours: Thursday is closed, so Friday's opening.
    expect(await slots([...horchata, { itemId: menu.birria.id, quantity: 1 }])).toEqual({
      slots: ["2026-12-04T08:00", "2026-12-04T08:15", "2026-12-04T08:30", "2026-12-04T08:45"],
      notice: "Birria needs 48 hours' notice, so the earliest time is Friday, December 4 at 8:00 AM.",
    });
    // Sold out today: tomorrow's opening.
    await h.ctx.db.update(items).set({ soldOutOn: "2026-12-01" }).where(eq(items.id, menu.carnitas.id));
    expect(await slots([{ itemId: menu.carnitas.id, quantity: 1 }])).toEqual({
      slots: ["2026-12-02T08:00", "2026-12-02T08:15", "2026-12-02T08:30", "2026-12-02T08:45"],
      notice: "Carnitas is sold out today, so the earliest time is Wednesday, December 2 at 8:00 AM.",
    });
  });

  it("settings written after a cached read apply once invalidated", async () => {
    const client = await signedInClient(h, "cache@example.com");
    const lines = [{ itemId: menu.horchata.id, quantity: 1 }];
    expect((await client.post("/api/checkout/slots", { orderType: "pickup", lines })).status).toBe(200);
    await setShopSettings(h, { closed: [{ date: "2026-12-02", label: "" }] });
    invalidateOrderingSettings(h.ctx.db);
    const closed = await checkout(client, { preferredTime: "2026-12-02T10:00", lines });
    expect(refusal(closed)).toBe("We're closed on December 2. Please select another day.");
  });
});
