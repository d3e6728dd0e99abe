import type { Config } from "./config";
import type { Database, DatabaseHandle } from "./db/client";
import type { JsonCache } from "./lib/cached-json";
import type { Logger } from "./lib/logger";

/**
 * Everything a request handler or a loader needs, created once at start-up (runtime.ts)
 * and passed down explicitly: no module-level singletons, so tests build their own.
 */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  log: Logger;
  catalogCache: JsonCache;
}

/** Hono's environment for every route. */
export interface AppEnv {
  Variables: {
    ctx: AppContext;
    requestId: string;
    log: Logger;
    secureHeadersNonce?: string;
  };
}
