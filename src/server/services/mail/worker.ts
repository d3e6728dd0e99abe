import { and, asc, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { mailOutbox } from "../../db/schema/mail";
import type { Logger } from "../../lib/logger";
import {
  DEFAULT_RETRY_WINDOW_MS,
  MAX_RETRY_DELAY_MS,
  OutboxWorker,
  leaseUntil,
  retryDelayMs,
  shouldGiveUp,
  type OutboxWorkerOptions,
} from "../../lib/outbox-worker";
import { redactLinks } from "./outbox";
import { PermanentMailError, type MailTransport } from "./transports";

export type MailWorkerOptions = OutboxWorkerOptions;

export { DEFAULT_RETRY_WINDOW_MS, MAX_RETRY_DELAY_MS, retryDelayMs };

/**
 * Delivers the outbox. Claims due mails with `FOR UPDATE SKIP LOCKED` (several instances can
 * run one each), leases them for half a minute and renews the lease while a mail is being sent
 * (a slow SMTP server keeps its mail; an instance that dies lets another retry it soon: ADR
 * 0020), and on failure schedules a retry with capped exponential backoff: temporary failures
 * for as long as the retry window lasts, a permanent refusal only a second time.
 */
export class MailWorker extends OutboxWorker<typeof mailOutbox.$inferSelect> {
  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    log: Logger,
    options: MailWorkerOptions = {},
  ) {
    super("mail_outbox", log, options);
  }

  protected closeTransport(): Promise<void> {
    return this.transport.close();
  }

  // Times come from the database's clock, like the rows' defaults, so "due" is never off
  // by the JavaScript clock's coarser precision.
  protected async claim() {
    const due = this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        or(
          and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, sql`now()`)),
          and(eq(mailOutbox.status, "sending"), lte(mailOutbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(this.batchSize)
      .for("update", { skipLocked: true });
    return this.db
      .update(mailOutbox)
      .set({
        status: "sending",
        attempts: sql`${mailOutbox.attempts} + 1`,
        lockedUntil: leaseUntil(this.leaseMs),
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  protected async renewLease(mail: typeof mailOutbox.$inferSelect): Promise<boolean> {
    const kept = await this.db
      .update(mailOutbox)
      .set({ lockedUntil: leaseUntil(this.leaseMs) })
      .where(and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, "sending"), eq(mailOutbox.attempts, mail.attempts)))
      .returning({ id: mailOutbox.id });
    return kept.length === 1;
  }

  protected async deliver(mail: typeof mailOutbox.$inferSelect): Promise<boolean> {
    try {
      await this.transport.send({
        id: mail.id,
        from: mail.fromEmail,
        fromName: mail.fromName,
        to: mail.toEmail,
        toName: mail.toName,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
        locale: mail.locale,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const permanent = error instanceof PermanentMailError;
      const giveUp = shouldGiveUp(mail, {
        permanent,
        permanentFailureAttempts: this.permanentFailureAttempts,
        retryWindowMs: this.retryWindowMs,
      });
      await this.db
        .update(mailOutbox)
        .set({
          status: giveUp ? "failed" : "pending",
          lockedUntil: null,
          lastError: message.slice(0, 500),
          nextAttemptAt: sql`now() + ${retryDelayMs(mail.attempts)}::int * interval '1 millisecond'`,
        })
        .where(eq(mailOutbox.id, mail.id));
      const details = { mailId: mail.id, kind: mail.kind, attempts: mail.attempts, permanent, error: message };
      if (giveUp) this.log.error(details, "mail given up: it will not be sent");
      else this.log.warn(details, "mail not sent, will retry");
      return false;
    }
    await this.db
      .update(mailOutbox)
      .set({
        status: "sent",
        sentAt: sql`now()`,
        lockedUntil: null,
        lastError: null,
        ...(mail.isSensitive && { textBody: redactLinks(mail.textBody), htmlBody: redactLinks(mail.htmlBody) }),
      })
      .where(eq(mailOutbox.id, mail.id));
    this.log.info({ mailId: mail.id, kind: mail.kind, transport: this.transport.kind }, "mail sent");
    return true;
  }
}
