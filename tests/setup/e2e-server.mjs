// Playwright's web server: the production build on a fresh, throw-away data directory, so
// every run starts from the demo data alone.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { FakeChatCompletions } from "./fake-chat-completions.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-e2e-"));
process.env.NODE_ENV = "production";
process.env.DEMO_MODE = "true";
process.env.DATA_DIR = dataDir;
// Each browser test sends its own X-Forwarded-For, so per-client rate limits apply per test.
process.env.TRUST_PROXY = "true";
// Those made-up addresses (10.x) are not this machine's, and the tests read sign-in links from the
// dev mailbox and pay on the sandbox page: the demo conveniences must be opened to them. The
// server listens on loopback only, so opening them lets no other machine in.
process.env.DEMO_NETWORK_ACCESS = "true";
process.env.HOST ??= "127.0.0.1";
process.env.LOG_LEVEL ??= "warn";
// Admin addresses for the browser tests, one per test that signs an admin in: a magic link is
// limited to 3 per address in 15 minutes, and all tests share this server.
process.env.ADMIN_EMAILS ??= [
  "admin@example.com",
  "orders-admin@example.com",
  "status-admin@example.com",
  "messages-admin@example.com",
  "weigh-admin@example.com",
  "held-admin@example.com",
  "ordering-admin@example.com",
  "journey-admin@example.com",
  "spanish-admin@example.com",
  "a11y-admin@example.com",
  "a11y-admin-phone@example.com",
  "team-admin@example.com",
  "reorder-admin@example.com",
  "kitchen-admin@example.com",
  "kitchen-tablet-admin@example.com",
  "staff-orders-admin@example.com",
  "rolling-admin@example.com",
  "catering-owner@example.com",
  "gift-owner@example.com",
  "reports-owner@example.com",
].join(",");
// AI enhance talks to a local server speaking the chat-completions protocol (nothing leaves the machine).
if (!process.env.AI_BASE_URL) {
  const ai = new FakeChatCompletions();
  await ai.start();
  process.env.AI_BASE_URL = `${ai.url}/v1`;
  process.env.AI_MODEL = "fake-editor";
  process.env.AI_API_KEY = "sk-e2e-fake";
}
process.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
process.chdir(root);
await import(path.join(root, "build/server/index.js"));
