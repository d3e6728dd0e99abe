import { Hono, type Context } from "hono";
import { authTexts } from "@shared/texts/auth";
import { errorBody } from "../app-errors";
import { CLIENT_IP_HEADER } from "../auth/auth";
import type { AppEnv } from "../context";
import { clientAddress } from "../lib/http";
import { RateLimiter } from "../lib/rate-limit";

/** Limits per sensitive endpoint: per client address, and per e-mail address. */
const LIMITED_PATHS: Record<string, { perClient: [number, number]; perEmail: [number, number] }> = {
  "/api/auth/sign-in/email": { perClient: [10, 60_000], perEmail: [5, 15 * 60_000] },
  "/api/auth/sign-in/magic-link": { perClient: [5, 60_000], perEmail: [3, 15 * 60_000] },
  "/api/auth/sign-up/email": { perClient: [5, 60_000], perEmail: [3, 60 * 60_000] },
  "/api/auth/send-verification-email": { perClient: [5, 60_000], perEmail: [3, 60 * 60_000] },
};

async function emailOf(c: Context<AppEnv>): Promise<string | null> {
  try {
    const body = (await c.req.raw.clone().json()) as { email?: unknown };
    return typeof body.email === "string" ? body.email.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * better-auth, mounted at /api/auth. In front of it: rate limits by socket address (or the
 * trusted proxy's) and by e-mail, answering the same whether or not the e-mail has an account;
 * and the client address handed over in our own header, so a forged X-Forwarded-For is ignored.
 */
export function createAuthRoutes() {
  const general = new RateLimiter(120, 60_000);
  const limiters = Object.fromEntries(
    Object.entries(LIMITED_PATHS).map(([path, limits]) => [
      path,
      { perClient: new RateLimiter(...limits.perClient), perEmail: new RateLimiter(...limits.perEmail) },
    ]),
  );

  return new Hono<AppEnv>().on(["GET", "POST"], "/*", async (c) => {
    const ip = clientAddress(c, c.var.ctx.config.trustProxy);
    const tooMany = () =>
      c.json(errorBody("rate_limited", authTexts.tooManyAttempts), 429, { "Retry-After": "60" });

    if (!general.hit(ip).allowed) return tooMany();
    const limiter = c.req.method === "POST" ? limiters[c.req.path] : undefined;
    if (limiter) {
      if (!limiter.perClient.hit(ip).allowed) return tooMany();
      const email = await emailOf(c);
      if (email && !limiter.perEmail.hit(email).allowed) return tooMany();
    }

    const headers = new Headers(c.req.raw.headers);
    headers.delete("x-forwarded-for");
    headers.delete("x-real-ip");
    headers.set(CLIENT_IP_HEADER, ip);
    return c.var.ctx.auth.handler(new Request(c.req.raw, { headers }));
  });
}
