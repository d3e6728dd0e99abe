import type { APIRequestContext, APIResponse } from "@playwright/test";
import { addToCart, adminSessionFile, expect, payButton, signInWithMagicLink, test, uniqueEmail } from "./fixtures";

/**
 * Ordering ahead's journey (ADR 0014) in a real browser, with the admin setting the stage through its API: a
 * closed day, an item sold out today, pre-orders (open, and one past its cutoff), a slot that
 * is full with the next one offered, a tip line, and a delivery address outside the area. It
 * changes what checkout offers on two dates, so it runs with the admin writes
 * (playwright.config.ts) and puts the shop back as it found it.
 */
test.describe.configure({ mode: "default" });
// The refusals of a full slot and of an address outside the area answer 409 and 400 on purpose.
test.use({ allowedConsoleErrors: [/status of (409|400) /] });

const adminState = adminSessionFile("journey-admin@example.com", "shop-e2e-journey-");

interface Settings {
  today: string;
  weeklyHours: Record<string, { open: string; close: string } | null>;
  capacity: { everyDay: Record<string, unknown>; byWeekday: Record<string, unknown> };
  delivery: unknown;
  specialDays: { date: string }[];
}

function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}
const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const monthDay = (date: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "long", day: "numeric" }).format(new Date(`${date}T00:00:00Z`));

