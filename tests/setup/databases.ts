import { PGlite } from "@electric-sql/pglite";
import { wrapPglite, type DatabaseHandle } from "@server/db/client";
import { openPostgres } from "@server/db/postgres-client";
import { runMigrations } from "@server/db/migrate";
import { createScratchDatabase } from "../../support/postgres";

/**
 * Real databases for tests (ARCHITECTURE.md 'Real things in tests'): an in-memory PGlite
 * always, and a fresh database on the PostgreSQL server named by TEST_DATABASE_URL when set.
 * The same test file runs against both (see describeEachDatabase).
 */

export interface TestDatabase {
  handle: DatabaseHandle;
  /**
   * Another handle on the same database, as a second app instance would open (ADR 0018): on
   * PostgreSQL its own pool and LISTEN session; PGlite, one process's embedded database, has
   * only the one handle to give. The caller closes a handle it was given that is not `handle`.
   */
  connectAgain(): DatabaseHandle;
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
  return { handle, connectAgain: () => handle, destroy: () => handle.close() };
}

async function createPostgresTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const scratch = await createScratchDatabase(serverUrl, "shop_test");
  const handle = openPostgres(scratch.url, 5);
  await runMigrations(handle);
  return {
    handle,
    connectAgain: () => openPostgres(scratch.url, 5),
    async destroy() {
      await handle.close();
      await scratch.drop();
    },
  };
}

export function testDatabaseKinds(): TestDatabaseKind[] {
  const kinds: TestDatabaseKind[] = [{ name: "pglite", create: createPgliteTestDatabase }];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) kinds.push({ name: "postgres", create: () => createPostgresTestDatabase(serverUrl) });
  return kinds;
}
