import { afterAll, beforeAll, beforeEach, describe } from "vitest";
import { sql } from "drizzle-orm";
import { createApp } from "@server/app";
import { createConfig, type Config } from "@server/config";
import type { AppContext } from "@server/context";
import { parseEnv } from "@server/env";
import { JsonCache } from "@server/lib/cached-json";
import { createLogger } from "@server/lib/logger";
import { watchCatalogChanges } from "@server/services/catalog/catalog-service";
import { testDatabaseKinds, type TestDatabase } from "./databases";

export function testConfig(overrides: Record<string, string> = {}): Config {
  return createConfig(parseEnv({ NODE_ENV: "test", DATA_DIR: "/tmp/shop-test-unused", ...overrides }));
}

export function createTestContext(database: TestDatabase, config = testConfig()): AppContext {
  return {
    config,
    database: database.handle,
    db: database.handle.db,
    log: createLogger("silent"),
    catalogCache: new JsonCache(),
  };
}

export interface TestHarness {
  ctx: AppContext;
  app: ReturnType<typeof createApp>;
  /** GET/POST… against the app in memory; returns the Response. */
  request(path: string, init?: RequestInit): Promise<Response>;
}

/** Every table the tests write to; emptied before each test. */
const TABLES = [
  "order_status_history",
  "order_items",
  "mail_outbox",
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
export function describeEachDatabase(title: string, suite: (harness: () => TestHarness) => void) {
  for (const kind of testDatabaseKinds()) {
    describe(`${title} [${kind.name}]`, () => {
      let database: TestDatabase;
      let harness: TestHarness;
      let unlisten: (() => Promise<void>) | undefined;
      beforeAll(async () => {
        database = await kind.create();
        const ctx = createTestContext(database);
        unlisten = await watchCatalogChanges(ctx);
        const app = createApp(ctx);
        harness = { ctx, app, request: async (path, init) => app.request(path, init) };
      });
      afterAll(async () => {
        await unlisten?.();
        await database?.destroy();
      });
      beforeEach(async () => {
        await harness.ctx.db.execute(sql.raw(`truncate ${TABLES.join(", ")} cascade`));
        harness.ctx.catalogCache.invalidate();
      });
      suite(() => harness);
    });
  }
}
