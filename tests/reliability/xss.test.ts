import { rmSync } from "node:fs";
import { chromium, type Browser, type Page } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../support/chromium";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shortOrderId } from "@shared/orders/orders";
import { blogAdminTexts } from "@shared/texts/blog-admin";
import { SIMULATED_CLIENTS_ENV, HttpClient, signedIn, signIn } from "../../support/http-client";
import { freePort, startedShop, stopShop, tempDataDir, type ShopProcess } from "../../support/shop-process";
import { preferredTime } from "../../support/checkout";
import { ordersAdminTexts } from "@shared/texts/orders-admin";

/**
 * The reliability suite (docs/benchmarks.md 'Reliability'): an XSS corpus put where people type — blog markdown and title, contact
 * messages, item names and descriptions, order notes and names — then every page that shows them is
 * opened in Chromium, storefront and admin. The browser runs with the CSP switched off, so
 * what is tested is the escaping and sanitising itself (the CSP is a second wall). Each page
 * must show the hostile text (as text): a page that failed to load, or left it out, proves nothing.
 */
const PAYLOADS = [
  `<script>__xss("script")</script>`,
  `<img src=x onerror="__xss('img')">`,
  `<svg onload="__xss('svg')"></svg>`,
  `"><iframe srcdoc="<script>parent.__xss('iframe')</script>"></iframe>`,
  `<a href="javascript:__xss('link')">js link</a>`,
  `[markdown link](javascript:__xss('md'))`,
  `<details open ontoggle="__xss('details')">x</details>`,
  `' onmouseover='__xss("attribute")' x='`,
  `<math><mtext><table><mglyph><style><img src=x onerror="__xss('mxss')">`,
  `{{constructor.constructor('__xss("template")')()}}`,
];
const CORPUS = PAYLOADS.join(" ");

