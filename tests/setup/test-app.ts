import { afterAll, beforeAll, beforeEach, describe } from "vitest";
import { sql, type SQL } from "drizzle-orm";
import { createApp } from "@server/app";
import { createConfig, type Config } from "@server/config";
import type { AppContext } from "@server/app-context";
import { parseEnv } from "@server/env";
import { createAppContext } from "@server/composition-root";
import { createLogger } from "@server/lib/logger";
import { watchMenuChanges } from "@server/services/menu/menu-cache";
import { MailWorker } from "@server/services/mail/worker";
import { SmsWorker } from "@server/services/sms/worker";
import { testDatabaseKinds, type TestDatabase } from "./databases";

export function testConfig(overrides: Record<string, string> = {}): Config {
  return createConfig(parseEnv({ NODE_ENV: "test", DATA_DIR: "/tmp/shop-test-unused", ...overrides }));
}

export function createTestContext(database: TestDatabase, config = testConfig()): Promise<AppContext> {
  return createAppContext(config, database.handle, createLogger(process.env.TEST_LOG_LEVEL ?? "silent"));
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
  /** Runs the SMS worker once: every due text message is delivered (to the dev SMS outbox). */
  deliverSms(): Promise<number>;
  /** The dev SMS outbox of one number (E.164), newest first. */
  smsOutbox(to: string): Promise<{ to: string; body: string }[]>;
}

/**
 * What Node's adapter hands the app for a connection from this machine: the harness's requests
 * are a local browser's, as the demo conveniences (dev mailbox, sandbox pay page) require.
 */
export const FROM_THIS_MACHINE = { incoming: { socket: { remoteAddress: "127.0.0.1" } } };

/**
 * The harness of an app context: its app, and its own mail and SMS workers. Suites build one
 * per context (describeEachDatabase); shared-state.test.ts builds two on one database.
 */
export function createTestHarness(ctx: AppContext): TestHarness {
  const app = createApp(ctx);
  const worker = new MailWorker(ctx.db, ctx.mailTransport, ctx.log);
  const smsWorker = new SmsWorker(ctx.db, ctx.smsTransport, ctx.log);
  return {
    ctx,
    app,
    request: async (path, init) => app.request(path, init, FROM_THIS_MACHINE),
    deliverMail: () => worker.deliverDue(),
    mailbox: async (to) => {
      // Forwarded from here too, should the suite run behind a trusted proxy (TRUST_PROXY).
      const res = await app.request(
        `/dev/mailbox.json?to=${encodeURIComponent(to)}`,
        { headers: { "X-Forwarded-For": "127.0.0.1" } },
        FROM_THIS_MACHINE,
      );
      return (await res.json()) as { subject: string; text: string; html: string }[];
    },
    deliverSms: () => smsWorker.deliverDue(),
    smsOutbox: async (to) => {
      const res = await app.request(`/dev/sms.json?to=${encodeURIComponent(to)}`, {}, FROM_THIS_MACHINE);
      return (await res.json()) as { to: string; body: string }[];
    },
  };
}

/**
 * The statement that empties every table before a test: all base tables of the public schema,
 * read from the database itself (once per database) so that a new table is never missed, in
 * one statement so that `cascade` meets every foreign key. Drizzle's record of the applied
 * migrations is kept: it lives in its own schema (`drizzle.__drizzle_migrations`), and its
 * name is left out should it ever move to public. `app_settings` is emptied like the rest: the
 * auth secret kept there is read once, when the test's app is built, and no test needs more.
 */
async function emptyAllTablesStatement(db: AppContext["db"]): Promise<SQL> {
  const rows = await db
    .select({ name: sql<string>`table_name::text` })
    .from(sql`information_schema.tables`)
    .where(sql`table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> '__drizzle_migrations'`)
    .orderBy(sql`table_name`);
  const tables = rows.map(({ name }) => sql.identifier(name));
  return sql`truncate ${sql.join(tables, sql`, `)} cascade`;
}

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
      let emptyAllTables: SQL;
      beforeAll(async () => {
        database = await kind.create();
        const env = typeof options.env === "function" ? options.env() : options.env;
        const ctx = await createTestContext(database, testConfig(env));
        emptyAllTables = await emptyAllTablesStatement(ctx.db);
        unlisten = await watchMenuChanges(ctx);
        harness = createTestHarness(ctx);
      });
      afterAll(async () => {
        await unlisten?.();
        await database?.destroy();
      });
      beforeEach(async () => {
        await harness.ctx.db.execute(emptyAllTables);
        harness.ctx.menuCache.invalidate();
      });
      suite(() => harness);
    });
  }
}
