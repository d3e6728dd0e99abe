import type { Locale } from "@shared/core/i18n";
import type { Auth } from "./auth/auth";
import type { DatabaseHandle } from "./db/client";
import type { JsonCache } from "./lib/cached-json";
import type { Logger } from "./lib/logger";
import type { Actor, ServiceContext } from "./services/service-context";
import type { RateLimits } from "./lib/rate-limiter";
import type { MailTransport } from "./services/mail/transports";
import type { SmsTransport } from "./services/sms/transports";
import type { SandboxProvider } from "./services/payments/sandbox-provider";
import type { OrderEventHub } from "./services/realtime/order-events";

/**
 * The services' context plus what the HTTP layer and the start-up keep: sessions, the public
 * menu's answer cache, rate limits, live order streams, the mail and SMS workers' transports and the
 * sandbox's pay page. Route handlers and page loaders receive it; services take it as a
 * ServiceContext.
 */
export interface AppContext extends ServiceContext {
  database: DatabaseHandle;
  auth: Auth;
  /** The public menu's JSON answers with their ETags (services/menu/menu-cache.ts; sent by routes/menu.ts and fast-path.ts). */
  menuCache: JsonCache;
  /** Counted in the database (rate_limit_counters), so they hold across app instances. */
  rateLimits: RateLimits;
  orderEvents: OrderEventHub;
  mailTransport: MailTransport;
  smsTransport: SmsTransport;
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
    /** The request's language (http/request-locale.ts): errors are said in it at the edge, and services that need it are handed it. */
    locale: Locale;
    /** Resolved lazily by getActor(); undefined until then. */
    actor?: Actor | null;
  };
}

export { systemClock, type Actor, type Clock, type ServiceContext } from "./services/service-context";
