import { createItemThroughApi, expect, readyToPay, test, useAdminSession } from "./fixtures";

/**
 * Staff at the counter (ADR 0016): 'Order again' on /account/orders puts a past order's lines back in the cart, at
 * today's prices and availability, saying what changed. The item is the test's own (a demo
 * item's price is what other tests count on).
 */
test.describe.configure({ mode: "default", timeout: 60_000 });
useAdminSession("reorder-admin@example.com", "shop-e2e-reorder-admin-");

const octet = () => Math.floor(Math.random() * 250) + 1;

test("order again puts a paid order back in the cart at today's price, saying what changed", async ({ page, browser, baseURL }) => {
  const name = `Reorder tamales ${Date.now()}`;
  await createItemThroughApi(page, name);

  const customer = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": `10.${octet()}.${octet()}.${octet()}` } });
  const shopper = await customer.newPage();
  await shopper.goto("/menu");
  await shopper.getByRole("article", { name, exact: true }).getByRole("button", { name: "Add to Cart" }).click();
  await expect(shopper.getByText(new RegExp(`^Added .+ ${name} to your cart$`)).first()).toBeVisible();
  await (await readyToPay(shopper, customer.request, "reorder")).click();
  await expect(shopper).toHaveURL(/\/sandbox\/pay\//);
  await shopper.getByLabel("Card number").fill("4242 4242 4242 4242");
  await shopper.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(shopper).toHaveURL(/\/order-success\?/);
  const orderId = new URL(shopper.url()).searchParams.get("order_id")!;

  // The price goes up after the order.
  const { items } = (await (await page.request.get("/api/admin/items")).json()) as {
    items: { id: string; name: string; category: { id: string } }[];
  };
  const item = items.find((candidate) => candidate.name === name)!;
  const res = await page.request.put(`/api/admin/items/${item.id}`, {
    data: {
      name,
      description: "Test dish.",
      price: "10.25",
      priceUnit: "each",
      categoryId: item.category.id,
      imageUrl: "",
      isAvailable: true,
      isFeatured: false,
    },
  });
  expect(res.status(), await res.text()).toBe(200);

  await shopper.goto("/account/orders");
  await shopper.getByRole("button", { name: `Order again: the items of order #${orderId.slice(0, 8)}` }).click();
  await expect(shopper).toHaveURL(/\/cart$/);
  const line = shopper.getByRole("listitem").filter({ hasText: name });
  await expect(line.getByText("Price changed from $9.75 to $10.25")).toBeVisible();
  await expect(shopper.getByText("$10.25").first()).toBeVisible();
  await customer.close();
});
