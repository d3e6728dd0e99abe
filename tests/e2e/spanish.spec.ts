import { authTexts } from "../../src/shared/texts/es/auth";
import { checkoutTexts } from "../../src/shared/texts/es/checkout";
import { layoutTexts } from "../../src/shared/texts/es/layout";
import { orderMailTexts } from "../../src/shared/texts/es/mail";
import { menuTexts } from "../../src/shared/texts/es/menu";
import { orderSuccessTexts } from "../../src/shared/texts/es/order-success";
import { sandboxPageTexts } from "../../src/shared/texts/es/payments";
import { authTexts as englishAuthTexts } from "../../src/shared/texts/auth";
import { expect, linkFromMailbox, signInWithMagicLink, test, uniqueEmail } from "./fixtures";

/** The Spanish edition (ADR 0015): a customer who reads Spanish orders from /es to the e-mail. */
test.describe("se habla español", () => {
  test.use({ locale: "es-MX", extraHTTPHeaders: { "Accept-Language": "es-MX,es;q=0.9" } });

  test("a first visit to / follows Accept-Language to /es, in Spanish, with English offered", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/es$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("navigation", { name: layoutTexts.mainNavigation }).first()).toBeVisible();
    const english = page.locator("header").getByRole("link", { name: "English" });
    await expect(english).toHaveAttribute("hreflang", "en");
    await expect(english).toHaveAttribute("lang", "en");
  });

  test("the switch keeps the visitor on the same page, both ways, and is remembered", async ({ page }) => {
    await page.goto("/es/menu?category=carnitas");
    await page.locator("header").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/menu\?category=carnitas$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("button", { name: "Add to Cart" }).first()).toBeVisible();
    // Remembered: the home page no longer follows the browser's Spanish.
    await page.goto("/");
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/contact");
    await page.locator("footer").getByRole("link", { name: "Español" }).click();
    await expect(page).toHaveURL(/\/es\/contact$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });

  test("from /es through checkout and payment to the confirmation e-mail, all in Spanish", async ({ page, request }) => {
    const email = uniqueEmail("espanol");
    await page.goto("/es/menu?category=sides-drinks");
    const card = page.getByRole("article", { name: "Horchata", exact: true });
    await card.getByRole("button", { name: menuTexts.addToCart }).click();
    // The toast, in Spanish, in the live region that announces it.
    await expect(page.locator("section[aria-live] li").filter({ hasText: "Horchata" }).first()).toBeVisible();

    await page.goto("/es/checkout");
    await expect(page).toHaveURL(/\/es\/auth\/login\?redirect=/);
    await page.getByLabel(authTexts.login.email).fill(email);
    await page.getByRole("button", { name: authTexts.login.continueWithEmail }).click();
    await expect(page.getByText(authTexts.magicLinkSent).first()).toBeVisible();
    const signInMail = await linkFromMailbox(request, email, "/auth/callback?token=");
    await page.goto(signInMail);
    await expect(page).toHaveURL(/\/es\/checkout$/);

    await expect(page.getByRole("heading", { name: checkoutTexts.heading })).toBeVisible();
    await page.getByLabel(checkoutTexts.name, { exact: true }).fill("María López");
    await page.getByLabel(checkoutTexts.phone).fill("(323) 555-0199");
    const pay = page.getByRole("button", { name: /^Pagar \$/ });
    await pay.click();

    await expect(page).toHaveURL(/\/sandbox\/pay\//);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await page.getByLabel(sandboxPageTexts.cardNumber).fill("4242 4242 4242 4242");
    await page.getByRole("button", { name: new RegExp(`^${sandboxPageTexts.pay}`) }).click();

    await expect(page).toHaveURL(/\/es\/order-success\?/);
    await expect(page.getByRole("heading", { name: orderSuccessTexts.title })).toBeVisible();

    await expect
      .poll(async () =>
        ((await (await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as { subject: string }[]).map(
          (m) => m.subject,
        ),
      )
      .toContainEqual(expect.stringMatching(new RegExp(`^${orderMailTexts.confirmation.subject("\\w{8}")}$`)));
  });
});

/**
 * Toasts speak the page's language, whatever the browser's or the account's: an account made on
 * the English pages signs in from /es through its e-mailed link, and is told so in Spanish.
 */
test("signing in from /es/auth/login: the 'signed in' toast is Spanish, even for an English account", async ({
  page,
  request,
  context,
}) => {
  const email = uniqueEmail("toast-es");
  await signInWithMagicLink(page, request, email, "/menu");
  await context.clearCookies();

  await page.goto("/es/auth/login?redirect=%2Fes%2Fmenu");
  await page.getByLabel(authTexts.login.email).fill(email);
  await page.getByRole("button", { name: authTexts.login.continueWithEmail }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: authTexts.magicLinkSent })).toBeVisible();
  // The newest sign-in link (the first one was spent above).
  await expect
    .poll(async () => ((await (await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as unknown[]).length)
    .toBe(2);
  await page.goto(await linkFromMailbox(request, email, "/auth/callback?token="));
  await expect(page).toHaveURL(/\/es\/menu$/);
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: authTexts.signedIn })).toBeVisible();
  await expect(page.getByText(englishAuthTexts.signedIn)).toHaveCount(0);
  await expect(page.locator("section[aria-live]")).toHaveAttribute("aria-label", /Notificaciones/);
});
