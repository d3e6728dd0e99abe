import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { DatabaseConfig } from "../config";
import type { Logger } from "../lib/logger";
import * as schema from "./schema";

/** The Drizzle handle every service takes: the same type on PGlite and on PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction, or the database itself: services accept either. */
export type Executor = Parameters<Parameters<Database["transaction"]>[0]>[0] | Database;

export type Unlisten = () => Promise<void>;

export interface ListenOptions {
  /**
   * Notifications may have been missed: the listening session was lost and is back (PostgreSQL
   * only; PGlite's listen is in-process and loses nothing). Whoever keeps state derived from
   * the notifications refreshes it.
   */
  onResync?: () => void;
}

export interface DatabaseHandle {
  kind: "pglite" | "postgres";
  db: Database;
  /** Subscribe to a Postgres NOTIFY channel (PGlite's listen, or a dedicated session that reconnects by itself). */
  listen(channel: string, onPayload: (payload: string) => void, options?: ListenOptions): Promise<Unlisten>;
  /** Runs `fn` while holding a session-level advisory lock (serialises migrations across instances). */
  withAdvisoryLock<T>(key: number, fn: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    kind: "pglite",
    db,
    // In-process: no session to lose, so never a resync.
    async listen(channel, onPayload) {
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
    // One connection, one process (guarded by the data-directory lock): nothing to serialise.
    withAdvisoryLock: (_key, fn) => fn(db),
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

export async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  const client = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  return wrapPglite(client);
}

export async function openDatabase(config: DatabaseConfig, log?: Logger): Promise<DatabaseHandle> {
  if (config.kind === "pglite") return openPglite(config.dataDir);
  // The PostgreSQL driver loads only when it is used: the embedded default starts without it.
  const { openPostgres } = await import("./postgres-client");
  return openPostgres(config.url, config.poolMax, log);
}
