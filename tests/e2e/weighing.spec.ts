import type { Page } from "@playwright/test";
import { expect, signInWithMagicLink, test, uniqueEmail } from "./fixtures";

/**
 * Selling by weight's journey (ADR 0013), as the customer and the butcher live it: 1.5 lb of carnitas half and
 * half plus 2 lb of arrachera cut thin; the pay page holds the estimate and the weight
 * allowance; the admin weighs the arrachera at 2.14 lb and the card is charged the recomputed
 * total, once; the receipt e-mail shows both weights.
 */

const ADMIN = "weigh-admin@example.com";

interface MailboxMessage {
  subject: string;
  text: string;
}

async function chooseAndAdd(page: Page, category: string, name: string, option: RegExp, steps: number) {
  await page.goto(`/menu?category=${category}`);
  const card = page.getByRole("article", { name, exact: true });
  for (let i = 0; i < steps; i++) await card.getByRole("button", { name: "Increase quantity" }).click();
  await card.getByRole("radio", { name: option }).check();
  await card.getByRole("button", { name: "Add to Cart" }).click();
}

test.describe("sold by the pound, charged for what was weighed", () => {
  // A whole journey through two browsers and the sandbox pay page, on two busy cores.
  test.describe.configure({ timeout: 90_000 });

  test("carnitas half and half and arrachera cut thin: held, weighed at 2.14 lb, charged once, receipt with both weights", async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    const email = uniqueEmail("butcher");
    // Carnitas from 0.5 lb in 0.5 lb steps: two steps up is 1.5 lb.
    await chooseAndAdd(page, "carnitas", "Carnitas", /^Half and half/, 2);
    await expect(page.getByText("Added 1.5 lb of Carnitas to your cart")).toBeVisible();
    // Arrachera from 1 lb in 0.5 lb steps: two steps up is 2 lb.
    await chooseAndAdd(page, "beef", "Arrachera", /^Thin for asada/, 2);
    await expect(page.getByText("Added 2 lb of Arrachera to your cart")).toBeVisible();

    await signInWithMagicLink(page, page.request, email, "/checkout");
    await page.getByLabel("Name").fill("Lupe Hernández");
    await page.getByLabel("Phone").fill("(323) 555-0177");
    // 1.5 × 14.99 = 22.485 → 22.49; 2 × 14.99 = 29.98; subtotal 52.47; tax 4.33; estimate 56.80;
    // allowance 4.89 (15 % of the arrachera with its tax, rounded up, and the rounding cents).
    await expect(page.getByText("Weight allowance, released after weighing")).toBeVisible();
    await expect(page.getByText("$4.89").first()).toBeVisible();
    // Each line by the pound says its weight and its price per pound.
    await expect(page.getByTestId("checkout-lines").getByText("Carnitas × 1.5 lb · $14.99/lb")).toBeVisible();
    await expect(page.getByTestId("checkout-lines").getByText("Arrachera × 2 lb · $14.99/lb")).toBeVisible();
    await page.getByRole("button", { name: "Hold $61.69 on card" }).click();

    await expect(page).toHaveURL(/\/sandbox\/pay\//);
    await expect(page.getByText("Weight allowance, released after weighing")).toBeVisible();
    await expect(page.getByText("Carnitas, 1.5 lb × $14.99/lb (Half and half)")).toBeVisible();
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: "Hold $61.69" }).click();
    await expect(page).toHaveURL(/\/order-success\?/);
    await expect(page.getByText(/Your card is held for \$61\.69/)).toBeVisible();
    const orderId = new URL(page.url()).searchParams.get("order_id")!;
    // The success page lists what was ordered, as checkout did, and the estimate with its allowance.
    const ordered = page.getByTestId("order-success-lines");
    await expect(ordered.getByText("Carnitas × 1.5 lb · $14.99/lb")).toBeVisible();
    await expect(ordered.getByText("Half and half")).toBeVisible();
    await expect(ordered.getByText("$22.49")).toBeVisible();
    await expect(ordered.getByText("Estimated total")).toBeVisible();
    await expect(ordered.getByText("Weight allowance, released after weighing")).toBeVisible();
    // So does My Orders, down to what the card holds.
    await page.getByRole("link", { name: "View Order" }).click();
    const mine = page.getByTestId("account-order").first();
    await expect(mine.getByText("Carnitas, 1.5 lb · $14.99/lb")).toBeVisible();
    await expect(mine.getByText("Weight allowance, released after weighing")).toBeVisible();
    await expect(mine.getByText("Held on your card")).toBeVisible();
    await expect(mine.getByText("$61.69")).toBeVisible();

    const admin = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": "10.77.13.1" } });
    try {
      const adminPage = await admin.newPage();
      await signInWithMagicLink(adminPage, adminPage.request, ADMIN, "/admin/orders");
      const row = adminPage.locator(`[data-testid="admin-order-row"][data-order-id="${orderId}"]`);
      await row.getByRole("button", { name: /^View Details/ }).click();
      const dialog = adminPage.getByRole("dialog");
      await dialog.getByRole("button", { name: "Weigh and finish" }).click();
      await dialog.getByLabel("Arrachera: weight on the scale (lb)").fill("2.14");
      // 14.99 × 2.14 = 32.0786 → 32.08; 22.49 + 32.08 = 54.57; tax 4.50; total 59.07.
      await expect(dialog.getByText("$59.07").first()).toBeVisible();
      // With every weight in, the panel's button names what it charges.
      const submit = dialog.getByRole("button", { name: "Charge $59.07" });
      // A double click: one capture.
      await submit.dblclick();
      await expect(dialog.getByText("Paid", { exact: true }).first()).toBeVisible();

      const order = (await (await adminPage.request.get(`/api/admin/orders/${orderId}`)).json()) as {
        paymentStatus: string;
        totalCents: number;
        capturedCents: number;
        lines: { name: string; weighedQuantity: number | null }[];
      };
      expect(order).toMatchObject({ paymentStatus: "paid", totalCents: 5907, capturedCents: 5907 });
      expect(order.lines.find((line) => line.name === "Arrachera")!.weighedQuantity).toBe(2.14);
      const history = (await (await adminPage.request.get(`/api/admin/orders/${orderId}/history`)).json()) as {
        history: { note: string | null }[];
      };
      expect(history.history.filter((entry) => entry.note?.startsWith("Charged $59.07"))).toHaveLength(1);
    } finally {
      await admin.close();
    }

    let receipts: MailboxMessage[] = [];
    await expect
      .poll(
        async () => {
          const res = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
          const messages = (await res.json()) as MailboxMessage[];
          receipts = messages.filter((message) => message.subject.startsWith("Receipt for order #"));
          return receipts.length;
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    const text = receipts[0]!.text;
    expect(text).toContain("Ordered: 2 lb × Arrachera (Thin for asada) · $14.99/lb");
    expect(text).toContain("Weighed: 2.14 lb × Arrachera (Thin for asada) · $14.99/lb");
    expect(text).toContain("Estimated total: $56.80");
    expect(text).toContain("Final total: $59.07");
    expect(text).toContain("Charged to your card: $59.07");
  });
});
