import type { Page, Request } from "@playwright/test";
import { cartLine, demoItem, readStoredCart, storeCart } from "./helpers";
import { expect, httpStatusError, test, useAdminSession, waitForHydration } from "./fixtures";

/**
 * A rolling restart (ADR 0020, docs/deploy.md): a page from the previous build asks an instance
 * already on the new build for a script file of its own build that is not there (hashed names
 * change with each build). Here the browser sees just that: once the page has loaded, the files
 * it has not fetched yet answer 404, as a new build's instance without the old files would.
 * The page reloads once and, being then the new build's page, works; a file still missing after
 * that reload is reported, not reloaded again, so a reload loop cannot happen.
 */
// The browser's line for each 404, and React Router's when it reloads on a route module that failed.
test.use({
  allowedConsoleErrors: [
    new RegExp(`${httpStatusError(404).source}|Error loading route module|Failed to fetch dynamically imported module`),
  ],
});

const SCRIPT = /\/assets\/[^?]+\.js(\?|$)/;

/**
 * The server as the page sees it across a deploy: `deploy()` takes away every script the page
 * has not fetched yet (the previous build's files it would still ask for); with `{ until: "reload" }`
 * they are back from the next document load on (that page is the new build's, whose files exist).
 * `documents` counts the page's document loads: the first visit, then each reload.
 */
async function previousBuildGoneOn(page: Page, isGone: (url: string, body: () => Promise<string>) => Promise<boolean> = async () => true) {
  const fetched = new Set<string>();
  let gone = false;
  let backAtReload = false;
  const documents: string[] = [];
  page.on("request", (request: Request) => {
    if (!request.isNavigationRequest() || request.frame() !== page.mainFrame()) return;
    documents.push(new URL(request.url()).pathname);
    if (backAtReload && documents.length > 1) gone = false;
  });
  await page.route(SCRIPT, async (route) => {
    const url = route.request().url();
    if (gone && !fetched.has(url)) {
      const response = await route.fetch();
      if (await isGone(url, () => response.text())) return route.fulfill({ status: 404, contentType: "text/plain", body: "Not Found" });
      return route.fulfill({ response });
    }
    fetched.add(url);
    return route.continue();
  });
  return {
    documents,
    deploy(options: { until?: "reload" } = {}) {
      gone = true;
      backAtReload = options.until === "reload";
    },
  };
}

/**
 * The menu asks for Add to Cart's code and the toasts' when the browser is next idle (ADR 0026):
 * here the browser keeps its idle callbacks until the test runs them (`runIdle`), as a phone busy
 * until the tap would, so that the tap is the first to ask for a file the deploy took away.
 */
async function idleOnlyWhenTold(page: Page) {
  await page.addInitScript(() => {
    const held: IdleRequestCallback[] = [];
    Object.assign(window, {
      requestIdleCallback: (callback: IdleRequestCallback) => held.push(callback),
      runIdle: () => held.splice(0).forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 50 })),
    });
  });
}

