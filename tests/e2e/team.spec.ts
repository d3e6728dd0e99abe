import { addToCart, expect, payButton, signInWithMagicLink, test, uniqueEmail, useAdminSession } from "./fixtures";

/**
 * Staff at the counter (ADR 0016): the owner grants a staff role on the Team page; the staff member signs in and works
 * on the orders, with the rest of the admin closed to them; the orders list fits the owner's phone.
 */
// One worker for the file: its tests share the owner's session, signed in once.
test.describe.configure({ mode: "default" });
useAdminSession("team-admin@example.com", "shop-e2e-team-admin-");

const octet = () => Math.floor(Math.random() * 250) + 1;

test("the owner adds staff, who see the orders and nothing else of the admin", async ({ page, browser, baseURL }) => {
  const cook = uniqueEmail("cook");
  await page.goto("/admin/team");
  await expect(page.getByRole("heading", { name: "Team", level: 1 })).toBeVisible();
  await page.getByLabel("E-mail").fill(cook.toUpperCase());
  await page.getByLabel("Role", { exact: true }).selectOption("staff");
  await page.getByRole("button", { name: "Grant access" }).click();
  await expect(page.getByText(`${cook} can now sign in to the admin`)).toBeVisible();
  const member = page.getByTestId("team-member").filter({ hasText: cook });
  await expect(member).toContainText("Not signed up yet");
  await expect(member.getByRole("combobox", { name: `Role of ${cook}` })).toHaveValue("staff");
  // The owner from ADMIN_EMAILS is listed and cannot be changed here.
  await expect(page.getByTestId("team-member").filter({ hasText: /^team-admin@example\.com/ })).toContainText(
    "Owner (set in ADMIN_EMAILS)",
  );

  const staff = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": `10.${octet()}.${octet()}.${octet()}` } });
  const staffPage = await staff.newPage();
  await signInWithMagicLink(staffPage, staff.request, cook, "/");
  // Staff start at the orders; the sidebar offers what they may open.
  await staffPage.goto("/admin");
  await staffPage.waitForURL("**/admin/orders");
  const nav = staffPage.getByRole("navigation", { name: "Admin navigation" });
  await expect(nav.getByRole("link", { name: "Orders" })).toBeVisible();
  for (const closed of ["Menu Items", "Messages", "Blog", "Team", "Dashboard"]) {
    await expect(nav.getByRole("link", { name: closed })).toHaveCount(0);
  }
  await staffPage.goto("/admin/menu");
  await expect(staffPage.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  expect((await staff.request.get("/api/admin/messages")).status()).toBe(403);

  // Removed on the Team page: the next request is a customer's.
  await page.getByRole("button", { name: `Remove ${cook} from the team` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText(`${cook} was removed from the team`)).toBeVisible();
  expect((await staff.request.get("/api/admin/orders")).status()).toBe(403);
  await staff.close();
});

test("the orders list is a card per order on the owner's phone", async ({ page, browser, baseURL }) => {
  // An order to list: a customer gets as far as the pay page.
  const customer = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": `10.${octet()}.${octet()}.${octet()}` } });
  const customerPage = await customer.newPage();
  await addToCart(customerPage, "carnitas", "Carnitas");
  const email = uniqueEmail("phone-owner-order");
  await signInWithMagicLink(customerPage, customer.request, email, "/checkout");
  await customerPage.getByLabel("Name").fill("Lupe Phone");
  await customerPage.getByLabel("Phone").fill("3235550123");
  await payButton(customerPage).click();
  await customerPage.waitForURL(/\/sandbox\/pay\//);
  await customer.close();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/admin/orders");
  const card = page.getByTestId("admin-order-row").filter({ hasText: "Lupe Phone" });
  await expect(card).toBeVisible();
  // Time, customer, total, status and payment, all on screen without sideways scrolling.
  await expect(card.getByText(/^Pickup: /)).toBeVisible();
  await expect(card.getByText("$8.66")).toBeVisible();
  await expect(card.getByRole("combobox", { name: /^Status of order #/ })).toBeVisible();
  await expect(card.getByText("Not paid")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  for (const control of await card.getByRole("button").all()) {
    const box = (await control.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
});
