import { and, eq, ne } from "drizzle-orm";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type pg from "pg";
import { createItem } from "@server/db/factories";
import { items } from "@server/db/schema/menu";
import { orders } from "@server/db/schema/orders";
import {
  checkout,
  counterWithCarnitas,
  fixClock,
  pickupCapacity,
  setShopSettings,
  type CheckoutAnswer,
  type CheckoutInput,
} from "../setup/ordering-ahead";
import { describeEachDatabase, type TestHarness } from "../setup/test-app";
import { signedInClient, type TestClient } from "../setup/test-client";

/**
 * The last places of a slot and the last of a day's stock go once, however many customers
 * check out at the same moment (ADR 0014: advisory locks per slot and per item-date, then a
 * count of the orders not cancelled). On PostgreSQL the requests run on several connections
 * at once; PGlite has one connection and the same code.
 */

const RACERS = 12;

async function customers(h: TestHarness): Promise<TestClient[]> {
  const clients: TestClient[] = [];
  // Each from its own address, so no rate limit of one client meets another's requests.
  for (let i = 0; i < RACERS; i++) clients.push(await signedInClient(h, `race-${i}@example.com`, `198.51.100.${i + 1}`));
  return clients;
}

/** Every customer checks out at once, each with its own idempotency key. */
async function race(clients: TestClient[], input: (index: number) => CheckoutInput): Promise<CheckoutAnswer[]> {
  return Promise.all(clients.map((client, index) => checkout(client, input(index))));
}

function tally(answers: CheckoutAnswer[]) {
  const accepted = answers.filter((answer) => answer.status === 200);
  const refused = answers.filter((answer) => answer.status !== 200);
  return { accepted: accepted.length, refusedCodes: [...new Set(refused.map((answer) => `${answer.status} ${answer.error?.code}`))] };
}

/** On PostgreSQL: the pool may hold more than one connection, and the race did open several. */
function expectParallel(h: TestHarness) {
  if (h.ctx.database.kind !== "postgres") return;
  const pool = (h.ctx.db as unknown as { $client: pg.Pool }).$client;
  expect(pool.options.max).toBeGreaterThan(1);
  expect(pool.totalCount).toBeGreaterThan(1);
}

describeEachDatabase("ordering ahead: the last places under concurrent checkouts", (harness) => {
  let h: TestHarness;

  beforeEach(() => {
    h = harness();
    fixClock();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function seed() {
    const { category, carnitas } = await counterWithCarnitas(h);
    const horchata = await createItem(h.ctx.db, { categoryId: category.id, name: "Horchata", priceCents: 450 });
    return { carnitas, horchata };
  }

  const SLOT = new Date("2026-12-01T20:00:00Z"); // Tuesday 12:00 at the shop

  async function liveInSlot() {
    return h.ctx.db
      .select()
      .from(orders)
      .where(and(ne(orders.status, "cancelled"), eq(orders.deliveryTime, SLOT)));
  }

  it(`${RACERS} customers for a slot of 3 orders: exactly 3 get it`, async () => {
    const { horchata } = await seed();
    await setShopSettings(h, { capacity: pickupCapacity(3, null) });
    const clients = await customers(h);
    const answers = await race(clients, () => ({ preferredTime: "2026-12-01T12:00", lines: [{ itemId: horchata.id, quantity: 1 }] }));
    expect(tally(answers)).toEqual({ accepted: 3, refusedCodes: ["409 slot_full"] });
    expect(await liveInSlot()).toHaveLength(3);
    expect((await h.ctx.db.select().from(orders)).length).toBe(3);
    expectParallel(h);
  });

  it(`${RACERS} customers of 1 lb each for a slot of 3 lb: exactly 3 get it`, async () => {
    const { carnitas } = await seed();
    await setShopSettings(h, { capacity: pickupCapacity(null, 3) });
    const clients = await customers(h);
    const answers = await race(clients, () => ({ preferredTime: "2026-12-01T12:00", lines: [{ itemId: carnitas.id, quantity: 1 }] }));
    expect(tally(answers)).toEqual({ accepted: 3, refusedCodes: ["409 slot_full"] });
    const live = await liveInSlot();
    expect(live).toHaveLength(3);
    expect(live.reduce((sum, order) => sum + Number(order.pounds), 0)).toBe(3);
    expectParallel(h);
  });

  it(`${RACERS} customers in different slots of one day for a stock of 5: exactly 5 get it`, async () => {
    const { horchata } = await seed();
    await setShopSettings(h);
    await h.ctx.db.update(items).set({ dailyStock: 5 }).where(eq(items.id, horchata.id));
    const clients = await customers(h);
    // 12:00, 12:15, … 14:45: a slot each, so only the stock's lock stands between them.
    const slotOf = (index: number) => {
      const minute = 12 * 60 + index * 15;
      return `2026-12-01T${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
    };
    const answers = await race(clients, (index) => ({ preferredTime: slotOf(index), lines: [{ itemId: horchata.id, quantity: 1 }] }));
    expect(tally(answers)).toEqual({ accepted: 5, refusedCodes: ["409 stock_short"] });
    const live = await h.ctx.db.select().from(orders).where(ne(orders.status, "cancelled"));
    expect(live).toHaveLength(5);
    expect(new Set(live.map((order) => order.deliveryTime.getTime())).size).toBe(5);
    expectParallel(h);
  });
});
