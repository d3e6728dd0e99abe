import type { Config } from "../config";
import type { Database } from "../db/client";
import type { Logger } from "../lib/logger";
import type { ObjectStore } from "./images/object-store";
import type { Outbox } from "./mail/outbox";
import type { PaymentProvider } from "./payments/provider";
import type { SmsOutbox } from "./sms/outbox";
import type { Role } from "@shared/auth/auth";

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
  /**
   * Signs the links mailed to customers that open a page without an account (a catering
   * request's, ADR 0023): the shop's auth secret, resolved once at start-up. Never logged.
   */
  linkSecret: string;
  /** E-mails go out through the outbox, in the transaction of the change that causes them. */
  mail: Outbox;
  /** Text messages too (ADR 0016): Twilio when configured, else the dev SMS outbox. */
  sms: SmsOutbox;
  /** Uploaded pictures: local files or an S3 bucket. */
  storage: ObjectStore;
}

/** Who is making the request: the signed-in user as the server knows them (http/session.ts resolves it). */
export interface Actor {
  userId: string;
  sessionId: string;
  email: string;
  name: string;
  role: Role;
  /** The owner: everything. */
  isAdmin: boolean;
  /** Staff or owner: orders and the kitchen screen (ADR 0016). */
  isStaff: boolean;
}
