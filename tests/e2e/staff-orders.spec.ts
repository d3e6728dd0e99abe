import type { Browser, Page } from "@playwright/test";
import { addToCart, expect, hydratingNavigations, payButton, signInWithMagicLink, test, uniqueEmail, useAdminSession } from "./fixtures";
import { axeViolations } from "./helpers";

/**
 * Staff at the counter (ADR 0016): staff take an order for a customer on the phone (paid in cash at the counter), and an
 * order paid on the website is edited before it is weighed or finished (the difference refunded,
 * the edit in the history under the admin's address).
 */
// One worker for the file: its tests share the owner's session, signed in once.
test.describe.configure({ mode: "default", timeout: 90_000 });
const OWNER = "staff-orders-admin@example.com";
useAdminSession(OWNER, "shop-e2e-staff-orders-admin-");

const octet = () => Math.floor(Math.random() * 250) + 1;
const client = () => ({ "X-Forwarded-For": `10.${octet()}.${octet()}.${octet()}` });
const hasNoSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** A customer in a browser of their own orders a pound of carnitas for pickup and pays on the sandbox page; the order id. */
async function placePaidOrder(browser: Browser, baseURL: string | undefined): Promise<string> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: client() });
  // As the fixtures' own contexts do: the menu acts once hydrated, so the step up to 1 lb counts
  // (a step tapped before hydration was lost once under load: 0.5 lb was ordered).
  context.on("page", hydratingNavigations);
  try {
    const page = await context.newPage();
    await addToCart(page, "carnitas", "Carnitas", 1);
    await signInWithMagicLink(page, page.request, uniqueEmail("staff-edit-diner"), "/checkout");
    await page.getByLabel("Name").fill("Beto Salinas");
    await page.getByLabel("Phone").fill("(323) 555-0166");
    await payButton(page).click();
    await expect(page).toHaveURL(/\/sandbox\/pay\//);
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await payButton(page).click();
    await expect(page).toHaveURL(/\/order-success\?/);
    return new URL(page.url()).searchParams.get("order_id")!;
  } finally {
    await context.close();
  }
}

test("staff take a phone order paid in cash on a phone: an item with choices, a quick-pick time, and it is listed as paid in cash", async ({
  page,
  browser,
  baseURL,
}) => {
  // The owner makes a cook staff; the cook works on a phone.
  const cook = uniqueEmail("phone-cook");
  expect((await page.request.put("/api/admin/team", { data: { email: cook, role: "staff" } })).ok()).toBe(true);
  const staff = await browser.newContext({ baseURL, extraHTTPHeaders: client(), viewport: { width: 390, height: 844 } });
  try {
    const phone = await staff.newPage();
    await signInWithMagicLink(phone, staff.request, cook, "/");
    await phone.goto("/admin/orders");
    await phone.getByRole("link", { name: "New order" }).click();
    await phone.waitForURL("**/admin/orders/new");
    await expect(phone.getByRole("heading", { level: 1, name: "New order" })).toBeVisible();

    const form = phone.getByTestId("new-order-form");
    await form.getByLabel("Name", { exact: true }).fill("Rosa Hernández");
    await form.getByLabel("Phone", { exact: true }).fill("(323) 555-0144");
    // The customer's language (the sidebar's language switch says 'Español' too).
    await form.getByText("Español", { exact: true }).click();
    await expect(form.getByRole("radio", { name: "Español" })).toBeChecked();

    // The item: found by name, its choices as on the menu, a pound, a note.
    await form.getByRole("searchbox", { name: "Find an item" }).fill("carnitas");
    await form.getByRole("button", { name: "Carnitas $15.99/lb" }).click();
    const choices = form.getByTestId("item-choices");
    await expect(choices.getByRole("radio", { name: /^Maciza/ })).toBeChecked();
    await choices.getByText("Half and half").click();
    await choices.getByRole("button", { name: "Increase quantity" }).click();
    await choices.getByLabel("Note for this item (optional)").fill("Bien dorada");
    await choices.getByRole("button", { name: "Add to order · $14.99" }).click();
    const line = form.getByTestId("draft-line");
    await expect(line).toHaveCount(1);
    await expect(line).toContainText("Carnitas");
    await expect(line).toContainText("Half and half");
    await expect(line).toContainText("1 lb");
    await expect(line).toContainText("Bien dorada");

    // The time: the second quick pick, tapped.
    const picks = form.getByTestId("quick-picks").locator("label");
    await expect(picks.first()).toBeVisible();
    const chosenTime = await picks.nth(1).locator("input").inputValue();
    await picks.nth(1).click();
    await expect(form.getByLabel("Or another time")).toHaveValue(chosenTime);

    await form.getByRole("textbox", { name: "Order notes" }).fill("Llamar al llegar");
    await form.getByLabel("Text the customer when it's ready").check();
    await form.getByLabel("Cash at the counter").check();
    await expect(form.getByTestId("new-order-estimate")).toContainText("$14.99");

    // Phone first: nothing scrolls sideways, every button is big enough for a thumb, and WCAG 2.2 AA holds.
    expect(await hasNoSidewaysScroll(phone)).toBe(true);
    for (const control of await form.getByRole("button").all()) {
      expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    await expect(phone.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
    expect(await axeViolations(phone)).toEqual([]);

    // One order, however often the button is tapped.
    const posts: string[] = [];
    phone.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/admin/orders") posts.push(request.url());
    });
    await form.getByRole("button", { name: "Take order" }).dblclick();
    await phone.waitForURL(/\/admin\/orders\?order=/);
    expect(posts).toHaveLength(1);
    const orderId = new URL(phone.url()).searchParams.get("order")!;
    await expect(phone.getByText(`Order #${orderId.slice(0, 8)} taken`)).toBeVisible();
    const details = phone.getByRole("dialog");
    await expect(details.getByText("Rosa Hernández")).toBeVisible();
    await expect(details.getByText("Phone order")).toBeVisible();
    await expect(details.getByText("Paid in cash")).toBeVisible();
    await expect(details.getByTestId("order-line")).toContainText("Half and half");
    await details.getByRole("button", { name: "Close" }).last().click();

    const card = phone.getByTestId("admin-order-row").filter({ hasText: "Rosa Hernández" });
    await expect(card).toBeVisible();
    await expect(card.getByText("Phone order")).toBeVisible();
    await expect(card.getByText("Paid in cash")).toBeVisible();
    expect(await hasNoSidewaysScroll(phone)).toBe(true);
  } finally {
    await staff.close();
  }
});

