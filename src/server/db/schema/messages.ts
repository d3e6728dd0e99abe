import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, pgView, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Contact form messages (docs/product.md 'Message record'). */
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
    // The admin's list, newest first, a page at a time from its cursor (created_at, id).
    index("messages_created_at_id_idx").on(table.createdAt, table.id),
    // Dashboard: unread messages.
    index("messages_unread_idx")
      .on(table.createdAt)
      .where(sql`not ${table.isRead}`),
  ],
);

/**
 * docs/product.md 'Combined message view': contact messages and sent e-mails in one list.
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
