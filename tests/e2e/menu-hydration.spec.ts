import { expect, test } from "./fixtures";

/**
 * The speed work (ADR 0019): the menu's page weight. The schema.org JSON-LD is in the document once, for crawlers,
 * and not a second time in the loader data the browser hydrates from; hydration then finds the
 * server's page as it is (no error, no client re-render); client-side navigation still reads the
 * page's data through its .data requests.
 */

/** The inline script that hands React Router the loader data (turbo-stream). */
const LOADER_DATA = /<script[^>]*>(window\.__reactRouterContext\.streamController\.enqueue\([\s\S]*?)<\/script>/g;

test.describe("menu page weight", () => {
  for (const path of ["/menu", "/es/menu", "/", "/es", "/blog/best-carnitas-award"]) {
    test(`${path}: JSON-LD in the document's head, not in the loader data`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      const blocks = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
      expect(blocks).toHaveLength(1);
      expect(JSON.parse(blocks[0]![1]!)).toHaveProperty("@context", "https://schema.org");
      const loaderData = [...html.matchAll(LOADER_DATA)].map((m) => m[1]).join("");
      expect(loaderData).toContain("loaderData");
      expect(loaderData).not.toContain("schema.org");
    });
  }

  test("the menu hydrates the server's page as it is: a mark the server's HTML carries survives", async ({ page, consoleErrors }) => {
    // A client re-render after a hydration mismatch would rebuild the cards without it (and log error 418).
    await page.route("**/es/menu", async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace("<article ", '<article data-server-mark="" ');
      await route.fulfill({ response, body });
    });
    await page.goto("/es/menu");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await expect(page.locator("article[data-server-mark]")).toHaveCount(1);
    await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(1);
    // The card is live: its selector answers.
    const card = page.locator("article[data-server-mark]");
    const before = await card.locator("output").textContent();
    await card.getByRole("button", { name: "Aumentar cantidad" }).click();
    await expect(card.locator("output")).not.toHaveText(before!);
    expect(consoleErrors).toEqual([]);
  });

  test("client-side navigation into the menu and between categories reads the lean loader data", async ({ page }) => {
    await page.goto("/es");
    const dataRequest = page.waitForResponse((response) => response.url().includes("/es/menu.data"));
    await page.locator("header").getByRole("link", { name: "Menú", exact: true }).first().click();
    expect((await dataRequest).status()).toBe(200);
    await expect(page).toHaveURL(/\/es\/menu$/);
    await expect(page.getByRole("link", { name: "Todo", exact: true })).toHaveAttribute("aria-current", "page");

    const categoryRequest = page.waitForResponse((response) => /\/es\/menu\.data\?(.*&)?category=carnitas/.test(response.url()));
    await page.getByRole("link", { name: "Carnitas", exact: true }).click();
    expect(await (await categoryRequest).text()).not.toContain("schema.org");
    const names = page.getByTestId("menu-grid").getByRole("heading");
    await expect(names).toHaveText(["Carnitas", "Chicharrón", "Paquete familiar de carnitas"]);
    // A card from the .data answer adds to the cart as one from the document does.
    const carnitas = page.getByRole("article", { name: "Carnitas", exact: true });
    await expect(carnitas.getByTestId("item-price")).toHaveText(/^\$15\.99\/lb/);
    await carnitas.getByRole("button", { name: "Agregar al carrito" }).click();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
  });
});
