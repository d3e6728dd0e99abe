import pino from "pino";
import { describe, expect, it } from "vitest";
import type { Database } from "@server/db/client";
import { allowsAnotherHit, createRateLimits, rateLimitKeyHash, slidingWindow, type RateLimitResult } from "@server/lib/rate-limiter";

/**
 * The sliding window's arithmetic (lib/rate-limiter.ts); the database applies it in one
 * statement, tested in tests/integration/shared-state.test.ts. Here a tiny in-memory counter
 * plays the table's part: refused hits are not counted.
 */
function counter(max: number, windowMs: number) {
  const hits = new Map<number, number>();
  return (now: number) => {
    const window = slidingWindow(now, windowMs);
    const counts = { previous: hits.get(window.previousWindowStart) ?? 0, current: hits.get(window.windowStart) ?? 0 };
    if (!allowsAnotherHit(counts, window.previousWeight, max)) return { allowed: false, retryAfterMs: window.retryAfterMs };
    hits.set(window.windowStart, counts.current + 1);
    return { allowed: true, retryAfterMs: 0 };
  };
}

describe("rate limits' sliding window", () => {
  it("places a time in its fixed window, weighing the previous one by what the sliding window still covers", () => {
    expect(slidingWindow(6_000_000, 60_000)).toEqual({
      windowStart: 6_000_000,
      previousWindowStart: 5_940_000,
      previousWeight: 1,
      retryAfterMs: 60_000,
    });
    expect(slidingWindow(6_045_000, 60_000)).toEqual({
      windowStart: 6_000_000,
      previousWindowStart: 5_940_000,
      previousWeight: 0.25,
      retryAfterMs: 15_000,
    });
  });

  it("asks a refused client to wait until the window ends, never less than a second", () => {
    expect(slidingWindow(6_059_999, 60_000).retryAfterMs).toBe(1_000);
    expect(slidingWindow(6_030_000, 60_000).retryAfterMs).toBe(30_000);
  });

  it("allows while the weighted count stays under the maximum", () => {
    expect(allowsAnotherHit({ previous: 0, current: 2 }, 1, 3)).toBe(true);
    expect(allowsAnotherHit({ previous: 0, current: 3 }, 1, 3)).toBe(false);
    expect(allowsAnotherHit({ previous: 4, current: 0 }, 0.5, 3)).toBe(true);
    expect(allowsAnotherHit({ previous: 4, current: 1 }, 0.5, 3)).toBe(false);
  });

  it("allows up to max hits per window, then refuses with a retry delay; refusals are not counted", () => {
    const hit = counter(3, 60_000);
    const t = 1_000_000_000_000 - (1_000_000_000_000 % 60_000);
    expect([0, 1, 2].map((i) => hit(t + i).allowed)).toEqual([true, true, true]);
    const refused = hit(t + 3);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(59_000);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
    // After ten more refusals the next window still sees three hits, not thirteen: halfway
    // through it they weigh 1.5, which leaves room for one more hit, then a second.
    for (let i = 0; i < 10; i++) expect(hit(t + 10 + i).allowed).toBe(false);
    expect([0, 1, 2].map((i) => hit(t + 90_000 + i).allowed)).toEqual([true, true, false]);
  });

  it("slides: the previous window's hits weigh less as time passes", () => {
    const hit = counter(2, 60_000);
    const t = 6_000_000;
    hit(t);
    hit(t + 10);
    // Just after the window turns, the previous two hits still weigh ~1.97 of 2.
    expect(hit(t + 61_000).allowed).toBe(true);
    expect(hit(t + 61_001).allowed).toBe(false);
    // Later in the window they weigh less.
    expect(hit(t + 110_000).allowed).toBe(true);
    // Two windows on, nothing is left of them.
    expect(hit(t + 200_000).allowed).toBe(true);
    expect(hit(t + 200_001).allowed).toBe(true);
  });

  it("stores no key in the clear: an address or an e-mail becomes its SHA-256", () => {
    expect(rateLimitKeyHash("maria@example.com")).toMatch(/^[0-9a-f]{64}$/);
    expect(rateLimitKeyHash("maria@example.com")).not.toBe(rateLimitKeyHash("maria@example.org"));
  });

  it("lets requests through when the database fails, with a warning now and then, not on every request", async () => {
    const warnings: string[] = [];
    const log = pino({ level: "warn" }, { write: (line: string) => warnings.push(line) });
    let queries = 0;
    const failing = {
      execute: () => {
        queries++;
        return Promise.reject(new Error("connection refused"));
      },
    } as unknown as Database;
    const limits = createRateLimits(failing, log, { clock: { now: () => new Date(6_000_000) } });
    const results: RateLimitResult[] = [];
    for (let i = 0; i < 5; i++) results.push(await limits.hit("contact", { max: 1, windowMs: 60_000 }, "198.51.100.1"));
    expect(results).toEqual(Array(5).fill({ allowed: true, retryAfterMs: 0 }));
    // Each hit asked the database; one warning was logged.
    expect(queries).toBe(5);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("rate limits unavailable");
  });
});
