import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

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
  /**
   * Whether change notifications arrive: PGlite's in-process listen while the database is open;
   * on PostgreSQL, the listening session is connected (it reconnects by itself when lost, and
   * notifications sent meanwhile are missed). The readiness check reports it.
   */
  isListening(): boolean;
  /** Runs `fn` while holding a session-level advisory lock (serialises migrations across instances). */
  withAdvisoryLock<T>(key: number, fn: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
