import { reportsAdminTexts as es } from "../../src/shared/texts/es/reports-admin";
import { ORDER_CSV_COLUMNS } from "../../src/shared/reports/reports";
import { expect, test, useAdminSession } from "./fixtures";

/**
 * The owner's reports on a phone, in Spanish (ADR 0025): a quick pick changes the range in the
 * address and on screen, a plot's table opens with its exact figures, and the CSV link for the
 * range downloads a file whose first row names the documented columns. Written against the
 * Spanish catalogue, so it follows its words.
 */
useAdminSession("reports-owner@example.com", "shop-e2e-reports-");
test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "shop_lang", value: "es", url: baseURL! }]);
});

test("the owner picks this year, opens the revenue table and downloads the orders' CSV", async ({ page }) => {
  await page.goto("/admin/reports");
  await expect(page.getByRole("heading", { name: es.title, level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: es.range.picks.this_month })).toHaveAttribute("aria-pressed", "true");

  await page.getByRole("button", { name: es.range.picks.this_year }).click();
  await expect(page).toHaveURL(/pick=this_year/);
  await expect(page.getByRole("button", { name: es.range.picks.this_year })).toHaveAttribute("aria-pressed", "true");
  const year = String(new Date().getFullYear());
  await expect(page.getByLabel(es.range.from)).toHaveValue(new RegExp(`^${year}-01-01$`));

  const revenue = page.locator("section", { has: page.getByRole("heading", { name: es.revenue.heading }) });
  await revenue.getByRole("button", { name: new RegExp(es.showTable) }).click();
  await expect(revenue.getByRole("table")).toBeVisible();
  await expect(revenue.getByRole("columnheader", { name: es.revenue.columns.captured, exact: true })).toBeVisible();

  const csv = page.getByRole("link", { name: es.csv.orders });
  await expect(csv).toHaveAttribute("href", new RegExp(`from=${year}-01-01`));
  const download = page.waitForEvent("download");
  await csv.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^orders-${year}-01-01-to-${year}-\\d\\d-\\d\\d\\.csv$`));
  const text = (await (await import("node:fs/promises")).readFile((await file.path())!, "utf8")).replace(/^\uFEFF/, "");
  expect(text.split("\r\n")[0]).toBe(ORDER_CSV_COLUMNS.join(","));
});
