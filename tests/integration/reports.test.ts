import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { fromWallTime } from "@shared/core/time";
import { addDays, shopDate } from "@shared/ordering/schedule";
import { ORDER_CSV_COLUMNS, PAYMENT_CSV_COLUMNS, type ReportDto } from "@shared/reports/reports";
import { createCategory, createItem } from "@server/db/factories";
import { orderPayments, orders, refunds } from "@server/db/schema/orders";
import { cateringEvents, cateringPayments } from "@server/db/schema/catering";
import { giftCardLedger, giftCardSales, promoCodes, promoRedemptions } from "@server/db/schema/gift-cards";
import { NO_PROMO_RULES } from "@shared/promos/promos";
import { createGiftCard } from "../setup/gift-card-factory";
import { setShopSettings } from "../setup/ordering-ahead";
import { NO_CAPACITY_LIMITS } from "@shared/ordering/ordering";
import { adminEnv, signedInAdmin } from "../setup/admins";
import { checkoutDetails } from "../setup/checkout-details";
import { createOrder } from "../setup/order-factory";
import { describeEachDatabase, type TestHarness } from "../setup/test-app";
import { signedInClient, type TestClient } from "../setup/test-client";
import { ARRACHERA_BY_THE_POUND } from "../setup/menu";

/**
 * The owner's reports (ADR 0025): figures summed from roll-ups kept by the shop's days, checked
 * against sums this test works out from the history it wrote; the days of a daylight-saving
 * change; a weighing and a refund days after the order, each counted on its own day; the CSV's
 * columns and totals; and only the owner may read them.
 */

const TZ = "America/Los_Angeles";
const at = (wall: string) => fromWallTime(wall, TZ)!;
const json = async <T>(res: Response) => (await res.json()) as T;

