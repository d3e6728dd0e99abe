import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { Clock } from "../services/service-context";
import type { Logger } from "./logger";

export interface RateLimitResult {
  allowed: boolean;
  /** Milliseconds until the next hit would be allowed (0 when allowed). */
  retryAfterMs: number;
}

/** How many hits a window allows. */
export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/**
 * The sliding window's arithmetic, without storage: a hit at `now` falls in the fixed window
 * starting at `windowStart`; the window before it still counts, weighted by the part of it
 * the sliding window still covers (`previousWeight`, from 1 just after the turn to 0 at its end).
 */
export interface SlidingWindow {
  windowStart: number;
  previousWindowStart: number;
  previousWeight: number;
  /** When a refused hit may try again: the end of the current window, at least a second away. */
  retryAfterMs: number;
}

export function slidingWindow(now: number, windowMs: number): SlidingWindow {
  const windowStart = now - (now % windowMs);
  const elapsed = (now - windowStart) / windowMs;
  return {
    windowStart,
    previousWindowStart: windowStart - windowMs,
    previousWeight: 1 - elapsed,
    retryAfterMs: Math.max(1_000, Math.ceil(windowMs * (1 - elapsed))),
  };
}

/** Whether one more hit is allowed: the weighted count so far stays under the maximum. */
export function allowsAnotherHit(counts: { previous: number; current: number }, previousWeight: number, max: number): boolean {
  return counts.previous * previousWeight + counts.current < max;
}

/**
 * The app's rate limits, by scope (e.g. "contact", "auth-email:/api/auth/sign-in/email"), held
 * by the app context. Counted in the database, so they hold across every app instance.
 */
export interface RateLimits {
  hit(scope: string, rule: RateLimitRule, key: string): Promise<RateLimitResult>;
}

export interface RateLimitsOptions {
  /** The time of a hit; the same clock decides the window and which rows have expired. */
  clock: Clock;
  /** Expired counters are deleted at most this often per instance. */
  pruneEveryMs?: number;
  /** A failing database is reported at most this often. */
  warnEveryMs?: number;
}

/** Keys are client addresses and e-mail addresses: only their hashes are stored. */
export function rateLimitKeyHash(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

/**
 * Rate limits counted in `rate_limit_counters` (ADR 0018: several instances, one database).
 *
 * A hit is one statement: it reads the previous window's count and adds one to the current
 * window's only while the weighted count stays under the maximum, so a refused hit counts for
 * nothing. The current window's row is locked by the upsert itself and its count re-read under
 * that lock, so two instances racing for the last hit cannot both have it. (The previous window
 * is read from the statement's snapshot: a hit landing in it on another instance in the very
 * millisecond the window turns may be missed, at worst one hit too many once.)
 *
 * The database failing must not take the shop down with it: a hit is then allowed (fail open)
 * and a warning logged now and then. Expired rows are deleted by each instance about once a
 * minute, after a hit and without its request waiting.
 */
export function createRateLimits(db: Database, log: Logger, options: RateLimitsOptions): RateLimits {
  const pruneEveryMs = options.pruneEveryMs ?? 60_000;
  const warnEveryMs = options.warnEveryMs ?? 60_000;
  let lastPruneAt = 0;
  let pruning = false;
  let lastWarnAt = Number.NEGATIVE_INFINITY;

  function warn(error: unknown, message: string) {
    const now = Date.now();
    if (now - lastWarnAt < warnEveryMs) return;
    lastWarnAt = now;
    log.warn({ err: error }, message);
  }

  function pruneNowAndThen(now: number) {
    // Math.abs: a clock set back (tests do) must not stop the pruning until it catches up.
    if (pruning || Math.abs(now - lastPruneAt) < pruneEveryMs) return;
    pruning = true;
    lastPruneAt = now;
    db.execute(sql`delete from rate_limit_counters where expires_at < ${new Date(now).toISOString()}::timestamptz`)
      .catch((error: unknown) => warn(error, "could not delete expired rate-limit counters"))
      .finally(() => (pruning = false));
  }

  return {
    async hit(scope, rule, key) {
      const now = options.clock.now().getTime();
      const window = slidingWindow(now, rule.windowMs);
      const keyHash = rateLimitKeyHash(key);
      // A row is needed while it is the current or the previous window.
      const expiresAt = new Date(window.windowStart + 2 * rule.windowMs).toISOString();
      let allowed: boolean;
      try {
        // `allowance`: how many hits the current window may hold, given the previous one's
        // weighted count (allowsAnotherHit, in SQL: previous * weight + current < max).
        // `relaxed`: this statement's own transaction commits without waiting for the disk (it is
        // on the pool, never in a caller's transaction). A database crash may forget the last
        // fraction of a second of hits; every other session sees each hit at once all the same.
        const result = (await db.execute(sql`
          with relaxed as (
            select set_config('synchronous_commit', 'off', true)
          ), previous as (
            select coalesce(
              (select hits from rate_limit_counters
                where scope = ${scope}::text and key_hash = ${keyHash}::text and window_start = ${window.previousWindowStart}::bigint),
              0
            ) * ${window.previousWeight}::float8 as weighted
            from relaxed
          ), limits as (
            select ${rule.max}::float8 - previous.weighted as allowance from previous
          )
          insert into rate_limit_counters (scope, key_hash, window_start, hits, expires_at)
          select ${scope}::text, ${keyHash}::text, ${window.windowStart}::bigint, 1, ${expiresAt}::timestamptz
            from limits where limits.allowance > 0
          on conflict (scope, key_hash, window_start) do update
            set hits = rate_limit_counters.hits + 1
            where rate_limit_counters.hits < (select allowance from limits)
          returning hits`)) as unknown as { rows: unknown[] };
        // Both drivers answer with the returned rows: one when the hit was counted, none when refused.
        allowed = result.rows.length > 0;
      } catch (error) {
        warn(error, "rate limits unavailable: requests are let through unlimited");
        return { allowed: true, retryAfterMs: 0 };
      }
      pruneNowAndThen(now);
      return allowed ? { allowed: true, retryAfterMs: 0 } : { allowed: false, retryAfterMs: window.retryAfterMs };
    },
  };
}
