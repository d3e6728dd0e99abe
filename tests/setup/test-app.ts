import { afterAll, beforeAll, beforeEach, describe } from "vitest";
import { sql } from "drizzle-orm";
import { createApp } from "@server/app";
import { createConfig, type Config } from "@server/config";
import type { AppContext } from "@server/context";
import { parseEnv } from "@server/env";
import { createAppContext } from "@server/app-context";
import { createLogger } from "@server/lib/logger";
import { watchMenuChanges } from "@server/routes/menu";
import { MailWorker } from "@server/services/mail/worker";
import { testDatabaseKinds, type TestDatabase } from "./databases";

export function testConfig(overrides: Record<string, string> = {}): Config {
  return createConfig(parseEnv({ NODE_ENV: "test", DATA_DIR: "/tmp/shop-test-unused", ...overrides }));
}

export function createTestContext(database: TestDatabase, config = testConfig()): Promise<AppContext> {
  return createAppContext(config, database.handle, createLogger("silent"));
}

export interface TestHarness {
  ctx: AppContext;
  app: ReturnType<typeof createApp>;
  /** GET/POST… against the app in memory; returns the Response. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** Runs the mail worker once: every due mail is delivered (to the dev mailbox). */
  deliverMail(): Promise<number>;
  /** The dev mailbox of one address, newest first. */
  mailbox(to: string): Promise<{ subject: string; text: string; html: string }[]>;
}

/**
 * What Node's adapter hands the app for a connection from this machine: the harness's requests
 * are a local browser's, as the demo conveniences (dev mailbox, sandbox pay page) require.
 */
export const FROM_THIS_MACHINE = { incoming: { socket: { remoteAddress: "127.0.0.1" } } };

/** Every table the tests write to; emptied before each test. */
const TABLES = [
  "order_status_history",
  "order_items",
  "mail_outbox",
  "payment_events",
  "sandbox_checkout_sessions",
  "dev_mailbox",
  "orders",
  "messages",
  "blog_posts",
  "blog_post_authors",
  "items",
  "categories",
  "app_settings",
  "verification",
  "session",
  "account",
  '"user"',
];

/**
 * Runs the same suite once per database kind (PGlite always; PostgreSQL when
 * TEST_DATABASE_URL is set). Each test starts from empty tables and an empty cache.
 */
export function describeEachDatabase(
  title: string,
  suite: (harness: () => TestHarness) => void,
  options: { env?: Record<string, string> | (() => Record<string, string>) } = {},
) {
  for (const kind of testDatabaseKinds()) {
    describe(`${title} [${kind.name}]`, () => {
      let database: TestDatabase;
      let harness: TestHarness;
      let unlisten: (() => Promise<void>) | undefined;
      beforeAll(async () => {
        database = await kind.create();
        const env = typeof options.env === "function" ? options.env() : options.env;
        const ctx = await createTestContext(database, testConfig(env));
        unlisten = await watchMenuChanges(ctx);
        const app = createApp(ctx);
        const worker = new MailWorker(ctx.db, ctx.mailTransport, ctx.log);
        harness = {
          ctx,
          app,
          request: async (path, init) => app.request(path, init, FROM_THIS_MACHINE),
          deliverMail: () => worker.deliverDue(),
          mailbox: async (to) => {
            // Forwarded from here too, should the suite run behind a trusted proxy (TRUST_PROXY).
            const res = await app.request(`/dev/mailbox.json?to=${encodeURIComponent(to)}`, { headers: { "X-Forwarded-For": "127.0.0.1" } }, FROM_THIS_MACHINE);
            return (await res.json()) as { subject: string; text: string; html: string }[];
          },
        };
      });
      afterAll(async () => {
        await unlisten?.();
        await database?.destroy();
      });
      beforeEach(async () => {
        await harness.ctx.db.execute(sql.raw(`truncate ${TABLES.join(", ")} cascade`));
        harness.ctx.menuCache.invalidate();
      });
      suite(() => harness);
    });
  }
}
