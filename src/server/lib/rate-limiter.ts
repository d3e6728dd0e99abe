export interface RateLimitResult {
  allowed: boolean;
  /** Milliseconds until the next hit would be allowed (0 when allowed). */
  retryAfterMs: number;
}

/**
 * Counts hits per key in a sliding window (two fixed windows, weighted), in memory. Limits
 * are per app instance: with several instances the effective limit is multiplied, which is
 * acceptable for abuse protection (not for quotas).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; current: number; previous: number }>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly maxKeys = 50_000,
  ) {}

  hit(key: string, now = Date.now()): RateLimitResult {
    let window = this.windows.get(key);
    const windowStart = now - (now % this.windowMs);
    if (!window || window.start <= windowStart - 2 * this.windowMs) {
      window = { start: windowStart, current: 0, previous: 0 };
    } else if (window.start < windowStart) {
      window = { start: windowStart, current: 0, previous: window.current };
    }
    const elapsed = (now - windowStart) / this.windowMs;
    const weighted = window.previous * (1 - elapsed) + window.current;
    if (weighted >= this.max) {
      this.remember(key, window);
      const retryAfterMs = Math.max(1_000, Math.ceil(this.windowMs * (1 - elapsed)));
      return { allowed: false, retryAfterMs };
    }
    window.current++;
    this.remember(key, window);
    return { allowed: true, retryAfterMs: 0 };
  }

  reset(): void {
    this.windows.clear();
  }

  private remember(key: string, window: { start: number; current: number; previous: number }) {
    if (!this.windows.has(key) && this.windows.size >= this.maxKeys) {
      // Evict the oldest key (Map keeps insertion order).
      const oldest = this.windows.keys().next().value;
      if (oldest !== undefined) this.windows.delete(oldest);
    }
    this.windows.set(key, window);
  }
}

/** How many hits a window allows. */
export interface RateLimitRule {
  max: number;
  windowMs: number;
}

/**
 * The app's rate limiters, one per scope, made on first use and held by the app context (no
 * module-level state: each app, and each test's app, counts on its own).
 */
export interface RateLimits {
  hit(scope: string, rule: RateLimitRule, key: string): RateLimitResult;
}

export function createRateLimits(): RateLimits {
  const limiters = new Map<string, RateLimiter>();
  return {
    hit(scope, rule, key) {
      let limiter = limiters.get(scope);
      if (!limiter) {
        limiter = new RateLimiter(rule.max, rule.windowMs);
        limiters.set(scope, limiter);
      }
      return limiter.hit(key);
    },
  };
}
