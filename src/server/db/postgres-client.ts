import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Logger } from "../lib/logger";
import type { Database, DatabaseHandle } from "./database";
import { PgListener } from "./pg-listener";
import * as schema from "./schema";

/** A PostgreSQL server (DATABASE_URL): a node-postgres pool, and one listening session that reconnects by itself. */
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
    isListening: () => listener.isConnected,
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
