import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./support/chromium";

const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://localhost:${port}`;
const ADMIN_WRITES = /(admin-(menu|ordering)|ordering-journey)\.spec\.ts$/;

/** Browser tests drive Debian's Chromium (browser downloads are not possible here). */
export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: ["--headless", ...CHROMIUM_FLAGS],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined }, grepInvert: /@phone/, testIgnore: ADMIN_WRITES },
    { name: "phone", use: { ...devices["Pixel 7"], viewport: { width: 375, height: 812 } }, grep: /@phone/, testIgnore: ADMIN_WRITES },
    // Admin tests that change what public pages show (a new menu item, a published post) run
    // after the tests that assert those pages exactly, on the same server and database.
    {
      name: "admin-writes",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testMatch: ADMIN_WRITES,
      dependencies: ["desktop", "phone"],
    },
  ],
  webServer: {
    command: "node tests/setup/e2e-server.mjs",
    url: `${baseURL}/healthz`,
    env: { PORT: String(port), PUBLIC_URL: baseURL },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
