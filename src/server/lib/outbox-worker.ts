import { sql, type SQL } from "drizzle-orm";
import type { DatabaseHandle, Unlisten } from "../db/client";
import type { Logger } from "./logger";

/**
 * What the mail and SMS outboxes share: how long a claimed row is leased, the backoff between
 * attempts, and the loop that runs delivery rounds (woken by NOTIFY, with a polling fallback).
 * Each outbox says how it claims due rows, renews a row's lease and delivers one.
 */

/**
 * A claimed row is leased for this long, and its lease renewed while it is being sent (every
 * third of it), so a slow send keeps its row and a row whose instance died is sent by another
 * within about this long plus a poll (ADR 0020). `OUTBOX_LEASE_SECONDS` sets it.
 */
export const DEFAULT_SENDING_LEASE_MS = 30_000;

/** The end of a lease of `leaseMs` from now, on the database's clock (as the rows' other times). */
export function leaseUntil(leaseMs: number): SQL {
  return sql`now() + ${Math.round(leaseMs)}::int * interval '1 millisecond'`;
}
/** A provider down over a long weekend loses nothing. */
export const DEFAULT_RETRY_WINDOW_MS = 3 * 24 * 60 * 60_000;
export const MAX_RETRY_DELAY_MS = 60 * 60_000;

/** 10 s, 20 s, 40 s … capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

/** Whether a failed attempt is the last: a permanent refusal after a few tries, a temporary one after the window. */
export function shouldGiveUp(
  row: { attempts: number; createdAt: Date },
  failure: { permanent: boolean; permanentFailureAttempts: number; retryWindowMs: number },
): boolean {
  return failure.permanent
    ? row.attempts >= failure.permanentFailureAttempts
    : Date.now() - row.createdAt.getTime() >= failure.retryWindowMs;
}

export interface OutboxWorkerOptions {
  /** Fallback poll interval; new rows wake the worker through NOTIFY at once. */
  pollMs?: number;
  /** How long after it was written a row is still retried after temporary failures. */
  retryWindowMs?: number;
  /** Attempts before a row the provider refused for good is marked failed. */
  permanentFailureAttempts?: number;
  batchSize?: number;
  /** How long a claimed row is leased (renewed while it is being sent). */
  leaseMs?: number;
}

/** Rows as the outboxes claim them: `attempts` counts claims, so it tells whose claim a lease is. */
export interface OutboxRow {
  id: string;
  attempts: number;
}

export abstract class OutboxWorker<Row extends OutboxRow> {
  private timer: NodeJS.Timeout | undefined;
  private unlisten: Unlisten | undefined;
  private running: Promise<number> | undefined;
  private again = false;
  private stopped = false;
  private readonly pollMs: number;
  protected readonly retryWindowMs: number;
  protected readonly permanentFailureAttempts: number;
  protected readonly batchSize: number;
  protected readonly leaseMs: number;

  protected constructor(
    /** The NOTIFY channel its table's insert trigger announces new rows on. */
    private readonly channel: string,
    protected readonly log: Logger,
    options: OutboxWorkerOptions,
  ) {
    this.pollMs = options.pollMs ?? 5_000;
    this.retryWindowMs = options.retryWindowMs ?? DEFAULT_RETRY_WINDOW_MS;
    this.permanentFailureAttempts = options.permanentFailureAttempts ?? 2;
    this.batchSize = options.batchSize ?? 10;
    this.leaseMs = options.leaseMs ?? DEFAULT_SENDING_LEASE_MS;
  }

  /** Claims up to `batchSize` due rows (FOR UPDATE SKIP LOCKED), leased and with their attempt counted. */
  protected abstract claim(): Promise<Row[]>;
  /**
   * Extends the lease of a row this worker claimed (`leaseUntil(this.leaseMs)`), if it is still
   * this claim's: still sending, and not claimed since (its `attempts` unchanged). False when
   * another worker has taken it over.
   */
  protected abstract renewLease(row: Row): Promise<boolean>;
  /** Sends one claimed row and records the outcome; true when sent. */
  protected abstract deliver(row: Row): Promise<boolean>;
  /** Closes the transport's connections. */
  protected abstract closeTransport(): Promise<void>;

  async start(database: DatabaseHandle): Promise<void> {
    this.unlisten = await database.listen(this.channel, () => this.wake());
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
        this.log.error({ err: error, outbox: this.channel }, "outbox delivery round failed");
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
    await this.closeTransport();
  }

  /** One round: claim due rows, send each, record the outcome. Returns how many were sent. */
  async deliverDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await this.claim();
      const claimedAt = performance.now();
      if (batch.length === 0) return sent;
      for (const row of batch) {
        // Rows wait their turn behind slow sends: one whose lease may have run out meanwhile is
        // sent only if it is still ours (another instance may have taken it, and sends it).
        if (performance.now() - claimedAt > this.leaseMs / 3 && !(await this.renewLease(row))) continue;
        if (await this.deliverLeased(row)) sent++;
      }
    }
  }

  /** Delivers one row, renewing its lease every third of it until the send is over. */
  private async deliverLeased(row: Row): Promise<boolean> {
    const renewal = setInterval(() => {
      this.renewLease(row).then(
        (kept) => kept || this.log.warn({ outbox: this.channel, id: row.id }, "a row being sent was taken over by another worker"),
        (error: unknown) =>
          this.log.warn({ err: error, outbox: this.channel, id: row.id }, "could not renew the lease of a row being sent"),
      );
    }, this.leaseMs / 3);
    try {
      return await this.deliver(row);
    } finally {
      clearInterval(renewal);
    }
  }
}
