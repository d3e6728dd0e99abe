import type { Auth } from "./auth/auth";
import type { Actor } from "./auth/session";
import type { Config } from "./config";
import type { Database, DatabaseHandle } from "./db/client";
import type { JsonCache } from "./lib/cached-json";
import type { Logger } from "./lib/logger";
import type { RateLimits } from "./lib/rate-limit";
import type { ObjectStore } from "./services/images/object-store";
import type { Outbox } from "./services/mail/outbox";
import type { MailTransport } from "./services/mail/transports";
import type { PaymentProvider } from "./services/payments/provider";
import type { SandboxProvider } from "./services/payments/sandbox-provider";
import type { OrderEventHub } from "./services/realtime/order-events";

/** The time as the services see it: the system's, or a test's. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * What every service takes first: `service(ctx, input)`. Built once in the composition root
 * (app-context.ts) and passed down explicitly, never reached through a module: tests build
 * their own. Services return domain values; nothing here knows about HTTP.
 */
export interface ServiceContext {
  db: Database;
  config: Config;
  log: Logger;
  clock: Clock;
  /** Stripe when configured, else the sandbox (ADR 0005). */
  payments: PaymentProvider;
  /** E-mails go out through the outbox, in the transaction of the change that causes them. */
  mail: Outbox;
  /** Uploaded pictures: local files or an S3 bucket. */
  storage: ObjectStore;
}

/**
 * The services' context plus what the HTTP layer and the start-up keep: sessions, the public
 * menu's answer cache, rate limits, live order streams, the mail worker's transport and the
 * sandbox's pay page. Route handlers and page loaders receive it; services take it as a
 * ServiceContext.
 */
export interface AppContext extends ServiceContext {
  database: DatabaseHandle;
  auth: Auth;
  /** The public menu's JSON answers with their ETags (HTTP layer: routes/menu.ts, fast-path.ts). */
  menuCache: JsonCache;
  rateLimits: RateLimits;
  orderEvents: OrderEventHub;
  mailTransport: MailTransport;
  /** The sandbox's pay-page operations; null when Stripe is the provider. */
  sandbox: SandboxProvider | null;
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
