import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Locator, Page, Route } from "@playwright/test";
import { expect, signInWithMagicLink, test, uniqueEmail } from "./fixtures";
import { cartLine, demoItem, readStoredCart } from "./helpers";

/**
 * No tap on Pay or Add to Cart is lost, or sent twice, while the page is still coming alive on a
 * slow phone (CPU slowed 4×): a tap before the page has hydrated is held and clicked again once
 * it has (lib/tap-hold.ts, with or without the hydration gate, ADR 0019); a tap while checkout
 * checks today's prices is kept, and the order sent once the check has answered; Pay shows once
 * nothing above it will move, so that a tap aimed at it lands on it. Each case is repeated, so
 * that a tap lost now and then shows.
 */

const CPU_SLOWDOWN = 4;

async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
}

/**
 * A tap as the project's device makes one: a touch on the phone, a click elsewhere; `force`: on
 * the button wherever it is, enabled or not, without waiting for it, as a finger does.
 */
async function tap(locator: Locator) {
  if (test.info().project.use.hasTouch) await locator.tap({ force: true });
  else await locator.click({ force: true });
}

/** Answers to `pattern` wait until released (then the next one waits again, once `hold` is called again). */
async function heldAnswers(page: Page, pattern: string) {
  let gate: Promise<void> = Promise.resolve();
  let open: () => void = () => {};
  let asked = 0;
  await page.route(pattern, async (route: Route) => {
    asked++;
    await gate;
    await route.continue().catch(() => {}); // the page may have left meanwhile
  });
  return {
    asked: () => asked,
    hold() {
      gate = new Promise((resolve) => (open = resolve));
    },
    release: () => open(),
  };
}

/** POST /api/checkout requests the page sends. */
function checkoutPosts(page: Page): () => number {
  let posts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/checkout") posts++;
  });
  return () => posts;
}

/** The checkout's Pay button, whatever it says. */
const pay = (page: Page) => page.locator("form button[type=submit]");

/** Pay's place on the page (its top in document coordinates), or null while it is not shown. */
const payTop = (page: Page) =>
  pay(page).evaluate((button) =>
    button.checkVisibility({ visibilityProperty: true }) ? button.getBoundingClientRect().top + scrollY : null,
  );

/** Time for the page to move Pay, if it would: a few frames on the slowed CPU. */
const settle = (page: Page) => page.waitForTimeout(300);

