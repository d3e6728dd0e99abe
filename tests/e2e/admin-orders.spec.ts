import type { Browser, BrowserContext, Page } from "@playwright/test";
import { expect, signInWithMagicLink, test, uniqueEmail } from "./fixtures";

/**
 * One admin address per test (all granted by tests/setup/e2e-server.mjs): the magic-link
 * limit of 3 per address in 15 minutes would otherwise trip across tests.
 */
const ADMIN_FOR_NEW_ORDERS = "orders-admin@example.com";
const ADMIN_FOR_STATUS = "status-admin@example.com";
const ADMIN_FOR_MESSAGES = "messages-admin@example.com";
const ADMIN_FOR_HELD_ORDERS = "held-admin@example.com";

const octet = () => Math.floor(Math.random() * 250) + 1;

interface Customer {
  context: BrowserContext;
  page: Page;
  email: string;
  errors: string[];
}

/** A second browser (its own cookies and client address): the customer, while the admin watches. */
async function openCustomer(browser: Browser, baseURL: string | undefined): Promise<Customer> {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": `10.${octet()}.${octet()}.${octet()}` },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { context, page, email: uniqueEmail("diner"), errors };
}

/**
 * Cart → sign in → checkout → the sandbox pay page with the test card; returns the order id.
 * Half a pound of carnitas (maciza, the defaults): not priced by weight, so paid at once.
 */
async function placePaidOrder(customer: Customer): Promise<string> {
  await addDefault(customer.page, "carnitas", "Carnitas", "Added 0.5 lb of Carnitas to your cart");
  // 0.5 × 15.99 = 7.995 → 8.00 (half up); tax 8.25 % 0.66; total 8.66.
  return checkOut(customer, "Pay", "$8.66");
}

/** The item at its card's defaults (minimum quantity, default choices). */
async function addDefault(page: Page, category: string, name: string, toast: string) {
  await page.goto(`/menu?category=${category}`);
  await page.getByRole("article", { name, exact: true }).getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByText(toast)).toBeVisible();
}

/**
 * Signs in, fills in the checkout for pickup and pays, or has the card held (cuts priced by
 * weight), on the sandbox page; returns the order id. `amount`: what checkout's button must say.
 */
async function checkOut(customer: Customer, action: "Pay" | "Hold", amount?: string): Promise<string> {
  const { page, email } = customer;
  await signInWithMagicLink(page, page.request, email, "/checkout");
  await page.getByLabel("Name").fill("Rosa Martínez");
  await page.getByLabel("Phone").fill("(323) 555-0142");
  await page.getByLabel("Order notes").fill("Sin cebolla, por favor");
  const submit = amount ? `${action} ${amount}${action === "Hold" ? " on card" : ""}` : new RegExp(`^${action} \\$`);
  await page.getByRole("button", { name: submit, exact: true }).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: amount ? `${action} ${amount}` : new RegExp(`^${action} \\$`), exact: true }).click();
  await expect(page).toHaveURL(/\/order-success\?/);
  return new URL(page.url()).searchParams.get("order_id")!;
}

