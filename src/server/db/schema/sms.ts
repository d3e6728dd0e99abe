import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { LOCALES } from "../../../shared/core/i18n";
import { orders } from "./orders";

export const SMS_STATUSES = ["pending", "sending", "sent", "failed"] as const;

/**
 * Every text message the shop sends is written here first, in the transaction of the change
 * that causes it, and delivered by the SMS worker with retries (like mail_outbox).
 */
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** E.164: '+13235550199'. */
    toPhone: text("to_phone").notNull(),
    body: text("body").notNull(),
    locale: text("locale", { enum: LOCALES }).notNull().default("en"),
    /** What the message is about: 'order_ready', … */
    kind: text("kind").notNull(),
    relatedOrderId: uuid("related_order_id").references(() => orders.id, { onDelete: "set null" }),
    /** One message per fact (e.g. 'order-ready-sms:<id>'): a repeated change queues nothing new. */
    dedupeKey: text("dedupe_key").unique(),
    status: text("status", { enum: SMS_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** The worker's lease on a row it is sending: past it, another worker may retry. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    /** The provider's id for the message (Twilio's SM…). */
    providerMessageId: text("provider_message_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    check("sms_outbox_status_valid", sql`${table.status} in ('pending', 'sending', 'sent', 'failed')`),
    check("sms_outbox_locale_valid", sql`${table.locale} in ('en', 'es')`),
    check("sms_outbox_to_phone_e164", sql`${table.toPhone} ~ '^\\+[1-9][0-9]{6,14}$'`),
    index("sms_outbox_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('pending', 'sending')`),
    index("sms_outbox_related_order_id_idx").on(table.relatedOrderId),
  ],
);

/** Numbers that replied STOP (and have not replied START since): nothing is texted to them. */
export const smsOptOuts = pgTable("sms_opt_outs", {
  /** E.164, as the provider reports the sender. */
  phone: text("phone").primaryKey(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** The dev SMS outbox: where messages go when no SMS provider is configured (demo and tests), shown at /dev/sms. */
export const devSms = pgTable(
  "dev_sms",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    outboxId: uuid("outbox_id"),
    toPhone: text("to_phone").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("dev_sms_to_created_idx").on(table.toPhone, table.createdAt.desc())],
);

/**
 * The incoming text messages already acted on, by Twilio's MessageSid: the same signed request
 * again (Twilio's retry, or anyone who kept a copy) changes nothing the second time. The row is
 * written in the transaction that acts on the message; rows older than a few months are deleted
 * as new messages arrive (services/sms/inbound.ts).
 */
export const smsInboundMessages = pgTable(
  "sms_inbound_messages",
  {
    /** Twilio's 'SM…' (or 'MM…') id of the message. */
    messageSid: text("message_sid").primaryKey(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("sms_inbound_messages_received_at_idx").on(table.receivedAt)],
);
