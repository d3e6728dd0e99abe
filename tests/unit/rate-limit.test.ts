import { describe, expect, it } from "vitest";
import { RateLimiter } from "@server/lib/rate-limiter";

describe("rate limiter", () => {
  it("allows up to max hits per window per key, then refuses with a retry delay", () => {
    const limiter = new RateLimiter(3, 60_000);
    const t = 1_000_000_000_000 - (1_000_000_000_000 % 60_000);
    expect(limiter.hit("a", t).allowed).toBe(true);
    expect(limiter.hit("a", t + 1).allowed).toBe(true);
    expect(limiter.hit("a", t + 2).allowed).toBe(true);
    const refused = limiter.hit("a", t + 3);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(0);
    expect(limiter.hit("b", t + 3).allowed).toBe(true);
  });

  it("slides: the previous window's hits weigh less as time passes", () => {
    const limiter = new RateLimiter(2, 60_000);
    const t = 6_000_000;
    limiter.hit("a", t);
    limiter.hit("a", t + 10);
    // Just after the window turns, the previous two hits still weigh ~1.97 of 2.
    expect(limiter.hit("a", t + 61_000).allowed).toBe(true);
    expect(limiter.hit("a", t + 61_001).allowed).toBe(false);
    // Later in the window they weigh less.
    expect(limiter.hit("a", t + 110_000).allowed).toBe(true);
    expect(limiter.hit("a", t + 200_000).allowed).toBe(true);
  });

  it("bounds its memory", () => {
    const limiter = new RateLimiter(1, 60_000, 10);
    for (let i = 0; i < 100; i++) limiter.hit(`k${i}`);
    expect(limiter.hit("k99").allowed).toBe(false);
    expect(limiter.hit("k0").allowed).toBe(true); // evicted, starts afresh
  });
});