/** Marks the page so a later check can tell whether it was reloaded meanwhile. */
async function markNoReload(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}
const stillSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test.describe("admin orders", () => {
  // Whole journeys (a customer pays on the sandbox page, an admin signs in, pages follow live):
  // 18–30 s on two busy cores, too close to the default 30 s.
  test.describe.configure({ timeout: 60_000 });

  test("a new paid order appears in the open orders list without a reload, highlighted", async ({ page, request, browser, baseURL }) => {
    await signInWithMagicLink(page, request, ADMIN_FOR_NEW_ORDERS, "/admin/orders");
    await expect(page.getByRole("heading", { name: "Orders" })).toBeVisible();
    await expect(page.getByTestId("live-indicator")).toHaveText("Live updates on");
    await markNoReload(page);

    const customer = await openCustomer(browser, baseURL);
    try {
      const orderId = await placePaidOrder(customer);
      const shortId = orderId.slice(0, 8);

      const row = page.locator(`[data-testid="admin-order-row"][data-order-id="${orderId}"]`);
      await expect(row).toBeVisible();
      await expect(row).toHaveAttribute("data-new", "true");
      await expect(row.getByText("New", { exact: true })).toBeVisible();
      await expect(row.getByText(`#${shortId}`)).toBeVisible();
      await expect(row.getByText("Rosa Martínez")).toBeVisible();
      await expect(row.getByText("Paid", { exact: true })).toBeVisible();
      // 0.5 × 15.99 = 7.995 → 8.00 (half up); tax 8.25 % 0.66; total 8.66.
      await expect(row.getByText("$8.66")).toBeVisible();
      await expect(row.getByRole("combobox", { name: `Status of order #${shortId}` })).toHaveValue("pending");
      await expect(page.getByText(`New paid order #${shortId}`)).toBeVisible();
      expect(await stillSameDocument(page)).toBe(true);

      // Opening it clears the highlight; the details show what the kitchen and the till need.
      await row.getByRole("button", { name: `View Details of order #${shortId}` }).click();
      const dialog = page.getByRole("dialog", { name: `Order #${shortId}` });
      await expect(dialog).toBeVisible();
      const line = dialog.getByTestId("order-line");
      await expect(line).toHaveCount(1);
      await expect(line).toContainText("0.5 lb × Carnitas · $15.99/lb");
      await expect(line.getByText("Maciza", { exact: true })).toBeVisible();
      await expect(line).toContainText("$8.00");
      await expect(dialog.getByText("Sin cebolla, por favor")).toBeVisible();
      await expect(dialog.getByText("Subtotal")).toBeVisible();
      await expect(dialog.getByText("$8.00").last()).toBeVisible();
      await expect(dialog.getByText("Tax (8.25%)")).toBeVisible();
      await expect(dialog.getByText("$0.66")).toBeVisible();
      await expect(dialog.getByText("$8.66")).toBeVisible();
      // Paid at once: nothing to weigh.
      await expect(dialog.getByRole("button", { name: "Weigh and finish" })).toHaveCount(0);
      await expect(dialog.getByText(/^Pickup: /)).toBeVisible();
      await dialog.getByRole("button", { name: "Close" }).last().click();
      await expect(row).not.toHaveAttribute("data-new", "true");
      expect(customer.errors).toEqual([]);
    } finally {
      await customer.context.close();
    }
  });

  test("a new order whose card is held appears without a reload, highlighted, awaiting weighing at its estimate", async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    await signInWithMagicLink(page, request, ADMIN_FOR_HELD_ORDERS, "/admin/orders");
    await expect(page.getByTestId("live-indicator")).toHaveText("Live updates on");
    await markNoReload(page);

    const customer = await openCustomer(browser, baseURL);
    try {
      // Arrachera from 1 lb, priced by weight: 14.99 + tax 1.24 = 16.23 estimated; allowance 2.46
      // (15 % of 14.99 with its tax, 2.43…, rounded up, plus a cent for the line and one for the tax); hold 18.69.
      await addDefault(customer.page, "beef", "Arrachera", "Added 1 lb of Arrachera to your cart");
      const orderId = await checkOut(customer, "Hold", "$18.69");
      await expect(customer.page.getByText(/^Your card is held for \$18\.69: /)).toBeVisible();
      const shortId = orderId.slice(0, 8);

      const row = page.locator(`[data-testid="admin-order-row"][data-order-id="${orderId}"]`);
      await expect(row).toBeVisible();
      await expect(row).toHaveAttribute("data-new", "true");
      await expect(row.getByText("Awaiting weighing", { exact: true })).toBeVisible();
      await expect(row.getByText("$16.23")).toBeVisible();
      await expect(row.getByText("estimate", { exact: true })).toBeVisible();
      await expect(page.getByText(`New order #${shortId}: card held until it is weighed`)).toBeVisible();
      expect(await stillSameDocument(page)).toBe(true);

      await row.getByRole("button", { name: `View Details of order #${shortId}` }).click();
      const dialog = page.getByRole("dialog", { name: `Order #${shortId}` });
      const line = dialog.getByTestId("order-line");
      await expect(line).toContainText("1 lb × Arrachera · $14.99/lb");
      await expect(line.getByText("Regular", { exact: true })).toBeVisible();
      await expect(line.getByText("Priced by weight: to weigh")).toBeVisible();
      await expect(dialog.getByText("Estimated total", { exact: true })).toBeVisible();
      const hold = dialog.getByTestId("hold-amounts");
      await expect(hold).toContainText("Weight allowance$2.46");
      await expect(hold).toContainText("Held on card$18.69");
      await expect(dialog.getByRole("button", { name: "Weigh and finish" })).toBeVisible();

      // The kitchen ticket: the pound, the name, the cut, and that it is to be weighed.
      await dialog.getByRole("link", { name: "Kitchen ticket" }).click();
      await expect(page.getByTestId("ticket-line")).toHaveCount(1);
      await expect(page.getByTestId("ticket-line")).toContainText("1 lbArrachera");
      await expect(page.getByTestId("ticket-line")).toContainText("Regular");
      await expect(page.getByTestId("ticket-weigh")).toBeVisible();
      await expect(page.getByTestId("ticket-line")).not.toContainText("×");

      // On a 768 px tablet the longer payment badge leaves the row's actions on screen.
      await page.setViewportSize({ width: 768, height: 1024 });
      await page.goto("/admin/orders");
      await expect(row.getByText("Awaiting weighing", { exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: `View Details of order #${shortId}` })).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole("link", { name: `Kitchen ticket of order #${shortId}` })).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
      expect(customer.errors).toEqual([]);
    } finally {
      await customer.context.close();
    }
  });

  test("a status change updates the customer's open orders page live, mails them, and is in the history", async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const customer = await openCustomer(browser, baseURL);
    try {
      const orderId = await placePaidOrder(customer);
      const shortId = orderId.slice(0, 8);
      await customer.page.goto("/account/orders");
      const card = customer.page.getByTestId("account-order").filter({ hasText: `Order #${shortId}` });
      await expect(card.getByText("Pending")).toBeVisible();
      await expect(customer.page.getByText("Live updates on")).toBeVisible();
      await markNoReload(customer.page);

      await signInWithMagicLink(page, request, ADMIN_FOR_STATUS, "/admin/orders");
      const select = page.getByRole("combobox", { name: `Status of order #${shortId}` });
      await select.selectOption("processing");
      await expect(page.getByText("Order status updated and notification sent")).toBeVisible();
      await expect(select).toHaveValue("processing");

      // The customer's page follows by itself.
      await expect(card.getByText("Processing")).toBeVisible();
      await expect(card.getByText("Pending")).toHaveCount(0);
      expect(await stillSameDocument(customer.page)).toBe(true);

      // The notification went out through the outbox to the dev mailbox.
      await expect
        .poll(async () => {
          const res = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(customer.email)}`);
          return ((await res.json()) as { subject: string }[]).map((mail) => mail.subject);
        })
        .toContain(`Order #${shortId}: Processing`);

      // The history names who changed it; it refreshes while open.
      await page.getByRole("button", { name: `View Details of order #${shortId}` }).click();
      const dialog = page.getByRole("dialog", { name: `Order #${shortId}` });
      await dialog.getByText("Status history", { exact: true }).click();
      const entries = dialog.getByTestId("history-entry");
      await expect(entries.first()).toContainText("Processing");
      await expect(entries.first()).toContainText(`by ${ADMIN_FOR_STATUS}`);
      await dialog.getByRole("combobox", { name: `Status of order #${shortId}` }).selectOption("completed");
      await expect(entries.first()).toContainText("Completed");
      await expect(entries).toHaveCount(4); // placed, paid, processing, completed
      await expect(card.getByText("Completed")).toBeVisible();

      // The kitchen ticket: big number, lines and notes, no prices; Print calls window.print().
      await dialog.getByRole("link", { name: "Kitchen ticket" }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderId}/ticket$`));
      await expect(page.getByTestId("ticket-number")).toHaveText(`#${shortId.toUpperCase()}`);
      await expect(page.getByText("PICKUP", { exact: true })).toBeVisible();
      // By the pound: '0.5 lb', the name and the choice, no '×'.
      await expect(page.getByTestId("ticket-line")).toHaveText(["0.5 lbCarnitasMaciza"]);
      await expect(page.getByText("Sin cebolla, por favor")).toBeVisible();
      await expect(page.getByRole("article").getByText("$")).toHaveCount(0);
      await page.evaluate(() => {
        (window as unknown as { printed: number }).printed = 0;
        window.print = () => void ((window as unknown as { printed: number }).printed += 1);
      });
      await page.getByRole("button", { name: "Print" }).click();
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
      expect(customer.errors).toEqual([]);
    } finally {
      await customer.context.close();
    }
  });

  test("messages: the status e-mail is listed; mark unread and read moves the sidebar count; usable at 768 px", async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    const customer = await openCustomer(browser, baseURL);
    let shortId = "";
    try {
      shortId = (await placePaidOrder(customer)).slice(0, 8);
    } finally {
      await customer.context.close();
    }
    await page.setViewportSize({ width: 768, height: 1024 });
    await signInWithMagicLink(page, request, ADMIN_FOR_MESSAGES, "/admin/messages?type=email");
    await expect(page.getByRole("heading", { name: "Messages" })).toBeVisible();
    await expect(page.getByRole("button", { name: "E-mails" })).toHaveAttribute("aria-pressed", "true");

    const message = page.getByTestId("admin-message").filter({ hasText: `Order #${shortId} confirmed` });
    await expect(message).toBeVisible();
    await expect(message).toHaveAttribute("data-read", "true");
    await expect(message.getByText(`To ${customer.email}`)).toBeVisible();

    const badge = page.getByRole("navigation", { name: "Admin navigation" }).getByRole("link", { name: /Messages/ });
    const unreadFromApi = async () =>
      ((await (await page.request.get("/api/admin/messages/unread-count")).json()) as { unread: number }).unread;
    const badgeCount = async () =>
      Number(
        (
          await badge
            .getByTestId("nav-badge")
            .textContent({ timeout: 1_000 })
            .catch(() => "0")
        )?.replace(/\D/g, "") || 0,
      );

    await message.getByRole("button", { name: "Mark as unread: message from" }).click();
    await expect(page.getByText("Message marked as unread")).toBeVisible();
    await expect(message).toHaveAttribute("data-read", "false");
    await expect(message.getByText("Unread", { exact: true })).toBeVisible();
    await expect
      .poll(async () => {
        const [shown, counted] = [await badgeCount(), await unreadFromApi()];
        return shown === counted && counted > 0;
      })
      .toBe(true);

    await message.getByRole("button", { name: "Mark as read: message from" }).click();
    await expect(page.getByText("Message marked as read")).toBeVisible();
    await expect(message).toHaveAttribute("data-read", "true");
    await expect.poll(async () => (await badgeCount()) === (await unreadFromApi())).toBe(true);

    // Its order link opens the order's details on the orders page.
    await message.getByRole("link", { name: `Order #${shortId}` }).click();
    await expect(page.getByRole("dialog", { name: `Order #${shortId}` })).toBeVisible();
    await page.keyboard.press("Escape");

    // A 768 px tablet: nothing runs off the side, every row's actions are on screen.
    for (const path of ["/admin", "/admin/orders", "/admin/messages"]) {
      await page.goto(path);
      await expect(page.getByRole("navigation", { name: "Admin navigation" }).getByRole("link", { name: "Orders" })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    }
    await page.goto("/admin/orders");
    await expect(page.getByRole("button", { name: `View Details of order #${shortId}` })).toBeInViewport();
    await expect(page.getByRole("link", { name: `Kitchen ticket of order #${shortId}` })).toBeInViewport();
  });
});
