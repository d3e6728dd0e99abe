import { BRAND, readStoredCart } from "./helpers";
import { expect, test } from "./fixtures";

test.describe("home /", () => {
  test("hero with View Menu and About Us, then every section of the spec", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(`${BRAND} | Family butcher shop & kitchen since 2010`);
    await expect(page.getByRole("heading", { level: 1, name: BRAND })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "View Menu" })).toHaveAttribute("href", "/menu");
    await expect(main.getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/about");

    await expect(page.getByRole("heading", { name: "Featured Cuts and Dishes" })).toBeVisible();
    const featured = page.getByTestId("featured-grid").getByRole("article");
    await expect(featured).toHaveCount(3);
    await expect(featured.getByRole("heading")).toHaveText(["Arrachera", "Birria de Res", "Carnitas"]);

    for (const value of ["Premium Quality", "Quick Service", "Free Delivery"]) {
      await expect(page.getByRole("heading", { level: 3, name: value })).toBeVisible();
    }
    await expect(page.getByText("Free delivery on orders over $30 within a 5-mile radius.")).toBeVisible();

    await expect(page.getByRole("heading", { name: "Voted the Best Carnitas in the City" })).toBeVisible();
    const article = page.getByRole("link", { name: /Read the article/ });
    await expect(article).toHaveAttribute("href", "https://www.example.com/food/best-carnitas-in-los-angeles");
    await expect(article).toHaveAttribute("rel", "noopener noreferrer");
    await expect(page.getByRole("link", { name: "Read our blog post" })).toHaveAttribute("href", "/blog/best-carnitas-award");

    await expect(page.getByRole("heading", { name: "What Our Customers Say" })).toBeVisible();
    await expect(page.locator("figure blockquote")).toHaveCount(3);

    await expect(page.getByRole("heading", { name: "Ready to Order?" })).toBeVisible();
    await main.getByRole("link", { name: "Order Now" }).click();
    await expect(page).toHaveURL(/\/menu$/);
  });

  test("the award section leads to the award post", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Read our blog post" }).click();
    await expect(page).toHaveURL(/\/blog\/best-carnitas-award$/);
    await expect(page.getByRole("heading", { level: 1, name: "Our Carnitas Were Voted the Best in the City" })).toBeVisible();
  });

  test("a featured item goes into the cart from the home page", async ({ page }) => {
    await page.goto("/");
    const card = page.getByRole("article", { name: "Carnitas", exact: true });
    await card.getByRole("button", { name: "Increase quantity" }).click();
    await card.getByRole("radio", { name: /^Mixed, with skin and buche/ }).check();
    await card.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText("Added 1 lb of Carnitas to your cart")).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    await expect
      .poll(() => readStoredCart(page))
      .toMatchObject([
        { quantity: 1, menuItem: { name: "Carnitas" }, options: [{ name: "Mixed, with skin and buche", priceDeltaCents: -200 }] },
      ]);

    const birria = page.getByRole("article", { name: "Birria de Res" });
    await birria.getByRole("button", { name: "Increase quantity" }).click();
    await birria.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText("Added 2 × Birria de Res to your cart")).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveText("3");
  });

  test("the hero picture is preloaded, sized, and the pictures below the fold load lazily", async ({ page }) => {
    await page.goto("/");
    // The route's own preload (React may add one of its own for a high-priority picture).
    const preload = page.locator('link[rel="preload"][as="image"][href="/images/hero-1280w.webp"]');
    await expect(preload).toHaveCount(1);
    await expect(preload).toHaveAttribute("imagesrcset", /hero-640w\.webp 640w, .*hero-1920w\.webp 1920w/);
    const hero = page.locator("section img").first();
    await expect(hero).toHaveAttribute("width", "1280");
    await expect(hero).toHaveAttribute("height", "720");
    await expect(hero).toHaveAttribute("fetchpriority", "high");
    for (const img of await page.getByTestId("featured-grid").locator("img").all()) {
      await expect(img).toHaveAttribute("loading", "lazy");
      await expect(img).toHaveAttribute("width", /\d+/);
    }
  });
});

