import { cartLine, demoItem, storeCart } from "./helpers";
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
