import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import type { DatabaseConfig } from "../config";
import type { Logger } from "../lib/logger";
import { PgListener } from "./pg-listener";
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

export function openPostgres(url: string, poolMax = 10, log?: Logger): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolMax, idleTimeoutMillis: 30_000 });
  // An idle client that loses its connection must not crash the process.
  pool.on("error", () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  const listener = new PgListener(url, { log });
  return {
    kind: "postgres",
    db,
    listen: (channel, onPayload, options) => listener.listen(channel, { onPayload, onResync: options?.onResync }),
    async withAdvisoryLock(key, fn) {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [key]);
        try {
          return await fn(drizzlePg({ client, schema }) as unknown as Database);
        } finally {
          await client.query("select pg_advisory_unlock($1)", [key]);
        }
      } finally {
        client.release();
      }
    },
    async close() {
      await listener.close();
      await pool.end();
    },
  };
}

export async function openDatabase(config: DatabaseConfig, log?: Logger): Promise<DatabaseHandle> {
  return config.kind === "pglite" ? openPglite(config.dataDir) : openPostgres(config.url, config.poolMax, log);
}
