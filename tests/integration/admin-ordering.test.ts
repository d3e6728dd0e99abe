import { expect, it } from "vitest";
import type { DashboardStats } from "@shared/orders/dashboard";
import type { AdminItemsResponse, AdminMenuItemDto, SaveItemResponse } from "@shared/menu/menu";
import { priceOrder } from "@shared/orders/order-totals";
import { addDays, shopDate } from "@shared/ordering/schedule";
import type { AdminOrderingSettingsDto, OrderingSettings } from "@shared/ordering/ordering-settings";
import { createCategory, createItem } from "@server/db/factories";
import { currentShopInfo } from "@server/services/ordering/ordering-settings";
import { createOrder } from "../setup/order-factory";
import { adminEnv, DEFAULT_ADMIN, signedInAdmin } from "../setup/admins";
import { adminItemInput, errorOf, expectFieldError } from "../setup/admin-helpers";
import { signedInClient, TestClient } from "../setup/test-client";
import { describeEachDatabase, type TestHarness } from "../setup/test-app";

/** Ordering ahead (ADR 0014), the admin's side: ordering settings, special days, item scheduling, sold out today, tips. */
describeEachDatabase(
  "admin ordering ahead",
  (harness) => {
    const todayOf = (h: TestHarness) => shopDate(h.ctx.clock.now(), h.ctx.config.shop.timeZone);

    async function admin() {
      const h = harness();
      const { client } = await signedInAdmin(h, DEFAULT_ADMIN);
      return { h, client };
    }

    const hours = (open: string, close: string) => ({ open, close });
    const settings = (): OrderingSettings => ({
      weeklyHours: {
        0: null,
        1: hours("08:00", "20:00"),
        2: hours("08:00", "20:00"),
        3: hours("08:00", "20:00"),
        4: hours("08:00", "20:00"),
        5: hours("07:30", "21:00"),
        6: hours("07:00", "15:00"),
      },
      capacity: {
        everyDay: { pickup: { maxOrders: 4, maxPounds: 30.5 }, delivery: { maxOrders: 2, maxPounds: null } },
        byWeekday: { "6": { pickup: { maxOrders: 8, maxPounds: 60 }, delivery: { maxOrders: null, maxPounds: null } } },
      },
      delivery: { zipCodes: ["90033", "90063", "90033"], minimumCents: 2500, feeCents: 499, freeOverCents: 5000 },
    });

    const read = async (client: TestClient) => {
      const res = await client.request("/api/admin/settings/ordering");
      expect(res.status).toBe(200);
      return (await res.json()) as AdminOrderingSettingsDto;
    };

    it("reads the settings migration 0008 wrote: docs/product.md's hours, no limits, delivery anywhere", async () => {
      const { h, client } = await admin();
      const dto = await read(client);
      expect(dto.weeklyHours[1]).toEqual(hours("08:00", "20:00"));
      expect(dto.weeklyHours[0]).toEqual(hours("09:00", "18:00"));
      expect(dto.capacity).toEqual({
        everyDay: { pickup: { maxOrders: null, maxPounds: null }, delivery: { maxOrders: null, maxPounds: null } },
        byWeekday: {},
      });
      expect(dto.delivery).toEqual({ zipCodes: [], minimumCents: 0, feeCents: 0, freeOverCents: 3000 });
      expect(dto.specialDays).toEqual([]);
      expect(dto.today).toBe(todayOf(h));
      expect(dto.timeZone).toBe(h.ctx.config.shop.timeZone);
    });

    it("saves hours, capacity and delivery, keeps each ZIP code once, and the pages show the new hours at once", async () => {
      const { h, client } = await admin();
      await currentShopInfo(h.ctx); // warms the cached settings
      const res = await client.request("/api/admin/settings/ordering", { method: "PUT", json: settings() });
      expect(res.status).toBe(200);
      const saved = (await res.json()) as AdminOrderingSettingsDto;
      expect(saved.delivery.zipCodes).toEqual(["90033", "90063"]);
      expect(saved.capacity.byWeekday["6"]?.pickup).toEqual({ maxOrders: 8, maxPounds: 60 });
      expect(saved.weeklyHours[0]).toBeNull();
      expect(await read(client)).toEqual(saved);
      expect((await currentShopInfo(h.ctx)).hoursText).toEqual(["Mon-Thu 8AM-8PM", "Fri 7:30AM-9PM", "Sat 7AM-3PM", "Sun Closed"]);
    });

    it.each([
      [{ weeklyHours: { ...settings().weeklyHours, 1: hours("8am", "20:00") } }, "weeklyHours.1.open", "Use a time like 08:00"],
      [
        { weeklyHours: { ...settings().weeklyHours, 2: hours("20:00", "08:00") } },
        "weeklyHours.2.close",
        "Closing time must be after opening time",
      ],
      [{ weeklyHours: { ...settings().weeklyHours, 3: hours("24:00", "25:00") } }, "weeklyHours.3.open", "Use a time like 08:00"],
      [
        {
          capacity: {
            ...settings().capacity,
            everyDay: { pickup: { maxOrders: 2.5, maxPounds: null }, delivery: { maxOrders: null, maxPounds: null } },
          },
        },
        "capacity.everyDay.pickup.maxOrders",
        "A whole number above 0, or blank for no limit",
      ],
      [
        {
          capacity: {
            ...settings().capacity,
            everyDay: { pickup: { maxOrders: 0, maxPounds: null }, delivery: { maxOrders: null, maxPounds: null } },
          },
        },
        "capacity.everyDay.pickup.maxOrders",
        "A whole number above 0, or blank for no limit",
      ],
      [
        {
          capacity: {
            ...settings().capacity,
            everyDay: { pickup: { maxOrders: null, maxPounds: 1.2345 }, delivery: { maxOrders: null, maxPounds: null } },
          },
        },
        "capacity.everyDay.pickup.maxPounds",
        "A number of pounds above 0 (up to 3 decimals), or blank for no limit",
      ],
      [
        {
          capacity: {
            ...settings().capacity,
            everyDay: { pickup: { maxOrders: null, maxPounds: -3 }, delivery: { maxOrders: null, maxPounds: null } },
          },
        },
        "capacity.everyDay.pickup.maxPounds",
        "A number of pounds above 0 (up to 3 decimals), or blank for no limit",
      ],
      [{ delivery: { ...settings().delivery, zipCodes: ["9003"] } }, "delivery.zipCodes.0", "ZIP codes have 5 digits, e.g. 90033"],
      [
        { delivery: { ...settings().delivery, zipCodes: Array.from({ length: 201 }, (_, i) => String(90000 + i)) } },
        "delivery.zipCodes",
        "At most 200 ZIP codes",
      ],
      [{ delivery: { ...settings().delivery, feeCents: -1 } }, "delivery.feeCents", "Enter dollars and cents, e.g. 5.00"],
      [{ delivery: { ...settings().delivery, feeCents: 4.5 } }, "delivery.feeCents", "Enter dollars and cents, e.g. 5.00"],
      [{ delivery: { ...settings().delivery, feeCents: 1_000_000 } }, "delivery.feeCents", "At most $100.00"],
      [{ delivery: { ...settings().delivery, minimumCents: "25" } }, "delivery.minimumCents", "Enter dollars and cents, e.g. 5.00"],
    ])("refuses %o with a 400 naming the field (%s)", async (overrides, field, message) => {
      const { client } = await admin();
      const res = await client.request("/api/admin/settings/ordering", { method: "PUT", json: { ...settings(), ...overrides } });
      await expectFieldError(res, field, message);
    });

    it("refuses a missing day, an unknown weekday and garbage with a 400, never a 500, and keeps the saved settings", async () => {
      const { client } = await admin();
      const before = await read(client);
      const { 3: _wednesday, ...sixDays } = settings().weeklyHours;
      const attempts: unknown[] = [
        { ...settings(), weeklyHours: sixDays },
        { ...settings(), capacity: { ...settings().capacity, byWeekday: { "7": settings().capacity.everyDay } } },
        { ...settings(), delivery: null },
        [],
        "nope",
      ];
      for (const json of attempts) {
        const res = await client.request("/api/admin/settings/ordering", { method: "PUT", json });
        expect(res.status).toBe(400);
      }
      expect(await read(client)).toEqual(before);
    });

    it("adds, changes and removes closed dates and special hours; past and unreal dates are refused", async () => {
      const { h, client } = await admin();
      const today = todayOf(h);
      const put = (date: string, json: unknown) => client.request(`/api/admin/settings/special-days/${date}`, { method: "PUT", json });
      const later = addDays(today, 10);
      const closed = await put(later, { hours: null, label: "Thanksgiving" });
      expect(closed.status).toBe(200);
      const special = await put(addDays(today, 3), { hours: hours("10:00", "14:00"), label: "  Christmas Eve  " });
      const dto = (await special.json()) as AdminOrderingSettingsDto;
      expect(dto.specialDays).toEqual([
        { date: addDays(today, 3), hours: hours("10:00", "14:00"), label: "Christmas Eve" },
        { date: later, hours: null, label: "Thanksgiving" },
      ]);
      expect((await (await put(today, { hours: null, label: "" })).json()) as AdminOrderingSettingsDto).toMatchObject({
        specialDays: [{ date: today }, {}, {}],
      });

      // Changing a date replaces what it had.
      const changed = (await (await put(later, { hours: hours("09:00", "12:00"), label: "" })).json()) as AdminOrderingSettingsDto;
      expect(changed.specialDays.find((day) => day.date === later)).toEqual({ date: later, hours: hours("09:00", "12:00"), label: "" });

      const past = await put(addDays(today, -1), { hours: null, label: "" });
      expect(past.status).toBe(400);
      expect((await errorOf(past)).fields).toEqual({ date: "Pick today or a later date" });
      for (const date of ["2026-02-30", "tomorrow", "2026-1-05"]) {
        const res = await put(date, { hours: null, label: "" });
        expect(res.status).toBe(400);
        expect((await errorOf(res)).fields?.date).toBe("Enter a real date");
      }
      const backwards = await put(later, { hours: hours("14:00", "10:00"), label: "" });
      expect((await errorOf(backwards)).fields).toEqual({ "hours.close": "Closing time must be after opening time" });
      const long = await put(later, { hours: null, label: "x".repeat(61) });
      expect((await errorOf(long)).fields).toEqual({ label: "Keep the note under 60 characters" });
      expect((await put(later, { label: "no hours" })).status).toBe(400);

      const removed = await client.request(`/api/admin/settings/special-days/${later}`, { method: "DELETE" });
      expect(removed.status).toBe(200);
      expect(((await removed.json()) as AdminOrderingSettingsDto).specialDays.map((day) => day.date)).toEqual([today, addDays(today, 3)]);
      // Removing a date that is not set changes nothing.
      expect((await client.request(`/api/admin/settings/special-days/${later}`, { method: "DELETE" })).status).toBe(200);
    });

    it("the settings are refused to anonymous visitors (401) and customers (403)", async () => {
      const h = harness();
      const customer = await signedInClient(h, "customer@example.com");
      const requests = [
        { path: "/api/admin/settings/ordering", init: {} },
        { path: "/api/admin/settings/ordering", init: { method: "PUT", json: settings() } },
        { path: "/api/admin/settings/special-days/2099-01-01", init: { method: "PUT", json: { hours: null, label: "" } } },
        { path: "/api/admin/settings/special-days/2099-01-01", init: { method: "DELETE" } },
      ];
      const anonymous = new TestClient(h, "203.0.113.9");
      for (const { path, init } of requests) {
        expect((await anonymous.request(path, init)).status).toBe(401);
        expect((await customer.request(path, init)).status).toBe(403);
      }
      const soldOut = await customer.request("/api/admin/items/7f1c4a4e-1111-4222-8333-944444444444/sold-out", {
        method: "POST",
        json: { soldOut: true },
      });
      expect(soldOut.status).toBe(403);
    });

    const itemInput = (categoryId: string, overrides: Record<string, unknown> = {}) =>
      adminItemInput(categoryId, { name: "Barbacoa de Res", description: "Slow-cooked beef cheek.", price: "18.99", ...overrides });

    async function withCategory() {
      const { h, client } = await admin();
      const category = await createCategory(h.ctx.db, { name: "Barbacoa", slug: "barbacoa" });
      return { h, client, category };
    }

    it("saves an item's notice, stock per day and pre-order window; an update without them keeps them", async () => {
      const { h, client, category } = await withCategory();
      const today = todayOf(h);
      const preorder = { firstDate: addDays(today, 20), lastDate: addDays(today, 22), cutoffDate: addDays(today, 18) };
      const created = await client.post("/api/admin/items", itemInput(category.id, { leadMinutes: 1440, dailyStock: 25.5, preorder }));
      expect(created.status).toBe(201);
      const { item } = (await created.json()) as SaveItemResponse;
      expect(item.schedule).toEqual({ leadMinutes: 1440, soldOutOn: null, dailyStock: 25.5, preorder });

      // An older client sends the item without the new fields: nothing is wiped.
      const renamed = await client.request(`/api/admin/items/${item.id}`, {
        method: "PUT",
        json: itemInput(category.id, { name: "Barbacoa" }),
      });
      expect(renamed.status).toBe(200);
      expect(((await renamed.json()) as SaveItemResponse).item.schedule).toEqual(item.schedule);

      // The form sends them all: clearing is explicit.
      const cleared = await client.request(`/api/admin/items/${item.id}`, {
        method: "PUT",
        json: itemInput(category.id, { leadMinutes: 90, dailyStock: null, preorder: null }),
      });
      expect(((await cleared.json()) as SaveItemResponse).item.schedule).toEqual({
        leadMinutes: 90,
        soldOutOn: null,
        dailyStock: null,
        preorder: null,
      });

      // A new item without them has no schedule.
      const plain = (await (await client.post("/api/admin/items", itemInput(category.id, { name: "Consomé" }))).json()) as SaveItemResponse;
      expect(plain.item.schedule).toEqual({ leadMinutes: 0, soldOutOn: null, dailyStock: null, preorder: null });
      // The public menu carries the schedule too.
      const menu = (await (await h.request("/api/menu")).json()) as { items: { name: string; schedule: unknown }[] };
      expect(menu.items.find((entry) => entry.name === "Barbacoa de Res")?.schedule).toMatchObject({ leadMinutes: 90 });
    });

    it.each([
      [{ leadMinutes: -1 }, "leadMinutes", "Hours from 0 to 336 (two weeks), e.g. 1.5 or 24"],
      [{ leadMinutes: 14 * 24 * 60 + 1 }, "leadMinutes", "Hours from 0 to 336 (two weeks), e.g. 1.5 or 24"],
      [{ leadMinutes: 1.5 }, "leadMinutes", "Hours from 0 to 336 (two weeks), e.g. 1.5 or 24"],
      [{ leadMinutes: "24" }, "leadMinutes", "Hours from 0 to 336 (two weeks), e.g. 1.5 or 24"],
      [{ dailyStock: 0 }, "dailyStock", "A number above 0 in the item's unit (up to 3 decimals), or leave blank for no limit"],
      [{ dailyStock: 1.0001 }, "dailyStock", "A number above 0 in the item's unit (up to 3 decimals), or leave blank for no limit"],
      [{ dailyStock: 2.5, priceUnit: "each" }, "dailyStock", "Pieces are counted whole: use a whole number"],
      [
        { preorder: { firstDate: "2099-12-22", lastDate: "2099-12-20", cutoffDate: "2099-12-18" } },
        "preorder.lastDate",
        "The last pickup date must be on or after the first",
      ],
      [
        { preorder: { firstDate: "2099-12-22", lastDate: "2099-12-24", cutoffDate: "2099-12-25" } },
        "preorder.cutoffDate",
        "Orders must close on or before the last pickup date",
      ],
      [
        { preorder: { firstDate: "2099-02-30", lastDate: "2099-12-24", cutoffDate: "2099-12-20" } },
        "preorder.firstDate",
        "Enter a real date",
      ],
      [{ preorder: { firstDate: "2099-12-22" } }, "preorder.lastDate", "Enter a real date"],
    ])("refuses scheduling %o with a 400 naming the field (%s)", async (overrides, field, message) => {
      const { client, category } = await withCategory();
      const res = await client.post("/api/admin/items", itemInput(category.id, overrides));
      await expectFieldError(res, field, message);
    });

    it("'Sold out today' marks the item for the shop's date, the admin list says today, and 'Back in stock' clears it", async () => {
      const { h, client, category } = await withCategory();
      const item = await createItem(h.ctx.db, { categoryId: category.id, name: "Barbacoa" });
      await h.request("/api/menu"); // warms the public cache
      const mark = (soldOut: unknown) => client.request(`/api/admin/items/${item.id}/sold-out`, { method: "POST", json: { soldOut } });

      const marked = await mark(true);
      expect(marked.status).toBe(200);
      expect(((await marked.json()) as { item: AdminMenuItemDto }).item.schedule.soldOutOn).toBe(todayOf(h));
      const list = (await (await client.request("/api/admin/items")).json()) as AdminItemsResponse;
      expect(list.today).toBe(todayOf(h));
      expect(list.items[0]!.schedule.soldOutOn).toBe(list.today);
      const menu = (await (await h.request("/api/menu")).json()) as { items: { schedule: { soldOutOn: string | null } }[] };
      expect(menu.items[0]!.schedule.soldOutOn).toBe(todayOf(h));

      const back = await mark(false);
      expect(((await back.json()) as { item: AdminMenuItemDto }).item.schedule.soldOutOn).toBeNull();
      expect((await mark("yes")).status).toBe(400);
      const missing = await client.request("/api/admin/items/7f1c4a4e-1111-4222-8333-944444444444/sold-out", {
        method: "POST",
        json: { soldOut: true },
      });
      expect(missing.status).toBe(404);
    });

    it("the dashboard sums today's tips of paid and held orders, leaving out cancelled, unpaid and older ones", async () => {
      const { h, client } = await admin();
      const category = await createCategory(h.ctx.db, { name: "Carnitas", slug: "carnitas" });
      const item = await createItem(h.ctx.db, { categoryId: category.id, name: "Carnitas" });
      const lines = [{ itemId: item.id, quantity: 2, priceCents: 1000 }];
      const base = priceOrder({ lines: lines.map((line) => ({ ...line, pricedByWeight: false })), taxRate: 825, weightHoldPercent: 0 });
      const withTip = (tipCents: number, deliveryFeeCents = 0) => ({
        tipCents,
        deliveryFeeCents,
        totalCents: base.totalCents + tipCents + deliveryFeeCents,
      });
      await createOrder(h.ctx.db, { lines, paid: true, ...withTip(300, 499) });
      await createOrder(h.ctx.db, { lines, paymentStatus: "authorized", holdCents: 5000, ...withTip(150) });
      await createOrder(h.ctx.db, { lines, paid: true, status: "cancelled", ...withTip(1000) });
      await createOrder(h.ctx.db, { lines, ...withTip(2000) }); // never paid
      await createOrder(h.ctx.db, { lines, paid: true, createdAt: new Date(Date.now() - 3 * 24 * 3_600_000), ...withTip(4000) });

      const res = await client.request("/api/admin/dashboard");
      expect(res.status).toBe(200);
      const stats = (await res.json()) as DashboardStats;
      expect(stats.tipsTodayCents).toBe(450);
    });
  },
  { env: adminEnv },
);
