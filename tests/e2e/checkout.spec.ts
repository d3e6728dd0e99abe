import type { Page } from "@playwright/test";
import { expect, httpStatusError, linkFromMailbox, signInWithMagicLink, test, uniqueEmail } from "./fixtures";

async function addToCart(page: Page, category: string, item: string, times = 1) {
  await page.goto(`/menu?category=${category}`);
  const card = page.getByRole("article", { name: item });
  for (let i = 1; i < times; i++) await card.getByRole("button", { name: "Increase quantity" }).click();
  await card.getByRole("button", { name: "Add to Cart" }).click();
}

test.describe("checkout", () => {
  test("cart → sign in through the mailbox → validation → sandbox payment → 'Order Successful!' → my orders", async ({ page, request }) => {
    const email = uniqueEmail("journey");
    await addToCart(page, "carnitas", "Carnitas Maciza", 2);
    await addToCart(page, "sides-drinks", "Horchata");
    await expect(page.getByTestId("cart-count")).toHaveText("3");

    // Signed out: the login page, with the reason, and back to /checkout afterwards.
    await page.goto("/checkout");
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fcheckout&reason=checkout$/);
    await expect(page.getByText("Please log in to continue with checkout")).toBeVisible();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Continue with Email" }).click();
    await expect(page.getByText("Check your email for the magic link to sign in!").first()).toBeVisible();
    await page.goto(await linkFromMailbox(request, email, "/auth/callback?token="));
    await expect(page).toHaveURL(/\/checkout$/);

    // 2 × 15.99 + 4.50 = 36.48; tax 3.01; total 39.49.
    await expect(page.getByText("Tax (8.25%)")).toBeVisible();
    const pay = page.getByRole("button", { name: "Pay $39.49" });
    await expect(pay).toBeVisible();

    await page.getByText("Delivery", { exact: true }).click();
    await expect(page.getByText(/Free delivery on orders over \$30/)).toBeVisible();
    await page.getByLabel("Name").fill("");
    await pay.click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await expect(page.getByText("Phone number is required")).toBeVisible();
    await expect(page.getByText("Delivery address is required")).toBeVisible();
    await expect(page.getByText("Please fill in all required fields correctly").first()).toBeVisible();

    await page.getByLabel("Phone").fill("555-01");
    await pay.click();
    await expect(page.getByText("Please enter a valid phone number")).toBeVisible();

    await page.getByText("Pickup", { exact: true }).click();
    await page.getByLabel("Name").fill("María López");
    await page.getByLabel("Phone").fill("(323) 555-0199");
    await page.getByLabel("Order notes").fill("Extra salsa, please");
    await pay.click();

    await expect(page).toHaveURL(/\/sandbox\/pay\/sbx_cs_/);
    await expect(page.getByText("Carnitas Maciza × 2")).toBeVisible();
    await expect(page.getByText("$39.49").first()).toBeVisible();
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: /^Pay/ }).click();

    await expect(page).toHaveURL(/\/order-success\?session_id=sbx_cs_[\w-]+&order_id=/);
    await expect(page.getByRole("heading", { name: "Order Successful!" })).toBeVisible();
    await expect(page.getByText(/confirmation e-mail/)).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveCount(0);

    await page.getByRole("link", { name: "View Order" }).click();
    await expect(page).toHaveURL(/\/account\/orders$/);
    const order = page.getByTestId("account-order").first();
    await expect(order.getByText("Paid")).toBeVisible();
    await expect(order.getByText("Pending")).toBeVisible();
    await expect(order.getByText("2 × Carnitas Maciza")).toBeVisible();
    await expect(order.getByText("$39.49")).toBeVisible();

    // The confirmation e-mail went out through the outbox.
    await expect
      .poll(async () => ((await (await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as { subject: string }[]).map((m) => m.subject))
      .toContainEqual(expect.stringMatching(/^Order #\w{8} confirmed$/));
  });

  test.describe(() => {
    // The pay page answers a declined card with HTTP 402, which the browser logs.
    test.use({ allowedConsoleErrors: [httpStatusError(402)] });
    test("a declined card stays on the pay page; Cancel returns to the cart with the cart intact", async ({ page, request }) => {
      await addToCart(page, "beef", "Arrachera");
      await signInWithMagicLink(page, request, uniqueEmail("declined"), "/checkout");
      await page.getByLabel("Name").fill("Juan Pérez");
      await page.getByLabel("Phone").fill("3235550123");
      await page.getByRole("button", { name: /^Pay \$/ }).click();
      await expect(page).toHaveURL(/\/sandbox\/pay\//);
      await page.getByLabel("Card number").fill("4000 0000 0000 0002");
      await page.getByRole("button", { name: /^Pay/ }).click();
      await expect(page.getByRole("alert")).toHaveText("Your card was declined. Please try another card.");
      await page.getByRole("link", { name: "Cancel" }).click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByTestId("cart-count")).toHaveText("1");
    });
  });

  test("the empty cart at checkout offers the menu", async ({ page, request }) => {
    await signInWithMagicLink(page, request, uniqueEmail("empty"), "/checkout");
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    await page.getByRole("link", { name: "Browse Menu" }).click();
    await expect(page).toHaveURL(/\/menu$/);
  });
});
