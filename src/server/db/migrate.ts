import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrationsFolder } from "../paths";
import type { Database, DatabaseHandle } from "./client";

/** Arbitrary constant: the advisory lock every instance takes while migrating. */
const MIGRATION_LOCK_KEY = 72_410_001;

/** Applies pending migrations; safe to run from several instances at once on PostgreSQL. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (await isSchemaCurrent(handle.db)) return;
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  await handle.withAdvisoryLock(MIGRATION_LOCK_KEY, (db) => migratePg(db as unknown as NodePgDatabase, { migrationsFolder }));
}

let newestInJournal: number | undefined;

/** When the newest migration this build carries was made (its journal's `when`); read once. */
function newestMigration(): number {
  if (newestInJournal === undefined) {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as { entries: { when: number }[] };
    newestInJournal = Math.max(...journal.entries.map((entry) => entry.when));
  }
  return newestInJournal;
}

/**
 * Whether every migration of the journal is applied, decided as Drizzle's migrator decides it
 * (it applies each migration newer than the newest one recorded): a restart skips reading,
 * hashing and replaying the migrations folder in a transaction (cold start, ADR 0019). Reads
 * only; when it says no, the migrator runs (under the lock on PostgreSQL) and decides again.
 * The readiness check (readiness.ts) asks it too.
 */
export async function isSchemaCurrent(db: Database): Promise<boolean> {
  const newest = newestMigration();
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const [table] = await rows<{ exists: boolean }>(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`);
  if (!table?.exists) return false;
  const [applied] = await rows<{ newest: string | null }>(sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`);
  return applied?.newest != null && Number(applied.newest) >= newest;
}
