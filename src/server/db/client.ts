import { setFlagsFromString } from "node:v8";
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
    isListening: () => !client.closed,
    // One connection, one process (guarded by the data-directory lock): nothing to serialise.
    withAdvisoryLock: (_key, fn) => fn(db),
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * V8 runs a WebAssembly function's baseline code first and recompiles it with its optimising
 * compiler once it has run for a budget (by default about 1.8 MB of its code executed). Opening
 * PGlite and the first queries run much code a few times only (Postgres's start-up, the
 * catalogue caches, the first plans): with the default budget, hundreds of such functions were
 * recompiled during a cold start, about 0.3 s of CPU on V8's compiler threads, competing for the
 * cores with the start-up itself. With a larger budget that code stays baseline-compiled; what
 * every query runs still reaches the optimising compiler, a little later. V8 gives each function
 * its budget when the instance is created: set before the first PGlite opens, for the process.
 */
const PGLITE_TIERING_BUDGET = 180_000_000;
let tieringBudgetSet = false;

/**
 * PGlite's Postgres keeps PostgreSQL's default 128 MB of shared buffers, and its WebAssembly
 * build zeroes the whole of its shared memory at every start: about 90 ms of the cold start
 * (ADR 0019) and 100 MB of memory. 32 MB holds a shop's catalogue, settings and recent orders
 * many times over (the demo shop's database, system catalogues included, is 9 MB); a page it
 * does not hold is read again from the operating system's file cache. PostgreSQL
 * (DATABASE_URL) keeps its own configuration.
 */
const PGLITE_SHARED_BUFFERS = "32MB";

export async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  if (!tieringBudgetSet) {
    setFlagsFromString(`--wasm-tiering-budget=${PGLITE_TIERING_BUDGET}`);
    tieringBudgetSet = true;
  }
  // Loaded when used, as the PostgreSQL driver is: a shop on PostgreSQL never parses PGlite.
  const { PGlite } = await import("@electric-sql/pglite");
  const client = await PGlite.create({
    dataDir,
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  return wrapPglite(client);
}

export async function openDatabase(config: DatabaseConfig, log?: Logger): Promise<DatabaseHandle> {
  if (config.kind === "pglite") return openPglite(config.dataDir);
  // The PostgreSQL driver loads only when it is used: the embedded default starts without it.
  const { openPostgres } = await import("./postgres-client");
  return openPostgres(config.url, config.poolMax, log);
}
