import type { APIRequestContext, Page } from "@playwright/test";
import { expect, signInWithMagicLink, test, uniqueEmail } from "./fixtures";
import { axeViolations } from "./helpers";

/**
 * Catering's whole journey (ADR 0023, docs/product.md 'Catering'), the customer in Spanish on a
 * phone and the owner at the shop's desk: the request, a quote, accepted, the deposit paid on the
 * sandbox, weighed on the day, the balance paid through the link from the mail, and the receipt.
 */

const OWNER = "catering-owner@example.com";

interface Mail {
  subject: string;
  text: string;
}

async function mailsTo(request: APIRequestContext, to: string): Promise<Mail[]> {
  return (await (await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`)).json()) as Mail[];
}

async function waitForMail(request: APIRequestContext, to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(request, to)).find((mail) => subject.test(mail.subject));
        return Boolean(found);
      },
      { timeout: 20_000, message: `a mail '${subject}' to ${to}` },
    )
    .toBe(true);
  return found!;
}

const linkIn = (mail: Mail) => mail.text.match(/https?:\/\/\S+\/es\/catering\/q\/[A-Za-z0-9_-]{43}/)![0];

/** An open date for a party of 20: a week ahead or more, not a day the shop is closed. */
async function openDate(request: APIRequestContext): Promise<string> {
  const form = (await (await request.get("/api/catering/form?lang=es")).json()) as { today: string; closedDates: string[] };
  const day = new Date(`${form.today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 7);
  for (;;) {
    const date = day.toISOString().slice(0, 10);
    if (!form.closedDates.includes(date) && !date.endsWith("-12-24")) return date;
    day.setUTCDate(day.getUTCDate() + 1);
  }
}

async function payOnSandbox(page: Page, button: RegExp) {
  await expect(page).toHaveURL(/\/sandbox\/pay\//);
  await page.getByLabel("Número de tarjeta").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: button }).click();
  await expect(page).toHaveURL(/\/es\/catering\/q\//);
}

test.describe("catering, from the request to the receipt", () => {
  test.describe.configure({ timeout: 120_000 });

  test("in Spanish: request, quote, deposit, weighed, balance paid, receipt @phone", async ({ page, browser, baseURL, request }) => {
    const email = uniqueEmail("banquete");
    const date = await openDate(request);

    // The request, on a phone, without an account.
    await page.goto("/es/catering");
    await expect(page.getByRole("heading", { name: "Servicio de banquetes" })).toBeVisible();
    await page.getByLabel("Número de invitados").fill("20");
    await expect(page.getByTestId("catering-guide")).toContainText("Para 20 invitados, unas 5–10 lb de carnitas");
    await page.getByLabel("Fecha").fill(date);
    await page.getByLabel("Hora").selectOption("12:00");
    await page.getByRole("radio", { name: /Barra de tacos/ }).check();
    await page.getByLabel("Carnitas", { exact: true }).fill("8");
    await page.getByLabel("Tortillas de maíz").fill("10");
    await page.getByLabel("Nombre").fill("Lupita Hernández");
    await page.getByLabel("Teléfono").fill("(323) 555-0123");
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByRole("button", { name: "Mandar mi solicitud" }).click();
    await expect(page.getByTestId("catering-thanks")).toContainText("Tu referencia: C-");
    await waitForMail(request, email, /^Recibimos tu solicitud de banquete C-/);

    // The owner writes the quote from the wishes, on the desk's screen.
    const desk = await browser.newContext({
      baseURL,
      viewport: { width: 1280, height: 900 },
      extraHTTPHeaders: { "X-Forwarded-For": "10.88.1.1" },
    });
    try {
      const admin = await desk.newPage();
      await signInWithMagicLink(admin, admin.request, OWNER, "/admin/catering");
      await admin
        .getByRole("link", { name: /Lupita Hernández/ })
        .first()
        .click();
      await admin.getByRole("button", { name: "Write the quote" }).click();
      await admin.getByLabel("Service fee ($)").fill("25");
      await admin.getByRole("button", { name: "Send the quote" }).click();
      await expect(admin.getByText(/^Version 1, sent/)).toBeVisible();
      const eventUrl = admin.url();

      // The customer reads it behind the link from the mail, accepts the terms and pays the deposit.
      const quoted = await waitForMail(request, email, /^Tu cotización de banquete C-/);
      await page.goto(linkIn(quoted));
      await expect(page.getByTestId("catering-status")).toHaveText("Cotizado");
      expect(await axeViolations(page)).toEqual([]);
      await page.getByLabel("Leí y acepto las condiciones").check();
      await page.getByRole("button", { name: /^Aceptar y pagar el anticipo/ }).click();
      await payOnSandbox(page, /^Pagar/);
      await expect(page.getByTestId("catering-status")).toHaveText("Confirmado");
      await waitForMail(request, email, /^Tu fecha está confirmada/);

      // Weighed on the day: 9 lb of carnitas instead of 8, so more is owed.
      await admin.goto(eventUrl);
      await expect(admin.getByText("Confirmed", { exact: true }).first()).toBeVisible();
      expect(await axeViolations(admin)).toEqual([]);
      await admin.getByRole("button", { name: "Weigh" }).click();
      await admin.getByLabel("Weight of Carnitas (lb)").fill("9");
      await admin.getByRole("button", { name: /^Save the weights|^Weigh and/ }).click();
      await expect(admin.getByText(/Weighed/).first()).toBeVisible();

      // The balance, through the link in the receipt mail, on the sandbox.
      const receipt = await waitForMail(request, email, /^Tu recibo de banquete/);
      expect(receipt.text).toContain("cotizado 8 lb, pesado 9 lb");
      await page.goto(linkIn(receipt));
      await page.getByRole("button", { name: /^Pagar el saldo/ }).click();
      await payOnSandbox(page, /^Pagar/);
      await expect(page.getByTestId("catering-status")).toHaveText("Pagado");
      // The final receipt: what was weighed, and nothing left owed.
      await expect
        .poll(async () => (await mailsTo(request, email)).filter((mail) => /^Tu recibo de banquete/.test(mail.subject)).length, {
          timeout: 20_000,
        })
        .toBe(2);
      const final = (await mailsTo(request, email)).find((mail) => /^Tu recibo de banquete/.test(mail.subject))!;
      expect(final.text).toContain("cotizado 8 lb, pesado 9 lb");
      expect(final.text).toContain("Saldo: $0.00");

      await admin.goto(eventUrl);
      await admin.getByRole("button", { name: "Mark handed over" }).click();
      await expect(admin.getByText("Fulfilled", { exact: true }).first()).toBeVisible();
    } finally {
      await desk.close();
    }
  });
});
