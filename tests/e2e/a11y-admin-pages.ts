import { expect, test } from "./fixtures";
import { axeViolations } from "./helpers";

const ADMIN_PAGES = [
  "/admin",
  "/admin/menu",
  "/admin/orders",
  "/admin/orders/new",
  "/admin/kitchen",
  "/admin/catering",
  "/admin/gift-cards",
  "/admin/promos",
  "/admin/reports",
  "/admin/blog",
  "/admin/messages",
  "/admin/ordering",
  "/admin/team",
];

/**
 * WCAG 2.2 AA in the admin too (ADR 0015): no axe violation of any impact on any admin page, in
 * English and in Spanish (the visitor's choice, the shop_lang cookie). The spec files sign in
 * (one address each: a magic link is limited to 3 per address in 15 minutes).
 */
export function adminPagesHaveNoAxeViolation(size: string) {
  for (const lang of ["en", "es"] as const) {
    test.describe(`admin pages in ${lang}, ${size}`, () => {
      test.beforeEach(async ({ context, baseURL }) => {
        await context.addCookies([{ name: "shop_lang", value: lang, url: baseURL! }]);
      });
      for (const path of ADMIN_PAGES) {
        test(`${path} has no axe violation of any impact`, async ({ page }) => {
          await page.goto(path);
          await page.waitForLoadState("networkidle");
          await expect(page.locator("html")).toHaveAttribute("lang", lang);
          await expect(page.locator("h1").first()).toBeVisible();
          expect(await axeViolations(page)).toEqual([]);
        });
      }
    });
  }
}
