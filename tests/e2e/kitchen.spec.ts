import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, signInWithMagicLink, test, uniqueEmail } from "./fixtures";
import { axeViolations } from "./helpers";

/**
 * One admin address per test (tests/setup/e2e-server.mjs): the magic-link limit is per address,
 * and two tests signing one address in at once could each take the other's link.
 */
const KITCHEN_ADMIN = "kitchen-admin@example.com";
const TABLET_ADMIN = "kitchen-tablet-admin@example.com";

const octet = () => Math.floor(Math.random() * 250) + 1;

/**
 * A customer in a browser of their own (own cookies and client address) orders half a pound
 * of carnitas for pickup, asks to be texted when it is ready, and pays on the sandbox pay page;
 * returns the order id, the e-mail and, with `keep`, the customer's browser (else closed).
 */
async function placePaidOrder(
  browser: Browser,
  baseURL: string | undefined,
  keep = false,
): Promise<{ orderId: string; email: string; customer: BrowserContext | null }> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": `10.${octet()}.${octet()}.${octet()}` } });
  try {
    const page = await context.newPage();
    const email = uniqueEmail("kitchen-diner");
    await page.goto("/menu?category=carnitas");
    await page.getByRole("article", { name: "Carnitas", exact: true }).getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByText("Added 0.5 lb of Carnitas to your cart")).toBeVisible();
    await signInWithMagicLink(page, page.request, email, "/checkout");
    await page.getByLabel("Name").fill("Lupita Ramírez");
    await page.getByLabel("Phone").fill("(323) 555-0177");
    await page.getByLabel("Order notes").fill("Bien doradas, por favor");
    await page.getByLabel(/^Text me when my order is ready/).check();
    await page.getByRole("button", { name: /^Pay \$/ }).click();
    await expect(page).toHaveURL(/\/sandbox\/pay\//);
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: /^Pay \$/ }).click();
    await expect(page).toHaveURL(/\/order-success\?/);
    return { orderId: new URL(page.url()).searchParams.get("order_id")!, email, customer: keep ? context : null };
  } finally {
    if (!keep) await context.close();
  }
}

const hasNoSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe("kitchen screen", () => {
  // A whole journey: a customer pays on the sandbox page while the kitchen watches.
  test.describe.configure({ timeout: 90_000 });
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a new paid order appears live with an alert, moves to Ready (mail and text to the customer), leaves on Complete, and a partial refund shows on the customer's page", async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    await signInWithMagicLink(page, request, KITCHEN_ADMIN, "/admin/kitchen");
    await expect(page.getByRole("heading", { level: 1, name: "Kitchen" })).toBeVisible();
    await expect(page.getByTestId("live-indicator")).toHaveText("Live updates on");
    // Audio may wait for a gesture (headless Chromium lets it start): the button turns sound on, then gives way.
    const turnOnSound = page.getByRole("button", { name: "Turn on sound" });
    if (await turnOnSound.isVisible()) await turnOnSound.click();
    await expect(page.getByText("Sound on")).toBeVisible();
    await expect(page.getByRole("button", { name: "Turn on sound" })).toHaveCount(0);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

    const { orderId, email, customer } = await placePaidOrder(browser, baseURL, true);
    const shortId = orderId.slice(0, 8);

    // It appears without a reload, marked new, announced and toasted.
    const card = page.getByRole("article", { name: `Order #${shortId}, Lupita Ramírez` });
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expect(card).toHaveAttribute("data-new", "true");
    await expect(page.getByTestId("kitchen-announcement")).toHaveText(`New order #${shortId}`);
    await expect(page.getByText(`New order #${shortId}`).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    // What the cook needs: time, lines with weights and choices, notes; the ticket stays reachable.
    await expect(card.getByText(/^Pickup · /)).toBeVisible();
    await expect(card.getByTestId("kitchen-line")).toHaveCount(1);
    await expect(card.getByTestId("kitchen-line")).toContainText("0.5 lb");
    await expect(card.getByTestId("kitchen-line")).toContainText("Carnitas");
    await expect(card.getByText("Maciza")).toBeVisible();
    await expect(card.getByText("Bien doradas, por favor")).toBeVisible();
    await expect(card.getByText("Pending", { exact: true })).toBeVisible();
    await expect(card.getByRole("link", { name: `Ticket for order #${shortId}` })).toHaveAttribute(
      "href",
      `/admin/orders/${orderId}/ticket`,
    );

    // With a card on screen, WCAG 2.2 AA still holds (once the toast, faded in and out by sonner, is gone).
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
    expect(await axeViolations(page)).toEqual([]);

    // One big button, named by its visible words; a double tap sends one request.
    const start = card.getByRole("button", { name: `Start order #${shortId}` });
    expect((await start.boundingBox())!.height).toBeGreaterThanOrEqual(48);
    const patches: string[] = [];
    page.on("request", (req) => {
      if (req.method() === "PATCH" && req.url().includes(`/api/admin/orders/${orderId}/status`)) patches.push(req.url());
    });
    await start.dblclick();
    await expect(card.getByText("Processing", { exact: true })).toBeVisible();
    expect(patches).toHaveLength(1);

    await card.getByRole("button", { name: `Mark ready order #${shortId}` }).click();
    await expect(card.getByText("Ready", { exact: true })).toBeVisible();
    await expect
      .poll(async () => {
        const res = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
        return ((await res.json()) as { subject: string }[]).map((mail) => mail.subject);
      })
      .toContain(`Order #${shortId}: Ready`);
    // The customer asked for a text: one lands in the dev SMS outbox, even after a second tap.
    await expect
      .poll(async () => {
        const res = await request.get(`/dev/sms.json?to=${encodeURIComponent("+13235550177")}`);
        return ((await res.json()) as { body: string }[]).filter((sms) => sms.body.includes(`#${shortId} is ready`)).length;
      })
      .toBe(1);

    await card.getByRole("button", { name: `Complete order #${shortId}` }).click();
    await expect(card).toHaveCount(0);

    // The owner refunds part of it from the order's details; the customer's page shows it.
    await page.goto(`/admin/orders?order=${orderId}`);
    const details = page.getByRole("dialog");
    await details.getByRole("button", { name: "Refund", exact: true }).click();
    await details.getByLabel("An amount").check();
    await details.getByLabel("Amount in dollars").fill("2.00");
    await details.getByLabel("Reason (in the order's history)").fill("Sin cebolla olvidada");
    await details.getByRole("button", { name: "Refund $2.00" }).click();
    await expect(page.getByText("Refunded $2.00 and e-mailed the customer")).toBeVisible();
    await expect(details.getByText("Refunded: $2.00")).toBeVisible();
    await expect(details.getByRole("button", { name: "Refund $2.00" })).toHaveCount(0);
    await details.getByText("Status history").click();
    await expect(details.getByText("Refunded $2.00: Sin cebolla olvidada")).toBeVisible();
    const shopper = await customer!.newPage();
    await shopper.goto("/account/orders");
    const mine = shopper.getByTestId("account-order").filter({ hasText: `#${shortId}` });
    await expect(mine.getByText("Partly refunded")).toBeVisible();
    await expect(mine.getByText("Refunded to your card")).toBeVisible();
    await expect(mine.getByText("$2.00")).toBeVisible();
    await customer!.close();
  });

  test("at 1024×768 nothing scrolls sideways; a browser that blocks audio gets a 'Turn on sound' button", async ({ page, request }) => {
    // A tablet's browser: audio stays suspended until the page is tapped (headless Chromium allows it at once).
    await page.addInitScript(() => {
      // Playwright's own scripts count as user activation, so a real tap is watched for instead.
      let tapped = false;
      window.addEventListener("pointerdown", () => (tapped = true), { capture: true });
      const node = () => ({
        frequency: {},
        gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} },
        connect: (next: unknown) => next,
        start() {},
        stop() {},
      });
      class GestureAudioContext extends EventTarget {
        state: AudioContextState = "suspended";
        currentTime = 0;
        destination = {};
        resume() {
          if (tapped && this.state !== "running") {
            this.state = "running";
            this.dispatchEvent(new Event("statechange"));
          }
          return Promise.resolve();
        }
        close() {
          return Promise.resolve();
        }
        createOscillator = node;
        createGain = node;
      }
      (window as unknown as { AudioContext: unknown }).AudioContext = GestureAudioContext;
    });
    await page.setViewportSize({ width: 1024, height: 768 });
    await signInWithMagicLink(page, request, TABLET_ADMIN, "/admin/kitchen");
    await expect(page.getByRole("heading", { level: 1, name: "Kitchen" })).toBeVisible();
    await expect(page.getByTestId("live-indicator")).toHaveText("Live updates on");
    expect(await hasNoSidewaysScroll(page)).toBe(true);

    await page.getByRole("button", { name: "Turn on sound" }).click();
    await expect(page.getByText("Sound on")).toBeVisible();
    await expect(page.getByRole("button", { name: "Turn on sound" })).toHaveCount(0);
  });
});
