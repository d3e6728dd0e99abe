import { expect, httpStatusError, test } from "./fixtures";

test.describe("/menu", () => {
  test("shows every category as a pill and filters through the URL", async ({ page, consoleErrors }) => {
    await page.goto("/menu");
    const pills = page.getByRole("navigation", { name: "Filter by category" }).getByRole("link");
    await expect(pills).toHaveText(["All Items", "Beef", "Carnitas", "Chicken", "Pork", "Prepared Dishes", "Sides & Drinks"]);
    await expect(page.getByRole("link", { name: "All Items" })).toHaveAttribute("aria-current", "page");

    await page.getByRole("link", { name: "Carnitas", exact: true }).click();
    await expect(page).toHaveURL(/\/menu\?category=carnitas$/);
    await expect(page.getByRole("link", { name: "Carnitas", exact: true })).toHaveAttribute("aria-current", "page");
    const names = page.getByTestId("menu-grid").getByRole("heading");
    await expect(names).toHaveText(["Carnitas", "Carnitas Family Pack", "Chicharrón"]);

    const carnitas = page.getByRole("article", { name: "Carnitas", exact: true });
    await expect(carnitas.getByTestId("item-price")).toHaveText(/^\$15\.99\/lb/);
    // One item, the style chosen on its card: maciza by default, mixed or half and half for less.
    await expect(carnitas.getByRole("group", { name: "Style" })).toBeVisible();
    await expect(carnitas.getByRole("radio", { name: "Maciza", exact: true })).toBeChecked();
    await expect(carnitas.getByRole("radio", { name: /^Mixed, with skin and buche/ })).toHaveAccessibleName(/−\$2\.00\/lb$/);
    await expect(carnitas.getByRole("radio", { name: /^Half and half/ })).toHaveAccessibleName(/−\$1\.00\/lb$/);
    await expect(page).toHaveTitle(/Carnitas · Menu \|/);

    // Reloading keeps the filter: it lives in the URL.
    await page.reload();
    await expect(names).toHaveCount(3);
    expect(consoleErrors).toEqual([]);
  });

  test("never lists the unavailable item, and prices always carry two decimals", async ({ page }) => {
    await page.goto("/menu?category=pork");
    await expect(page.getByRole("heading", { name: "Carne al Pastor" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Chorizo de la Casa" })).toHaveCount(0);
    for (const price of await page.getByTestId("item-price").allTextContents()) {
      expect(price).toMatch(/^\$\d+\.\d{2}/);
    }
  });

  test("an unknown category shows the empty text", async ({ page }) => {
    await page.goto("/menu?category=lamb");
    await expect(page.getByText("No menu items found for this category.")).toBeVisible();
  });

  test("Add to Cart puts the chosen quantity in the cart and resets the selector to the item's minimum", async ({ page }) => {
    await page.goto("/menu?category=carnitas");
    // By the pound: from 0.5 lb in 0.5 lb steps; the line counts 1 in the badge.
    const carnitas = page.getByRole("article", { name: "Carnitas", exact: true });
    await expect(carnitas.locator("output")).toHaveText("0.5 lb");
    await expect(carnitas.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
    await carnitas.getByRole("button", { name: "Increase quantity" }).click();
    await carnitas.getByRole("button", { name: "Increase quantity" }).click();
    await expect(carnitas.locator("output")).toHaveText("1.5 lb");
    await carnitas.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText("Added 1.5 lb of Carnitas to your cart")).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    await expect(carnitas.locator("output")).toHaveText("0.5 lb");
    await expect(carnitas.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();

    // By the piece: from 1; the pieces are added to the badge.
    const pack = page.getByRole("article", { name: "Carnitas Family Pack" });
    await expect(pack.locator("output")).toHaveText("1");
    await pack.getByRole("button", { name: "Increase quantity" }).click();
    await pack.getByRole("button", { name: "Increase quantity" }).click();
    await expect(pack.locator("output")).toHaveText("3");
    await pack.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText("Added 3 × Carnitas Family Pack to your cart")).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveText("4");
    await expect(pack.locator("output")).toHaveText("1");
    await expect(pack.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
  });

  test("a cut priced by weight says so, starts at its minimum and keeps its choice required", async ({ page }) => {
    await page.goto("/menu?category=beef");
    const card = page.getByRole("article", { name: "Arrachera" });
    await expect(card.getByText("Priced by weight: charged for what we weigh")).toBeVisible();
    await expect(card.locator("output")).toHaveText("1 lb");
    await expect(card.getByRole("radio", { name: "Regular", exact: true })).toBeChecked();
    await card.getByRole("radio", { name: "Thin for asada", exact: true }).check();
    await card.getByRole("button", { name: "Increase quantity" }).click();
    await card.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText("Added 1.5 lb of Arrachera to your cart")).toBeVisible();
    await page.goto("/cart");
    const line = page.getByRole("listitem", { name: "Arrachera" });
    await expect(line.getByText("Thin for asada", { exact: true })).toBeVisible();
    await expect(line.getByText("$14.99/lb · charged for what we weigh")).toBeVisible();
    // 1.5 × 14.99 = 22.485 → 22.49
    await expect(line.getByTestId("line-total")).toHaveText("$22.49");
  });
});

test.describe("404", () => {
  // The browser logs the document's 404 answer itself.
  test.use({ allowedConsoleErrors: [httpStatusError(404)] });

  test("any unknown path shows 'Page Not Found' with links home and to the menu", async ({ page }) => {
    const response = await page.goto("/this/does/not/exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "View Menu" }).click();
    await expect(page).toHaveURL(/\/menu$/);
    await page.goto("/nope");
    await page.getByRole("main").getByRole("link", { name: "Go Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("phone @phone", () => {
  test("the menu is usable on a 375 px screen and the mobile menu closes on navigation", async ({ page }, testInfo) => {
    await page.goto("/menu");
    await expect(page.getByRole("navigation", { name: "Main navigation" }).first()).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    const mobileNav = page.locator("header").getByRole("navigation", { name: "Main navigation" }).last();
    await expect(mobileNav).toBeVisible();
    await mobileNav.getByRole("link", { name: "Menu" }).click();
    await expect(mobileNav).toBeHidden();
    // No horizontal scrolling on a phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath("menu-phone.png"), fullPage: false });
  });
});
