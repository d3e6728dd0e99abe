import { rmSync } from "node:fs";
import { freePort, startShop, tempDataDir, waitForHealthy, type ShopProcess } from "../../support/shop-process";
import { BRAND } from "./helpers";
import { expect, httpStatusError, test } from "./fixtures";

test.describe("contact /contact", () => {
  test("contact details, hours, and a titled, lazy map of the shop with a link fallback", async ({ page }) => {
    await page.goto("/contact");
    await expect(page).toHaveTitle(`Contact Us | ${BRAND}`);
    await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    const info = page.getByRole("region", { name: "Get in Touch" });
    await expect(info.getByText("1820 E 1st St")).toBeVisible();
    // The phone, and again beside catering's line with its request page (docs/product.md 'Catering request').
    for (const phone of await info.getByRole("link", { name: "(323) 555-0142" }).all()) {
      await expect(phone).toHaveAttribute("href", "tel:3235550142");
    }
    await expect(info.getByRole("link", { name: "(323) 555-0142" })).toHaveCount(2);
    await expect(info.getByRole("link", { name: "Request a catering quote" })).toHaveAttribute("href", "/catering");
    await expect(info.getByRole("link", { name: "orders@laesperanza.example" })).toHaveAttribute(
      "href",
      "mailto:orders@laesperanza.example",
    );
    await expect(info.getByText("Mon-Sat 8AM-8PM")).toBeVisible();
    await expect(info.getByText("Sun 9AM-6PM")).toBeVisible();

    const map = page.locator(`iframe[title="Map showing the location of ${BRAND}"]`);
    await expect(map).toHaveAttribute("loading", "lazy");
    await expect(map).toHaveAttribute(
      "src",
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=.*&marker=34\.04710,-118\.21960$/,
    );
    await expect(page.getByRole("link", { name: "Open the map on OpenStreetMap" })).toHaveAttribute(
      "href",
      /^https:\/\/www\.openstreetmap\.org\/search\?query=1820%20E%201st%20St/,
    );
  });

  test("sends a message: stored by the server, confirmed, and the form emptied", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("María López");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("maria@example.com");
    await page.getByRole("textbox", { name: "Phone", exact: true }).fill("(323) 555-0199");
    await page.getByRole("textbox", { name: "Message", exact: true }).fill("Do you cater for 40 people on a Sunday?");
    const [response] = await Promise.all([
      page.waitForResponse((res) => res.url().endsWith("/api/contact") && res.request().method() === "POST"),
      page.getByRole("button", { name: "Send Message" }).click(),
    ]);
    expect(response.status()).toBe(201);
    const body = (await response.json()) as { message: { id: string; createdAt: string } };
    expect(body.message.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.request().postDataJSON()).toEqual({
      name: "María López",
      email: "maria@example.com",
      phone: "(323) 555-0199",
      message: "Do you cater for 40 people on a Sunday?",
    });
    await expect(page.getByText("Message sent successfully! We'll get back to you soon.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("");
    await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue("");
  });

  test("the browser requires name, email and message before anything is sent", async ({ page }) => {
    await page.goto("/contact");
    let posted = false;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/contact")) posted = true;
    });
    await page.getByRole("button", { name: "Send Message" }).click();
    expect(
      await page.getByRole("textbox", { name: "Name", exact: true }).evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Ana");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("not-an-email");
    await page.getByRole("button", { name: "Send Message" }).click();
    expect(
      await page.getByRole("textbox", { name: "Email", exact: true }).evaluate((input: HTMLInputElement) => input.validity.typeMismatch),
    ).toBe(true);
    await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveAttribute("type", "email");
    await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveAttribute("required", "");
    await expect(page.getByRole("textbox", { name: "Phone", exact: true })).not.toHaveAttribute("required", "");
    expect(posted).toBe(false);
  });

  test.describe("server validation", () => {
    test.use({ allowedConsoleErrors: [httpStatusError(400)] });

    test("shows the server's message under the field it concerns", async ({ page }) => {
      await page.goto("/contact");
      await page.getByRole("textbox", { name: "Name", exact: true }).fill("Ana");
      await page.getByRole("textbox", { name: "Email", exact: true }).fill("ana@example.com");
      await page.getByRole("textbox", { name: "Phone", exact: true }).fill("call me maybe");
      await page.getByRole("textbox", { name: "Message", exact: true }).fill("Hello");
      await page.getByRole("button", { name: "Send Message" }).click();
      const phone = page.getByRole("textbox", { name: "Phone", exact: true });
      await expect(page.getByText("Please enter a valid phone number")).toBeVisible();
      await expect(phone).toHaveAttribute("aria-invalid", "true");
      await expect(phone).toHaveAccessibleDescription("Please enter a valid phone number");
      await expect(phone).toBeFocused();
      await expect(page.getByText("Failed to send message. Please try again.")).toBeVisible();
      // What was typed stays, to be corrected.
      await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue("Hello");
    });
  });

  test.describe("map that cannot load", () => {
    test.use({ allowedConsoleErrors: [/ERR_FAILED|ERR_BLOCKED|ERR_INTERNET_DISCONNECTED/] });

    test("the page keeps working and the link still leads to the map", async ({ page }) => {
      await page.route("https://www.openstreetmap.org/**", (route) => route.abort());
      await page.goto("/contact");
      await page.getByRole("heading", { name: "Find Us" }).scrollIntoViewIfNeeded();
      await expect(page.getByRole("link", { name: "Open the map on OpenStreetMap" })).toBeVisible();
      await page.getByRole("textbox", { name: "Name", exact: true }).fill("Still works");
      await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
    });
  });

  /**
   * A shop configured with its own address and no coordinates: the map is found from the
   * address text. Its own server, since the address is read once at start-up.
   */
  test.describe("an address without coordinates", () => {
    let dataDir: string;
    let shop: ShopProcess;
    const GOOGLE_STUB = "<!doctype html><title>Map</title><body style='margin:0;background:#e8eaed'>address map</body>";

    test.beforeAll(async () => {
      dataDir = tempDataDir();
      const port = await freePort();
      shop = startShop(
        {
          DATA_DIR: dataDir,
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          LOG_LEVEL: "warn",
          SEED_DEMO_DATA: "false",
          SHOP_STREET: "455 W Main St",
          SHOP_CITY: "Santa Ana",
          SHOP_REGION: "CA",
          SHOP_POSTAL_CODE: "92701",
        },
        port,
      );
      await waitForHealthy(shop, 60_000);
    });

    test.afterAll(async () => {
      if (shop?.child.exitCode === null) {
        shop.child.kill("SIGTERM");
        await shop.exited;
      }
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    test("embeds a map of the address, and the page's CSP lets exactly that site in", async ({ page }) => {
      // Google's servers are outside this machine: the same answer shape, from here.
      await page.route("https://www.google.com/maps?**", (route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: GOOGLE_STUB }),
      );
      const response = await page.goto(`${shop.url}/contact`);
      expect(response?.headers()["content-security-policy"]).toContain("frame-src https://www.google.com;");
      const map = page.locator(`iframe[title="Map showing the location of ${BRAND}"]`);
      await map.scrollIntoViewIfNeeded();
      await expect(map).toHaveAttribute(
        "src",
        "https://www.google.com/maps?q=455%20W%20Main%20St%2C%20Santa%20Ana%2C%20CA%2092701%2C%20US&z=16&output=embed",
      );
      // The frame really shows (a CSP refusal would leave it empty and log a console error).
      await expect(page.frameLocator(`iframe[title="Map showing the location of ${BRAND}"]`).getByText("address map")).toBeVisible();
      await expect(page.getByRole("link", { name: "Open the map on OpenStreetMap" })).toHaveAttribute(
        "href",
        "https://www.openstreetmap.org/search?query=455%20W%20Main%20St%2C%20Santa%20Ana%2C%20CA%2092701",
      );
    });

    test.describe("when it cannot load", () => {
      test.use({ allowedConsoleErrors: [/ERR_FAILED|ERR_BLOCKED|ERR_INTERNET_DISCONNECTED/] });

      test("the page keeps working and the link still leads to the map", async ({ page }) => {
        await page.route("https://www.google.com/**", (route) => route.abort());
        await page.goto(`${shop.url}/contact`);
        await page.getByRole("heading", { name: "Find Us" }).scrollIntoViewIfNeeded();
        await expect(page.getByRole("link", { name: "Open the map on OpenStreetMap" })).toBeVisible();
        await page.getByRole("textbox", { name: "Name", exact: true }).fill("Still works");
        await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
      });
    });
  });
});