test.describe("navigation to a page that waits for a query", () => {
  test("'Loading menu items...' shows while the menu loads", async ({ page }) => {
    await page.goto("/");
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/menu.data*", async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole("main").getByRole("link", { name: "View Menu" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Loading menu items..." })).toBeVisible();
    // The header stays usable and readable on the dark band.
    await expect(page.locator("header")).toBeVisible();
    release();
    await expect(page.getByRole("heading", { level: 1, name: "Our Menu" })).toBeVisible();
    await expect(page.getByTestId("pending-page")).toHaveCount(0);
  });
});

test.describe("featured section while it reloads", () => {
  test("shows 'Loading featured items...' in place of the cards", async ({ page }) => {
    await page.goto("/");
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/_root.data*", async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole("navigation", { name: "Main navigation" }).first().getByRole("link", { name: "Home" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Loading featured items..." })).toBeVisible();
    // The rest of the page stays.
    await expect(page.getByRole("heading", { name: "Voted the Best Carnitas in the City" })).toBeVisible();
    release();
    await expect(page.getByTestId("featured-grid").getByRole("article")).toHaveCount(3);
  });
});

test.describe("header and footer", () => {
  test("the header turns solid once the page is scrolled more than 20 px", async ({ page }) => {
    await page.goto("/about");
    const header = page.locator("header");
    await expect(header).toHaveAttribute("data-solid", "false");
    await page.evaluate(() => window.scrollTo(0, 20));
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute("data-solid", "false");
    await page.evaluate(() => window.scrollTo(0, 21));
    await expect(header).toHaveAttribute("data-solid", "true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-solid", "false");
  });

  test("the cart badge shows only above 0, and the header does not move when it appears", async ({ page }) => {
    await page.goto("/menu?category=beef");
    const cartLink = page.getByRole("link", { name: /^Cart, 0 items$/ });
    await expect(cartLink).toHaveAttribute("href", "/cart");
    await expect(page.getByTestId("cart-count")).toHaveCount(0);
    const before = await cartLink.boundingBox();
    const nav = await page.getByRole("navigation", { name: "Main navigation" }).first().boundingBox();
    await page.getByRole("article", { name: "Arrachera" }).getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
    expect(await page.getByRole("link", { name: "Cart, 1 item" }).boundingBox()).toEqual(before);
    expect(await page.getByRole("navigation", { name: "Main navigation" }).first().boundingBox()).toEqual(nav);
  });

  test("navigation, Sign In, and the footer's address, phone, e-mail, hours, social and quick links", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main navigation" }).first();
    await expect(nav.getByRole("link")).toHaveText(["Home", "Menu", "About", "Blog", "Contact"]);
    await expect(page.locator("header").getByRole("link", { name: "Sign In" }).first()).toHaveAttribute("href", "/auth/login");

    const footer = page.locator("footer");
    await expect(footer.getByRole("link", { name: /1820 E 1st St/ })).toHaveAttribute("href", /openstreetmap\.org\/search/);
    await expect(footer.getByRole("link", { name: "(323) 555-0142" })).toHaveAttribute("href", "tel:3235550142");
    await expect(footer.getByRole("link", { name: "orders@laesperanza.example" })).toHaveAttribute(
      "href",
      "mailto:orders@laesperanza.example",
    );
    await expect(footer.getByText("Mon-Sat 8AM-8PM")).toBeVisible();
    await expect(footer.getByText("Sun 9AM-6PM")).toBeVisible();
    for (const social of ["Facebook", "Instagram", "Yelp"]) await expect(footer.getByRole("link", { name: social })).toBeVisible();
    await expect(footer.getByRole("heading", { name: "Quick Links" })).toBeVisible();
    await footer.getByRole("link", { name: "Order Now" }).click();
    await expect(page).toHaveURL(/\/menu$/);
  });
});

test.describe("about /about", () => {
  test("story, values and kitchen", async ({ page }) => {
    await page.goto("/about");
    await expect(page).toHaveTitle(`About Us | ${BRAND}`);
    await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our Story" })).toBeVisible();
    await expect(page.getByText(`${BRAND} opened in 2010`)).toBeVisible();
    await expect(page.getByRole("heading", { name: "What We Stand For" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our Kitchen" })).toBeVisible();
    const kitchen = page.getByRole("img", { name: "Carnitas cooking in a copper cazo over the fire in our kitchen" });
    await expect(kitchen).toHaveAttribute("loading", "lazy");
    await expect(page.getByRole("link", { name: "Call (323) 555-0142" })).toHaveAttribute("href", "tel:3235550142");
  });
});
