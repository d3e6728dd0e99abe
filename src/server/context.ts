import type { Auth } from "./auth/auth";
import type { Actor } from "./auth/session";
import type { Config } from "./config";
import type { Database, DatabaseHandle } from "./db/client";
import type { JsonCache } from "./lib/cached-json";
import type { Logger } from "./lib/logger";
import type { MailTransport } from "./services/mail/transports";

/**
 * Everything a request handler or a loader needs, created once at start-up
 * (createAppContext) and passed down explicitly: no module-level singletons, so tests build
 * their own.
 */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  db: Database;
  log: Logger;
  catalogCache: JsonCache;
  auth: Auth;
  mailTransport: MailTransport;
}

/** Hono's environment for every route. */
export interface AppEnv {
  Variables: {
    ctx: AppContext;
    requestId: string;
    log: Logger;
    secureHeadersNonce?: string;
    /** Resolved lazily by getActor(); undefined until then. */
    actor?: Actor | null;
  };
}
