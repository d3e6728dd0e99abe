import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { LOCALES } from "../../../shared/core/i18n";
import { orders } from "./orders";

export const MAIL_STATUSES = ["pending", "sending", "sent", "failed"] as const;

/**
 * Every e-mail the shop sends is written here first (in the same transaction as the change
 * that causes it) and delivered by the outbox worker with retries, so an outage loses nothing.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** 'magic_link', 'verify_email', 'order_confirmation', 'order_status', … */
    kind: text("kind").notNull(),
    toEmail: text("to_email").notNull(),
    toName: text("to_name"),
    fromEmail: text("from_email").notNull(),
    fromName: text("from_name"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    /** The mail's language (ADR 0015), sent as its Content-Language. */
    locale: text("locale", { enum: LOCALES }).notNull().default("en"),
    relatedOrderId: uuid("related_order_id").references(() => orders.id, { onDelete: "set null" }),
    /** One mail per fact (e.g. 'order-paid:<id>'): a repeated event queues nothing new. */
    dedupeKey: text("dedupe_key").unique(),
    /** Sign-in links are secrets: their bodies are blanked once the mail has been sent. */
    isSensitive: boolean("is_sensitive").notNull().default(false),
    status: text("status", { enum: MAIL_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    isRead: boolean("is_read").notNull().default(true),
    metadata: jsonb("metadata").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    check("mail_outbox_status_valid", sql`${table.status} in ('pending', 'sending', 'sent', 'failed')`),
    check("mail_outbox_locale_valid", sql`${table.locale} in ('en', 'es')`),
    // The worker's queue: due pending mails, oldest first.
    index("mail_outbox_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('pending', 'sending')`),
    index("mail_outbox_created_at_idx").on(table.createdAt.desc()),
    // The admin's messages (combined_messages' e-mail half): sent correspondence, newest first
    // by the time it went out, a page at a time from its cursor. Sign-in links are left out.
    index("mail_outbox_sent_idx")
      .on(sql`coalesce(${table.sentAt}, ${table.createdAt})`, table.id)
      .where(sql`${table.status} = 'sent' and not ${table.isSensitive}`),
    // The unread count: sent e-mails the admin marked unread (few; e-mails are sent read).
    index("mail_outbox_unread_idx")
      .on(table.id)
      .where(sql`${table.status} = 'sent' and not ${table.isRead} and not ${table.isSensitive}`),
    index("mail_outbox_related_order_id_idx").on(table.relatedOrderId),
  ],
);

/**
 * The built-in dev mailbox: where mail goes when no SMTP server is configured (demo and
 * tests). It is the recipients' inbox, so it keeps the full content, sign-in links included.
 */
export const devMailbox = pgTable(
  "dev_mailbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    outboxId: uuid("outbox_id"),
    toEmail: text("to_email").notNull(),
    fromEmail: text("from_email").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("dev_mailbox_to_created_idx").on(table.toEmail, table.createdAt.desc()),
    // The transport writes an outbox mail once (createDevMailboxTransport): it looks for it here.
    index("dev_mailbox_outbox_idx").on(table.outboxId),
  ],
);
