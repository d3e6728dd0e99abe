import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrationsFolder } from "../paths";
import type { DatabaseHandle } from "./client";

/** Arbitrary constant: the advisory lock every instance takes while migrating. */
const MIGRATION_LOCK_KEY = 72_410_001;

/** Applies pending migrations; safe to run from several instances at once on PostgreSQL. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  await handle.withAdvisoryLock(MIGRATION_LOCK_KEY, (db) => migratePg(db as unknown as NodePgDatabase, { migrationsFolder }));
}
