import { cartLine, demoItem, seriousAxeViolations, storeCart } from "./helpers";
import { expect, httpStatusError, test } from "./fixtures";

/** axe-core on every public page: no serious or critical violation (WCAG 2.x A/AA and best practice). */
const publicPages = ["/", "/menu", "/menu?category=carnitas", "/about", "/blog", "/blog/carnitas-maciza-or-mixed", "/contact", "/cart"];

test.describe("accessibility (axe-core)", () => {
  for (const path of publicPages) {
    test(`${path} has no serious or critical violation`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }

  test("/cart with items (and a changed price) has no serious or critical violation", async ({ page, request }) => {
    const maciza = await demoItem(request, "Carnitas Maciza");
    await storeCart(page, [cartLine(maciza, 2, { priceCents: 999, notes: "extra crispy" })]);
    await page.goto("/cart");
    await expect(page.getByText("Price changed from $9.99 to $15.99")).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("the scrolled (solid) header and the open mobile menu have no serious or critical violation", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/about");
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(page.locator("header")).toHaveAttribute("data-solid", "true");
    await page.getByRole("button", { name: "Open menu" }).click();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test.describe("not-found pages", () => {
    test.use({ allowedConsoleErrors: [httpStatusError(404)] });
    for (const path of ["/no/such/page", "/blog/no-such-post"]) {
      test(`${path} has no serious or critical violation`, async ({ page }) => {
        await page.goto(path);
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
    }
  });

  test("every control on the home page is reachable by keyboard, with a visible focus ring", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    const seen = new Set<string>();
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        return { label: `${el.tagName} ${el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 40)}`, outline: style.outlineStyle !== "none" && style.outlineWidth !== "0px" };
      });
      if (!focused) break;
      expect(focused.outline, `focus ring on ${focused.label}`).toBe(true);
      seen.add(focused.label);
    }
    for (const name of ["View Menu", "About Us", "Add to Cart", "Read the article", "Order Now"]) {
      expect([...seen].some((label) => label.includes(name)), `${name} reachable by Tab`).toBe(true);
    }
  });
});
