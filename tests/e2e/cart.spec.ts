import type { Page } from "@playwright/test";
import { BRAND, cartLine, cartLineBeforeWeights, demoItem, oldCartLine, readStoredCart, storeCart } from "./helpers";
import { expect, test } from "./fixtures";

const GONE_ID = "00000000-0000-4000-8000-000000000000";

test.describe("cart rules (docs/product.md 'Cart')", () => {
  test("the same item added twice is one line with the summed quantity, and a reload keeps it", async ({ page }) => {
    await page.goto("/menu?category=carnitas");
    const card = page.getByRole("article", { name: "Carnitas", exact: true });
    // 0.5 lb (the minimum), then 1 lb: one line of 1.5 lb.
    await card.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText("Added 0.5 lb of Carnitas to your cart")).toBeVisible();
    await card.getByRole("button", { name: "Increase quantity" }).click();
    await card.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText("Added 1 lb of Carnitas to your cart")).toBeVisible();
    // A line sold by the pound counts 1 in the badge, whatever it weighs.
    await expect(page.getByTestId("cart-count")).toHaveText("1");

    // The add code loads on the first click: the stored cart is read once it has it.
    await expect
      .poll(() => readStoredCart(page))
      .toMatchObject([
        {
          quantity: 1.5,
          menuItem: { name: "Carnitas", price: 15.99, price_unit: "lb", quantity_min: 0.5, quantity_step: 0.5, priced_by_weight: false },
          options: [{ groupName: "Style", name: "Maciza", priceDeltaCents: 0 }],
        },
      ]);

    await page.goto("/cart");
    const lines = page.getByTestId("cart-line");
    await expect(lines).toHaveCount(1);
    await expect(lines.first().locator("output")).toHaveText("1.5 lb");
    // 1.5 × 15.99 = 23.985 → 23.99
    await expect(lines.first().getByTestId("line-total")).toHaveText("$23.99");
    await page.reload();
    await expect(page.getByTestId("cart-line")).toHaveCount(1);
    await expect(page.getByTestId("cart-line").first().locator("output")).toHaveText("1.5 lb");
    await expect(page.getByTestId("cart-count")).toHaveText("1");
  });

  test("the same item with another choice is another line", async ({ page }) => {
    await page.goto("/menu?category=carnitas");
    const card = page.getByRole("article", { name: "Carnitas", exact: true });
    await card.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    await card.getByRole("radio", { name: /^Half and half/ }).check();
    await card.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByTestId("cart-count")).toHaveText("2");
    await expect
      .poll(() => readStoredCart(page))
      .toMatchObject([
        { quantity: 0.5, options: [{ name: "Maciza" }] },
        { quantity: 0.5, options: [{ name: "Half and half", priceDeltaCents: -100 }] },
      ]);

    await page.goto("/cart");
    const lines = page.getByTestId("cart-line");
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText("Maciza");
    await expect(lines.nth(0)).toContainText("$15.99/lb");
    await expect(lines.nth(1)).toContainText("Half and half");
    await expect(lines.nth(1)).toContainText("$14.99/lb");
    // 0.5 × 15.99 = 7.995 → 8.00; 0.5 × 14.99 = 7.495 → 7.50 (half up, once per line).
    await expect(lines.nth(0).getByTestId("line-total")).toHaveText("$8.00");
    await expect(lines.nth(1).getByTestId("line-total")).toHaveText("$7.50");
    await expect(page.getByTestId("cart-summary")).toContainText("Subtotal$15.50");
  });

  test("a corrupt stored cart is an empty cart, without an error", async ({ page }) => {
    await storeCart(page, "{not json");
    await page.goto("/cart");
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("cart"))).toBeNull();
  });

  test("a cart stored in the earlier shape (priceCents, priceId…) is read, and written back in the spec's fields", async ({
    page,
    request,
  }) => {
    const arrachera = await demoItem(request, "Arrachera");
    await storeCart(page, [oldCartLine(arrachera, 2)]);
    await page.goto("/cart");
    const line = page.getByRole("listitem", { name: "Arrachera" });
    await expect(line.getByTestId("line-total")).toHaveText("$29.98");
    await expect(line.locator("output")).toHaveText("2 lb");
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    // The cart check brings the item's steps, and the default of its required 'Cut'.
    await expect(line.getByText("Regular", { exact: true })).toBeVisible();
    await expect.poll(() => readStoredCart(page)).toEqual([cartLine(arrachera, 2)]);
    await page.reload();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    expect(await readStoredCart(page)).toEqual([cartLine(arrachera, 2)]);
  });

  test("a cart stored before pounds had steps and choices is read with the item's own, and written back with them", async ({
    page,
    request,
  }) => {
    const carnitas = await demoItem(request, "Carnitas");
    const horchata = await demoItem(request, "Horchata");
    await storeCart(page, [
      cartLineBeforeWeights(carnitas, 2),
      { ...cartLineBeforeWeights(horchata, 3), id: `${horchata.id}-1700000000001` },
    ]);
    await page.goto("/cart");
    await expect(page.getByRole("listitem", { name: "Carnitas" }).getByTestId("line-total")).toHaveText("$31.98");
    await expect(page.getByRole("listitem", { name: "Carnitas" }).getByText("Maciza", { exact: true })).toBeVisible();
    await expect(page.getByRole("listitem", { name: "Horchata" }).getByTestId("line-total")).toHaveText("$13.50");
    // One line by the pound and three pieces.
    await expect(page.getByTestId("cart-count")).toHaveText("4");
    await expect
      .poll(() => readStoredCart(page))
      .toEqual([cartLine(carnitas, 2), { ...cartLine(horchata, 3), id: `${horchata.id}-1700000000001` }]);
  });

  test("two open tabs stay in step", async ({ page, context }) => {
    await page.goto("/menu?category=carnitas");
    const other = await context.newPage();
    await other.goto("/cart");
    await expect(other.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();

    await page.getByRole("article", { name: "Carnitas Family Pack" }).getByRole("button", { name: "Add to Cart" }).click();
    await expect(other.getByTestId("cart-count")).toHaveText("1");
    await expect(other.getByRole("heading", { level: 3, name: "Carnitas Family Pack" })).toBeVisible();

    await other.getByRole("button", { name: "Increase quantity" }).click();
    await expect(page.getByTestId("cart-count")).toHaveText("2");
    await other.getByRole("button", { name: "Clear Cart" }).click();
    await expect(page.getByTestId("cart-count")).toHaveCount(0);
    await other.close();
  });
});

