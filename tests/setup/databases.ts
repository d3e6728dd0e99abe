import { randomUUID } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { wrapPglite, type DatabaseHandle } from "@server/db/client";
import { openPostgres } from "@server/db/postgres-client";
import { runMigrations } from "@server/db/migrate";

/**
 * Real databases for tests (ARCHITECTURE.md 'Real things in tests'): an in-memory PGlite
 * always, and a fresh database on the PostgreSQL server named by TEST_DATABASE_URL when set.
 * The same test file runs against both (see describeEachDatabase).
 */

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Drops the database (PostgreSQL) or closes it (PGlite). */
  destroy(): Promise<void>;
}

export interface TestDatabaseKind {
  name: "pglite" | "postgres";
  create(): Promise<TestDatabase>;
}

let pgliteTemplate: Promise<PGlite> | undefined;

/** Migrating PGlite costs a second or two: do it once per worker and clone the result. */
async function createPgliteTestDatabase(): Promise<TestDatabase> {
  pgliteTemplate ??= (async () => {
    const template = await PGlite.create();
    await runMigrations(wrapPglite(template));
    return template;
  })();
  const clone = (await (await pgliteTemplate).clone()) as PGlite;
  const handle = wrapPglite(clone);
  return { handle, destroy: () => handle.close() };
}

async function createPostgresTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `shop_test_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), 5);
  await runMigrations(handle);
  return {
    handle,
    async destroy() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export function testDatabaseKinds(): TestDatabaseKind[] {
  const kinds: TestDatabaseKind[] = [{ name: "pglite", create: createPgliteTestDatabase }];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) kinds.push({ name: "postgres", create: () => createPostgresTestDatabase(serverUrl) });
  return kinds;
}
