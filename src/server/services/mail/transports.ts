import type { Transporter } from "nodemailer";
import type { Database } from "../../db/client";
import { devMailbox } from "../../db/schema";

export interface MailEnvelope {
  id: string;
  from: string;
  fromName: string | null;
  to: string;
  toName: string | null;
  subject: string;
  text: string;
  html: string;
}

/** Where mail goes: an SMTP server, or the built-in dev mailbox. */
export interface MailTransport {
  kind: "smtp" | "dev-mailbox";
  send(mail: MailEnvelope): Promise<void>;
  close(): Promise<void>;
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
      await (await connect()).sendMail({
        from: address(mail.from, mail.fromName),
        to: address(mail.to, mail.toName),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<${mail.id}@${mail.from.split("@")[1] ?? "localhost"}>`,
      });
    },
    async close() {
      if (transporter) (await transporter).close();
    },
  };
}

/** Demo and tests: the mail lands in a table, shown at /dev/mailbox. */
export function createDevMailboxTransport(db: Database): MailTransport {
  return {
    kind: "dev-mailbox",
    async send(mail) {
      await db.insert(devMailbox).values({
        outboxId: mail.id,
        toEmail: mail.to.toLowerCase(),
        fromEmail: mail.from,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
      });
    },
    async close() {},
  };
}
