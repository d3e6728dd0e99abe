import { test as base, expect } from "@playwright/test";

/** The map on /contact is an embed from openstreetmap.org: outside this machine, so stubbed. */
const MAP_STUB = "<!doctype html><title>Map</title><body style='margin:0;background:#dfe9d8'>map</body>";

interface Fixtures {
  /** Console errors and uncaught exceptions of the page, hydration included. */
  consoleErrors: string[];
  /**
   * Console errors a test expects (e.g. the browser's own line for a deliberate 404 or 400
   * answer). Anything else fails the test.
   */
  allowedConsoleErrors: RegExp[];
}

/** Every page must load without console errors or uncaught exceptions: checked after each test. */
export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await page.context().route("https://www.openstreetmap.org/**", (route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: MAP_STUB }),
      );
      await use(errors);
      const unexpected = errors.filter((text) => !allowedConsoleErrors.some((pattern) => pattern.test(text)));
      expect(unexpected, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

/** The browser's own console line for a response with this HTTP status. */
export const httpStatusError = (status: number) => new RegExp(`status of ${status} `);

export { expect };
