import type { Page } from "@playwright/test";
import { createItemThroughApi, expect, test, useAdminSession } from "./fixtures";

/**
 * The admin's side of ordering ahead (ADR 0014) in a real browser: the Ordering page keeps a
 * closed date and a capacity across a reload, and 'Sold out today' on the menu list shows its
 * badge. It changes what checkout offers, so it runs with the admin writes (playwright.config.ts):
 * the closed date is a month ahead and the capacity far above any test's orders.
 */
test.describe.configure({ mode: "default" });

useAdminSession("ordering-admin@example.com", "shop-e2e-ordering-");

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

/** 'YYYY-MM-DD' plus days. */
function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

test("the Ordering page keeps a closed date and a slot capacity across a reload", async ({ page }) => {
  const settings = (await (await page.request.get("/api/admin/settings/ordering")).json()) as { today: string };
  const closedOn = addDays(settings.today, 30);
  const longDate = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", month: "long", day: "numeric" }).format(
    new Date(`${closedOn}T00:00:00Z`),
  );

  await page.goto("/admin/ordering");
  await expect(page.getByRole("heading", { level: 1, name: "Ordering" })).toBeVisible();
  await expect(page.getByTestId("weekday-row")).toHaveCount(7);
  await expect(page.getByTestId("weekday-row").first()).toContainText("Monday");

  // A closed date.
  const special = page.getByTestId("special-days");
  await special.getByLabel("Date", { exact: true }).fill(closedOn);
  await special.getByLabel("Closed all day").check();
  await special.getByLabel("Note (optional)").fill("Staff party");
  await special.getByRole("button", { name: "Add date" }).click();
  await expect(toast(page, `${longDate} added`)).toBeVisible();
  await expect(special.getByTestId("special-day-row").filter({ hasText: longDate })).toContainText("Closed all day");

  // A capacity for every day's pickup slots, and a day of its own.
  const capacity = page.getByTestId("capacity");
  await capacity.getByLabel("Every day: Pickup orders").fill("500");
  await capacity.getByLabel("Every day: Pickup lb").fill("900.5");
  await capacity.getByLabel("Day with its own limits").selectOption({ label: "Wednesday" });
  await capacity.getByRole("button", { name: "Add limits for a day" }).click();
  await capacity.getByLabel("Wednesday: Delivery orders").fill("400");
  await capacity.getByRole("button", { name: "Save capacity" }).click();
  await expect(toast(page, "Ordering settings saved")).toBeVisible();

  // A mistake is named at its field and nothing is sent.
  const deliveryOrders = await capacity.getByLabel("Every day: Delivery orders").inputValue();
  await capacity.getByLabel("Every day: Delivery orders").fill("2.5");
  await capacity.getByRole("button", { name: "Save capacity" }).click();
  await expect(capacity.getByText("A whole number above 0, or blank for no limit")).toBeVisible();

  await page.reload();
  await expect(page.getByTestId("special-day-row").filter({ hasText: longDate })).toContainText("Closed all day");
  await expect(page.getByTestId("capacity").getByLabel("Every day: Pickup orders")).toHaveValue("500");
  await expect(page.getByTestId("capacity").getByLabel("Every day: Pickup lb")).toHaveValue("900.5");
  await expect(page.getByTestId("capacity").getByLabel("Wednesday: Delivery orders")).toHaveValue("400");
  await expect(page.getByTestId("capacity").getByLabel("Every day: Delivery orders")).toHaveValue(deliveryOrders);

  // Removing the date asks first.
  await page.getByRole("button", { name: `Remove ${longDate}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
  await expect(toast(page, `${longDate} removed`)).toBeVisible();
  await expect(page.getByTestId("special-day-row").filter({ hasText: longDate })).toHaveCount(0);
});

test("'Sold out today' on the menu list shows the badge, and 'Back in stock' takes it away", async ({ page }) => {
  const name = `Sold Out Test ${Math.random().toString(36).slice(2, 7)}`;
  await createItemThroughApi(page, name);

  await page.goto("/admin/menu");
  const row = page.getByTestId("menu-item-row").filter({ hasText: name });
  await expect(row.getByTestId("sold-out-badge")).toHaveCount(0);
  const mark = row.getByRole("button", { name: `Mark ${name} sold out today` });
  await expect(mark).toHaveAttribute("aria-pressed", "false");
  await mark.click();
  await expect(toast(page, `${name} marked sold out for today`)).toBeVisible();
  await expect(row.getByTestId("sold-out-badge")).toHaveText("Sold out today");
  const back = row.getByRole("button", { name: `Mark ${name} back in stock` });
  await expect(back).toHaveAttribute("aria-pressed", "true");

  await page.reload();
  await expect(page.getByTestId("menu-item-row").filter({ hasText: name }).getByTestId("sold-out-badge")).toBeVisible();
  await page
    .getByTestId("menu-item-row")
    .filter({ hasText: name })
    .getByRole("button", { name: `Mark ${name} back in stock` })
    .click();
  await expect(page.getByTestId("menu-item-row").filter({ hasText: name }).getByTestId("sold-out-badge")).toHaveCount(0);
});
