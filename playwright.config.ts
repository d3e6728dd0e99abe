import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4310);
const baseURL = `http://localhost:${port}`;

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
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined }, grepInvert: /@phone/ },
    { name: "phone", use: { ...devices["Pixel 7"], viewport: { width: 375, height: 812 } }, grep: /@phone/ },
  ],
  webServer: {
    command: "node tests/setup/e2e-server.mjs",
    url: `${baseURL}/healthz`,
    env: { PORT: String(port), PUBLIC_URL: baseURL },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
