import { redactLinks } from "../mail/outbox";
import { and, asc, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { smsOutbox } from "../../db/schema/sms";
import type { Logger } from "../../lib/logger";
import { leaseUntil, OutboxWorker, retryDelayMs, shouldGiveUp, type OutboxWorkerOptions } from "../../lib/outbox-worker";
import { isOptedOut, optOut } from "./outbox";
import { PermanentSmsError, type SmsTransport } from "./transports";

type SmsRow = typeof smsOutbox.$inferSelect;

/** What a message that was not sent because its number replied STOP says in last_error. */
export const OPTED_OUT_ERROR = "recipient opted out (STOP)";

/**
 * Delivers the SMS outbox as the mail worker delivers mail (lib/outbox-worker.ts): claims due
 * rows with `FOR UPDATE SKIP LOCKED`, leases them (renewed while sending), retries with capped
 * backoff. A number that replied STOP after its message was queued is checked again here, at
 * send time: the message is marked failed, never sent.
 */
export class SmsWorker extends OutboxWorker<SmsRow> {
  constructor(
    private readonly db: Database,
    private readonly transport: SmsTransport,
    log: Logger,
    options: OutboxWorkerOptions = {},
  ) {
    super("sms_outbox", log, options);
  }

  protected closeTransport(): Promise<void> {
    return this.transport.close();
  }

  protected async claim(): Promise<SmsRow[]> {
    const due = this.db
      .select({ id: smsOutbox.id })
      .from(smsOutbox)
      .where(
        or(
          and(eq(smsOutbox.status, "pending"), lte(smsOutbox.nextAttemptAt, sql`now()`)),
          and(eq(smsOutbox.status, "sending"), lte(smsOutbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(smsOutbox.nextAttemptAt))
      .limit(this.batchSize)
      .for("update", { skipLocked: true });
    return this.db
      .update(smsOutbox)
      .set({
        status: "sending",
        attempts: sql`${smsOutbox.attempts} + 1`,
        lockedUntil: leaseUntil(this.leaseMs),
      })
      .where(inArray(smsOutbox.id, due))
      .returning();
  }

  protected async renewLease(sms: SmsRow): Promise<boolean> {
    const kept = await this.db
      .update(smsOutbox)
      .set({ lockedUntil: leaseUntil(this.leaseMs) })
      .where(and(eq(smsOutbox.id, sms.id), eq(smsOutbox.status, "sending"), eq(smsOutbox.attempts, sms.attempts)))
      .returning({ id: smsOutbox.id });
    return kept.length === 1;
  }

  protected async deliver(sms: SmsRow): Promise<boolean> {
    if (await isOptedOut(this.db, sms.toPhone)) {
      await this.markFailed(sms, OPTED_OUT_ERROR);
      this.log.info({ smsId: sms.id, kind: sms.kind }, "text message not sent: the number replied STOP");
      return false;
    }
    let providerMessageId: string | null;
    try {
      ({ providerMessageId } = await this.transport.send({ id: sms.id, to: sms.toPhone, body: sms.body }));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const permanent = error instanceof PermanentSmsError;
      if (permanent && error.recipientOptedOut) {
        // The provider heard STOP where we did not (another webhook, its own list): remember it.
        await optOut(this.db, sms.toPhone);
        await this.markFailed(sms, message);
        return false;
      }
      const giveUp = shouldGiveUp(sms, {
        permanent,
        permanentFailureAttempts: this.permanentFailureAttempts,
        retryWindowMs: this.retryWindowMs,
      });
      await this.db
        .update(smsOutbox)
        .set({
          status: giveUp ? "failed" : "pending",
          lockedUntil: null,
          lastError: message.slice(0, 500),
          nextAttemptAt: sql`now() + ${retryDelayMs(sms.attempts)}::int * interval '1 millisecond'`,
        })
        .where(eq(smsOutbox.id, sms.id));
      const details = { smsId: sms.id, kind: sms.kind, attempts: sms.attempts, permanent, error: message };
      if (giveUp) this.log.error(details, "text message given up: it will not be sent");
      else this.log.warn(details, "text message not sent, will retry");
      return false;
    }
    await this.db
      .update(smsOutbox)
      // A gift card's text carries its code: once sent, the stored copy keeps none (ADR 0024).
      .set({
        status: "sent",
        sentAt: sql`now()`,
        lockedUntil: null,
        lastError: null,
        providerMessageId,
        ...(sms.kind === "gift_card" && { body: redactLinks(sms.body) }),
      })
      .where(eq(smsOutbox.id, sms.id));
    this.log.info({ smsId: sms.id, kind: sms.kind, transport: this.transport.kind }, "text message sent");
    return true;
  }

  private async markFailed(sms: SmsRow, reason: string): Promise<void> {
    await this.db.update(smsOutbox).set({ status: "failed", lockedUntil: null, lastError: reason }).where(eq(smsOutbox.id, sms.id));
  }
}
