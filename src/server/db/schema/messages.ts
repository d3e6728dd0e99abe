import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, pgView, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { orders } from "./orders";

/** Contact form messages (SPEC.md section 3 'Message'). */
export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    message: text("message").notNull(),
    isRead: boolean("is_read").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("messages_created_at_idx").on(table.createdAt.desc()),
    // Dashboard: unread messages.
    index("messages_unread_idx").on(table.createdAt).where(sql`not ${table.isRead}`),
  ],
);

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
    // The worker's queue: due pending mails, oldest first.
    index("mail_outbox_due_idx").on(table.nextAttemptAt).where(sql`${table.status} in ('pending', 'sending')`),
    index("mail_outbox_created_at_idx").on(table.createdAt.desc()),
    index("mail_outbox_related_order_id_idx").on(table.relatedOrderId),
  ],
);

/**
 * SPEC.md section 3 'Combined message view': contact messages and sent e-mails in one list.
 * Written as SQL because it is a union.
 */
export const combinedMessages = pgView("combined_messages", {
  id: uuid("id").notNull(),
  type: text("type", { enum: ["contact_form", "email"] }).notNull(),
  fromName: text("from_name"),
  fromEmail: text("from_email"),
  toEmail: text("to_email"),
  subject: text("subject"),
  content: text("content").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  isRead: boolean("is_read").notNull(),
  relatedOrderId: uuid("related_order_id"),
}).as(sql`
  select m.id, 'contact_form'::text as type, m.name as from_name, m.email as from_email,
         null::text as to_email, null::text as subject, m.message as content, m.created_at,
         m.is_read, null::uuid as related_order_id
    from messages m
  union all
  select o.id, 'email'::text as type, o.from_name, o.from_email, o.to_email, o.subject,
         o.text_body as content, coalesce(o.sent_at, o.created_at) as created_at, o.is_read,
         o.related_order_id
    from mail_outbox o
   where o.status = 'sent'
`);

/** Small key/value facts about the database itself, e.g. when demo data was seeded. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
