import { cartLine, demoItem, readStoredCart, storeCart } from "./helpers";
import { expect, test } from "./fixtures";

/** The `phone` project (375×812) runs only the tests tagged @phone. */
test.describe("phone-sized screen @phone", () => {
  for (const path of ["/", "/about", "/blog", "/blog/best-carnitas-award", "/contact", "/cart"]) {
    test(`${path} fits a 375 px screen without sideways scrolling`, async ({ page }, testInfo) => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
      // The desktop navigation is hidden; the menu button is there.
      await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
      await page.screenshot({
        path: testInfo.outputPath(`${path === "/" ? "home" : path.slice(1).replace(/\W+/g, "-")}-phone.png`),
        fullPage: true,
      });
    });
  }

  test("the mobile menu opens, leads to the blog and closes on navigation", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const mobileNav = page.locator("header").getByRole("navigation", { name: "Main navigation" }).last();
    await expect(mobileNav.getByRole("link", { name: "Sign In" })).toBeVisible();
    await mobileNav.getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(mobileNav).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("the cart works with a thumb: quantity, note and the summary", async ({ page, request }, testInfo) => {
    await storeCart(page, [
      cartLine(await demoItem(request, "Carnitas Family Pack"), 1),
      cartLine(await demoItem(request, "Tortillas de Maíz"), 2),
    ]);
    await page.goto("/cart");
    const line = page.getByRole("listitem", { name: "Carnitas Family Pack" });
    await line.getByRole("button", { name: "Increase quantity" }).tap();
    await expect(line.getByTestId("line-total")).toHaveText("$79.98");
    // Buttons are at least 44 px: comfortable to tap.
    const box = await line.getByRole("button", { name: "Increase quantity" }).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await line.getByRole("textbox", { name: "Note for Carnitas Family Pack" }).fill("maciza only");
    await expect(page.getByTestId("cart-summary")).toContainText("Subtotal$86.98");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath("cart-phone.png"), fullPage: true });
  });

  test("the menu card's pound steps and style choice work with a thumb", async ({ page }, testInfo) => {
    await page.goto("/menu?category=carnitas");
    const card = page.getByRole("article", { name: "Carnitas", exact: true });
    const selector = card.getByRole("group", { name: "Quantity: Carnitas" });
    // From the minimum, 0.5 lb, in 0.5 lb steps; − stops at the minimum.
    await expect(selector.locator("output")).toHaveText("0.5 lb");
    await expect(selector.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
    await selector.getByRole("button", { name: "Increase quantity" }).tap();
    await expect(selector.locator("output")).toHaveText("1 lb");
    await selector.getByRole("button", { name: "Increase quantity" }).tap();
    await expect(selector.locator("output")).toHaveText("1.5 lb");
    await selector.getByRole("button", { name: "Decrease quantity" }).tap();
    await selector.getByRole("button", { name: "Increase quantity" }).tap();
    await expect(selector.locator("output")).toHaveText("1.5 lb");

    // The style: maciza by default; a tap on the chip's words chooses half and half.
    await expect(card.getByRole("radio", { name: "Maciza", exact: true })).toBeChecked();
    const chip = card.locator("label").filter({ hasText: "Half and half" });
    const box = await chip.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await chip.getByText("Half and half").tap();
    await expect(card.getByRole("radio", { name: /^Half and half/ })).toBeChecked();
    await expect(card.getByRole("radio", { name: "Maciza", exact: true })).not.toBeChecked();
    // Buttons and chips fit the card: nothing runs off a 375 px screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await card.screenshot({ path: testInfo.outputPath("carnitas-card-phone.png") });

    await card.getByRole("button", { name: "Add to Cart" }).tap();
    await expect(page.getByText("Added 1.5 lb of Carnitas to your cart")).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    await expect(selector.locator("output")).toHaveText("0.5 lb");
    await expect
      .poll(() => readStoredCart(page))
      .toMatchObject([{ quantity: 1.5, options: [{ groupName: "Style", name: "Half and half", priceDeltaCents: -100 }] }]);

    await page.goto("/cart");
    const line = page.getByRole("listitem", { name: "Carnitas" });
    await expect(line.getByText("Half and half", { exact: true })).toBeVisible();
    await expect(line.getByText("$14.99/lb")).toBeVisible();
    // 1.5 × 14.99 = 22.485 → 22.49
    await expect(line.getByTestId("line-total")).toHaveText("$22.49");
  });

  test("the contact form can be filled and sent on a phone", async ({ page }, testInfo) => {
    await page.goto("/contact");
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Rosa");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("rosa@example.com");
    await page.getByRole("textbox", { name: "Message", exact: true }).fill("Are you open on holidays?");
    await page.getByRole("button", { name: "Send Message" }).tap();
    await expect(page.getByText("Message sent successfully! We'll get back to you soon.")).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("contact-sent-phone.png") });
  });
});