test.describe("a page from the previous build after a rolling restart", () => {
  const carnitas = (page: Page) => page.getByRole("article", { name: "Carnitas", exact: true });
  test.beforeEach(({ page }) => idleOnlyWhenTold(page));

  test("code asked for ahead of a tap whose file is gone reloads nothing: the tap is what reloads", async ({ page }) => {
    const server = await previousBuildGoneOn(page);
    await page.goto("/menu?category=carnitas");
    await page.waitForLoadState("networkidle");
    server.deploy({ until: "reload" });
    // Add to Cart's code and the toasts' are asked for ahead and missing: the visitor did nothing.
    const missing = page.waitForResponse((response) => SCRIPT.test(response.url()) && response.status() === 404);
    await page.evaluate(() => (window as unknown as { runIdle(): void }).runIdle());
    await missing;
    await page.waitForTimeout(1_000);
    expect(server.documents).toEqual(["/menu"]);

    // The tap finds the failure the browser remembers, and reloads once (what follows: the next case).
    await carnitas(page).getByRole("button", { name: "Add to Cart" }).click();
    await expect.poll(() => server.documents).toEqual(["/menu", "/menu"]);
  });

  test("Add to Cart, whose code is gone, reloads the page once; then it adds", async ({ page }) => {
    const server = await previousBuildGoneOn(page);
    await page.goto("/menu?category=carnitas");
    // What the page loads by itself once it shows (the cart's code) has arrived before the deploy.
    await page.waitForLoadState("networkidle");
    server.deploy({ until: "reload" });
    await carnitas(page).getByRole("button", { name: "Add to Cart" }).click();
    await expect.poll(() => server.documents).toEqual(["/menu", "/menu"]);
    await waitForHydration(page);

    // The reloaded page is the new build's: the same tap adds.
    await carnitas(page).getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText("Added 0.5 lb of Carnitas to your cart")).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    expect(await readStoredCart(page)).toMatchObject([{ quantity: 0.5, menuItem: { name: "Carnitas" } }]);
    expect(server.documents).toEqual(["/menu", "/menu"]);
  });

  test("when only the toasts' code is gone, the item is added once and said after the one reload", async ({ page }) => {
    const server = await previousBuildGoneOn(page, async (_url, body) => (await body()).includes("data-sonner-toaster"));
    await page.goto("/menu?category=carnitas");
    await page.waitForLoadState("networkidle");
    server.deploy({ until: "reload" });
    await carnitas(page).getByRole("button", { name: "Add to Cart" }).click();
    await expect.poll(() => server.documents).toEqual(["/menu", "/menu"]);
    await waitForHydration(page);
    await expect(page.getByText("Added 0.5 lb of Carnitas to your cart")).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    expect(await readStoredCart(page)).toMatchObject([{ quantity: 0.5, menuItem: { name: "Carnitas" } }]);
  });

  test("a file still missing after that one reload is said in the browser's dialog, never reloaded again", async ({ page }) => {
    const server = await previousBuildGoneOn(page);
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto("/menu?category=carnitas");
    await page.waitForLoadState("networkidle");
    server.deploy();
    await carnitas(page).getByRole("button", { name: "Add to Cart" }).click();
    await expect.poll(() => server.documents).toEqual(["/menu", "/menu"]);
    await waitForHydration(page);

    const failed = "Could not add to your cart. Please check your connection and try again.";
    await carnitas(page).getByRole("button", { name: "Add to Cart" }).click();
    await expect.poll(() => dialogs).toEqual([failed]);
    await carnitas(page).getByRole("button", { name: "Add to Cart" }).click();
    await expect.poll(() => dialogs).toEqual([failed, failed]);
    await page.waitForTimeout(1_500);
    expect(server.documents).toEqual(["/menu", "/menu"]);
    expect(await readStoredCart(page)).toBeNull();
  });

  test("code a page loads by itself once it shows (the cart's lines) reloads it once at most: no loop", async ({ page, request }) => {
    const server = await previousBuildGoneOn(page, async (_url, body) => (await body()).includes("cart-line"));
    await page.goto("/menu");
    await storeCart(page, [cartLine(await demoItem(request, "Carnitas"), 1)]);
    // From here on the cart's lines' file is gone for good: the page fails to load it on every visit.
    server.deploy();
    await page.goto("/cart");
    await expect(page.getByRole("alert").filter({ hasText: /./ })).toBeVisible();
    await page.waitForTimeout(1_500);
    expect(server.documents).toEqual(["/menu", "/cart", "/cart"]);
    await expect(page.getByTestId("cart-line")).toHaveCount(0);
  });
});

test.describe("an admin page from the previous build after a rolling restart", () => {
  useAdminSession("rolling-admin@example.com", "shop-e2e-rolling-admin-");

  test("a link to an admin page whose code is gone reloads once, and the page then opens", async ({ page }) => {
    const server = await previousBuildGoneOn(page);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    server.deploy({ until: "reload" });
    const ordersLink = page.getByRole("navigation", { name: "Admin navigation" }).getByRole("link", { name: "Orders" });
    // React Router reloads the page it is on when a route's module fails to load.
    await ordersLink.click();
    await expect.poll(() => server.documents.length).toBe(2);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Dashboard" })).toBeVisible();

    await ordersLink.click();
    await expect(page.getByRole("heading", { name: "Orders", exact: true })).toBeVisible();
    expect(server.documents).toEqual(["/admin", "/admin"]);
  });
});
