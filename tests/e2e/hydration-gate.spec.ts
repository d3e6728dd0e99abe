import type { Page, Route } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * The hydration gate (src/web/lib/hydration-gate.ts, ADR 0019): on a page whose first picture is
 * its largest paint, the page's modules load only once that picture has painted, or at the
 * visitor's first interaction; other pages load them at once.
 */

const HERO = "**/images/hero-*.webp";
const isModule = (url: string) => /^\/assets\/.+\.js$/.test(new URL(url).pathname);

/** Every /assets/*.js request the page starts, in order. */
function moduleRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => isModule(request.url()) && urls.push(new URL(request.url()).pathname));
  return urls;
}

/** Holds the home page's hero picture until `release` is called. */
async function holdHero(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(HERO, async (route) => (released ? route.continue() : held.push(route)));
  return {
    count: () => held.length,
    async release() {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

test("home's modules start only after its hero picture has arrived", async ({ page }) => {
  const hero = await holdHero(page);
  const modules = moduleRequests(page);
  const html = await (await page.request.get("/")).text();
  const head = html.slice(0, html.indexOf("</head>"));
  expect(head).not.toContain("modulepreload");
  expect(html).toContain('type="text/x-held-module"');

  await page.goto("/", { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("data-gate", "held");
  await expect.poll(hero.count).toBeGreaterThan(0);
  // The page is all there, its picture still on the way: no module has been asked for.
  await expect(page.locator("html")).toHaveAttribute("data-gate", "held");
  expect(modules).toEqual([]);

  const heroLoaded = page.waitForResponse((response) => /\/images\/hero-/.test(response.url()));
  await hero.release();
  await heroLoaded;
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  expect(modules.length).toBeGreaterThan(0);
  expect(modules.some((url) => url.includes("/entry.client-"))).toBe(true);
});

test("the pictures further down wait for the hero too, then load as the server wrote them", async ({ page }) => {
  const hero = await holdHero(page);
  const pictures: string[] = [];
  page.on("request", (request) => /\/images\/menu\//.test(request.url()) && pictures.push(request.url()));
  const html = await (await page.request.get("/")).text();
  const written = /<img src="(\/images\/menu\/[^"]+)"/.exec(html)?.[1];
  expect(written).toBeDefined();

  await page.goto("/", { waitUntil: "commit" });
  await expect(page.getByTestId("featured-grid")).toBeVisible();
  await expect.poll(hero.count).toBeGreaterThan(0);
  await expect(page.locator("html")).toHaveAttribute("data-gate", "held");
  // The featured cards' pictures are within the browser's lazy-loading distance: held, not asked for.
  expect(pictures).toEqual([]);

  await hero.release();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  const first = page.getByTestId("featured-grid").locator("img").first();
  await expect(first).toHaveAttribute("src", written!);
  await expect(first).toHaveAttribute("srcset", /640w/);
  await expect.poll(() => pictures.length).toBeGreaterThan(0);
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test.describe("when the page's code never arrives", () => {
  test.use({ allowedConsoleErrors: [/ERR_FAILED/] });

  test("the held pictures still show", async ({ page }) => {
    // Without its modules the page never hydrates, so the root never gives the pictures back: the
    // gate does, a while (3 × its cap) after releasing. Before, they stayed blank.
    await page.route(
      (url) => isModule(url.href),
      (route) => route.abort(),
    );
    await page.goto("/", { waitUntil: "commit" });
    await expect(page.locator("html")).toHaveAttribute("data-gate", "released");
    const first = page.getByTestId("featured-grid").locator("img").first();
    await expect(first).not.toHaveAttribute("src", /./);
    await expect(first).toHaveAttribute("src", /\/images\/menu\//, { timeout: 15_000 });
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "");
  });
});

test("the modules are asked for only once the hero is on the screen", async ({ page }) => {
  // Not two frames after it decoded: frames run before the compositor presents them, and a
  // module asked for in between counted into the largest paint.
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  const { painted, firstModule } = await page.evaluate(async () => {
    const hero = document.querySelector("img[fetchpriority=high]");
    const paints = await new Promise<PerformanceEntryList>((resolve) =>
      new PerformanceObserver((list) => resolve(list.getEntries())).observe({ type: "largest-contentful-paint", buffered: true }),
    );
    const heroPaint = paints.find((entry) => (entry as LargestContentfulPaint).element === hero) as LargestContentfulPaint | undefined;
    const modules = performance
      .getEntriesByType("resource")
      .filter((entry) => /\/assets\/.+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime);
    return { painted: heroPaint?.renderTime ?? null, firstModule: Math.min(...modules) };
  });
  expect(painted).not.toBeNull();
  expect(firstModule).toBeGreaterThanOrEqual(painted!);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test("a tap before the hero has arrived loads the page and acts", async ({ page }) => {
    await holdHero(page);
    const modules = moduleRequests(page);
    await page.goto("/", { waitUntil: "commit" });
    const openMenu = page.getByRole("button", { name: "Open menu" });
    await expect(openMenu).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-gate", "held");
    expect(modules).toEqual([]);

    // The hero never arrives: the tap itself brings the modules, and the menu opens once they run.
    await openMenu.click();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    expect(modules.length).toBeGreaterThan(0);
  });
});

test("a page without a high-priority first picture loads its modules at once", async ({ page }) => {
  const html = await (await page.request.get("/cart")).text();
  expect(html).toMatch(/<script[^>]* type="module"/);
  expect(html).not.toContain("text/x-held-module");
  expect(html.slice(0, html.indexOf("</head>"))).toContain('<link rel="modulepreload" fetchpriority="low"');

  const modules = moduleRequests(page);
  await page.goto("/cart", { waitUntil: "load" });
  // Module preloads and the module script are part of the page's load.
  expect(modules.some((url) => url.includes("/entry.client-"))).toBe(true);
  await expect(page.locator("html")).not.toHaveAttribute("data-gate");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
});
