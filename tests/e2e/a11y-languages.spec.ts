import type { Page } from "@playwright/test";
import { authTexts } from "../../src/shared/texts/es/auth";
import { cartTexts } from "../../src/shared/texts/es/cart";
import { checkoutTexts } from "../../src/shared/texts/es/checkout";
import { menuTexts } from "../../src/shared/texts/es/menu";
import { expect, httpStatusError, linkFromMailbox, test, uniqueEmail } from "./fixtures";
import { axeViolations } from "./helpers";

/**
 * WCAG 2.2 AA in both languages (ADR 0015): axe-core finds no violation of any impact on any
 * public page, English and Spanish, at desktop and (the @phone project) phone sizes.
 */
const PAGES = [
  "/",
  "/menu",
  "/menu?category=carnitas",
  "/about",
  "/blog",
  "/blog/carnitas-maciza-or-mixed",
  "/contact",
  "/catering",
  "/gift-cards",
  "/gift-cards/balance",
  "/cart",
  "/auth/login",
  "/auth/register",
];
const inSpanish = (path: string) => (path === "/" ? "/es" : `/es${path}`);

for (const size of ["desktop", "phone @phone"]) {
  test.describe(`every public page, both languages, ${size}`, () => {
    for (const path of PAGES.flatMap((p) => [p, inSpanish(p)])) {
      test(`${path} has no axe violation of any impact`, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        expect(await page.locator("html").getAttribute("lang")).toBe(path.startsWith("/es") ? "es" : "en");
        expect(await axeViolations(page)).toEqual([]);
      });
    }
    test.describe(() => {
      test.use({ allowedConsoleErrors: [httpStatusError(404)] });
      for (const path of ["/no/such/page", "/es/no/such/page"]) {
        test(`${path} (not found) has no axe violation of any impact`, async ({ page }) => {
          await page.goto(path);
          expect(await axeViolations(page)).toEqual([]);
        });
      }
    });
  });
}

/**
 * The focused element, and whether the fixed header covers it (WCAG 2.4.11): what is drawn on
 * top at the element's middle belongs to the header while the element does not.
 */
async function focusState(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const box = el.getBoundingClientRect();
    const header = document.querySelector("header");
    const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + Math.min(box.height / 2, 8));
    const hiddenByHeader = !!header && !!onTop && header.contains(onTop) && !header.contains(el);
    const label = (el as HTMLInputElement).labels?.[0]?.textContent;
    const name = (el.getAttribute("aria-label") ?? label ?? el.textContent ?? "").trim().replace(/\s+/g, " ");
    return { name, tag: el.tagName, hiddenByHeader };
  });
}

/** Tabs forward until the focused control's name matches, checking the header never covers focus. */
async function tabTo(page: Page, name: RegExp, limit = 120) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    const state = await focusState(page);
    if (!state) continue;
    expect(state.hiddenByHeader, `the sticky header hides the focused ${state.tag} "${state.name}"`).toBe(false);
    if (name.test(state.name)) return;
  }
  throw new Error(`no control named ${name} within ${limit} tabs`);
}

test("keyboard only, in Spanish: from the menu to the pay page", async ({ page, request }) => {
  // Signing in (on the Spanish sign-in page) is the mailbox's part; everything after is done with the keyboard.
  const email = uniqueEmail("teclado");
  await page.goto(`/es/auth/login?redirect=${encodeURIComponent("/es/menu?category=sides-drinks")}`);
  await page.getByLabel(authTexts.login.email).fill(email);
  await page.getByRole("button", { name: authTexts.login.continueWithEmail }).click();
  await expect(page.getByText(authTexts.magicLinkSent).first()).toBeVisible();
  await page.goto(await linkFromMailbox(request, email, "/auth/callback?token="));
  await expect(page).toHaveURL(/\/es\/menu\?category=sides-drinks$/);
  await tabTo(page, new RegExp(`^${menuTexts.addToCart}$`));
  await page.keyboard.press("Enter");
  // The toast is announced: a live region holds it.
  const toast = page.locator("section[aria-live] li").first();
  await expect(toast).toBeVisible();

  await page.keyboard.press("Escape");
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator("body").focus();
  await tabTo(page, /^Carrito/);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/es\/cart$/);
  await tabTo(page, new RegExp(`^${cartTexts.proceedToCheckout}$`));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/es\/checkout$/);

  // An empty required field: the error is announced (role=alert) and tied to its input.
  await tabTo(page, new RegExp(`^${checkoutTexts.pay("")}`));
  await page.keyboard.press("Enter");
  const nameField = page.getByLabel(checkoutTexts.name, { exact: true });
  await expect(nameField).toHaveAttribute("aria-invalid", "true");
  const errorId = await nameField.getAttribute("aria-describedby");
  expect(errorId).toBeTruthy();
  await expect(page.locator(`[id="${errorId!.split(" ")[0]}"]`)).toHaveAttribute("role", "alert");

  await page.locator("body").focus();
  await tabTo(page, new RegExp(`^${checkoutTexts.name}`));
  await page.keyboard.type("María López");
  await tabTo(page, new RegExp(`^${checkoutTexts.phone}`));
  await page.keyboard.type("3235550199");
  await tabTo(page, new RegExp(`^${checkoutTexts.pay("")}`));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
});