test("a paid website order is edited: a line lowered is refunded, and the history names who edited", async ({ page, browser, baseURL }) => {
  const orderId = await placePaidOrder(browser, baseURL);
  await page.goto(`/admin/orders?order=${orderId}`);
  const details = page.getByRole("dialog");
  await expect(details.getByText("Beto Salinas")).toBeVisible();
  await details.getByRole("button", { name: "Edit order" }).click();

  const panel = details.getByTestId("edit-panel");
  const line = panel.getByTestId("draft-line").filter({ hasText: "Carnitas" });
  await expect(line).toContainText("1 lb");
  await line.getByRole("button", { name: "Decrease quantity" }).click();
  await expect(line).toContainText("0.5 lb");
  // The only line cannot be removed: the order would be empty.
  await expect(line.getByRole("button", { name: "Remove Carnitas" })).toBeDisabled();
  await panel.getByRole("button", { name: "Save changes" }).click();

  await expect(panel.getByTestId("edit-settlement")).toHaveText(/^\$\d+\.\d{2} refunded to the card\.$/);
  await panel.getByRole("button", { name: "Done" }).click();
  await expect(panel).toHaveCount(0);
  await expect(details.getByTestId("order-line")).toContainText("0.5 lb");

  await details.getByText("Status history").click();
  const edit = details.getByTestId("history-entry").filter({ hasText: `by ${OWNER}` });
  await expect(edit.first()).toBeVisible();
  await expect(edit.filter({ hasText: /Edited/ })).toHaveCount(1);
});

test("a balance owed at pickup is taken with one tap; completing an order that still owes asks first", async ({ page }) => {
  // A counter order paid in cash, then grown by an edit: the difference is owed at pickup.
  const { items } = (await (await page.request.get("/api/menu")).json()) as {
    items: { id: string; name: string; priceUnit: string; optionGroups: unknown[]; isAvailable: boolean }[];
  };
  const each = items.find((item) => item.priceUnit === "each" && item.optionGroups.length === 0 && item.isAvailable)!;
  const takeOrder = async () => {
    const lines = [{ itemId: each.id, quantity: 1 }];
    const { slots } = (await (await page.request.post("/api/checkout/slots", { data: { orderType: "pickup", lines } })).json()) as {
      slots: string[];
    };
    const taken = await page.request.post("/api/admin/orders", {
      data: {
        idempotencyKey: crypto.randomUUID(),
        details: { orderType: "pickup", name: "Lupita Ortega", phone: "(323) 555-0177", email: "", preferredTime: slots[0], notes: "" },
        lines,
        locale: "en",
        payment: { method: "cash" },
      },
    });
    const { order } = (await taken.json()) as { order: { id: string; lines: { id: string; itemId: string }[] } };
    const line = order.lines[0]!;
    const edited = await page.request.post(`/api/admin/orders/${order.id}/edit`, {
      data: { idempotencyKey: crypto.randomUUID(), lines: [{ lineId: line.id, itemId: line.itemId, quantity: 3 }] },
    });
    expect(edited.ok()).toBe(true);
    return order.id;
  };

  const first = await takeOrder();
  await page.goto(`/admin/orders?order=${first}`);
  const details = page.getByRole("dialog");
  const balance = details.getByTestId("balance-panel");
  await expect(balance).toContainText("Owed at pickup");
  await balance.getByRole("button", { name: "Taken in cash" }).click();
  await expect(page.getByText(/^Balance of \$\d+\.\d{2} taken$/)).toBeVisible();
  await expect(balance).toHaveCount(0);
  await details.getByText("Status history").click();
  await expect(
    details.getByTestId("history-entry").filter({ hasText: /Balance of \$\d+\.\d{2} taken at the counter, in cash/ }),
  ).toHaveCount(1);
  await details.getByRole("button", { name: "Close" }).last().click();

  const second = await takeOrder();
  await page.goto(`/admin/orders?order=${second}`);
  await page.getByRole("dialog").getByRole("combobox").selectOption("completed");
  const ask = page.getByRole("dialog", { name: "A balance is still owed" });
  await expect(ask).toContainText("still owes");
  await ask.getByRole("button", { name: "Complete anyway" }).click();
  await expect(ask).toHaveCount(0);
  await expect(page.getByRole("dialog").getByRole("combobox")).toHaveValue("completed");
});
