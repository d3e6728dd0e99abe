import { addToCart, expect, payButton, readyToPay, test } from "./fixtures";

/** The shop's clock (America/Los_Angeles) `minutes` from now, as the picker writes it: 'YYYY-MM-DDTHH:mm'. */
function shopWallTime(minutes: number): string {
  const parts = new Intl.DateTimeFormat("sv-SE", {
    timeZone: "America/Los_Angeles",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(Date.now() + minutes * 60_000));
  return parts.replace(" ", "T");
}

test.describe("ordering ahead (ADR 0014)", () => {
  test("quick picks set the preferred time; a 15% tip adds its line and raises the Pay amount", async ({ page, request }) => {
    // Carne al Pastor: $7.99/lb from 1 lb.
    await addToCart(page, "pork", "Carne al Pastor");
    await readyToPay(page, request, "picks");
    const picks = page.getByRole("group", { name: "Next open times" });
    await expect(picks.getByRole("radio").first()).toBeAttached();
    expect(await picks.getByRole("radio").count()).toBeGreaterThan(1);
    const second = picks.locator("label").nth(1);
    await expect(second).toHaveText(/^(Today|Tomorrow|\w{3}, \w{3} \d{1,2}) \d{1,2}:\d{2} (AM|PM)$/);
    await second.click();
    const chosen = await picks.getByRole("radio").nth(1).getAttribute("value");
    await expect(page.getByLabel("Preferred time")).toHaveValue(chosen!);
    await expect(picks.getByRole("radio").nth(1)).toBeChecked();

    // $7.99 + tax $0.66 = $8.65; a 15% tip is $1.20.
    await expect(payButton(page)).toHaveText("Pay $8.65");
    const tip = page.getByRole("group", { name: "Tip" });
    await tip.getByText("15% ($1.20)").click();
    const summary = page.getByRole("complementary");
    await expect(summary.getByText("Tip", { exact: true })).toBeVisible();
    await expect(summary.getByText("$1.20")).toBeVisible();
    await expect(payButton(page)).toHaveText("Pay $9.85");
  });

  test("delivery: a fee under $30, and an address outside the area is refused on its field", async ({ page, request }) => {
    // Carne al Pastor 2 lb: $15.98, above the $15 minimum and under the free $30.
    await addToCart(page, "pork", "Carne al Pastor", 2);
    await readyToPay(page, request, "delivery-fee");
    await page.getByText("Delivery", { exact: true }).click();
    await expect(page.getByText(/Free delivery on orders over \$30/)).toBeVisible();
    const summary = page.getByRole("complementary");
    await expect(summary.getByText("Delivery fee")).toBeVisible();
    await expect(summary.getByText("$4.99")).toBeVisible();
    // $15.98 + tax $1.32 + fee $4.99.
    await expect(payButton(page)).toHaveText("Pay $22.29");

    await page.getByLabel("Delivery address").fill("9876 Sunset Blvd, Beverly Hills, CA 90210");
    await payButton(page).click();
    await expect(
      page.getByText("Sorry, we don't deliver to 90210. Please choose pickup, or use an address in our delivery area.").first(),
    ).toBeVisible();
    await expect(page.getByLabel("Delivery address")).toBeFocused();
  });

  test("a cart with Barbacoa de Res says its 24 hours' notice and moves the time a day ahead", async ({ page, request }) => {
    await addToCart(page, "prepared-dishes", "Barbacoa de Res");
    await readyToPay(page, request, "barbacoa");
    await expect(page.getByTestId("earliest-notice")).toHaveText(/^Barbacoa de Res needs 24 hours' notice, so the earliest time is .+\.$/);
    await expect.poll(async () => (await page.getByLabel("Preferred time").inputValue()) >= shopWallTime(24 * 60 - 1)).toBe(true);
  });

  test("the menu shows holiday pre-orders in their own section with their cutoff", async ({ page }) => {
    await page.goto("/menu");
    const section = page.getByRole("region", { name: "Holiday pre-orders" });
    await expect(section).toBeVisible();
    const tamales = section.getByRole("article", { name: "Tamales Navideños" });
    await expect(tamales.getByText(/^(Order by December 20 · Pickup December 22-24|Orders closed December 20)$/)).toBeVisible();
    // Not listed again with its category.
    await expect(page.getByTestId("menu-grid").getByRole("article", { name: "Tamales Navideños" })).toHaveCount(0);
  });

  test("the footer says today's hours and the week's", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByTestId("footer-today")).toContainText(/Today: \d{1,2}(:\d{2})?(AM|PM)-|Closed today|Today \(/);
    await expect(footer.getByText("Mon-Sat 8AM-8PM")).toBeVisible();
    await expect(footer.getByText("Sun 9AM-6PM")).toBeVisible();
  });
});
