import { createAuth, resolveAuthSecret } from "./auth/auth";
import type { Config } from "./config";
import { systemClock, type AppContext, type Clock } from "./app-context";
import type { DatabaseHandle } from "./db/client";
import { JsonCache } from "./lib/cached-json";
import type { Logger } from "./lib/logger";
import { createRateLimits } from "./lib/rate-limiter";
import { createObjectStore } from "./services/images/storage";
import { createOutbox } from "./services/mail/outbox";
import { createDevMailboxTransport, createSmtpTransport } from "./services/mail/transports";
import { createPayments } from "./services/payments";
import { createSmsOutbox } from "./services/sms/outbox";
import { createSmsTransport } from "./services/sms/transports";
import { OrderEventHub } from "./services/realtime/order-events";

/**
 * The composition root: builds the one context every service and route receives, from a
 * migrated database. The same code for the server and the tests (which may pass their own clock).
 */
export async function createAppContext(
  config: Config,
  database: DatabaseHandle,
  log: Logger,
  clock: Clock = systemClock,
): Promise<AppContext> {
  const db = database.db;
  const mail = createOutbox(config);
  const { provider, sandbox } = await createPayments(config, db);
  const secret = await resolveAuthSecret({ db, config });
  const auth = createAuth({ db, config, log, mail }, secret);
  return {
    db,
    linkSecret: secret,
    config,
    log,
    clock,
    payments: provider,
    mail,
    sms: createSmsOutbox({ enabled: config.sms.enabled }),
    storage: createObjectStore(config.storage),
    database,
    auth,
    menuCache: new JsonCache(),
    rateLimits: createRateLimits(db, log, { clock }),
    orderEvents: new OrderEventHub(log),
    mailTransport: config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl) : createDevMailboxTransport(db),
    smsTransport: createSmsTransport(config, db),
    sandbox,
  };
}

/** The dev mailbox exists only while it is the transport, and never in production. */
export function isDevMailboxEnabled(ctx: Pick<AppContext, "config" | "mailTransport">): boolean {
  return ctx.mailTransport.kind === "dev-mailbox" && !ctx.config.isProduction;
}

/** The dev SMS outbox likewise: while no SMS provider is configured, and never in production. */
export function isDevSmsOutboxEnabled(ctx: Pick<AppContext, "config" | "smsTransport">): boolean {
  return ctx.smsTransport.kind === "dev-sms" && !ctx.config.isProduction;
}

/**
 * The start-up log's word when the shop sends no texts (production without TWILIO_*): it still
 * starts (a running shop upgrades with nothing lost), but says what customers and staff no longer
 * get, and how to turn texts on. Returns whether it warned.
 */
export function warnIfTextMessagesOff(config: Pick<Config, "sms">, log: Logger): boolean {
  if (config.sms.enabled) return false;
  log.warn(
    "Text messages are off: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are not set. Checkout does not offer " +
      "'Text me when my order is ready', staff send payment links by e-mail only, and no text is queued. " +
      "Set all three to send texts through Twilio.",
  );
  return true;
}
