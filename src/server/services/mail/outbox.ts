import type { Config } from "../../config";
import type { Executor } from "../../db/client";
import { mailOutbox } from "../../db/schema/mail";
import type { Locale } from "@shared/core/i18n";
import type { MailContent } from "./layout";

export interface OutgoingMail extends Omit<MailContent, "locale"> {
  /** The language the mail is written in; English when not said. */
  locale?: Locale;
  /** What the mail is about: 'magic_link', 'verify_email', 'order_confirmation', … */
  kind: string;
  to: string;
  toName?: string | null;
  relatedOrderId?: string | null;
  /** One mail per fact: a second enqueue with the same key is ignored. */
  dedupeKey?: string;
  /** Holds a secret (a sign-in link): its stored copy is blanked once sent. */
  sensitive?: boolean;
}

/** The outbox as the services use it: `ctx.mail.enqueue(tx, mail)`. */
export interface Outbox {
  /**
   * Writes a mail to the outbox. Call it inside the transaction of the change that causes the
   * mail, so both happen or neither does; the mail worker delivers it. Returns null when the
   * dedupe key was already used.
   */
  enqueue(db: Executor, mail: OutgoingMail): Promise<{ id: string } | null>;
}

/** The outbox of this shop's sender address. */
export function createOutbox(config: Pick<Config, "mail">): Outbox {
  return {
    async enqueue(db, mail) {
      const rows = await db
        .insert(mailOutbox)
        .values({
          kind: mail.kind,
          toEmail: mail.to,
          toName: mail.toName ?? null,
          fromEmail: config.mail.from,
          fromName: config.mail.fromName,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html,
          locale: mail.locale ?? "en",
          relatedOrderId: mail.relatedOrderId ?? null,
          dedupeKey: mail.dedupeKey ?? null,
          isSensitive: mail.sensitive ?? false,
        })
        .onConflictDoNothing({ target: mailOutbox.dedupeKey })
        .returning({ id: mailOutbox.id });
      return rows[0] ?? null;
    },
  };
}

const URL_PATTERN = /https?:\/\/[^\s"'<>]+/g;
export const REDACTED_LINK = "[link removed after sending]";

/** A gift card's code as mails and texts print it (ADR 0024: the shop keeps only its hash). */
const GIFT_CARD_CODE_PATTERN = /\b[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}\b/g;
export const REDACTED_CODE = "[code removed after sending]";

/** The stored copy of a sensitive mail or text once sent: same words, links and gift card codes removed. */
export function redactLinks(body: string): string {
  return body.replace(URL_PATTERN, REDACTED_LINK).replace(GIFT_CARD_CODE_PATTERN, REDACTED_CODE);
}
