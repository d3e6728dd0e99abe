import { and, count, desc, eq } from "drizzle-orm";
import type { MessageDto, MessageList, MessageListQuery, MessageReadUpdate } from "@shared/admin-messages";
import type { Executor } from "../../db/client";
import { combinedMessages, mailOutbox, messages } from "../../db/schema";
import { notFound } from "../../lib/errors";

/** The combined_messages view, newest first, optionally one type only (SPEC.md section 7 'Admin'). */
export async function listMessages(db: Executor, query: MessageListQuery): Promise<MessageList> {
  const rows = await db
    .select()
    .from(combinedMessages)
    .where(query.type === "all" ? undefined : eq(combinedMessages.type, query.type))
    .orderBy(desc(combinedMessages.createdAt), desc(combinedMessages.id))
    .limit(query.limit + 1);
  return {
    messages: rows.slice(0, query.limit).map(
      (row): MessageDto => ({
        id: row.id,
        type: row.type,
        fromName: row.fromName,
        fromEmail: row.fromEmail,
        toEmail: row.toEmail,
        subject: row.subject,
        content: row.content,
        createdAt: row.createdAt.toISOString(),
        isRead: row.isRead,
        relatedOrderId: row.relatedOrderId,
      }),
    ),
    hasMore: rows.length > query.limit,
  };
}

/**
 * Unread rows of combined_messages: contact messages not yet read, and sent e-mails the admin
 * marked unread. The sidebar badge and the dashboard's 'Unread Messages' card both use this.
 */
export async function countUnreadMessages(db: Executor): Promise<number> {
  const [row] = await db.select({ unread: count() }).from(combinedMessages).where(eq(combinedMessages.isRead, false));
  return row?.unread ?? 0;
}

/**
 * Marks a message read or unread, in the table it comes from. Only e-mails the view lists
 * (sent ones) can be marked; anything else is 'not found', like an unknown id.
 */
export async function setMessageRead(db: Executor, id: string, update: MessageReadUpdate): Promise<void> {
  const changed =
    update.type === "contact_form"
      ? await db.update(messages).set({ isRead: update.isRead }).where(eq(messages.id, id)).returning({ id: messages.id })
      : await db
          .update(mailOutbox)
          .set({ isRead: update.isRead })
          .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "sent")))
          .returning({ id: mailOutbox.id });
  if (changed.length === 0) throw notFound("Message not found.");
}
