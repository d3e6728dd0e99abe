import { and, count, desc, eq, sql } from "drizzle-orm";
import type { MessageDto, MessageList } from "@shared/messages";
import type { MessageListQuery, MessageReadUpdate } from "@shared/messages.schema";
import { messagesTexts } from "@shared/texts/messages";
import type { ServiceContext } from "../context";
import { combinedMessages, messages } from "../../db/schema/messages";
import { mailOutbox } from "../../db/schema/mail";
import { notFound } from "../../lib/errors";

/**
 * Sign-in and verification e-mails are not correspondence: they are one per sign-in, their
 * links are blanked once sent, and they would bury the messages the family needs to read.
 * The admin's list (and its unread count) leaves them out.
 */
const isCorrespondence = sql`(${combinedMessages.type} = 'contact_form' or not exists (
  select 1 from ${mailOutbox} where ${mailOutbox.id} = ${combinedMessages.id} and ${mailOutbox.isSensitive}))`;

/** The combined_messages view, newest first, optionally one type only (SPEC.md section 7 'Admin'). */
export async function listMessages(ctx: ServiceContext, query: MessageListQuery): Promise<MessageList> {
  const rows = await ctx.db
    .select({
      id: combinedMessages.id,
      type: combinedMessages.type,
      fromName: combinedMessages.fromName,
      fromEmail: combinedMessages.fromEmail,
      phone: messages.phone,
      toEmail: combinedMessages.toEmail,
      subject: combinedMessages.subject,
      content: combinedMessages.content,
      createdAt: combinedMessages.createdAt,
      isRead: combinedMessages.isRead,
      relatedOrderId: combinedMessages.relatedOrderId,
    })
    .from(combinedMessages)
    // The view has no phone column; a contact message's phone is worth a call back.
    .leftJoin(messages, and(eq(combinedMessages.type, "contact_form"), eq(messages.id, combinedMessages.id)))
    .where(and(isCorrespondence, query.type === "all" ? undefined : eq(combinedMessages.type, query.type)))
    .orderBy(desc(combinedMessages.createdAt), desc(combinedMessages.id))
    .limit(query.limit + 1);
  return {
    messages: rows.slice(0, query.limit).map((row): MessageDto => ({ ...row, createdAt: row.createdAt.toISOString() })),
    hasMore: rows.length > query.limit,
  };
}

/**
 * Unread rows of combined_messages: contact messages not yet read, and sent e-mails the admin
 * marked unread. The sidebar badge and the dashboard's 'Unread Messages' card both use this.
 */
export async function countUnreadMessages(ctx: ServiceContext): Promise<number> {
  const [row] = await ctx.db
    .select({ unread: count() })
    .from(combinedMessages)
    .where(and(eq(combinedMessages.isRead, false), isCorrespondence));
  return row?.unread ?? 0;
}

/**
 * Marks a message read or unread, in the table it comes from. Only e-mails the list shows (sent,
 * not sign-in links) can be marked; anything else is 'not found', like an unknown id.
 */
export async function setMessageRead(ctx: ServiceContext, update: MessageReadUpdate & { id: string }): Promise<void> {
  const { id } = update;
  const changed =
    update.type === "contact_form"
      ? await ctx.db.update(messages).set({ isRead: update.isRead }).where(eq(messages.id, id)).returning({ id: messages.id })
      : await ctx.db
          .update(mailOutbox)
          .set({ isRead: update.isRead })
          .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "sent"), eq(mailOutbox.isSensitive, false)))
          .returning({ id: mailOutbox.id });
  if (changed.length === 0) throw notFound(messagesTexts.errors.notFound);
}