test.describe("cart page /cart", () => {
  test("empty: 'Your cart is empty' with Browse Menu", async ({ page }) => {
    await page.goto("/cart");
    await expect(page).toHaveTitle(`Your Cart | ${BRAND}`);
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Browse Menu" }).click();
    await expect(page).toHaveURL(/\/menu$/);
  });

  test("the server sends a placeholder, never 'Your cart is empty' for a cart it cannot see", async ({ request }) => {
    const html = await (await request.get("/cart")).text();
    expect(html).toContain("Loading your cart...");
    expect(html).not.toContain("Your cart is empty");
  });

  test("lines with plus, minus, note, category and remove; summary with tax; checkout and back to shopping", async ({ page, request }) => {
    const arrachera = await demoItem(request, "Arrachera");
    const horchata = await demoItem(request, "Horchata");
    await storeCart(page, [
      cartLine(arrachera, 3, { notes: "thin slices" }),
      { ...cartLine(horchata, 1), id: `${horchata.id}-1700000000001` },
    ]);
    await page.goto("/cart");

    const line = page.getByRole("listitem", { name: "Arrachera" });
    await expect(line.getByText("Beef", { exact: true })).toBeVisible();
    // Priced by actual weight, with its 'Cut' (the default, Regular).
    await expect(line.getByText("$14.99/lb · charged for what we weigh")).toBeVisible();
    await expect(line.getByText("Regular", { exact: true })).toBeVisible();
    await expect(line.locator("output")).toHaveText("3 lb");
    await expect(line.getByTestId("line-total")).toHaveText("$44.97");
    await expect(line.getByRole("textbox", { name: "Note for Arrachera" })).toHaveValue("thin slices");

    // Subtotal 44.97 + 4.50 = 49.47; tax 8.25% = 4.08 (4.081275); total 53.55, an estimate until weighed.
    const summary = page.getByTestId("cart-summary");
    await expect(summary).toContainText("Subtotal$49.47");
    await expect(summary).toContainText("Tax (8.25%)$4.08");
    await expect(summary).toContainText("Estimated total$53.55");
    await expect(page.getByTestId("cart-count")).toHaveText("2");

    // Arrachera moves in 0.5 lb steps: 2.5 × 14.99 = 37.475 → 37.48; subtotal 41.98.
    await line.getByRole("button", { name: "Decrease quantity" }).click();
    await expect(line.locator("output")).toHaveText("2.5 lb");
    await expect(line.getByTestId("line-total")).toHaveText("$37.48");
    await expect(summary).toContainText("Subtotal$41.98");
    await expect(page.getByTestId("cart-count")).toHaveText("2");

    await line.getByRole("textbox", { name: "Note for Arrachera" }).fill("thick, for the grill");
    await expect.poll(() => readStoredCart(page)).toMatchObject([{ notes: "thick, for the grill", quantity: 2.5 }, { quantity: 1 }]);

    await page.getByRole("button", { name: "Remove Horchata from your cart" }).click();
    await expect(page.getByRole("listitem", { name: "Horchata" })).toHaveCount(0);
    await expect(page.getByText("Removed Horchata from your cart")).toBeVisible();
    // Without Horchata: 37.48, tax 3.09 (3.0921); total 40.57.
    await expect(summary).toContainText("Estimated total$40.57");

    // Down to the minimum (1 lb), then minus at the minimum removes the line.
    for (const shown of ["2 lb", "1.5 lb", "1 lb"]) {
      await line.getByRole("button", { name: "Decrease quantity" }).click();
      await expect(line.locator("output")).toHaveText(shown);
    }
    await line.getByRole("button", { name: "Decrease quantity" }).click();
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  });

  test("Proceed to Checkout and Continue Shopping, and Clear Cart", async ({ page, request }) => {
    await storeCart(page, [cartLine(await demoItem(request, "Chile Verde"), 1)]);
    await page.goto("/cart");
    await expect(page.getByRole("link", { name: "Proceed to Checkout" })).toHaveAttribute("href", "/checkout");
    await expect(page.getByRole("main").getByRole("link", { name: "Continue Shopping" })).toHaveAttribute("href", "/menu");
    await page.getByRole("button", { name: "Clear Cart" }).click();
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    expect(await readStoredCart(page)).toEqual([]);
  });

  test("a changed price is shown and the totals use today's price, never the stored one", async ({ page, request }) => {
    const carnitas = await demoItem(request, "Carnitas");
    await storeCart(page, [cartLine(carnitas, 2, { priceCents: 1299 })]);
    await page.goto("/cart");
    const line = page.getByRole("listitem", { name: "Carnitas" });
    await expect(line.getByText("Price changed from $12.99 to $15.99")).toBeVisible();
    await expect(line.getByTestId("line-total")).toHaveText("$31.98");
    await expect(page.getByTestId("cart-summary")).toContainText("Subtotal$31.98");
    // Stored in docs/product.md's fields: the price in dollars.
    const stored = (await readStoredCart(page)) as { menuItem: { price: number } }[];
    expect(stored[0]!.menuItem.price).toBe(15.99);
    await expect(page.getByRole("link", { name: "Proceed to Checkout" })).toBeVisible();
  });

  test("an item no longer on the menu is marked, not counted, and blocks checkout until removed", async ({ page, request }) => {
    const horchata = await demoItem(request, "Horchata");
    const gone = {
      ...cartLine(horchata, 1),
      id: `${GONE_ID}-1`,
      menuItem: { ...cartLine(horchata, 1).menuItem, id: GONE_ID, name: "Old Special" },
    };
    await storeCart(page, [cartLine(horchata, 2), gone]);
    await page.goto("/cart");
    const line = page.getByRole("listitem", { name: "Old Special" });
    await expect(line.getByText("No longer on the menu — Not included in your total.")).toBeVisible();
    await expect(page.getByTestId("cart-summary")).toContainText("Subtotal$9.00");
    await expect(page.getByText("Remove the items that are no longer available to continue to checkout.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Proceed to Checkout" })).toBeDisabled();
    await line.getByRole("button", { name: "Remove Old Special from your cart" }).click();
    await expect(page.getByRole("link", { name: "Proceed to Checkout" })).toBeVisible();
  });
});

test.describe("filling in after hydration", () => {
  /** Sum of the layout shifts Chromium measured since the page started loading. */
  async function cumulativeLayoutShift(page: Page): Promise<number> {
    return page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
  }

  for (const path of ["/", "/cart"]) {
    test(`${path}: the stored cart fills the badge${path === "/cart" ? " and the page" : ""} without a layout shift`, async ({
      page,
      request,
    }) => {
      // One line by the pound (counts 1) and two pieces.
      await storeCart(page, [cartLine(await demoItem(request, "Carnitas"), 2), cartLine(await demoItem(request, "Horchata"), 2)]);
      // A tall screen, where the footer would be in view, and a slow network: the server's HTML
      // is on screen well before the scripts hydrate it.
      await page.setViewportSize({ width: 1280, height: 1100 });
      await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.continue();
      });
      await page.goto(path);
      await expect(page.getByTestId("cart-count")).toHaveText("3");
      if (path === "/cart") await expect(page.getByTestId("cart-line")).toHaveCount(2);
      expect(await cumulativeLayoutShift(page)).toBeLessThan(0.01);
    });
  }
});
