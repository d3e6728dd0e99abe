import { and, desc, eq, sql } from "drizzle-orm";
import type { MessageDto, MessageList } from "@shared/messages/messages";
import type { MessageListQuery, MessageReadUpdate } from "@shared/messages/messages.schema";
import { encodePageCursor } from "@shared/core/params.schema";
import type { ServiceContext } from "../service-context";
import { messages } from "../../db/schema/messages";
import { before, cursorTime } from "../../db/keyset";
import { mailOutbox } from "../../db/schema/mail";
import { notFound } from "../../lib/errors";
import { said } from "@shared/core/said";

/**
 * The admin's messages: the combined_messages of docs/product.md 'Combined message view' (contact messages and sent e-mails),
 * newest first, optionally one type only, `limit` at a time from `cursor` (ADR 0019).
 * Sign-in and verification e-mails are not correspondence: they are one per sign-in, their
 * links are blanked once sent, and they would bury the messages the family needs to read.
 * The list (and its unread count) leaves them out.
 *
 * Read from the view's two tables rather than the view: each half is then one backward scan of
 * an index in the list's order (messages_created_at_id_idx, mail_outbox_sent_idx) that stops
 * after limit + 1 rows, and the two are merged here; through the union the database sorted
 * every sent e-mail on each request.
 */
export async function listMessages(ctx: ServiceContext, query: MessageListQuery): Promise<MessageList> {
  const { limit, cursor } = query;
  const [contact, email] = await Promise.all([
    query.type === "email"
      ? []
      : ctx.db
          .select({
            id: messages.id,
            fromName: messages.name,
            fromEmail: messages.email,
            phone: messages.phone,
            content: messages.message,
            createdAt: messages.createdAt,
            isRead: messages.isRead,
            cursorAt: cursorTime(messages.createdAt),
          })
          .from(messages)
          .where(cursor ? before(messages.createdAt, messages.id, cursor) : undefined)
          .orderBy(desc(messages.createdAt), desc(messages.id))
          .limit(limit + 1),
    query.type === "contact_form"
      ? []
      : ctx.db
          .select({
            id: mailOutbox.id,
            fromName: mailOutbox.fromName,
            fromEmail: mailOutbox.fromEmail,
            toEmail: mailOutbox.toEmail,
            subject: mailOutbox.subject,
            content: mailOutbox.textBody,
            createdAt: emailTime,
            isRead: mailOutbox.isRead,
            relatedOrderId: mailOutbox.relatedOrderId,
            cursorAt: cursorTime(emailTime),
          })
          .from(mailOutbox)
          .where(and(sentCorrespondence, cursor ? before(emailTime, mailOutbox.id, cursor) : undefined))
          .orderBy(desc(emailTime), desc(mailOutbox.id))
          .limit(limit + 1),
  ]);
  const merged: (MessageDto & { cursorAt: string })[] = [
    ...contact.map((row) => ({
      ...row,
      type: "contact_form" as const,
      toEmail: null,
      subject: null,
      relatedOrderId: null,
      createdAt: row.createdAt.toISOString(),
    })),
    ...email.map((row) => ({ ...row, type: "email" as const, phone: null, createdAt: new Date(row.createdAt).toISOString() })),
  ].sort((a, b) => compareDesc(a.cursorAt, b.cursorAt) || compareDesc(a.id, b.id));
  const page = merged.slice(0, limit);
  const last = page.at(-1);
  const hasMore = merged.length > limit;
  return {
    messages: page.map(({ cursorAt: _cursorAt, ...message }) => message),
    hasMore,
    nextCursor: hasMore && last ? encodePageCursor({ createdAt: last.cursorAt, id: last.id }) : null,
  };
}

/** The e-mail half of combined_messages: sent, and not a sign-in link. */
const sentCorrespondence = sql`${mailOutbox.status} = 'sent' and not ${mailOutbox.isSensitive}`;
/** When a sent e-mail went out: the view's created_at for it (and mail_outbox_sent_idx's key). */
const emailTime = sql<Date | string>`coalesce(${mailOutbox.sentAt}, ${mailOutbox.createdAt})`;

/** Newest first: the database's order for fixed-width UTC times and lowercase uuids alike. */
const compareDesc = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

/**
 * Unread rows of combined_messages: contact messages not yet read, and sent e-mails the admin
 * marked unread. The sidebar badge and the dashboard's 'Unread Messages' card both use this.
 * Two counts over partial indexes of the unread rows alone (messages_unread_idx,
 * mail_outbox_unread_idx): the read history is never scanned.
 */
export async function countUnreadMessages(ctx: ServiceContext): Promise<number> {
  const [row] = await ctx.db
    .select({
      unread: sql<number>`(select count(*) from ${messages} where not ${messages.isRead})::int
        + (select count(*) from ${mailOutbox} where ${sentCorrespondence} and not ${mailOutbox.isRead})::int`,
    })
    .from(sql`(select 1) as one`);
  return Number(row?.unread ?? 0);
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
  if (changed.length === 0) throw notFound(said("messagesTexts.errors.notFound"));
}