describe("XSS corpus in a real browser", () => {
  const dataDir = tempDataDir();
  let shop: ShopProcess;
  let base: string;
  let browser: Browser;

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    shop = await startedShop({ DATA_DIR: dataDir, ...SIMULATED_CLIENTS_ENV, PUBLIC_URL: base, LOG_LEVEL: "warn" }, port);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ["--headless", ...CHROMIUM_FLAGS] });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await stopShop(shop);
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A browser signed in as `email` (through the API; its session cookie handed to the browser). */
  async function signedInPage(email: string, ip: string): Promise<{ page: Page; fired: string[] }> {
    const client = new HttpClient(base, ip);
    await signIn(client, email);
    const context = await browser.newContext({ bypassCSP: true, baseURL: base, extraHTTPHeaders: { "X-Forwarded-For": ip } });
    await context.addCookies(
      client
        .cookieHeader()
        .split("; ")
        .map((pair) => ({ name: pair.slice(0, pair.indexOf("=")), value: pair.slice(pair.indexOf("=") + 1), url: base })),
    );
    const page = await context.newPage();
    const fired: string[] = [];
    await page.exposeFunction("__xss", (where: string) => fired.push(where));
    page.on("dialog", (dialog) => {
      fired.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });
    // The detector works: a payload that does run is seen (this test can fail).
    await page.goto("/robots.txt");
    await page.setContent(`<img src=x onerror="__xss('control')">`);
    await expect.poll(() => fired.includes("control")).toBe(true);
    fired.length = 0;
    return { page, fired };
  }

  /** Opens `path`, checks the hostile texts are on screen as text, pokes at what they may have become. */
  async function visit(page: Page, path: string, shown: string[], open?: (page: Page) => Promise<void>) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await page.waitForLoadState("networkidle");
    if (open) await open(page);
    for (const text of shown) {
      await page
        .getByText(text)
        .first()
        .waitFor({ state: "visible", timeout: 10_000 })
        .catch(() => {
          throw new Error(`${path}: ${JSON.stringify(text)} is not on screen`);
        });
    }
    // Hover and click what the payloads may have become, as a curious person would.
    for (const element of await page.locator("a, details, [onmouseover]").all()) {
      await element.hover({ timeout: 500 }).catch(() => {});
    }
    expect(
      await page.locator('a[href^="javascript:" i], iframe[srcdoc], [onerror], [onload], [ontoggle], [onmouseover]').count(),
      path,
    ).toBe(0);
  }

  it("never runs a script from what customers and staff typed", async () => {
    const admin = await signedIn(base, "admin@example.com", "10.71.0.1");
    const customer = await signedIn(base, "xss-customer@example.com", "10.71.0.2");

    const { categories } = (await (await admin.request("/api/admin/categories")).json()) as { categories: { id: string; slug: string }[] };
    const category = categories[0]!;
    // Featured, and first by name: the home page shows it.
    const itemName = `Aaa Evil ${PAYLOADS[1]}`;
    const itemRes = await admin.request("/api/admin/items", {
      method: "POST",
      json: {
        name: itemName,
        description: CORPUS.slice(0, 990),
        price: "9.99",
        priceUnit: "each",
        categoryId: category.id,
        imageUrl: "",
        isAvailable: true,
        isFeatured: true,
      },
    });
    expect(itemRes.status).toBe(201);
    const { item } = (await itemRes.json()) as { item: { id: string } };
    const postTitle = `Evil post ${PAYLOADS[2]}`;
    const postRes = await admin.request("/api/admin/blog/posts", {
      method: "POST",
      json: { title: postTitle, slug: "evil-post", content: `# Hello XSS\n\n${PAYLOADS.join("\n\n")}`, imageUrl: "", isPublished: true },
    });
    expect(postRes.status).toBe(201);
    const contactName = `Evil ${PAYLOADS[0]}`;
    const contact = await customer.request("/api/contact", {
      method: "POST",
      json: { name: contactName, email: "xss-customer@example.com", phone: "", message: CORPUS },
    });
    expect(contact.status).toBe(201);
    const orderName = `Evil ${PAYLOADS[3]}`.slice(0, 100);
    const orderNotes = CORPUS.slice(0, 500);
    const placed = await customer.request("/api/checkout", {
      method: "POST",
      json: {
        idempotencyKey: "xss-order-key-00000000000",
        details: {
          orderType: "delivery",
          name: orderName,
          email: "xss-customer@example.com",
          phone: "3235550100",
          // In the demo delivery area (its ZIP code), and over the $15 delivery minimum below.
          deliveryAddress: `${PAYLOADS[4]!} Los Angeles, CA 90033`,
          preferredTime: preferredTime(),
          notes: orderNotes,
        },
        lines: [{ itemId: item.id, quantity: 2, notes: PAYLOADS[5]! }],
      },
    });
    expect(placed.status).toBe(200);
    const { orderId } = (await placed.json()) as { orderId: string };

    const storefront = await signedInPage("xss-customer@example.com", "10.71.1.1");
    await visit(storefront.page, "/", [itemName]);
    await visit(storefront.page, `/menu?category=${category.slug}`, [itemName, PAYLOADS[9]!]);
    await visit(storefront.page, "/blog", [postTitle]);
    // The markdown: its heading and the text of its (neutralised) link are there.
    await visit(storefront.page, "/blog/evil-post", [postTitle, "Hello XSS", "markdown link"]);
    await visit(storefront.page, "/account/orders", [itemName, PAYLOADS[5]!, PAYLOADS[4]!]);
    // Put the evil item in the cart and look at the cart and checkout too.
    await storefront.page.goto(`/menu?category=${category.slug}`);
    await storefront.page.getByRole("article").filter({ hasText: itemName }).getByRole("button", { name: "Add to Cart" }).click();
    // Add to Cart's code loads on the first click (ADR 0008): its toast says the line is stored.
    await storefront.page.getByText(/^Added 1 × /).waitFor({ state: "visible", timeout: 10_000 });
    await visit(storefront.page, "/cart", [itemName]);
    await visit(storefront.page, "/checkout", [itemName]);

    const staff = await signedInPage("admin@example.com", "10.71.1.2");
    await visit(staff.page, "/admin/menu", [itemName]);
    await visit(staff.page, "/admin/messages", [contactName]);
    await visit(staff.page, "/admin/orders", [orderName, orderNotes.slice(0, 60)], async (page) => {
      await page.getByRole("button", { name: ordersAdminTexts.viewDetailsOf(shortOrderId(orderId)), exact: true }).click();
      await page.getByRole("dialog").waitFor();
    });
    await visit(staff.page, `/admin/orders/${orderId}/ticket`, [orderName, itemName, PAYLOADS[5]!]);
    // The evil post's own editor, and its preview (drafts are listed first: open this one by name).
    await visit(staff.page, "/admin/blog", [postTitle, "Hello XSS", "markdown link"], async (page) => {
      await page.getByRole("button", { name: blogAdminTexts.editLabel(postTitle), exact: true }).click();
      await page.getByRole("dialog").waitFor();
      await page.getByRole("tab", { name: blogAdminTexts.form.preview, exact: true }).click();
      await page.getByRole("region", { name: blogAdminTexts.form.preview }).waitFor();
    });

    expect(storefront.fired).toEqual([]);
    expect(staff.fired).toEqual([]);
  }, 300_000);
});
