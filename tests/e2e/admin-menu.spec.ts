import path from "node:path";
import type { Page } from "@playwright/test";
import { createItemThroughApi, expect, httpStatusError, test, useAdminSession } from "./fixtures";

/**
 * The admin's menu items, pictures, blog and AI enhance in a real browser (docs/product.md 'Admin screens'),
 * and the order details' load errors.
 * These tests change what public pages show, so playwright.config.ts runs them after the
 * tests that assert those pages exactly. The admin signs in once for the file (magic links
 * are limited per e-mail address) and every test reuses that session.
 */
test.describe.configure({ mode: "default" });

useAdminSession("admin@example.com", "shop-e2e-admin-");

/** The e2e server runs the demo shop, in its default SHOP_TIME_ZONE. */
const SHOP_TIME_ZONE = "America/Los_Angeles";
/** 'January 5, 2025' on the shop's calendar. */
const shopDate = (date: Date) => new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: SHOP_TIME_ZONE }).format(date);

const suffix = () => Math.random().toString(36).slice(2, 7);
const picture = path.resolve("public/og-default.jpg");

/** A toast with exactly these words (sonner renders each in a list item). */
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

test.describe("admin menu items", () => {
  // The refused fake picture is answered 415, which the browser logs.
  test.use({ allowedConsoleErrors: [httpStatusError(415)] });
  test("create an item with an uploaded picture → it shows on /menu with its srcset", async ({ page, consoleErrors }) => {
    const name = `Pollo en Mole ${suffix()}`;
    await page.goto("/admin/menu");
    await expect(page.getByRole("heading", { name: "Menu Items" })).toBeVisible();
    await page.getByRole("button", { name: "Add Item" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Item" });
    // Selling by weight's fields (ADR 0013) start at their defaults: sold each, from 1 piece in steps of 1, not weighed.
    await expect(dialog.getByLabel("Sold")).toHaveValue("each");
    await expect(dialog.getByLabel("Least a customer can order")).toHaveValue("1");
    await expect(dialog.getByLabel("In steps of")).toHaveValue("1");
    await expect(dialog.getByRole("switch", { name: "Priced by actual weight" })).toHaveCount(0);

    // The shared schema's messages, before anything is sent.
    await dialog.getByRole("button", { name: "Create Item" }).click();
    await expect(dialog.getByText("Name is required")).toBeVisible();
    await expect(dialog.getByText("Price is required")).toBeVisible();
    await expect(dialog.getByText("Category is required")).toBeVisible();
    await dialog.getByLabel("Price", { exact: true }).fill("-2");
    await dialog.getByLabel("Or the address of a picture").fill("not a web address");
    await dialog.getByRole("button", { name: "Create Item" }).click();
    await expect(dialog.getByText("Price must be a positive number")).toBeVisible();
    await expect(dialog.getByText("Please enter a valid URL")).toBeVisible();

    await dialog.getByLabel("Name", { exact: true }).fill(name);
    await dialog.getByLabel("Price", { exact: true }).fill("12.50");
    await dialog.getByLabel("Category").selectOption({ label: "Chicken" });
    await dialog.getByLabel("Description", { exact: true }).fill("Chicken in our grandmother's mole poblano.");
    await dialog.getByLabel("Or the address of a picture").fill("");
    const chooser = page.waitForEvent("filechooser");
    await dialog.getByRole("button", { name: "Upload picture" }).click();
    await (await chooser).setFiles(picture);
    await expect(toast(page, "Image uploaded successfully")).toBeVisible();
    const preview = dialog.getByRole("img", { name });
    await expect(preview).toHaveAttribute("src", /^\/uploads\/products\/[A-Za-z0-9_-]{22}-640w\.webp$/);
    const url = (await preview.getAttribute("src"))!;
    await dialog.getByRole("button", { name: "Create Item" }).click();
    await expect(toast(page, `${name} created successfully`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("menu-item-row").filter({ hasText: name })).toBeVisible();

    await page.goto("/menu?category=chicken");
    const card = page.getByRole("article", { name });
    await expect(card).toBeVisible();
    await expect(card.getByTestId("item-price")).toHaveText("$12.50");
    await expect(card.locator("output")).toHaveText("1");
    const image = card.getByRole("img", { name });
    await expect(image).toHaveAttribute("src", url);
    await expect(image).toHaveAttribute("srcset", new RegExp(`${url.replace("-640w.webp", "-320w\\.webp 320w")}`));
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
  });

  test("the status toggle, archive with confirmation, and restore — the menu follows each", async ({ page, consoleErrors }) => {
    const name = `Tinga de Pollo ${suffix()}`;
    await page.goto("/admin/menu");
    await createItemThroughApi(page, name, "Chicken");
    await page.reload();
    await page.getByRole("button", { name: /^Chicken/ }).click();
    const row = page.getByTestId("menu-item-row").filter({ hasText: name });

    const availability = row.getByRole("switch", { name: `Available: ${name}` });
    await availability.click();
    await expect(toast(page, `${name} disabled`)).toBeVisible();
    await expect(availability).toHaveAttribute("aria-checked", "false");
    const menu = await page.context().newPage();
    await menu.goto("/menu?category=chicken");
    await expect(menu.getByRole("article", { name })).toHaveCount(0);
    await availability.click();
    await expect(toast(page, `${name} enabled`)).toBeVisible();
    await menu.reload();
    await expect(menu.getByRole("article", { name })).toBeVisible();

    await row.getByRole("button", { name: `Archive ${name}` }).click();
    const confirm = page.getByRole("dialog", { name: "Archive this item?" });
    await expect(confirm).toContainText(name);
    await confirm.getByRole("button", { name: "Archive" }).click();
    await expect(toast(page, `${name} archived successfully`)).toBeVisible();
    await expect(row).toHaveCount(0);
    await menu.reload();
    await expect(menu.getByRole("article", { name })).toHaveCount(0);

    await page.getByRole("button", { name: "Show Archived" }).click();
    await expect(row).toBeVisible();
    await expect(row.getByText("Archived", { exact: true })).toBeVisible();
    await expect(row.getByRole("switch", { name: `Available: ${name}` })).toBeDisabled();
    await row.getByRole("button", { name: `Restore ${name}` }).click();
    await expect(toast(page, `${name} restored successfully`)).toBeVisible();
    await expect(row.getByText("Archived", { exact: true })).toHaveCount(0);
    await menu.reload();
    await expect(menu.getByRole("article", { name })).toBeVisible();
    await menu.close();
    expect(consoleErrors).toEqual([]);
  });

  test("the server refuses a file that only pretends to be a picture", async ({ page, consoleErrors }) => {
    await page.goto("/admin/menu");
    await page.getByRole("button", { name: "Add Item" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Item" });
    const chooser = page.waitForEvent("filechooser");
    await dialog.getByRole("button", { name: "Upload picture" }).click();
    await (
      await chooser
    ).setFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("<svg onload=alert(1)>not a picture</svg>") });
    await expect(toast(page, "Please select an image file")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Upload picture" })).toBeVisible();
    // The browser logs the refused upload (415) as a failed resource; nothing else may fail.
    expect(consoleErrors.filter((error) => !/status of 415/.test(error))).toEqual([]);
  });
});

test.describe("admin blog", () => {
  test("write, enhance and publish a post → it is published with today's date (and shows on /blog)", async ({ page, consoleErrors }) => {
    const title = `Mole Sunday ${suffix()}`;
    const slug = title.toLowerCase().replace(/ /g, "-");
    await page.goto("/admin/blog");
    await page.getByRole("button", { name: "New Post" }).click();
    const dialog = page.getByRole("dialog", { name: "New Post" });

    await dialog.getByRole("button", { name: "Create Post" }).click();
    await expect(dialog.getByText("Title is required")).toBeVisible();
    await expect(dialog.getByText("Content is required")).toBeVisible();
    await dialog.getByRole("button", { name: "Enhance with AI" }).click();
    await expect(toast(page, "Please enter some content first")).toBeVisible();

    await dialog.getByLabel("Title", { exact: true }).fill(title);
    await expect(dialog.getByLabel("Slug")).toHaveValue(slug);
    const content = dialog.getByLabel("Content", { exact: true });
    const draft = "we make mole every sunday, with 20 ingredients.";
    await content.fill(draft);
    await dialog.getByRole("button", { name: "Enhance with AI" }).click();
    // Typed out character by character: 'Show all now' is there while it types.
    await expect(dialog.getByRole("button", { name: "Show all now" })).toBeVisible();
    await expect(content).toHaveValue(`${draft}\n\n¡Buen provecho!`, { timeout: 10_000 });
    await expect(toast(page, "Content enhanced successfully")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Show all now" })).toBeHidden();
    await dialog.getByRole("tab", { name: "Preview" }).click();
    await expect(dialog.getByText("¡Buen provecho!")).toBeVisible();

    await dialog.getByLabel("Published").check();
    await dialog.getByRole("button", { name: "Create Post" }).click();
    await expect(toast(page, "Post created successfully")).toBeVisible();
    const row = page.getByTestId("blog-post-row").filter({ hasText: title });
    await expect(row).toContainText(shopDate(new Date()));
    await expect(row.getByRole("switch", { name: `Published: ${title}` })).toHaveAttribute("aria-checked", "true");

    const reader = await page.context().newPage();
    await reader.goto("/blog");
    await expect(reader.getByRole("link", { name: title }).first()).toBeVisible();
    await reader.goto(`/blog/${slug}`);
    await expect(reader.getByRole("heading", { name: title })).toBeVisible();
    await expect(reader.getByText("¡Buen provecho!")).toBeVisible();
    await reader.close();

    // Unpublish, then delete with confirmation (the post leaves the public blog again).
    await row.getByRole("switch", { name: `Published: ${title}` }).click();
    await expect(toast(page, "Post unpublished successfully")).toBeVisible();
    await row.getByRole("button", { name: `Delete ${title}` }).click();
    await page.getByRole("dialog", { name: "Delete this post?" }).getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Post deleted successfully")).toBeVisible();
    await expect(row).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test("a picture in a post's body holds its box while it loads: the text below never moves", async ({ page, consoleErrors }) => {
    const title = `Picture Post ${suffix()}`;
    const slug = title.toLowerCase().replace(/ /g, "-");
    const content =
      "Fresh from the cazo.\n\n![Carnitas on the board](/images/blog/carnitas-guide-640w.webp)\n\nThe paragraph after the picture.";
    const created = await page.request.post("/api/admin/blog/posts", { data: { title, slug, content, imageUrl: "", isPublished: true } });
    expect(created.status()).toBe(201);
    const { post } = (await created.json()) as { post: { id: string } };

    // Hold the picture back until the page's layout has been measured without it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/images/blog/carnitas-guide-*w.webp", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/blog/${slug}`);
    const picture = page.locator(".markdown img");
    await expect(picture).toHaveAttribute("loading", "lazy");
    await expect(picture).toHaveAttribute("decoding", "async");
    await expect(picture).toHaveAttribute("srcset", /carnitas-guide-320w\.webp 320w, .*carnitas-guide-960w\.webp 960w/);
    const box = (await picture.boundingBox())!;
    expect(box.height).toBeGreaterThan(100);
    expect(Math.abs(box.height - (box.width * 2) / 3)).toBeLessThan(2);
    const after = page.getByText("The paragraph after the picture.");
    const before = (await after.boundingBox())!.y;

    release();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect((await after.boundingBox())!.y).toBe(before);

    // Sent as the page would (a body-less DELETE needs its Origin for the CSRF check).
    const removed = await page.request.delete(`/api/admin/blog/posts/${post.id}`, { headers: { Origin: new URL(page.url()).origin } });
    expect(removed.status()).toBe(204);
    expect(consoleErrors).toEqual([]);
  });

  test.describe("seen from a browser a day ahead of the shop", () => {
    test.use({ timezoneId: "Pacific/Kiritimati" });

    test("the published date is the shop's calendar day, the one the public blog shows", async ({ page, consoleErrors }) => {
      // 'Our Story' went out on 2025-01-05 at 18:00 UTC: 10 AM in Los Angeles, already January 6 in Kiritimati (UTC+14).
      const title = "Our Story: Fifteen Years Behind the Counter";
      await page.goto("/blog");
      await expect(page.getByRole("article").filter({ hasText: title }).locator("time")).toHaveText("January 5, 2025");
      await page.goto("/admin/blog");
      await expect(page.getByTestId("blog-post-row").filter({ hasText: title })).toContainText("January 5, 2025");
      expect(consoleErrors).toEqual([]);
    });
  });

  test("without an AI endpoint the Enhance button is disabled and says why", async ({ page, consoleErrors }) => {
    await page.route("**/api/admin/ai", (route) => route.fulfill({ json: { enabled: false } }));
    await page.goto("/admin/blog");
    await page.getByRole("button", { name: "New Post" }).click();
    const dialog = page.getByRole("dialog", { name: "New Post" });
    await expect(dialog.getByRole("button", { name: "Enhance with AI" })).toBeDisabled();
    // Drafting the Spanish (ADR 0015) needs the endpoint too: each button says why it is off.
    await expect(dialog.getByRole("button", { name: "Draft Spanish with AI" })).toBeDisabled();
    const why = dialog.getByText(/^AI enhance is off: the shop has no AI endpoint configured/);
    await expect(why).toHaveCount(2);
    for (const reason of await why.all()) await expect(reason).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

/** Reuses this file's admin session: another sign-in of the same address would trip the magic-link limit. */
test.describe("admin order details", () => {
  // One pattern: Playwright would read a second array element as the option's settings.
  test.use({ allowedConsoleErrors: [new RegExp(`ERR_INTERNET_DISCONNECTED|${httpStatusError(404).source}`)] });

  test("a failed load says 'Failed to load orders' with a retry; only the server's 404 says the order does not exist", async ({ page }) => {
    const id = "0f0f0f0f-0000-4000-8000-000000000000";
    // The network drops the details request (the list and everything else still load).
    await page.route(`**/api/admin/orders/${id}`, (route) => route.abort("internetdisconnected"));
    await page.goto(`/admin/orders?order=${id}`);
    const dialog = page.getByRole("dialog", { name: `Order #${id.slice(0, 8)}` });
    await expect(dialog.getByRole("alert")).toContainText("Failed to load orders");
    await expect(dialog.getByText("This order does not exist.")).toHaveCount(0);

    // The network is back: the retry reaches the server, which has no such order.
    await page.unroute(`**/api/admin/orders/${id}`);
    await dialog.getByRole("button", { name: "Try again" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("This order does not exist.");
  });
});

test.describe("admin on a 768 px tablet", () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test("the menu items and blog screens and their editors fit without sideways scrolling", async ({ page, consoleErrors }, testInfo) => {
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await page.goto("/admin/menu");
    await expect(page.getByTestId("menu-item-row").first()).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath("admin-menu-768.png") });
    await page.getByRole("button", { name: "Add Item" }).click();
    await expect(page.getByRole("dialog", { name: "Add Item" }).getByRole("button", { name: "Create Item" })).toBeInViewport();
    await page.keyboard.press("Escape");

    await page.goto("/admin/blog");
    await expect(page.getByTestId("blog-post-row").first()).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: "New Post" }).click();
    await expect(page.getByRole("dialog", { name: "New Post" }).getByRole("button", { name: "Create Post" })).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath("admin-blog-editor-768.png") });
    expect(consoleErrors).toEqual([]);
  });
});

/**
 * Two languages (ADR 0015): the admin writes the Spanish beside the English, the AI drafts it for review, the
 * list marks what is not translated yet, and the Spanish menu shows it (the English, marked
 * lang="en", while it is missing).
 */
test.describe("admin content in Spanish", () => {
  test("an untranslated item is marked ES missing; the AI drafts its Spanish, the admin saves it, /es/menu shows it", async ({ page }) => {
    const name = `Pozole Rojo ${suffix()}`;
    await createItemThroughApi(page, name, "Prepared Dishes");

    // Until then, the Spanish menu shows the English name, marked as English.
    await page.goto("/es/menu?category=prepared-dishes");
    await expect(page.getByRole("heading", { name, level: 3 })).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { name: "Barbacoa de res", level: 3 })).not.toHaveAttribute("lang");

    await page.goto("/admin/menu");
    const row = page.getByTestId("menu-item-row").filter({ hasText: name });
    await expect(row.getByTestId("spanish-missing-badge")).toHaveText(/ES missing/);
    // The demo's dishes are all in Spanish.
    await expect(page.getByTestId("menu-item-row").filter({ hasText: "Barbacoa de Res" }).getByTestId("spanish-missing-badge")).toHaveCount(
      0,
    );

    await row.getByRole("button", { name: `Edit ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Item" });
    await expect(dialog.getByLabel("Name in Spanish")).toHaveValue("");
    await expect(dialog.getByLabel("Name in Spanish")).toHaveAttribute("lang", "es");
    await dialog.getByLabel("Description in Spanish").fill("Pozole rojo de puerco.");
    await dialog.getByRole("button", { name: "Draft Spanish with AI" }).click();
    await expect(toast(page, "Spanish draft ready: review it, then save")).toBeVisible();
    // Only the empty Spanish field is drafted; the admin's own words stay.
    await expect(dialog.getByLabel("Name in Spanish")).toHaveValue(`${name} (en español)`);
    await expect(dialog.getByLabel("Description in Spanish")).toHaveValue("Pozole rojo de puerco.");
    await dialog.getByLabel("Name in Spanish").fill(`Pozole rojo ${name.slice(-5)}`);
    await dialog.getByRole("button", { name: "Save Item" }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByTestId("spanish-missing-badge")).toHaveCount(0);

    await page.goto("/es/menu?category=prepared-dishes");
    const card = page.getByRole("article", { name: `Pozole rojo ${name.slice(-5)}` });
    await expect(card.getByText("Pozole rojo de puerco.")).toBeVisible();
    // All of it in Spanish now, its category too ('Platillos preparados'): nothing is marked English.
    await expect(card.getByText("Platillos preparados")).toBeVisible();
    await expect(card.locator("[lang]")).toHaveCount(0);
    await page.goto("/menu?category=prepared-dishes");
    await expect(page.getByRole("article", { name })).toBeVisible();
  });

  test("names a category in Spanish from the menu page", async ({ page }) => {
    await page.goto("/admin/menu");
    await page.getByRole("button", { name: "Categories in Spanish" }).click();
    const dialog = page.getByRole("dialog", { name: "Category names in Spanish" });
    await expect(dialog.getByLabel("Beef in Spanish")).toHaveValue("Res");
    await dialog.getByLabel("Beef in Spanish").fill("Carne de res");
    await dialog.getByRole("button", { name: "Save names" }).click();
    await expect(toast(page, "Category names saved")).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.goto("/es/menu");
    await expect(page.getByRole("link", { name: "Carne de res" })).toBeVisible();
    // Back to the demo's name, for the tests after this one.
    const categories = (await (await page.request.get("/api/admin/categories")).json()) as { categories: { id: string; name: string }[] };
    const beef = categories.categories.find((category) => category.name === "Beef")!;
    expect((await page.request.put(`/api/admin/categories/${beef.id}`, { data: { nameEs: "Res" } })).status()).toBe(200);
  });

  test("a post's Spanish is drafted by the AI in the editor and marked missing in the list until saved", async ({ page }) => {
    const title = `Menudo Sundays ${suffix()}`;
    await page.goto("/admin/blog");
    await page.getByRole("button", { name: "New Post" }).click();
    const dialog = page.getByRole("dialog", { name: "New Post" });
    await dialog.getByLabel("Title", { exact: true }).fill(title);
    await dialog.getByLabel("Content", { exact: true }).fill("Menudo every **Sunday** morning.");
    await dialog.getByRole("button", { name: "Create Post" }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByTestId("blog-post-row").filter({ hasText: title });
    await expect(row.getByTestId("spanish-missing-badge")).toBeVisible();

    await row.getByRole("button", { name: `Edit ${title}` }).click();
    const editor = page.getByRole("dialog", { name: "Edit Post" });
    await editor.getByRole("button", { name: "Draft Spanish with AI" }).click();
    await expect(editor.getByLabel("Title in Spanish")).toHaveValue(`${title} (en español)`);
    await expect(editor.getByLabel("Content in Spanish")).toHaveValue("Menudo every **Sunday** morning. (en español)");
    await editor.getByRole("button", { name: "Save Post" }).click();
    await expect(editor).toBeHidden();
    await expect(row.getByTestId("spanish-missing-badge")).toHaveCount(0);
  });
});