async function report(admin: TestClient, query: string): Promise<ReportDto> {
  const res = await admin.request(`/api/admin/reports?${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return json<ReportDto>(res);
}

/** A CSV as rows of fields (no field in these tests holds a comma or a quote, but items may: they are quoted). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let field = "";
  let row: string[] = [];
  let quoted = false;
  const body = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else if (char !== "\r") field += char;
  }
  return rows;
}
const cents = (dollars: string) => Math.round(Number(dollars) * 100);

interface Seeded {
  id: string;
  placed: Date;
  day: string;
  channel: "web" | "phone" | "walk_in";
  type: "pickup" | "delivery";
  totalCents: number;
  subtotalCents: number;
  taxCents: number;
  tipCents: number;
  feeCents: number;
  payments: { at: Date; cents: number; method: string }[];
  refunds: { at: Date; cents: number }[];
  pounds: number;
  choice: string;
  pickup: Date;
  weighed: { at: Date; estimated: number } | null;
  email: string;
}

/**
 * A history over October and November 2026: 48 orders from the website, the phone and the
 * counter, pickup and delivery, with tips and fees; some weighed a day later, some refunded in
 * part two days later, one in full; and orders that took no money (not counted).
 */
async function seedHistory(h: TestHarness) {
  const category = await createCategory(h.ctx.db, { name: "Carnes", slug: `carnes-${randomUUID().slice(0, 6)}` });
  const carnitas = await createItem(h.ctx.db, { categoryId: category.id, name: "Carnitas", priceCents: 1299, priceUnit: "lb" });
  const seeded: Seeded[] = [];
  for (let i = 0; i < 48; i++) {
    const date = addDays("2026-10-20", i % 24);
    const placed = at(`${date}T${String(9 + (i % 9)).padStart(2, "0")}:${i % 2 ? "45" : "05"}`);
    const channel = i % 5 === 0 ? "walk_in" : i % 5 === 1 ? "phone" : "web";
    const type = i % 3 === 0 ? "delivery" : "pickup";
    const quantity = i % 2 ? 2 : 1.5;
    const choice = i % 2 ? "Surtida" : "Maciza";
    const tipCents = i % 4 === 0 ? 300 : 0;
    const feeCents = type === "delivery" ? 499 : 0;
    const email = `history-${i % 10}@example.com`;
    const pickup = new Date(placed.getTime() + 2 * 60 * 60_000);
    const order = await createOrder(h.ctx.db, {
      lines: [{ itemId: carnitas.id, name: "Carnitas", quantity, priceCents: 1299, unit: "lb" }],
      orderType: type,
      deliveryAddress: type === "delivery" ? "1 Main St" : null,
      deliveryTime: pickup,
      channel: channel === "web" ? "web" : "staff",
      paymentProvider: channel === "walk_in" ? "counter" : "sandbox",
      customerEmail: email,
      createdAt: placed,
    });
    // Totals with the fee and tip, as checkout writes them.
    const totalCents = order.subtotalCents + order.taxCents + feeCents + tipCents;
    const weighed = i % 7 === 3 ? { at: new Date(placed.getTime() + 26 * 60 * 60_000), estimated: totalCents + 150 } : null;
    const paidAt = weighed ? weighed.at : new Date(placed.getTime() + 5 * 60_000);
    const method = channel === "walk_in" ? "cash" : "card";
    await h.ctx.db.execute(
      sql`update order_items set options = ${JSON.stringify([
        { groupId: "g", groupName: "Style", optionId: choice, name: choice, priceDeltaCents: 0 },
      ])}::jsonb where order_id = ${order.id}`,
    );
    await h.ctx.db
      .update(orders)
      .set({
        totalCents,
        tipCents,
        deliveryFeeCents: feeCents,
        paymentStatus: "paid",
        paidAt,
        capturedCents: totalCents,
        paymentMethod: method as "card" | "cash",
        estimatedTotalCents: weighed?.estimated ?? null,
        weighedAt: weighed?.at ?? null,
        status: "completed",
      })
      .where(eq(orders.id, order.id));
    const [payment] = await h.ctx.db
      .insert(orderPayments)
      .values({ orderId: order.id, purpose: "order", method: method as "card" | "cash", amountCents: totalCents, createdAt: paidAt })
      .returning();
    const refundsOf: Seeded["refunds"] = [];
    const refund = async (cents: number, settled: Date) => {
      await h.ctx.db.insert(refunds).values({
        orderId: order.id,
        amountCents: cents,
        idempotencyKey: randomUUID(),
        status: "succeeded",
        createdAt: settled,
        settledAt: settled,
        parts: [{ paymentId: payment!.id, amountCents: cents, atCounter: false }],
      });
      await h.ctx.db
        .update(orderPayments)
        .set({ refundedCents: sql`${orderPayments.refundedCents} + ${cents}` })
        .where(eq(orderPayments.id, payment!.id));
      refundsOf.push({ at: settled, cents });
    };
    if (i % 9 === 4) await refund(500, new Date(paidAt.getTime() + 2 * 24 * 60 * 60_000));
    if (i === 10) await refund(totalCents, new Date(paidAt.getTime() + 60 * 60_000));
    seeded.push({
      id: order.id,
      placed,
      day: date,
      channel,
      type,
      totalCents,
      subtotalCents: order.subtotalCents,
      taxCents: order.taxCents,
      tipCents,
      feeCents,
      payments: [{ at: paidAt, cents: totalCents, method }],
      refunds: refundsOf,
      pounds: quantity,
      choice,
      pickup,
      weighed,
      email,
    });
  }
  // Orders that took no money are not counted: one unpaid, one whose payment failed.
  await createOrder(h.ctx.db, {
    lines: [{ itemId: carnitas.id, quantity: 1, priceCents: 1299, unit: "lb" }],
    createdAt: at("2026-10-25T10:00"),
  });
  await createOrder(h.ctx.db, {
    lines: [{ itemId: carnitas.id, quantity: 1, priceCents: 1299, unit: "lb" }],
    createdAt: at("2026-10-26T10:00"),
    paymentStatus: "failed",
    status: "cancelled",
  });
  return seeded;
}

/** The figures this test expects for [from, to], worked out from what it wrote. */
function expected(seeded: Seeded[], from: string, to: string) {
  const inRange = (instant: Date) => {
    const day = shopDate(instant, TZ);
    return day >= from && day <= to;
  };
  const placed = seeded.filter((order) => inRange(order.placed));
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const firstOrderOf = new Map<string, number>();
  for (const order of [...seeded].sort((a, b) => a.placed.getTime() - b.placed.getTime()))
    if (!firstOrderOf.has(order.email)) firstOrderOf.set(order.email, order.placed.getTime());
  const newOrders = placed.filter((order) => firstOrderOf.get(order.email) === order.placed.getTime()).length;
  const weighed = seeded.filter((order) => order.weighed && inRange(order.weighed.at));
  const slots = new Map<string, number>();
  for (const order of seeded.filter((o) => inRange(o.pickup))) {
    const wall = new Intl.DateTimeFormat("en-US", { timeZone: TZ, weekday: "short", hour: "numeric", hourCycle: "h23" }).formatToParts(
      order.pickup,
    );
    const weekday = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(wall.find((p) => p.type === "weekday")!.value);
    const key = `${weekday}-${Number(wall.find((p) => p.type === "hour")!.value)}`;
    slots.set(key, (slots.get(key) ?? 0) + 1);
  }
  return {
    captured: sum(seeded.flatMap((order) => order.payments.filter((p) => inRange(p.at)).map((p) => p.cents))),
    refunded: sum(seeded.flatMap((order) => order.refunds.filter((r) => inRange(r.at)).map((r) => r.cents))),
    orders: placed.length,
    total: sum(placed.map((order) => order.totalCents)),
    subtotal: sum(placed.map((order) => order.subtotalCents)),
    tax: sum(placed.map((order) => order.taxCents)),
    tips: sum(placed.map((order) => order.tipCents)),
    fees: sum(placed.map((order) => order.feeCents)),
    byChannel: Object.fromEntries(
      (["web", "phone", "walk_in"] as const).map((channel) => [channel, placed.filter((order) => order.channel === channel).length]),
    ),
    delivery: placed.filter((order) => order.type === "delivery").length,
    maciza: sum(placed.filter((order) => order.choice === "Maciza").map((order) => order.pounds)),
    surtida: sum(placed.filter((order) => order.choice === "Surtida").map((order) => order.pounds)),
    newOrders,
    returningOrders: placed.length - newOrders,
    weighed: weighed.length,
    estimated: sum(weighed.map((order) => order.weighed!.estimated)),
    weighedTotal: sum(weighed.map((order) => order.totalCents)),
    slots,
  };
}

function expectFigures(figures: ReportDto, want: ReturnType<typeof expected>) {
  expect(figures.revenue).toMatchObject({
    capturedCents: want.captured,
    refundedCents: want.refunded,
    netCents: want.captured - want.refunded,
  });
  expect(figures.revenue.series.reduce((total, point) => total + point.capturedCents, 0)).toBe(want.captured);
  expect(figures.revenue.byMethod.reduce((total, entry) => total + entry.cents, 0)).toBe(want.captured);
  expect(figures.orders.count).toBe(want.orders);
  expect(figures.orders.totalCents).toBe(want.total);
  expect(figures.orders.averageCents).toBe(want.orders ? Math.round(want.total / want.orders) : 0);
  expect(figures.extras).toMatchObject({
    subtotalCents: want.subtotal,
    taxCents: want.tax,
    tipsCents: want.tips,
    deliveryFeesCents: want.fees,
  });
  for (const channel of ["web", "phone", "walk_in"] as const)
    expect(figures.channels.find((entry) => entry.channel === channel)!.orders).toBe(want.byChannel[channel]);
  expect(figures.orderTypes.find((entry) => entry.type === "delivery")!.orders).toBe(want.delivery);
  const pounds = (choice: string) => figures.items.find((item) => item.itemName === "Carnitas" && item.choice === choice)?.pounds ?? 0;
  expect(pounds("Maciza")).toBeCloseTo(want.maciza, 3);
  expect(pounds("Surtida")).toBeCloseTo(want.surtida, 3);
  expect(figures.customers).toMatchObject({ newOrders: want.newOrders, returningOrders: want.returningOrders });
  expect(figures.weighing).toMatchObject({
    orders: want.weighed,
    estimatedCents: want.estimated,
    weighedCents: want.weighedTotal,
    differenceCents: want.weighedTotal - want.estimated,
  });
  const slotOrders = new Map(figures.slots.filter((slot) => slot.orders > 0).map((slot) => [`${slot.weekday}-${slot.hour}`, slot.orders]));
  expect(slotOrders).toEqual(want.slots);
}

describeEachDatabase(
  "the owner's reports",
  (harness) => {
    it("sum a seeded history exactly, over days, whole months and both, and keep up when an old order changes", async () => {
      const h = harness();
      const seeded = await seedHistory(h);
      const { client: owner } = await signedInAdmin(h);
      for (const [from, to] of [
        ["2026-10-20", "2026-10-20"],
        ["2026-10-22", "2026-11-04"],
        ["2026-10-01", "2026-10-31"],
        ["2026-09-15", "2026-12-10"],
      ] as const) {
        expectFigures(await report(owner, `from=${from}&to=${to}&bucket=week`), expected(seeded, from, to));
      }
      // The same dates a week before: the compared revenue is that week's money.
      const compared = await report(owner, "from=2026-10-27&to=2026-11-02&compare=week");
      expect(compared.previous).toEqual({ from: "2026-10-20", to: "2026-10-26" });
      expect(compared.revenue.previousCapturedCents).toBe(expected(seeded, "2026-10-20", "2026-10-26").captured);
      expect(compared.revenue.series).toHaveLength(7);

      // An old order's tip changes (an edit) and another is refunded today: the roll-ups follow.
      const edited = seeded[5]!;
      await h.ctx.db
        .update(orders)
        .set({ tipCents: edited.tipCents + 200, totalCents: edited.totalCents + 200 })
        .where(eq(orders.id, edited.id));
      edited.tipCents += 200;
      edited.totalCents += 200;
      expectFigures(await report(owner, "from=2026-10-01&to=2026-11-30"), expected(seeded, "2026-10-01", "2026-11-30"));
    });

    it("count the hours of a daylight-saving day on that day, 23 or 25 of them", async () => {
      const h = harness();
      const category = await createCategory(h.ctx.db, { name: "Bebidas", slug: `bebidas-${randomUUID().slice(0, 6)}` });
      const horchata = await createItem(h.ctx.db, { categoryId: category.id, name: "Horchata", priceCents: 450 });
      const { client: owner } = await signedInAdmin(h);
      // Spring forward (8 March 2026, 02:00 → 03:00) and fall back (1 November 2026, 02:00 → 01:00).
      const instants = [
        new Date("2026-03-08T08:05:00Z"), // 00:05 PST
        new Date("2026-03-08T10:30:00Z"), // 03:30 PDT
        new Date("2026-03-09T06:55:00Z"), // 23:55 PDT, still the 8th
        new Date("2026-11-01T07:05:00Z"), // 00:05 PDT
        new Date("2026-11-01T08:30:00Z"), // 01:30 PDT
        new Date("2026-11-01T09:30:00Z"), // 01:30 PST, the second time
        new Date("2026-11-02T07:55:00Z"), // 23:55 PST, still the 1st
      ];
      for (const instant of instants) {
        const order = await createOrder(h.ctx.db, {
          lines: [{ itemId: horchata.id, quantity: 1, priceCents: 450 }],
          createdAt: instant,
          deliveryTime: instant,
          paid: true,
        });
        await h.ctx.db
          .insert(orderPayments)
          .values({ orderId: order.id, purpose: "order", method: "card", amountCents: order.totalCents, createdAt: instant });
      }
      const spring = await report(owner, "from=2026-03-08&to=2026-03-08");
      expect(spring.orders.count).toBe(3);
      expect(spring.revenue.capturedCents).toBe(3 * 487);
      expect(spring.slots.filter((slot) => slot.orders > 0).map((slot) => [slot.weekday, slot.hour, slot.orders])).toEqual([
        [0, 0, 1],
        [0, 3, 1],
        [0, 23, 1],
      ]);
      expect((await report(owner, "from=2026-03-07&to=2026-03-07")).orders.count).toBe(0);
      expect((await report(owner, "from=2026-03-09&to=2026-03-09")).orders.count).toBe(0);
      const fall = await report(owner, "from=2026-11-01&to=2026-11-01");
      expect(fall.orders.count).toBe(4);
      // Both 01:30s are in the 1 o'clock hour.
      expect(fall.slots.find((slot) => slot.weekday === 0 && slot.hour === 1)?.orders).toBe(2);
      expect((await report(owner, "from=2026-10-31&to=2026-10-31")).orders.count).toBe(0);
      expect((await report(owner, "from=2026-11-02&to=2026-11-02")).orders.count).toBe(0);
      // By day over the change: each day its own bucket.
      const week = await report(owner, "from=2026-10-30&to=2026-11-03&bucket=day");
      expect(week.revenue.series.map((point) => [point.start, point.capturedCents])).toEqual([
        ["2026-10-30", 0],
        ["2026-10-31", 0],
        ["2026-11-01", 4 * 487],
        ["2026-11-02", 0],
        ["2026-11-03", 0],
      ]);
    });

    it("put each hour's orders beside what the slots of that hour could take over the range, closed days left out", async () => {
      const h = harness();
      const { client: owner } = await signedInAdmin(h);
      // Pickup 3 and delivery 2 orders a quarter hour, every day; Tuesday 3 November closed.
      const slot = { maxOrders: 3, maxPounds: 20 };
      await setShopSettings(h, {
        capacity: { ...NO_CAPACITY_LIMITS, everyDay: { pickup: slot, delivery: { maxOrders: 2, maxPounds: 10 } } },
        closed: [{ date: "2026-11-03" }],
      });
      const week = await report(owner, "from=2026-11-02&to=2026-11-15");
      const cell = (weekday: number, hour: number) => week.slots.find((entry) => entry.weekday === weekday && entry.hour === hour);
      // Two Mondays, 08:00-20:00 (the default week): four slots an hour, five orders each.
      expect(cell(1, 9)).toMatchObject({ orders: 0, capacityOrders: 2 * 4 * 5, capacityPounds: 2 * 4 * 30 });
      // Tuesdays: one of the two closed.
      expect(cell(2, 9)).toMatchObject({ capacityOrders: 4 * 5 });
      // Sundays open 09:00-18:00: nothing at 8 or at 18.
      expect(cell(0, 8)).toBeUndefined();
      expect(cell(0, 17)).toMatchObject({ capacityOrders: 2 * 4 * 5 });
      expect(cell(0, 18)).toBeUndefined();
    });

    it("count a hold as no revenue, its weighing days later on the weighing day, and a later refund on its own day", async () => {
      const h = harness();
      const category = await createCategory(h.ctx.db, { name: "Carnes", slug: `carnes-${randomUUID().slice(0, 6)}` });
      const arrachera = await createItem(h.ctx.db, { categoryId: category.id, ...ARRACHERA_BY_THE_POUND });
      const customer = await signedInClient(h, "reporte@example.com");
      const res = await customer.post("/api/checkout", {
        idempotencyKey: randomUUID(),
        details: checkoutDetails(h),
        lines: [{ itemId: arrachera.id, quantity: 2, notes: "" }],
      });
      expect(res.status).toBe(200);
      const placed = await json<{ orderId: string; url: string }>(res);
      const held = await customer.request(new URL(placed.url).pathname, {
        method: "POST",
        body: new URLSearchParams({ card_number: "4242424242424242" }),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      expect(held.status).toBe(303);
      const { client: owner } = await signedInAdmin(h);
      const today = shopDate(new Date(), TZ);
      const before = await report(owner, "pick=today");
      expect(before.range).toEqual({ from: today, to: today });
      expect(before.orders.count).toBe(1);
      expect(before.revenue.capturedCents).toBe(0);

      // The order was placed three days ago; it is weighed today.
      await h.ctx.db
        .update(orders)
        .set({ createdAt: sql`${orders.createdAt} - interval '3 days'` })
        .where(eq(orders.id, placed.orderId));
      const placedDay = addDays(today, -3);
      const [line] = await h.ctx.db
        .execute(sql`select id from order_items where order_id = ${placed.orderId}`)
        .then((result) => (result as unknown as { rows: { id: string }[] }).rows);
      const weigh = await owner.request(`/api/admin/orders/${placed.orderId}/weigh`, {
        method: "POST",
        json: { weights: [{ lineId: line!.id, quantity: 2.14 }] },
      });
      expect(weigh.status, await weigh.clone().text()).toBe(200);
      const [order] = await h.ctx.db.select().from(orders).where(eq(orders.id, placed.orderId));
      const onPlacedDay = await report(owner, `from=${placedDay}&to=${placedDay}`);
      expect(onPlacedDay.orders).toMatchObject({ count: 1, totalCents: order!.totalCents });
      expect(onPlacedDay.revenue.capturedCents).toBe(0);
      const onWeighedDay = await report(owner, `from=${today}&to=${today}`);
      expect(onWeighedDay.orders.count).toBe(0);
      expect(onWeighedDay.revenue.capturedCents).toBe(order!.capturedCents);
      expect(onWeighedDay.weighing).toMatchObject({
        orders: 1,
        estimatedCents: order!.estimatedTotalCents,
        weighedCents: order!.totalCents,
      });

      // Refunded in part; the refund is today's, the order stays on its day.
      const refund = await owner.request(`/api/admin/orders/${placed.orderId}/refunds`, {
        method: "POST",
        json: { idempotencyKey: randomUUID(), amountCents: 500, reason: "Trimmed" },
      });
      expect(refund.status, await refund.clone().text()).toBe(200);
      const afterRefund = await report(owner, `from=${today}&to=${today}`);
      expect(afterRefund.revenue).toMatchObject({ refundedCents: 500, netCents: order!.capturedCents! - 500 });
      expect(afterRefund.extras.refunds).toMatchObject({ partialCount: 1, partialCents: 500, fullCount: 0 });
      expect((await report(owner, `from=${placedDay}&to=${placedDay}`)).revenue.refundedCents).toBe(0);
    });

    it("write a CSV per order and per payment whose columns are documented and whose sums are the page's, to the cent", async () => {
      const h = harness();
      await seedHistory(h);
      const { client: owner } = await signedInAdmin(h);
      const range = "from=2026-10-01&to=2026-11-30";
      const figures = await report(owner, range);

      const ordersCsv = await owner.request(`/api/admin/reports/csv?${range}&rows=orders`);
      expect(ordersCsv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(ordersCsv.headers.get("content-disposition")).toBe('attachment; filename="orders-2026-10-01-to-2026-11-30.csv"');
      const [header, ...rows] = parseCsv(await ordersCsv.text());
      expect(header).toEqual([...ORDER_CSV_COLUMNS]);
      expect(rows).toHaveLength(figures.orders.count);
      const column = (name: string) => header!.indexOf(name);
      const total = (name: string) => rows.reduce((sum, row) => sum + cents(row[column(name)]!), 0);
      expect(total("subtotal")).toBe(figures.extras.subtotalCents);
      expect(total("tax")).toBe(figures.extras.taxCents);
      expect(total("tip")).toBe(figures.extras.tipsCents);
      expect(total("delivery_fee")).toBe(figures.extras.deliveryFeesCents);
      expect(total("total")).toBe(figures.orders.totalCents);
      expect(rows[0]![column("items")]).toMatch(/^Carnitas \((Maciza|Surtida)\) (1\.5|2) lb$/);

      const paymentsCsv = await owner.request(`/api/admin/reports/csv?${range}&rows=payments`);
      const [paymentHeader, ...paymentRows] = parseCsv(await paymentsCsv.text());
      expect(paymentHeader).toEqual([...PAYMENT_CSV_COLUMNS]);
      const kind = paymentHeader!.indexOf("kind");
      const amount = paymentHeader!.indexOf("amount");
      const sumOf = (kinds: string[]) =>
        paymentRows.filter((row) => kinds.includes(row[kind]!)).reduce((sum, row) => sum + cents(row[amount]!), 0);
      expect(sumOf(["payment"])).toBe(figures.revenue.capturedCents);
      expect(-sumOf(["refund"])).toBe(figures.revenue.refundedCents);
    });

    it("count gift cards sold, spent and owed, each promo code's cost, and catering's deposits and balances", async () => {
      const h = harness();
      const seeded = await seedHistory(h);
      const { client: owner } = await signedInAdmin(h);
      const db = h.ctx.db;
      // A $50 card (issued now: its ledger is append-only) sold on 21 October, $20 of it spent on the 25th, $5 given back on the 27th.
      const card = await createGiftCard(db, { cents: 5000 });
      await db.insert(giftCardSales).values({ cardId: card.id, amountCents: 5000, status: "paid", paidAt: at("2026-10-21T10:00") });
      await db.insert(giftCardLedger).values([
        { cardId: card.id, kind: "captured", amountCents: -2000, key: "c1", orderId: seeded[3]!.id, createdAt: at("2026-10-25T12:00") },
        { cardId: card.id, kind: "refunded", amountCents: 500, key: "r1", orderId: seeded[3]!.id, createdAt: at("2026-10-27T12:00") },
      ]);
      // A promotional $10 card given on 1 November.
      await createGiftCard(db, { cents: 1000, kind: "promotional" });
      // BIENVENIDO used twice (once given back when its order ended unpaid).
      const [promo] = await db
        .insert(promoCodes)
        .values({ code: "BIENVENIDO", kind: "percent", percentBp: 1000, rules: NO_PROMO_RULES })
        .returning();
      await db.insert(promoRedemptions).values([
        {
          orderId: seeded[6]!.id,
          promoId: promo!.id,
          customerEmail: "a@example.com",
          discountCents: 195,
          createdAt: at("2026-10-26T10:00"),
        },
        {
          orderId: seeded[7]!.id,
          promoId: promo!.id,
          customerEmail: "b@example.com",
          discountCents: 260,
          createdAt: at("2026-10-27T10:00"),
          voided: true,
        },
      ]);
      // A catering event: a $100 deposit on 23 October, the $200 balance on the 30th, $50 refunded on 2 November.
      const [event] = await db
        .insert(cateringEvents)
        .values({
          status: "paid",
          tokenHash: randomUUID(),
          eventAt: at("2026-10-31T12:00"),
          fulfilment: "pickup",
          guests: 40,
          style: "drop_off",
          customerName: "Lupe",
          customerPhone: "3235550100",
          customerEmail: "lupe@example.com",
          totalCents: 32000,
          depositCents: 10000,
          paidCents: 30000,
          refundedCents: 5000,
        })
        .returning();
      await db.insert(cateringPayments).values([
        { eventId: event!.id, kind: "deposit", status: "paid", amountCents: 10000, idempotencyKey: "d", paidAt: at("2026-10-23T09:00") },
        { eventId: event!.id, kind: "balance", status: "paid", amountCents: 20000, idempotencyKey: "b", paidAt: at("2026-10-30T09:00") },
        { eventId: event!.id, kind: "refund", status: "done", amountCents: 5000, idempotencyKey: "r", paidAt: at("2026-11-02T09:00") },
      ]);

      const range = "from=2026-10-01&to=2026-11-30";
      const figures = await report(owner, range);
      const orderMoney = expected(seeded, "2026-10-01", "2026-11-30");
      expect(figures.revenue).toMatchObject({ capturedCents: orderMoney.captured + 30000, refundedCents: orderMoney.refunded + 5000 });
      expect(figures.channels.find((entry) => entry.channel === "catering")).toEqual({
        channel: "catering",
        orders: 1,
        capturedCents: 30000,
      });
      expect(figures.catering).toEqual({ events: 1, depositsCents: 10000, balancesCents: 20000, refundsCents: 5000, owedCents: 7000 });
      expect(figures.promos).toEqual([{ code: "BIENVENIDO", uses: 1, discountCents: 195 }]);
      expect(figures.giftCards).toMatchObject({ soldCount: 1, soldCents: 5000, redeemedCents: 2000, refundedCents: 500 });
      // Owed today: both cards' balances ($35 and the $10 promotional card), whatever the range's end.
      const today = shopDate(new Date(), TZ);
      expect((await report(owner, `from=${today}&to=${today}`)).giftCards.liabilityCents).toBe(3500 + 1000);

      const csv = parseCsv(await (await owner.request(`/api/admin/reports/csv?${range}&rows=payments`)).text());
      const [header, ...rows] = csv;
      const kind = header!.indexOf("kind");
      const amount = header!.indexOf("amount");
      const sumOf = (kinds: string[]) =>
        rows.filter((row) => kinds.includes(row[kind]!)).reduce((sum, row) => sum + cents(row[amount]!), 0);
      expect(sumOf(["payment", "catering_deposit", "catering_balance", "catering_counter"])).toBe(figures.revenue.capturedCents);
      expect(-sumOf(["refund", "catering_refund"])).toBe(figures.revenue.refundedCents);
      expect(sumOf(["gift_card_sale"])).toBe(figures.giftCards.soldCents);
    });

    it("are the owner's alone: staff, customers and strangers are refused, and a backwards range is a clear error", async () => {
      const h = harness();
      const { client: owner } = await signedInAdmin(h);
      await owner.request("/api/admin/team", { method: "PUT", json: { email: "cajera@example.com", role: "staff" } });
      const staff = await signedInClient(h, "cajera@example.com");
      const customer = await signedInClient(h, "cliente@example.com");
      for (const path of ["/api/admin/reports?pick=today", "/api/admin/reports/csv?pick=today&rows=orders"]) {
        expect((await staff.request(path)).status).toBe(403);
        expect((await customer.request(path)).status).toBe(403);
        expect((await h.request(path)).status).toBe(401);
        expect((await owner.request(path)).status).toBe(200);
      }
      const backwards = await owner.request("/api/admin/reports?from=2026-10-10&to=2026-10-01");
      expect(backwards.status).toBe(400);
      expect(JSON.stringify(await backwards.json())).toContain("The first date must be on or before the last");
      const spanish = await owner.request("/api/admin/reports?from=2026-02-30&to=2026-10-01", { headers: { "Accept-Language": "es-MX" } });
      expect(spanish.status).toBe(400);
      expect(JSON.stringify(await spanish.json())).toContain("Escribe una fecha válida");
    });
  },
  { env: { ...adminEnv, DEMO_NETWORK_ACCESS: "true" } },
);