async function ok(answer: Promise<APIResponse>) {
  const response = await answer;
  expect(response.ok(), `${response.url()} ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

test("a customer meets a closed day, a sold-out item, pre-orders, a full slot, a tip and the delivery area", async ({
  browser,
  page,
  request,
}, testInfo) => {
  const adminContext = await browser.newContext({ storageState: adminState, baseURL: testInfo.project.use.baseURL });
  const admin: APIRequestContext = adminContext.request;
  const before = (await ok(admin.get("/api/admin/settings/ordering"))) as Settings;
  const { today } = before;
  // Two ordinary open days a few days out (never Wednesday, which the Ordering page test edits).
  const taken = new Set(before.specialDays.map((day) => day.date));
  const candidates = [2, 3, 4, 5].map((n) => addDays(today, n)).filter((d) => !taken.has(d) && weekdayOf(d) !== 3);
  const [fullDay, closedDay] = candidates as [string, string];
  const fullWeekday = String(weekdayOf(fullDay));
  const { items } = (await ok(admin.get("/api/admin/items"))) as {
    items: { id: string; name: string; category: { id: string; name: string } }[];
  };
  const chicharron = items.find((item) => item.name === "Chicharrón")!;
  const prepared = items.find((item) => item.category.name === "Prepared Dishes")!.category.id;

  let created: string | null = null;
  try {
    // The stage: one pickup order per slot on fullDay, the shop closed on closedDay, Chicharrón
    // sold out today, and a pre-order whose orders closed yesterday.
    await ok(
      admin.put("/api/admin/settings/ordering", {
        data: {
          weeklyHours: before.weeklyHours,
          delivery: before.delivery,
          capacity: {
            ...before.capacity,
            byWeekday: {
              ...before.capacity.byWeekday,
              [fullWeekday]: { pickup: { maxOrders: 1, maxPounds: null }, delivery: { maxOrders: null, maxPounds: null } },
            },
          },
        },
      }),
    );
    await ok(admin.put(`/api/admin/settings/special-days/${closedDay}`, { data: { hours: null, label: "Family wedding" } }));
    await ok(admin.post(`/api/admin/items/${chicharron.id}/sold-out`, { data: { soldOut: true } }));
    const buñuelos = (await ok(
      admin.post("/api/admin/items", {
        data: {
          name: "Buñuelos de Temporada",
          description: "Crisp buñuelos with piloncillo syrup, a dozen.",
          price: "9.99",
          priceUnit: "each",
          categoryId: prepared,
          preorder: { firstDate: addDays(today, 2), lastDate: addDays(today, 4), cutoffDate: addDays(today, -1) },
        },
      }),
    )) as { item: { id: string } };
    created = buñuelos.item.id;

    // The menu: pre-orders in their own section, one open with its cutoff, one closed; Chicharrón sold out today.
    await page.goto("/menu");
    const preorders = page.getByRole("region", { name: "Holiday pre-orders" });
    await expect(preorders.getByRole("article", { name: "Tamales Navideños" })).toContainText(
      /Order by December 20 · Pickup December 22-24/,
    );
    const closed = preorders.getByRole("article", { name: "Buñuelos de Temporada" });
    await expect(closed).toContainText(`Orders closed ${monthDay(addDays(today, -1))}`);
    await expect(closed.getByRole("button", { name: "Add to Cart" })).toBeDisabled();
    await page.goto("/menu?category=carnitas");
    await expect(page.getByRole("article", { name: "Chicharrón", exact: true })).toContainText("Sold out today");
    await page.screenshot({ path: testInfo.outputPath("menu.png"), fullPage: true });

    // A sold-out item: the checkout says so and offers nothing today.
    await addToCart(page, "carnitas", "Chicharrón");
    await signInWithMagicLink(page, request, uniqueEmail("journey"), "/checkout");
    await page.getByLabel("Name").fill("Lupita Ramírez");
    await page.getByLabel("Phone").fill("3235550188");
    await expect(page.getByTestId("earliest-notice")).toHaveText(/^Chicharrón is sold out today, so the earliest time is .+\.$/);
    const picks = page.getByRole("group", { name: "Next open times" });
    await expect(picks.locator("label").first()).not.toHaveText(/^Today/);

    // A closed day.
    await page.getByLabel("Preferred time").fill(`${closedDay}T10:00`);
    await payButton(page).click();
    await expect(
      page.getByText(`We're closed on ${monthDay(closedDay)} (Family wedding). Please select another day.`).first(),
    ).toBeVisible();

    // A full slot: another customer took fullDay 10:00's only place; the next open time is offered.
    const other = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const otherPage = await other.newPage();
    await signInWithMagicLink(otherPage, other.request, uniqueEmail("journey-first"), "/");
    await ok(
      other.request.post("/api/checkout", {
        data: {
          idempotencyKey: `journey-first-${Date.now()}`,
          details: {
            orderType: "pickup",
            name: "Primer Cliente",
            email: "primer@example.com",
            phone: "3235550111",
            deliveryAddress: "",
            preferredTime: `${fullDay}T10:00`,
            notes: "",
          },
          lines: [{ itemId: items.find((item) => item.name === "Carne al Pastor")!.id, quantity: 1 }],
        },
      }),
    );
    await other.close();
    await page.getByLabel("Preferred time").fill(`${fullDay}T10:00`);
    await payButton(page).click();
    await expect(page.getByText(/^That time is full\. The next open time is \w+, \w+ \d+ at 10:15 AM\.$/).first()).toBeVisible();

    // A tip line.
    await page.getByRole("group", { name: "Tip" }).getByText(/^10%/).click();
    await expect(page.getByRole("complementary").getByText("Tip", { exact: true })).toBeVisible();

    // Delivery outside the area.
    await page.getByText("Delivery", { exact: true }).click();
    await page.getByLabel("Delivery address").fill("9876 Sunset Blvd, Beverly Hills, CA 90210");
    await payButton(page).click();
    await expect(
      page.getByText("Sorry, we don't deliver to 90210. Please choose pickup, or use an address in our delivery area.").first(),
    ).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("checkout.png"), fullPage: true });
  } finally {
    // The shop as it was.
    await admin.put("/api/admin/settings/ordering", {
      data: { weeklyHours: before.weeklyHours, delivery: before.delivery, capacity: before.capacity },
    });
    await admin.delete(`/api/admin/settings/special-days/${closedDay}`);
    await admin.post(`/api/admin/items/${chicharron.id}/sold-out`, { data: { soldOut: false } });
    if (created) await admin.post(`/api/admin/items/${created}/archive`);
    await adminContext.close();
  }
});
