import { z } from "zod";

/**
 * The admin's messages screen (SPEC.md section 2 'Admin messages', section 4 'Contact
 * message'): the combined_messages view of contact-form messages and sent e-mails.
 * Admin-only: zod must never reach the storefront's first load (ADR 0008).
 */

export const MESSAGE_TYPES = ["contact_form", "email"] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export const MESSAGE_FILTERS = ["all", ...MESSAGE_TYPES] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

export const ADMIN_MESSAGES_PAGE_SIZE = 50;
export const ADMIN_MESSAGES_MAX = 500;

export const messageListQuerySchema = z.object({
  type: z.enum(MESSAGE_FILTERS, { error: `Choose one of: ${MESSAGE_FILTERS.join(", ")}.` }).default("all"),
  limit: z.coerce
    .number({ error: "limit must be a number." })
    .int("limit must be a whole number.")
    .min(1, "limit must be at least 1.")
    .max(ADMIN_MESSAGES_MAX, `limit must be at most ${ADMIN_MESSAGES_MAX}.`)
    .default(ADMIN_MESSAGES_PAGE_SIZE),
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

/**
 * Mark read or unread. The type says which table the id belongs to: contact messages keep
 * their flag in `messages.is_read`, sent e-mails in `mail_outbox.is_read`.
 */
export const messageReadUpdateSchema = z.object({
  type: z.enum(MESSAGE_TYPES, { error: `Choose one of: ${MESSAGE_TYPES.join(", ")}.` }),
  isRead: z.boolean({ error: "isRead must be true or false." }),
});
export type MessageReadUpdate = z.infer<typeof messageReadUpdateSchema>;

/** One row of the combined_messages view (SPEC.md section 3). */
export interface MessageDto {
  id: string;
  type: MessageType;
  fromName: string | null;
  fromEmail: string | null;
  /** Contact messages only, when the sender gave one (not part of the view: read from messages). */
  phone: string | null;
  /** Sent e-mails only: the recipient. */
  toEmail: string | null;
  /** Sent e-mails only. */
  subject: string | null;
  content: string;
  createdAt: string;
  isRead: boolean;
  /** Sent e-mails about an order. */
  relatedOrderId: string | null;
}

export interface MessageList {
  /** Newest first. */
  messages: MessageDto[];
  hasMore: boolean;
}

export interface UnreadMessageCount {
  /** Unread rows of combined_messages: contact messages and sent e-mails marked unread. */
  unread: number;
}
