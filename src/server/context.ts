import type { Auth } from "./auth/auth";
import type { Actor } from "./auth/session";
import type { Config } from "./config";
import type { Database, DatabaseHandle } from "./db/client";
import type { JsonCache } from "./lib/cached-json";
import type { Logger } from "./lib/logger";
import type { MailTransport } from "./services/mail/transports";
import type { Payments } from "./services/payments";
import type { OrderEventHub } from "./services/realtime/order-events";
import type { ObjectStore } from "./services/storage/object-store";

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
  payments: Payments;
  orderEvents: OrderEventHub;
  /** Uploaded pictures: local files or an S3 bucket (config.storage). */
  storage: ObjectStore;
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
