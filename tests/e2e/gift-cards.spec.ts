import type { APIRequestContext, Page } from "@playwright/test";
import { expect, signInWithMagicLink, test, uniqueEmail } from "./fixtures";
import { axeViolations } from "./helpers";

/**
 * Gift cards' whole journey (ADR 0024, docs/product.md 'Gift cards and promo codes'), in Spanish
 * on a phone: a $50 card bought on the sandbox, received in the dev mailbox, spent on carnitas
 * by the pound and arrachera charged by weight (the gift card pays $50, the card is held for the
 * rest and the allowance), weighed by the owner at the desk, and the receipt with both payments.
 */

const OWNER = "gift-owner@example.com";

interface Mail {
  subject: string;
  text: string;
}

async function waitForMail(request: APIRequestContext, to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`)).json()) as Mail[];
        found = mails.find((mail) => subject.test(mail.subject));
        return Boolean(found);
      },
      { timeout: 20_000, message: `a mail '${subject}' to ${to}` },
    )
    .toBe(true);
  return found!;
}

async function payOnSandbox(page: Page) {
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await page.getByLabel("Número de tarjeta").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: /^(Pagar|Retención)/ }).click();
}

async function chooseAndAdd(page: Page, category: string, name: string, option: RegExp, steps: number) {
  await page.goto(`/es/menu?category=${category}`);
  const card = page.getByRole("article", { name, exact: true });
  for (let i = 0; i < steps; i++) await card.getByRole("button", { name: "Aumentar cantidad" }).click();
  await card.getByRole("radio", { name: option }).check();
  await card.getByRole("button", { name: "Agregar al carrito" }).click();
  await expect(page.getByText(new RegExp(`^Agregaste .+ ${name} a tu carrito$`)).first()).toBeVisible();
}

test.describe("gift cards, from the purchase to the receipt", () => {
  test.describe.configure({ timeout: 120_000 });

  test("en español: comprar, recibir, pagar carnitas por libra, pesar, el recibo con los dos pagos @phone", async ({
    page,
    browser,
    baseURL,
  }) => {
    const buyer = uniqueEmail("regalo");
    const desk = await browser.newContext({
      baseURL,
      viewport: { width: 1280, height: 900 },
      extraHTTPHeaders: { "X-Forwarded-For": "10.89.1.1" },
    });
    try {
      const admin = await desk.newPage();
      await signInWithMagicLink(admin, admin.request, OWNER, "/admin/gift-cards");
      // A new account's card waits a day (a setting): this shop sends at once, so the journey fits in a test.
      const settings = await admin.request.put("/api/admin/gift-cards/settings", {
        data: { cashOutState: "CA", perDayCents: 100_000, newAccountDelayHours: 0 },
      });
      expect(settings.status()).toBe(200);

      // The purchase, on a phone, in Spanish: $50 for oneself, sent now.
      await signInWithMagicLink(page, page.request, buyer, "/gift-cards");
      await page.goto("/es/gift-cards");
      await expect(page.getByRole("heading", { name: "Tarjetas de regalo", level: 1 })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole("radio", { name: "$50" }).check();
      await page.getByLabel("Tu nombre").fill("Luis Ramírez");
      await page.getByLabel("Nombre de quien la recibe").fill("Luis Ramírez");
      await page.getByLabel("Correo electrónico de quien la recibe").fill(buyer);
      await page.getByRole("button", { name: "Pagar $50.00" }).click();
      await payOnSandbox(page);
      await expect(page).toHaveURL(/\/es\/gift-cards\?purchase=/);
      await expect(page.getByText(/ya está pagada/)).toBeVisible();

      // Received: the code, once, in the dev mailbox.
      const card = await waitForMail(page.request, buyer, /^Tu tarjeta de regalo de \$50\.00/);
      const code = card.text.match(/[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}/)![0];
      expect(card.text).toContain("Esta tarjeta no vence y no tiene comisiones.");

      // Spent on 1.5 lb of carnitas half and half and 2 lb of arrachera cut thin:
      // 22.49 + 29.98 = 52.47, tax 4.33, estimate 56.80, allowance 4.89.
      await chooseAndAdd(page, "carnitas", "Carnitas", /^Mitad y mitad/, 2);
      await chooseAndAdd(page, "beef", "Arrachera", /^Delgado para asada/, 2);
      await page.goto("/es/checkout");
      await page.getByLabel("Nombre").fill("Luis Ramírez");
      await page.getByLabel("Teléfono").fill("(323) 555-0142");
      await page.getByText("¿Tienes un código de promoción o una tarjeta de regalo?").click();
      await page.getByLabel("Código de la tarjeta de regalo").fill(code.toLowerCase());
      await page.getByRole("button", { name: "Aplicar la tarjeta de regalo" }).click();
      await expect(page.getByText(`Tarjeta de regalo ••${code.slice(-4)}: −$50.00`).first()).toBeVisible();
      // The card is held for what the gift card leaves, with the allowance: 6.80 + 4.89.
      await page.getByRole("button", { name: /\$11\.69/ }).click();
      await payOnSandbox(page);
      await expect(page).toHaveURL(/\/es\/order-success\?/);
      const orderId = new URL(page.url()).searchParams.get("order_id")!;

      // Weighed at the desk: the arrachera at 2.14 lb, 59.07 in all: the gift card 50.00, the card 9.07.
      await admin.goto("/admin/orders");
      const row = admin.locator(`[data-testid="admin-order-row"][data-order-id="${orderId}"]`);
      await row.getByRole("button", { name: /^View Details/ }).click();
      const dialog = admin.getByRole("dialog");
      await expect(dialog.getByText(`Gift card ••${code.slice(-4)}`).first()).toBeVisible();
      await dialog.getByRole("button", { name: "Weigh and finish" }).click();
      await dialog.getByLabel("Arrachera: weight on the scale (lb)").fill("2.14");
      await dialog.getByRole("button", { name: "Charge $9.07" }).click();
      await expect(dialog.getByText("Paid", { exact: true }).first()).toBeVisible();

      // The receipt, in Spanish, says what each paid.
      const receipt = await waitForMail(page.request, buyer, /^Recibo del pedido #/);
      expect(receipt.text).toContain(`Pagado con tarjeta de regalo ••${code.slice(-4)}: $50.00`);
      expect(receipt.text).toContain("Cobrado a tu tarjeta: $9.07");
      // And so does the customer's order.
      await page.goto("/es/account/orders");
      const mine = page.getByTestId("account-order").first();
      await expect(mine.getByText(`Tarjeta de regalo ••${code.slice(-4)}`)).toBeVisible();
      await expect(mine.getByText("$9.07")).toBeVisible();

      // The balance page reads it as used up.
      await page.goto("/es/gift-cards/balance");
      await page
        .getByLabel(/código/i)
        .first()
        .fill(code);
      await page.getByRole("button", { name: /saldo/i }).click();
      await expect(page.getByText("$0.00").first()).toBeVisible();
    } finally {
      await desk.request
        .put("/api/admin/gift-cards/settings", { data: { cashOutState: "CA", perDayCents: 100_000, newAccountDelayHours: 24 } })
        .catch(() => undefined);
      await desk.close();
    }
  });
});
