import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { DatabaseConfig } from "../config";
import type { Logger } from "../lib/logger";
import type { Database, DatabaseHandle } from "./database";
import * as schema from "./schema";

export type { Database, DatabaseHandle, Executor, ListenOptions, Unlisten } from "./database";

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
  // Loaded when used, as the PostgreSQL driver is: a shop on PostgreSQL never parses PGlite.
  const { PGlite } = await import("@electric-sql/pglite");
  const client = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  return wrapPglite(client);
}

export async function openDatabase(config: DatabaseConfig, log?: Logger): Promise<DatabaseHandle> {
  if (config.kind === "pglite") return openPglite(config.dataDir);
  // The PostgreSQL driver loads only when it is used: the embedded default starts without it.
  const { openPostgres } = await import("./postgres-client");
  return openPostgres(config.url, config.poolMax, log);
}
