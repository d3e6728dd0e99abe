import { and, asc, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Database, DatabaseHandle, Unlisten } from "../../db/client";
import { mailOutbox } from "../../db/schema/mail";
import type { Logger } from "../../lib/logger";
import { redactLinks } from "./outbox";
import { PermanentMailError, type MailTransport } from "./transports";

export interface MailWorkerOptions {
  /** Fallback poll interval; new mails wake the worker through NOTIFY at once. */
  pollMs?: number;
  /** How long after it was written a mail is still retried after temporary failures. */
  retryWindowMs?: number;
  /** Attempts before a mail the server refused for good (SMTP 5xx) is marked failed. */
  permanentFailureAttempts?: number;
  batchSize?: number;
}

const SENDING_LEASE_MS = 5 * 60_000;
/** A mail server down over a long weekend loses nothing. */
export const DEFAULT_RETRY_WINDOW_MS = 3 * 24 * 60 * 60_000;
export const MAX_RETRY_DELAY_MS = 60 * 60_000;

/** 10 s, 20 s, 40 s … capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

/**
 * Delivers the outbox. Claims due mails with `FOR UPDATE SKIP LOCKED` (several instances can
 * run one each), leases them for five minutes (a crash mid-send lets another worker retry),
 * and on failure schedules a retry with capped exponential backoff: temporary failures for as
 * long as the retry window lasts, a permanent refusal only a second time.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private unlisten: Unlisten | undefined;
  private running: Promise<number> | undefined;
  private again = false;
  private stopped = false;
  private readonly pollMs: number;
  private readonly retryWindowMs: number;
  private readonly permanentFailureAttempts: number;
  private readonly batchSize: number;

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly log: Logger,
    options: MailWorkerOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 5_000;
    this.retryWindowMs = options.retryWindowMs ?? DEFAULT_RETRY_WINDOW_MS;
    this.permanentFailureAttempts = options.permanentFailureAttempts ?? 2;
    this.batchSize = options.batchSize ?? 10;
  }

  async start(database: DatabaseHandle): Promise<void> {
    this.unlisten = await database.listen("mail_outbox", () => this.wake());
    const tick = () => {
      if (this.stopped) return;
      this.wake();
      this.timer = setTimeout(tick, this.pollMs);
      this.timer.unref();
    };
    tick();
  }

  /** Runs a delivery round now (or right after the one in progress). */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.deliverDue()
      .catch((error: unknown) => {
        this.log.error({ err: error }, "mail delivery round failed");
        return 0;
      })
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Waits until no round is running (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.unlisten?.();
    await this.idle();
    await this.transport.close();
  }

  /** One round: claim due mails, send each, record the outcome. Returns how many were sent. */
  async deliverDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await this.claim();
      if (batch.length === 0) return sent;
      for (const mail of batch) {
        if (await this.deliver(mail)) sent++;
      }
    }
  }

  // Times come from the database's clock, like the rows' defaults, so "due" is never off
  // by the JavaScript clock's coarser precision.
  private async claim() {
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
        lockedUntil: sql`now() + ${SENDING_LEASE_MS}::int * interval '1 millisecond'`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  private async deliver(mail: typeof mailOutbox.$inferSelect): Promise<boolean> {
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
      const giveUp = permanent
        ? mail.attempts >= this.permanentFailureAttempts
        : Date.now() - mail.createdAt.getTime() >= this.retryWindowMs;
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
