import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** The map on /contact is an embed from openstreetmap.org: outside this machine, so stubbed. */
const MAP_STUB = "<!doctype html><title>Map</title><body style='margin:0;background:#dfe9d8'>map</body>";

interface Fixtures {
  /** Console errors and uncaught exceptions of the page, hydration included. */
  consoleErrors: string[];
  /**
   * Console errors a test expects (e.g. the browser's own line for a deliberate 404 or 400
   * answer). Anything else fails the test.
   */
  allowedConsoleErrors: RegExp[];
}

/**
 * A page whose first picture is its largest paint loads its modules only once that picture has
 * painted (the hydration gate, src/web/lib/hydration-gate.ts): `load` can come before hydration.
 * Waits, on such a page, until the root has marked it hydrated, so that a test acts on a live page.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    // Between a reload's request and its new document there may be no root element yet.
    const root = document.documentElement as HTMLElement | null;
    if (!root) return false;
    const { gate, hydrated } = root.dataset;
    return gate === undefined || hydrated !== undefined;
  });
}

/**
 * Makes `page`'s goto, reload, goBack and goForward wait for hydration (waitForHydration) after
 * loading; not with `waitUntil: "commit"`, which asks for the page before it has loaded.
 */
export function hydratingNavigations(page: Page): void {
  for (const method of ["goto", "reload", "goBack", "goForward"] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => ReturnType<Page[typeof method]>;
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        const options = args.find((arg): arg is { waitUntil?: string } => typeof arg === "object" && arg !== null);
        if (options?.waitUntil !== "commit") await waitForHydration(page);
        return response;
      },
    });
  }
}

/** Every page must load without console errors or uncaught exceptions: checked after each test. */
export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  // In every page of the test's context, goto, reload, goBack and goForward return once the page they loaded has hydrated.
  context: async ({ context }, use) => {
    context.on("page", hydratingNavigations);
    await use(context);
  },
  // Each test is its own client (its own X-Forwarded-For; the e2e server trusts the proxy
  // header), so per-client rate limits apply per test, as they would per customer.
  extraHTTPHeaders: async ({}, use) => {
    const octet = () => Math.floor(Math.random() * 250) + 1;
    await use({ "X-Forwarded-For": `10.${octet()}.${octet()}.${octet()}` });
  },
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await page
        .context()
        .route("https://www.openstreetmap.org/**", (route) => route.fulfill({ status: 200, contentType: "text/html", body: MAP_STUB }));
      await use(errors);
      const unexpected = errors.filter((text) => !allowedConsoleErrors.some((pattern) => pattern.test(text)));
      expect(unexpected, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

/** The browser's own console line for a response with this HTTP status. */
export const httpStatusError = (status: number) => new RegExp(`status of ${status} `);

export { expect };

/** A fresh address for each test: the e2e database lives for the whole run. */
export function uniqueEmail(prefix = "customer"): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** The newest link containing `pathPart` in the dev mailbox of `to` (waits for delivery). */
export async function linkFromMailbox(request: APIRequestContext, to: string, pathPart: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
        const mails = (await res.json()) as { text: string }[];
        link = mails.flatMap((mail) => mail.text.match(/https?:\/\/\S+/g) ?? []).find((candidate) => candidate.includes(pathPart));
        return link;
      },
      { timeout: 10_000, message: `a ${pathPart} link mailed to ${to}` },
    )
    .toBeTruthy();
  return link!;
}

/** Signs in through a magic link from the dev mailbox, landing on `target`. */
export async function signInWithMagicLink(page: Page, request: APIRequestContext, email: string, target = "/") {
  await page.goto(`/auth/login?redirect=${encodeURIComponent(target)}`);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Continue with Email" }).click();
  await expect(page.getByText("Check your email for the magic link to sign in!").first()).toBeVisible();
  await page.goto(await linkFromMailbox(request, email, "/auth/callback?token="));
  await page.waitForURL((url) => url.pathname === new URL(target, "http://x").pathname);
}

/**
 * Signs the admin `email` in once for the spec file (magic links are limited per e-mail address)
 * and has every test of the file reuse that session. Call it at the top of the file.
 */
export function useAdminSession(email: string, statePrefix: string) {
  const adminState = adminSessionFile(email, statePrefix);
  test.use({ storageState: async ({}, use) => use(adminState) });
}

/** Signs the admin `email` in once for the spec file; the file of its session, for contexts that need it. */
export function adminSessionFile(email: string, statePrefix: string): string {
  const adminState = path.join(mkdtempSync(path.join(os.tmpdir(), statePrefix)), "state.json");

  test.beforeAll(async ({ browser }, testInfo) => {
    const octet = () => Math.floor(Math.random() * 250) + 1;
    const context = await browser.newContext({
      // Not the session this hook is about to make (test.use below points every context at it).
      storageState: { cookies: [], origins: [] },
      baseURL: testInfo.project.use.baseURL,
      extraHTTPHeaders: { "X-Forwarded-For": `10.${octet()}.${octet()}.${octet()}` },
    });
    const page = await context.newPage();
    await signInWithMagicLink(page, context.request, email, "/admin");
    await context.storageState({ path: adminState });
    await context.close();
  });
  return adminState;
}

/** Creates an available $9.75 item named `name` as the signed-in admin, in `category` (else the first one). */
export async function createItemThroughApi(page: Page, name: string, category?: string) {
  const list = (await (await page.request.get("/api/admin/items")).json()) as { categories: { id: string; name: string }[] };
  const target = category === undefined ? list.categories[0]! : list.categories.find((candidate) => candidate.name === category)!;
  const res = await page.request.post("/api/admin/items", {
    data: {
      name,
      description: "Test dish.",
      price: "9.75",
      priceUnit: "each",
      categoryId: target.id,
      imageUrl: "",
      isAvailable: true,
      isFeatured: false,
    },
  });
  expect(res.status()).toBe(201);
}

/**
 * Adds the item from its menu card, `steps` clicks of + above its minimum (Carnitas: 0.5 lb and
 * 0.5 lb steps; Carne al Pastor: 1 lb and 0.5 lb steps; pieces: 1 and 1), and waits for the toast.
 */
export async function addToCart(page: Page, category: string, item: string, steps = 0) {
  await page.goto(`/menu?category=${category}`);
  const card = page.getByRole("article", { name: item, exact: true });
  for (let i = 0; i < steps; i++) await card.getByRole("button", { name: "Increase quantity" }).click();
  await card.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText(new RegExp(`^Added .+ ${item} to your cart$`)).first()).toBeVisible();
}

/** The checkout's 'Pay $…' button. */
export const payButton = (page: Page) => page.getByRole("button", { name: /^Pay \$/ });

/** Signs in on the way to /checkout and fills in what the form needs (pickup); the Pay button. */
export async function readyToPay(page: Page, request: APIRequestContext, prefix: string) {
  await signInWithMagicLink(page, request, uniqueEmail(prefix), "/checkout");
  await page.getByLabel("Name").fill("Juan Pérez");
  await page.getByLabel("Phone").fill("3235550123");
  // As a customer would: Pay once the page has checked today's prices (the button waits for
  // that; a click that landed as the check settled was lost once in CI).
  await expect(page.getByText("Checking current prices...")).toHaveCount(0);
  return payButton(page);
}