/** Each case on the desktop and, tagged for the phone project, on a phone (which taps). */
for (const tag of ["", " @phone"]) {
  test.describe(`Pay at checkout, on a slow CPU${tag}`, () => {
    // One customer signed in for the cases below (a sign-in through the mailbox takes seconds).
    let customer = "";
    test.beforeAll(async ({ browser }, testInfo) => {
      customer = path.join(mkdtempSync(path.join(os.tmpdir(), "taps-")), "state.json");
      const octet = () => Math.floor(Math.random() * 250) + 1;
      const context = await browser.newContext({
        baseURL: testInfo.project.use.baseURL,
        storageState: { cookies: [], origins: [] },
        // Its own client, as each test is (fixtures.ts): per-client rate limits apply to it alone.
        extraHTTPHeaders: { "X-Forwarded-For": `10.${octet()}.${octet()}.${octet()}` },
      });
      const page = await context.newPage();
      await signInWithMagicLink(page, context.request, uniqueEmail("taps"), "/checkout");
      await context.storageState({ path: customer });
      await context.close();
    });
    test.afterAll(() => {
      if (customer) rmSync(path.dirname(customer), { recursive: true, force: true });
    });
    test.use({ storageState: async ({}, use) => use(customer) });

    test.beforeEach(async ({ page, request }) => {
      // Where Pay leads, the payment page, is not what these cases look at: a blank page stands in.
      await page.route("**/sandbox/pay/**", (route) =>
        route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Pay</title>" }),
      );
      const pastor = await demoItem(request, "Carne al Pastor");
      // Every visit to /checkout starts with one line of Carne al Pastor, and no cart handed over at Pay.
      await page.addInitScript(
        (line) => {
          if (location.pathname === "/checkout") {
            localStorage.setItem("cart", JSON.stringify([line]));
            localStorage.removeItem("cart.pending_payment");
          }
        },
        cartLine(pastor, 1),
      );
      await slowCpu(page);
    });

    /** Opens /checkout afresh and fills in what Pay needs (pickup). */
    async function openCheckout(page: Page) {
      await page.goto("/checkout", { waitUntil: "commit" });
      await page.getByLabel("Name").fill("Juan Pérez");
      await page.getByLabel("Phone").fill("3235550123");
    }

    test("a tap on Pay while today's prices are checked, or as they come in, is sent once", async ({ page }) => {
      const posts = checkoutPosts(page);
      const check = await heldAnswers(page, "**/api/cart/check");
      // Tapped while the check is under way; as its answer is on its way; as it has just arrived.
      const moments = ["checking", "answering", "answered"] as const;
      for (const [round, moment] of moments.entries()) {
        check.hold();
        await openCheckout(page);
        // As soon as Pay shows, today's prices still being checked.
        await expect(pay(page)).toBeVisible();
        await expect(pay(page)).toHaveText(/^Pay \$/);
        await expect(page.getByText("Checking current prices...")).toBeVisible();
        await expect.poll(check.asked).toBe(round + 1);
        if (moment === "checking") {
          await tap(pay(page));
          // Taken: the button says so, and the order goes once the check has answered.
          await expect(pay(page)).toHaveText("Processing...");
          await expect(pay(page)).toBeDisabled();
          expect(posts()).toBe(round);
          check.release();
        } else {
          const answered = page.waitForResponse((response) => response.url().endsWith("/api/cart/check"));
          check.release();
          if (moment === "answered") await answered;
          await tap(pay(page));
        }
        await expect(page).toHaveURL(/\/sandbox\/pay\//, { timeout: 15_000 });
        expect(posts(), `round ${round}`).toBe(round + 1);
      }
    });

    test("Pay never moves once shown: the picks and tips arriving above it do not push it from under a tap", async ({ page }) => {
      // Every place Pay is shown at, frame by frame, in document coordinates (scrolling aside).
      await page.addInitScript(() => {
        const places: number[] = ((window as unknown as { payPlaces: number[] }).payPlaces = []);
        const watch = () => {
          const pay = document.querySelector("form button[type=submit]");
          if (pay?.checkVisibility({ visibilityProperty: true })) {
            const top = pay.getBoundingClientRect().top + scrollY;
            if (places.at(-1) !== top) places.push(top);
          }
          requestAnimationFrame(watch);
        };
        requestAnimationFrame(watch);
      });
      const posts = checkoutPosts(page);
      const slots = await heldAnswers(page, "**/api/checkout/slots");
      for (let round = 0; round < 2; round++) {
        // The quick picks answer late (before, Pay showed without them, and they pushed it down, on
        // a phone with the tips too, right as it was tapped).
        slots.hold();
        await openCheckout(page);
        await expect.poll(slots.asked).toBe(round + 1);
        await settle(page);
        slots.release();
        await expect(page.getByTestId("quick-picks")).toBeVisible();
        await expect(page.getByTestId("tip-picker")).toBeVisible();
        await expect(pay(page)).toBeVisible();
        await settle(page);
        expect(await page.evaluate(() => (window as unknown as { payPlaces: number[] }).payPlaces)).toHaveLength(1);
        await tap(pay(page));
        await expect(page).toHaveURL(/\/sandbox\/pay\//, { timeout: 15_000 });
        expect(posts()).toBe(round + 1);
      }
    });

    test("Pay stays put while the quick picks are asked again for another order type", async ({ page }) => {
      const slots = await heldAnswers(page, "**/api/checkout/slots");
      await openCheckout(page);
      await expect(pay(page)).toBeVisible();
      const shown = await payTop(page);
      await settle(page);
      // Nothing arriving moved it.
      expect(await payTop(page)).toBe(shown);
      slots.hold();
      await page.getByText("Delivery", { exact: true }).click();
      await expect(page.getByLabel("Delivery address")).toBeVisible();
      await expect.poll(slots.asked).toBe(2);
      await settle(page);
      const asking = await payTop(page);
      const answered = page.waitForResponse((response) => response.url().endsWith("/api/checkout/slots"));
      slots.release();
      await answered;
      await settle(page);
      // The delivery picks are in: Pay is where it was while they were asked.
      expect(await payTop(page)).toBe(asking);
    });
  });

  test.describe(`Add to Cart, on a slow CPU${tag}`, () => {
    const HORCHATA = /^Added 1 × Horchata to your cart$/;

    test.beforeEach(async ({ page }) => {
      // Every visit to the menu starts with an empty cart.
      await page.addInitScript(() => location.pathname === "/menu" && localStorage.removeItem("cart"));
      await slowCpu(page);
    });

    /** Opens the drinks menu, without waiting for it to hydrate; Horchata's Add to Cart. */
    async function openMenu(page: Page) {
      await page.goto("/menu?category=sides-drinks", { waitUntil: "commit" });
      const add = page.getByRole("article", { name: "Horchata", exact: true }).getByRole("button", { name: "Add to Cart" });
      await expect(add).toBeVisible();
      return add;
    }

    /** One Horchata in the cart, said by the badge and the toast, and stored once. */
    async function addedOnce(page: Page) {
      await expect(page.getByTestId("cart-count")).toHaveText("1", { timeout: 15_000 });
      await expect(page.getByText(HORCHATA)).toHaveCount(1);
      await expect(page.getByText(HORCHATA)).toBeVisible();
      expect(await readStoredCart(page)).toMatchObject([{ quantity: 1, menuItem: { name: "Horchata" } }]);
    }

    test("a tap before the page has its code adds the line once, with its toast", async ({ page }) => {
      // The page's modules are held until the tap has landed: it lands on the server's markup.
      const modules = await heldAnswers(page, "**/assets/*.js");
      for (let round = 0; round < 3; round++) {
        modules.hold();
        const add = await openMenu(page);
        await tap(add);
        await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
        modules.release();
        await addedOnce(page);
      }
    });

    test("a choice and Add to Cart tapped before the page has its code: the line carries the choice", async ({ page }) => {
      const modules = await heldAnswers(page, "**/assets/*.js");
      modules.hold();
      await page.goto("/menu?category=carnitas", { waitUntil: "commit" });
      const card = page.getByRole("article", { name: "Carnitas", exact: true });
      const choice = card.locator("label").filter({ hasText: "Half and half" });
      await expect(choice).toBeVisible();
      await tap(choice);
      await tap(card.getByRole("button", { name: "Add to Cart" }));
      // Held, and shown pressed, until the page has its code: the default stays ticked meanwhile.
      await expect(card.locator("label[data-held]")).toContainText("Half and half");
      await expect(card.getByRole("radio", { name: "Maciza" })).toBeChecked();
      await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
      modules.release();
      await expect(page.getByTestId("cart-count")).toHaveText("1", { timeout: 15_000 });
      await expect(card.getByRole("radio", { name: /^Half and half/ })).toBeChecked();
      expect(await readStoredCart(page)).toMatchObject([{ menuItem: { name: "Carnitas" }, options: [{ name: "Half and half" }] }]);
    });

    test("a tap while the page loads its code and hydrates adds the line once, with its toast", async ({ page }) => {
      // A slow line too, so that the code takes a while to arrive.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: 150,
        downloadThroughput: 400_000,
        uploadThroughput: 200_000,
      });
      // Tapped at once, then a little later, as the code arrives and the page hydrates.
      for (const delay of [0, 150, 400]) {
        const add = await openMenu(page);
        if (delay) await page.waitForTimeout(delay);
        await tap(add);
        await addedOnce(page);
      }
    });
  });

  test.describe(`Add to Cart once hydrated, on a slow CPU${tag}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() => location.pathname === "/menu" && localStorage.removeItem("cart"));
      await slowCpu(page);
    });

    test("a tap answers from code already on the phone: the line and its toast, nothing fetched", async ({ page }) => {
      const scripts: string[] = [];
      page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));
      for (let round = 0; round < 2; round++) {
        await page.goto("/menu?category=sides-drinks", { waitUntil: "commit" });
        await expect(page.locator("html")).toHaveAttribute("data-hydrated", "", { timeout: 15_000 });
        // The menu asks for Add to Cart's code when the browser is next idle (ADR 0026); once the
        // page's own idle callbacks have run, a tap needs nothing from the server.
        await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })));
        scripts.length = 0;
        const add = page.getByRole("article", { name: "Horchata", exact: true }).getByRole("button", { name: "Add to Cart" });
        await tap(add);
        await expect(page.getByTestId("cart-count")).toHaveText("1");
        await expect(page.getByText(/^Added 1 × Horchata to your cart$/)).toBeVisible();
        expect(scripts, "code fetched by the tap").toEqual([]);
      }
    });
  });

  test.describe(`A tap before hydration on a page without the gate${tag}`, () => {
    // The header's menu button is the button such a page (/cart) shows before its code runs.
    test.use({ viewport: { width: 375, height: 812 } });

    test("is kept, and acts once the page has hydrated", async ({ page }) => {
      await slowCpu(page);
      const html = await (await page.request.get("/cart")).text();
      expect(html).not.toContain("text/x-held-module");
      // The page's modules are held until the tap has landed: it lands on the server's markup.
      const modules = await heldAnswers(page, "**/assets/*.js");
      for (let round = 0; round < 2; round++) {
        modules.hold();
        await page.goto("/cart", { waitUntil: "commit" });
        const menu = page.getByRole("button", { name: "Open menu" });
        await expect(menu).toBeVisible();
        await tap(menu);
        await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
        modules.release();
        await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true", { timeout: 15_000 });
      }
    });
  });
}
