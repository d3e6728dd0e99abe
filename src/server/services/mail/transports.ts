import type { Transporter } from "nodemailer";
import type { Locale } from "@shared/core/i18n";
import type { Database } from "../../db/client";
import { sql } from "drizzle-orm";
import { devMailbox } from "../../db/schema/mail";

export interface MailEnvelope {
  id: string;
  from: string;
  fromName: string | null;
  to: string;
  toName: string | null;
  subject: string;
  text: string;
  html: string;
  /** Sent as Content-Language (ADR 0015). */
  locale: Locale;
}

/** Where mail goes: an SMTP server, or the built-in dev mailbox. */
export interface MailTransport {
  kind: "smtp" | "dev-mailbox";
  /** Throws PermanentMailError when retrying cannot help; any other error is worth retrying. */
  send(mail: MailEnvelope): Promise<void>;
  close(): Promise<void>;
}

/** A send refused for good: the same mail would be refused again (the worker stops retrying it soon). */
export class PermanentMailError extends Error {
  override readonly name = "PermanentMailError";
}

/**
 * RFC 5321: a 5yz reply is a permanent rejection (503, bad command sequence, is about the session,
 * not the mail). A refused login is the shop's own configuration, not the mail's fault: once it is
 * fixed the waiting mail must go out, so it stays temporary. Everything else (no connection,
 * timeouts, 4yz) is temporary.
 */
export function isPermanentSmtpRejection(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  return typeof responseCode === "number" && responseCode >= 500 && responseCode < 600 && responseCode !== 503 && code !== "EAUTH";
}

const address = (email: string, name: string | null) => (name ? { name, address: email } : email);

export function createSmtpTransport(url: string): MailTransport {
  // nodemailer loads with the first mail, not at start-up (cold start).
  let transporter: Promise<Transporter> | undefined;
  const connect = () =>
    (transporter ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }),
    ));
  return {
    kind: "smtp",
    async send(mail) {
      try {
        await (
          await connect()
        ).sendMail({
          from: address(mail.from, mail.fromName),
          to: address(mail.to, mail.toName),
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: `<${mail.id}@${mail.from.split("@")[1] ?? "localhost"}>`,
          headers: { "Content-Language": mail.locale },
        });
      } catch (error) {
        if (isPermanentSmtpRejection(error)) throw new PermanentMailError((error as Error).message, { cause: error });
        throw error;
      }
    },
    async close() {
      if (transporter) (await transporter).close();
    },
  };
}

/**
 * Demo and tests: the mail lands in a table, shown at /dev/mailbox. Once per outbox mail: a
 * worker that died after writing it but before marking it sent leaves it to be sent again when
 * its lease runs out, and the mailbox already holds it (as a receiving server may drop a second
 * copy by its Message-ID, which SMTP sets to the outbox id).
 */
export function createDevMailboxTransport(db: Database): MailTransport {
  return {
    kind: "dev-mailbox",
    async send(mail) {
      await db.execute(sql`
        insert into ${devMailbox} (outbox_id, to_email, from_email, subject, text_body, html_body)
        select ${mail.id}::uuid, ${mail.to.toLowerCase()}, ${mail.from}, ${mail.subject}, ${mail.text}, ${mail.html}
        where not exists (select 1 from ${devMailbox} where outbox_id = ${mail.id}::uuid)`);
    },
    async close() {},
  };
}
