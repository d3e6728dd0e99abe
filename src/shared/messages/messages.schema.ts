import { z } from "../core/zod";
import { ADMIN_MESSAGES_MAX, ADMIN_MESSAGES_PAGE_SIZE, CONTACT_LIMITS, MESSAGE_FILTERS, MESSAGE_TYPES } from "./messages";
import { limitQuerySchema, pageCursorSchema } from "../core/params.schema";
import { contactTexts as englishContactTexts } from "../texts/contact";
import { errorTexts as englishErrorTexts } from "../texts/errors";
import { messagesTexts as englishMessagesTexts } from "../texts/messages";
import { keyedTexts } from "../core/said";

/** Its messages are text keys, said at the edge in the reader's language (shared/core/said.ts). */
const contactTexts = /* @__PURE__ */ keyedTexts("contactTexts", englishContactTexts);
const errorTexts = /* @__PURE__ */ keyedTexts("errorTexts", englishErrorTexts);
const messagesTexts = /* @__PURE__ */ keyedTexts("messagesTexts", englishMessagesTexts);

/**
 * Messages' inputs: the contact form (validated on the server with bounded lengths) and the
 * admin's list and read flag (docs/product.md 'Admin messages', 'Contact messages').
 * Zod: never imported by storefront pages (the contact form checks with native constraints).
 */
const { errors } = contactTexts;

/** Digits, spaces and the usual phone punctuation; at least 7 digits when given. */
const PHONE = /^[\d\s()+.-]*$/;

/**
 * The contact form's input (docs/product.md 'Contact validation': name, email and message required,
 * email a valid address). Validated again on the server with bounded lengths.
 */
export const contactInputSchema = z.object({
  name: z.string().trim().min(1, errors.nameRequired).max(CONTACT_LIMITS.name, errors.tooLong("name")),
  email: z.string().trim().min(1, errors.emailRequired).max(CONTACT_LIMITS.email, errors.tooLong("email")).email(errors.emailInvalid),
  phone: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.phone, errors.tooLong("phone"))
    .refine((value) => value === "" || (PHONE.test(value) && value.replace(/\D/g, "").length >= 7), errors.phoneInvalid)
    .optional()
    .nullable()
    .transform((value) => value || null),
  message: z.string().trim().min(1, errors.messageRequired).max(CONTACT_LIMITS.message, errors.tooLong("message")),
});

export type ContactInput = z.input<typeof contactInputSchema>;
export type ContactMessage = z.output<typeof contactInputSchema>;

export const messageListQuerySchema = z.object({
  type: z.enum(MESSAGE_FILTERS, { error: errorTexts.choose(MESSAGE_FILTERS) }).default("all"),
  limit: limitQuerySchema(ADMIN_MESSAGES_PAGE_SIZE, ADMIN_MESSAGES_MAX),
  /** The previous page's nextCursor: the messages older than its last one. */
  cursor: pageCursorSchema.optional(),
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

/**
 * Mark read or unread. The type says which table the id belongs to: contact messages keep
 * their flag in `messages.is_read`, sent e-mails in `mail_outbox.is_read`.
 */
export const messageReadUpdateSchema = z.object({
  type: z.enum(MESSAGE_TYPES, { error: errorTexts.choose(MESSAGE_TYPES) }),
  isRead: z.boolean({ error: messagesTexts.errors.isReadBoolean }),
});
export type MessageReadUpdate = z.infer<typeof messageReadUpdateSchema>;
