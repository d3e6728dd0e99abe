import type { MessageFilter } from "../messages/messages";

/** Words of the admin's messages screen (docs/product.md 'Admin messages', 'Contact messages', 'Admin messages texts'). */
export const messagesTexts = {
  heading: "Messages",
  subtitle: "Contact form messages and the e-mails the shop sent, newest first.",
  loadFailed: "Failed to load messages",
  retry: "Try again",
  filters: { all: "All", contact_form: "Contact form", email: "E-mails" } satisfies Record<MessageFilter, string>,
  filterLabel: "Show messages",
  empty: { all: "No messages yet.", contact_form: "No contact form messages yet.", email: "No e-mails sent yet." } satisfies Record<
    MessageFilter,
    string
  >,
  type: { contact_form: "Contact form", email: "E-mail" },
  unread: "Unread",
  from: "From",
  to: (email: string) => `To ${email}`,
  noSubject: "(no subject)",
  aboutOrder: (shortId: string) => `Order #${shortId}`,
  markRead: "Mark as read",
  markUnread: "Mark as unread",
  markReadOf: (who: string) => `Mark as read: message from ${who}`,
  markUnreadOf: (who: string) => `Mark as unread: message from ${who}`,
  markedRead: "Message marked as read",
  markedUnread: "Message marked as unread",
  updateFailed: "Failed to update message status",
  showMore: "Show more messages",
  expand: "Show all",
  collapse: "Show less",
  unknownSender: "Unknown sender",
  errors: {
    isReadBoolean: "isRead must be true or false.",
    notFound: "Message not found.",
  },
} as const;
