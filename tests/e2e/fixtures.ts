import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";

/**
 * Every page must load without console errors or uncaught exceptions (hydration included).
 * Each test is its own client (its own X-Forwarded-For; the e2e server trusts the proxy
 * header), so per-client rate limits apply per test, as they would per customer.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  extraHTTPHeaders: async ({}, use) => {
    const octet = () => Math.floor(Math.random() * 250) + 1;
    await use({ "X-Forwarded-For": `10.${octet()}.${octet()}.${octet()}` });
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
    },
    { auto: true },
  ],
});

export { expect };

/** A fresh address for each test: the e2e database lives for the whole run. */
export function uniqueEmail(prefix = "customer"): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** The newest link containing `pathPart` in the dev mailbox of `to` (waits for delivery). */
export async function linkFromMailbox(request: APIRequestContext, to: string, pathPart: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
        const mails = (await res.json()) as { text: string }[];
        link = mails
          .flatMap((mail) => mail.text.match(/https?:\/\/\S+/g) ?? [])
          .find((candidate) => candidate.includes(pathPart));
        return link;
      },
      { timeout: 10_000, message: `a ${pathPart} link mailed to ${to}` },
    )
    .toBeTruthy();
  return link!;
}

/** Signs in through a magic link from the dev mailbox, landing on `target`. */
export async function signInWithMagicLink(page: Page, request: APIRequestContext, email: string, target = "/") {
  await page.goto(`/auth/login?redirect=${encodeURIComponent(target)}`);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Continue with Email" }).click();
  await expect(page.getByText("Check your email for the magic link to sign in!").first()).toBeVisible();
  await page.goto(await linkFromMailbox(request, email, "/api/auth/magic-link/verify"));
  await page.waitForURL((url) => url.pathname === new URL(target, "http://x").pathname);
}
