import { expect, it } from "vitest";
import type { OrderDto } from "@shared/orders/orders";
import { addDays, shopDate } from "@shared/ordering/schedule";
import { fromWallTime } from "@shared/core/time";
import { createOrder } from "../setup/order-factory";
import { adminEnv, signedInAdmin } from "../setup/admins";
import { describeEachDatabase, type TestHarness } from "../setup/test-app";
import { signedInClient, TestClient } from "../setup/test-client";
import { seedItem } from "../setup/menu";

/** A wall time on the shop's calendar, `days` from today: what the kitchen calls 'today' is the shop's day. */
function shopTime(h: TestHarness, days: number, hhmm: string): Date {
  const timeZone = h.ctx.config.shop.timeZone;
  return fromWallTime(`${addDays(shopDate(h.ctx.clock.now(), timeZone), days)}T${hhmm}`, timeZone)!;
}

describeEachDatabase(
  "kitchen queue API",
  (harness) => {
    it("lists only paid or held orders still to work on, due from the start of today, soonest first", async () => {
      const h = harness();
      const item = await seedItem(h);
      const line = {
        itemId: item.id,
        name: "Carnitas Maciza",
        quantity: 1.5,
        unit: "lb" as const,
        priceCents: 1599,
        notes: "extra crispy",
      };
      const place = (name: string, fields: Parameters<typeof createOrder>[1]) => createOrder(h.ctx.db, { customerName: name, ...fields });

      // On the screen: paid, held, a lapsed hold (owed at the counter), in every active status.
      const tomorrowPaid = await place("Tomorrow paid", { lines: [line], paid: true, deliveryTime: shopTime(h, 1, "11:00") });
      const earlyToday = await place("Early today", { lines: [line], paid: true, status: "ready", deliveryTime: shopTime(h, 0, "00:05") });
      const held = await place("Held", {
        lines: [line],
        paymentStatus: "authorized",
        holdCents: 2500,
        status: "processing",
        deliveryTime: shopTime(h, 0, "12:00"),
      });
      const lapsedHold = await place("Lapsed hold", {
        lines: [line],
        paymentStatus: "expired",
        holdCents: 2500,
        deliveryTime: shopTime(h, 0, "18:30"),
      });
      // A refund of part of it (a missing item) leaves the rest to hand over (ADR 0016).
      const partlyRefunded = await place("Partly refunded", {
        lines: [line],
        paid: true,
        paymentStatus: "partially_refunded",
        refundedCents: 100,
        deliveryTime: shopTime(h, 0, "19:00"),
      });
      // Off the screen: money not taken or all given back, done or cancelled, or due before today.
      await place("Refunded", { lines: [line], paid: true, paymentStatus: "refunded", deliveryTime: shopTime(h, 0, "19:00") });
      await place("At the pay page", { lines: [line], deliveryTime: shopTime(h, 0, "13:00") });
      await place("Paying", { lines: [line], paymentStatus: "processing", deliveryTime: shopTime(h, 0, "13:00") });
      await place("Declined", { lines: [line], paymentStatus: "failed", deliveryTime: shopTime(h, 0, "13:00") });
      await place("Pay page expired", {
        lines: [line],
        paymentStatus: "expired",
        status: "cancelled",
        deliveryTime: shopTime(h, 0, "13:00"),
      });
      await place("Expired unpaid", { lines: [line], paymentStatus: "expired", deliveryTime: shopTime(h, 0, "13:00") });
      await place("Completed", { lines: [line], paid: true, status: "completed", deliveryTime: shopTime(h, 0, "14:00") });
      await place("Cancelled", { lines: [line], paid: true, status: "cancelled", deliveryTime: shopTime(h, 0, "14:00") });
      await place("Yesterday", { lines: [line], paid: true, deliveryTime: shopTime(h, -1, "23:55") });

      const { client: admin } = await signedInAdmin(h);
      const res = await admin.request("/api/admin/kitchen");
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toContain("no-store");
      const body = (await res.json()) as { orders: OrderDto[] };
      expect(body.orders.map((order) => order.customerName)).toEqual([
        "Early today",
        "Held",
        "Lapsed hold",
        "Partly refunded",
        "Tomorrow paid",
      ]);
      expect(body.orders.map((order) => order.id)).toEqual([earlyToday.id, held.id, lapsedHold.id, partlyRefunded.id, tomorrowPaid.id]);
      // The same OrderDto as the admin's order list: lines with weights and notes.
      const [first] = body.orders;
      expect(first!.status).toBe("ready");
      expect(first!.lines).toEqual([
        expect.objectContaining({ name: "Carnitas Maciza", quantity: 1.5, unit: "lb", notes: "extra crispy", options: [] }),
      ]);
      const listed = (await (await admin.request("/api/admin/orders")).json()) as { orders: OrderDto[] };
      expect(listed.orders.find((order) => order.id === earlyToday.id)).toEqual(first);
    });

    it("answers 401 to anonymous callers and 403 to customers; staff may see it", async () => {
      const h = harness();
      const { client: admin } = await signedInAdmin(h);
      const granted = await admin.request("/api/admin/team", { method: "PUT", json: { email: "cocinera@example.com", role: "staff" } });
      expect(granted.status).toBe(200);
      const staff = await signedInClient(h, "cocinera@example.com");
      expect((await staff.request("/api/admin/kitchen")).status).toBe(200);

      const anonymous = new TestClient(h, "192.0.2.201");
      expect((await anonymous.request("/api/admin/kitchen")).status).toBe(401);
      const customer = await signedInClient(h, "cliente-cocina@example.com");
      expect((await customer.request("/api/admin/kitchen")).status).toBe(403);
    });
  },
  { env: adminEnv },
);
