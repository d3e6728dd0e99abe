import type { Page } from "@playwright/test";
import { addToCart, expect, httpStatusError, linkFromMailbox, readyToPay, signInWithMagicLink, test, uniqueEmail } from "./fixtures";
import { cartLine, demoItem, readStoredCart, storeCart } from "./helpers";

/** A pickup order placed on the sandbox, left unpaid: its order id and session id. */
async function unpaidOrder(page: Page, request: Parameters<typeof signInWithMagicLink>[1], prefix: string) {
  await addToCart(page, "pork", "Carne al Pastor");
  await (await readyToPay(page, request, prefix)).click();
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  const sessionId = new URL(page.url()).pathname.split("/").at(-1)!;
  const { orders } = (await (await page.request.get("/api/account/orders")).json()) as { orders: { id: string }[] };
  return { orderId: orders[0]!.id, sessionId };
}

/** Carne al Pastor: $7.99/lb, from 1 lb in 0.5 lb steps, paid at once (not priced by weight). */
const PASTOR = "Carne al Pastor";

test.describe("checkout", () => {
  test("cart → sign in through the mailbox → validation → sandbox payment → 'Order Successful!' → my orders", async ({ page, request }) => {
    const email = uniqueEmail("journey");
    // Carnitas (Maciza, the default) from 0.5 lb: three steps up is 2 lb.
    await addToCart(page, "carnitas", "Carnitas", 3);
    await addToCart(page, "sides-drinks", "Horchata");
    // A line by the pound counts 1, a piece 1.
    await expect(page.getByTestId("cart-count")).toHaveText("2");

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
    await expect(page.getByTestId("checkout-lines").getByText("Carnitas × 2 lb")).toBeVisible();
    await expect(page.getByTestId("checkout-lines").getByText("Maciza", { exact: true })).toBeVisible();
    await expect(page.getByText("Tax (8.25%)")).toBeVisible();
    // Nothing priced by weight: a plain total, paid at once.
    await expect(page.getByText("Weight allowance, released after weighing")).toHaveCount(0);
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
    // Whole pounds keep the unit price × quantity, named with the choice.
    await expect(page.getByText("Carnitas (Maciza) × 2")).toBeVisible();
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
    await expect(order.getByText("Carnitas, 2 lb")).toBeVisible();
    await expect(order.getByText("1 × Horchata")).toBeVisible();
    await expect(order.getByText("$39.49")).toBeVisible();

    // The confirmation e-mail went out through the outbox.
    await expect
      .poll(async () =>
        ((await (await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as { subject: string }[]).map(
          (m) => m.subject,
        ),
      )
      .toContainEqual(expect.stringMatching(/^Order #\w{8} confirmed$/));
  });

  test.describe(() => {
    // The pay page answers a declined card with HTTP 402, which the browser logs.
    test.use({ allowedConsoleErrors: [httpStatusError(402)] });
    test("a declined card stays on the pay page; Cancel returns to the cart with the cart intact", async ({ page, request }) => {
      await addToCart(page, "pork", PASTOR);
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
      // The cart handed over at Pay is back in full, said so, and no longer set aside.
      await expect(page.getByRole("listitem", { name: PASTOR })).toBeVisible();
      await expect(page.getByText("Your cart is back: the payment was not completed.")).toBeVisible();
      expect(await readStoredCart(page, "cart.pending_payment")).toBeNull();
      expect(await readStoredCart(page)).toMatchObject([{ quantity: 1, menuItem: { name: PASTOR, price: 7.99 } }]);
    });
  });

  test("Pay clears the cart before the pay page, keeping it aside; Back from an unpaid pay page brings it back", async ({
    page,
    request,
  }) => {
    await addToCart(page, "pork", PASTOR, 1);
    await addToCart(page, "sides-drinks", "Horchata");
    const pay = await readyToPay(page, request, "handoff");
    // 1.5 × 7.99 = 11.985 → 11.99 (half up, once on the line); + 4.50 = 16.49; tax 1.36 (1.360425); total 17.85.
    await expect(pay).toHaveText("Pay $17.85");
    await pay.click();
    await expect(page).toHaveURL(/\/sandbox\/pay\//);

    // On the pay page: the cart is empty, its lines kept under the order being paid.
    expect(await readStoredCart(page)).toEqual([]);
    const { orders } = (await (await page.request.get("/api/account/orders")).json()) as { orders: { id: string }[] };
    const pending = (await readStoredCart(page, "cart.pending_payment")) as {
      orderId: string;
      lines: { quantity: number; menuItem: { name: string; price: number } }[];
      at: string;
    }[];
    expect(pending).toHaveLength(1);
    expect(pending[0]!.orderId).toBe(orders[0]!.id);
    expect(pending[0]!.lines).toMatchObject([
      { quantity: 1.5, menuItem: { name: PASTOR, price: 7.99, price_unit: "lb", quantity_min: 1, quantity_step: 0.5 } },
      { quantity: 1, menuItem: { name: "Horchata", price: 4.5 } },
    ]);

    // The browser's Back: the order is unpaid and its pay page still open, so the cart comes back.
    await page.goBack();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByText("Your cart is back: the payment was not completed.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Pay $17.85" })).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveText("2");
    await expect(page.getByTestId("checkout-lines").getByText(`${PASTOR} × 1.5 lb`)).toBeVisible();
    expect(await readStoredCart(page, "cart.pending_payment")).toBeNull();
  });

  test("after paying, Continue Shopping at once (before the page's script runs) never shows the paid items in the cart", async ({
    page,
    request,
  }) => {
    await addToCart(page, "pork", PASTOR);
    const pay = await readyToPay(page, request, "paid-at-once");
    await pay.click();
    await expect(page).toHaveURL(/\/sandbox\/pay\//);
    await page.getByLabel("Card number").fill("4242 4242 4242 4242");
    // A slow phone: the success page's script arrives long after its HTML.
    let slow = true;
    await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
      if (slow) await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue().catch(() => {}); // the page it was for may be gone by then
    });
    await page.getByRole("button", { name: /^Pay/ }).click();
    await expect(page.getByRole("heading", { name: "Order Successful!" })).toBeVisible();
    await page.getByRole("link", { name: "Continue Shopping" }).click();
    await expect(page).toHaveURL(/\/menu$/);
    slow = false;
    // The success page never ran: its order's record is still set aside, the cart already empty.
    expect(await readStoredCart(page, "cart.pending_payment")).toMatchObject([{ lines: [{ menuItem: { name: PASTOR } }] }]);
    await expect(page.getByTestId("cart-count")).toHaveCount(0);

    await page.goto("/cart");
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    await expect(page.getByTestId("cart-count")).toHaveCount(0);
    // The order is paid: the record is dropped, never put back.
    await expect.poll(() => readStoredCart(page, "cart.pending_payment")).toBeNull();
    await page.reload();
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  });

  test("checks the stored cart against today's menu: changed prices shown and charged, Pay blocked while an item is gone", async ({
    page,
    request,
  }) => {
    const pastor = await demoItem(request, PASTOR);
    const stale = cartLine(pastor, 2, { priceCents: 599 });
    const gone = {
      ...cartLine(pastor, 1),
      id: "gone-line",
      menuItem: { ...stale.menuItem, id: "00000000-0000-4000-8000-000000000000", name: "Old Special" },
    };
    await storeCart(page, [stale, gone]);
    const pay = await readyToPay(page, request, "stale");

    const lines = page.getByTestId("checkout-lines");
    await expect(lines.getByText("Price changed from $5.99 to $7.99")).toBeVisible();
    await expect(lines.getByText(/No longer on the menu — Not included in your total\./)).toBeVisible();
    await expect(
      page.getByRole("alert").filter({ hasText: "Remove the items that are no longer available to pay for your order." }),
    ).toBeVisible();
    // 2 × 7.99 = 15.98; tax 1.32 (1.31835); total 17.30 (the old price would have shown $12.97).
    await expect(pay).toHaveText("Pay $17.30");
    await expect(pay).toBeDisabled();

    await lines.getByRole("button", { name: "Remove Old Special from your cart" }).click();
    await expect(pay).toBeEnabled();
    await pay.click();
    await expect(page).toHaveURL(/\/sandbox\/pay\//);
    await expect(page.getByText("$17.30").first()).toBeVisible();
  });

  test.describe(() => {
    // The first answer is cut off on the way back, which the browser logs.
    test.use({ allowedConsoleErrors: [/net::ERR_/] });
    test("a retry after a lost answer finds the order the first attempt placed, instead of placing a second", async ({ page, request }) => {
      await addToCart(page, "pork", PASTOR);
      const pay = await readyToPay(page, request, "lost");
      let cut = false;
      await page.route("**/api/checkout", async (route) => {
        if (cut || route.request().method() !== "POST") return route.fallback();
        cut = true;
        await route.fetch(); // the server places the order…
        await route.abort("connectionreset"); // …and its answer never arrives
      });
      await pay.click();
      await expect(page.getByText("Failed to process order. Please try again.").first()).toBeVisible();
      await pay.click();
      await expect(page).toHaveURL(/\/sandbox\/pay\//);
      const { orders } = (await (await page.request.get("/api/account/orders")).json()) as { orders: unknown[] };
      expect(orders).toHaveLength(1);
    });
  });

  test.describe(() => {
    test.use({ allowedConsoleErrors: [httpStatusError(401)] });
    test("a session that expired before Pay: 'Your session has expired. Please log in again.' and the login page", async ({
      page,
      request,
    }) => {
      await addToCart(page, "pork", PASTOR);
      const pay = await readyToPay(page, request, "expired-session");
      await page.context().clearCookies();
      await pay.click();
      await expect(page.getByText("Your session has expired. Please log in again.").first()).toBeVisible();
      await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fcheckout$/);
    });
  });

  test("order success while the payment is unconfirmed: asks less and less often, then says the e-mail will confirm; stops at an end", async ({
    page,
    request,
  }) => {
    // It waits out the page's growing intervals on purpose (about 19 s on two busy cores).
    test.slow();
    const { orderId, sessionId } = await unpaidOrder(page, request, "slow");
    const asked: string[] = [];
    page.on("request", (req) => {
      if (req.url().includes("/api/checkout/payment")) asked.push(req.url());
    });
    await page.clock.install();
    await page.goto(`/order-success?session_id=${sessionId}&order_id=${orderId}`);
    await expect(page.getByRole("heading", { name: "Payment processing" })).toBeVisible();
    await expect(page.getByText("This page updates by itself")).toBeVisible();

    const slow = page.getByText("This is taking longer than usual. We'll e-mail you as soon as your payment is confirmed");
    await expect(async () => {
      await page.clock.runFor(20_000);
      await expect(slow).toBeVisible({ timeout: 200 });
    }).toPass({ timeout: 20_000 });
    const askedWhileWaiting = asked.length;
    expect(askedWhileWaiting).toBeGreaterThan(3);
    expect(askedWhileWaiting).toBeLessThan(15);
    await page.clock.runFor(10 * 60_000);
    expect(asked).toHaveLength(askedWhileWaiting);

    // The session ends unpaid while the page asks: it says so, leads back to the cart and stops asking.
    await page.route("**/api/checkout/payment?**", (route) =>
      route.fulfill({ json: { payment: { orderId, state: "expired", totalCents: 865 } } }),
    );
    await page.reload();
    await expect(page.getByRole("heading", { name: "Payment processing" })).toBeVisible();
    await expect(async () => {
      await page.clock.runFor(2_000);
      await expect(page.getByRole("heading", { name: "Payment not completed" })).toBeVisible({ timeout: 200 });
    }).toPass({ timeout: 10_000 });
    await expect(page.getByText("The payment page expired before the payment was made")).toBeVisible();
    const askedAtEnd = asked.length;
    await page.clock.runFor(10 * 60_000);
    expect(asked).toHaveLength(askedAtEnd);
    await page.getByRole("link", { name: "Back to Cart" }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId("cart-count")).toHaveText("1");
  });

  test("the empty cart at checkout offers the menu", async ({ page, request }) => {
    await signInWithMagicLink(page, request, uniqueEmail("empty"), "/checkout");
    await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
    await page.getByRole("link", { name: "Browse Menu" }).click();
    await expect(page).toHaveURL(/\/menu$/);
  });
});
