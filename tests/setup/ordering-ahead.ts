import { eq } from "drizzle-orm";
import { vi } from "vitest";
import type { DeliverySettings } from "@shared/checkout/delivery";
import { NO_CAPACITY_LIMITS, type CapacitySettings } from "@shared/ordering/ordering";
import { fromWallTime } from "@shared/core/time";
import type { TipChoice } from "@shared/checkout/tips";
import { orders } from "@server/db/schema/orders";
import { shopSettings, specialDays } from "@server/db/schema/ordering";
import { changeOrder } from "@server/services/orders/lifecycle";
import { invalidateOrderingSettings } from "@server/services/ordering/ordering-settings";
import { DEFAULT_WEEKLY_HOURS } from "@shared/ordering/schedule";
import { CARNITAS_BY_THE_POUND, COUNTER_CATEGORY, seedMenu, type ItemFields } from "./menu";
import type { TestHarness } from "./test-app";
import type { TestClient } from "./test-client";

/**
 * Ordering ahead (ADR 0014) through the HTTP API: the shop's settings written as the admin would
 * leave them, a fixed clock, and a checkout as a signed-in customer's browser sends it.
 */

export const TZ = "America/Los_Angeles";
/** Tuesday 2026-12-01, 10:00 at the shop (PST). */
export const NOW = fromWallTime("2026-12-01T10:00", TZ)!;

/** The clock stands still at `at` (Date only: timers and the databases' I/O run as usual). */
export function fixClock(at: Date = NOW) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(at);
}

export interface ShopSettingsInput {
  capacity?: CapacitySettings;
  delivery?: Partial<DeliverySettings>;
  closed?: { date: string; label?: string }[];
}

const NO_FEE: DeliverySettings = { zipCodes: [], minimumCents: 0, feeCents: 0, freeOverCents: 3000 };

/** Writes the one shop_settings row and the special days, and drops the cached settings. */
export async function setShopSettings(h: TestHarness, input: ShopSettingsInput = {}) {
  const values = {
    id: 1,
    weeklyHours: DEFAULT_WEEKLY_HOURS,
    capacity: input.capacity ?? NO_CAPACITY_LIMITS,
    delivery: { ...NO_FEE, ...input.delivery },
  };
  await h.ctx.db.insert(shopSettings).values(values).onConflictDoUpdate({ target: shopSettings.id, set: values });
  for (const day of input.closed ?? []) {
    await h.ctx.db.insert(specialDays).values({ date: day.date, opensAt: null, closesAt: null, label: day.label ?? "" });
  }
  invalidateOrderingSettings(h.ctx.db);
}

/**
 * The 'Counter' category and its Carnitas: $15.99/lb from half a pound in half-pound steps
 * (`extra` adds to or changes the item, e.g. its choices).
 */
export async function counterWithCarnitas(h: TestHarness, extra: ItemFields = {}) {
  const menu = await seedMenu(h, {
    categories: { counter: COUNTER_CATEGORY },
    items: { carnitas: { ...CARNITAS_BY_THE_POUND, ...extra } },
  });
  return { category: menu.categories.counter, carnitas: menu.items.carnitas };
}

/** Every day: at most these orders and pounds per pickup slot. */
export function pickupCapacity(maxOrders: number | null, maxPounds: number | null): CapacitySettings {
  return { ...NO_CAPACITY_LIMITS, everyDay: { ...NO_CAPACITY_LIMITS.everyDay, pickup: { maxOrders, maxPounds } } };
}

let counter = 0;
export const newKey = () => `ahead-${Date.now()}-${counter++}-${Math.random().toString(36).slice(2, 10)}`;

export interface CheckoutInput {
  preferredTime: string;
  lines: { itemId: string; quantity: number }[];
  orderType?: "pickup" | "delivery";
  deliveryAddress?: string;
  tip?: TipChoice;
  idempotencyKey?: string;
}

export function checkoutBody(input: CheckoutInput) {
  return {
    idempotencyKey: input.idempotencyKey ?? newKey(),
    details: {
      orderType: input.orderType ?? "pickup",
      name: "María López",
      email: "maria@example.com",
      phone: "(323) 555-0199",
      deliveryAddress: input.deliveryAddress ?? "",
      preferredTime: input.preferredTime,
      notes: "",
    },
    tip: input.tip ?? { kind: "none" },
    lines: input.lines,
  };
}

/**
 * A counter order as the admin's staff-order form posts it to /api/admin/orders: Don Ernesto's
 * pickup at noon, in Spanish; `extra` adds or replaces fields (`details` are merged).
 */
export function staffOrder(
  lines: { itemId: string; quantity: number }[],
  payment: Record<string, string>,
  { details, ...extra }: { details?: Record<string, string> } & Record<string, unknown> = {},
) {
  return {
    idempotencyKey: newKey(),
    details: {
      orderType: "pickup",
      name: "Don Ernesto",
      phone: "(323) 555-0142",
      email: "",
      preferredTime: "2026-12-01T12:00",
      notes: "",
      ...details,
    },
    lines,
    locale: "es",
    payment,
    ...extra,
  };
}

export interface CheckoutAnswer {
  status: number;
  orderId?: string;
  url?: string;
  error?: { code: string; message: string; fields?: Record<string, string> };
}

export async function checkout(client: TestClient, input: CheckoutInput): Promise<CheckoutAnswer> {
  const res = await client.post("/api/checkout", checkoutBody(input));
  return { status: res.status, ...((await res.json()) as object) };
}

/** The payment lapsed: the order is cancelled through the lifecycle, as the sweeper does. */
export async function expirePayment(h: TestHarness, orderId: string) {
  await h.ctx.db.transaction((tx) =>
    changeOrder(h.ctx, { tx, orderId, event: { type: "payment_expired" }, actor: { kind: "sweeper" }, mail: null }),
  );
  const [order] = await h.ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  if (order?.status !== "cancelled") throw new Error(`order ${orderId} was not cancelled`);
}
