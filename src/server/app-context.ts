import { createAuth, resolveAuthSecret } from "./auth/auth";
import type { Config } from "./config";
import type { AppContext } from "./context";
import type { DatabaseHandle } from "./db/client";
import { JsonCache } from "./lib/cached-json";
import type { Logger } from "./lib/logger";
import { createDevMailboxTransport, createSmtpTransport } from "./services/mail/transports";
import { createPayments } from "./services/payments";
import { OrderEventHub } from "./services/realtime/order-events";
import { createObjectStore } from "./services/storage/object-store";

/** Assembles the AppContext from a migrated database: the same code for the server and tests. */
export async function createAppContext(config: Config, database: DatabaseHandle, log: Logger): Promise<AppContext> {
  const secret = await resolveAuthSecret({ db: database.db, config });
  const base = { config, database, db: database.db, log };
  return {
    ...base,
    catalogCache: new JsonCache(),
    auth: createAuth(base, secret),
    mailTransport: config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl) : createDevMailboxTransport(database.db),
    payments: await createPayments(config, database.db),
    orderEvents: new OrderEventHub(log),
    storage: createObjectStore(config.storage),
  };
}

/** The dev mailbox exists only while it is the transport, and never in production. */
export function isDevMailboxEnabled(ctx: Pick<AppContext, "config" | "mailTransport">): boolean {
  return ctx.mailTransport.kind === "dev-mailbox" && !ctx.config.isProduction;
}
