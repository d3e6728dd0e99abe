import { Hono, type Context } from "hono";
import { authTexts } from "@shared/texts/auth";
import { errorBody } from "../app-errors";
import { CLIENT_IP_HEADER } from "../auth/auth";
import type { AppEnv } from "../context";
import { clientAddress } from "../lib/http";
import { RateLimiter, type RateLimitResult } from "../lib/rate-limit";

/** Limits per sensitive endpoint: per client address, and per e-mail address. */
const LIMITED_PATHS: Record<string, { perClient: [number, number]; perEmail: [number, number] }> = {
  "/api/auth/sign-in/email": { perClient: [10, 60_000], perEmail: [5, 15 * 60_000] },
  "/api/auth/sign-in/magic-link": { perClient: [5, 60_000], perEmail: [3, 15 * 60_000] },
  "/api/auth/sign-up/email": { perClient: [5, 60_000], perEmail: [3, 60 * 60_000] },
  "/api/auth/send-verification-email": { perClient: [5, 60_000], perEmail: [3, 60 * 60_000] },
};

const MAGIC_LINK_VERIFY_PATH = "/api/auth/magic-link/verify";

async function emailOf(c: Context<AppEnv>): Promise<string | null> {
  try {
    const body = (await c.req.raw.clone().json()) as { email?: unknown };
    return typeof body.email === "string" ? body.email.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * The sign-in callback page verifies its link with a script, without a callbackURL: better-auth
 * then answers success with JSON and the session cookie, but a failure with a redirect to
 * `/?error=CODE`, which a script cannot read. That redirect becomes a 400 `{ code, message }`,
 * the shape of better-auth's other errors.
 */
function verifyFailureAsJson(res: Response): Response {
  const location = res.status >= 300 && res.status < 400 ? res.headers.get("location") : null;
  const code = location ? new URL(location, "http://shop.invalid").searchParams.get("error") : null;
  if (!code) return res;
  const headers = new Headers(res.headers);
  headers.delete("location");
  headers.set("Content-Type", "application/json");
  const message = code === "INVALID_TOKEN" ? authTexts.callback.invalidToken : authTexts.callback.genericError;
  return new Response(JSON.stringify({ code, message }), { status: 400, headers });
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
    // The real wait: the per-e-mail windows last 15 to 60 minutes, not one.
    const tooMany = (result: RateLimitResult) =>
      c.json(errorBody("rate_limited", authTexts.tooManyAttempts), 429, { "Retry-After": String(Math.ceil(result.retryAfterMs / 1000)) });

    const overall = general.hit(ip);
    if (!overall.allowed) return tooMany(overall);
    const limiter = c.req.method === "POST" ? limiters[c.req.path] : undefined;
    if (limiter) {
      const byClient = limiter.perClient.hit(ip);
      if (!byClient.allowed) return tooMany(byClient);
      const email = await emailOf(c);
      const byEmail = email ? limiter.perEmail.hit(email) : null;
      if (byEmail && !byEmail.allowed) return tooMany(byEmail);
    }

    const headers = new Headers(c.req.raw.headers);
    headers.delete("x-forwarded-for");
    headers.delete("x-real-ip");
    headers.set(CLIENT_IP_HEADER, ip);
    const res = await c.var.ctx.auth.handler(new Request(c.req.raw, { headers }));
    const isScriptedVerify = c.req.method === "GET" && c.req.path === MAGIC_LINK_VERIFY_PATH && !c.req.query("callbackURL");
    return isScriptedVerify ? verifyFailureAsJson(res) : res;
  });
}
