/**
 * Messages (docs/product.md 'Message record', 'Combined message view'): what the contact form
 * sends and what the admin's list shows. No zod here: the contact page loads this module
 * (ADR 0008); the input schemas are in messages.schema.ts.
 */

/** Length limits of the contact form, shared by the form's native constraints (maxLength) and the server's schema. */
export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  message: 5_000,
} as const;

export const MESSAGE_TYPES = ["contact_form", "email"] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

export const MESSAGE_FILTERS = ["all", ...MESSAGE_TYPES] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];

export const ADMIN_MESSAGES_PAGE_SIZE = 50;
export const ADMIN_MESSAGES_MAX = 500;

/** One row of the combined_messages view (docs/product.md 'Combined message view'). */
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
  /** When hasMore: the `cursor` that asks for the next page (keyset pagination); else null. */
  nextCursor: string | null;
}

export interface UnreadMessageCount {
  /** Unread rows of combined_messages: contact messages and sent e-mails marked unread. */
  unread: number;
}
