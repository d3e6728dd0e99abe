import { Hono, type Context } from "hono";
import type { Locale } from "@shared/core/i18n";
import { textsFor } from "@shared/texts/registry.server";
import { CLIENT_IP_HEADER } from "../auth/auth";
import type { AppEnv } from "../app-context";
import { clientAddress } from "../http/answers";
import { tooManyRequests } from "../http/rate-limit";
import { type RateLimitRule } from "../http/rate-limit";
import { getActor } from "../http/session";
import { said } from "@shared/core/said";

const perMinute = (max: number): RateLimitRule => ({ max, windowMs: 60_000 });
const perMinutes = (max: number, minutes: number): RateLimitRule => ({ max, windowMs: minutes * 60_000 });

/** Every call to better-auth, per client address. */
const AUTH_RATE_LIMIT = perMinute(120);

/** Limits per sensitive endpoint: per client address, and per e-mail address. */
const LIMITED_PATHS: Record<string, { perClient: RateLimitRule; perEmail: RateLimitRule }> = {
  "/api/auth/sign-in/email": { perClient: perMinute(10), perEmail: perMinutes(5, 15) },
  "/api/auth/sign-in/magic-link": { perClient: perMinute(5), perEmail: perMinutes(3, 15) },
  "/api/auth/sign-up/email": { perClient: perMinute(5), perEmail: perMinutes(3, 60) },
  "/api/auth/send-verification-email": { perClient: perMinute(5), perEmail: perMinutes(3, 60) },
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
function verifyFailureAsJson(res: Response, locale: Locale): Response {
  const location = res.status >= 300 && res.status < 400 ? res.headers.get("location") : null;
  const code = location ? new URL(location, "http://shop.invalid").searchParams.get("error") : null;
  if (!code) return res;
  const headers = new Headers(res.headers);
  headers.delete("location");
  headers.set("Content-Type", "application/json");
  const { callback } = textsFor(locale).authTexts;
  const message = code === "INVALID_TOKEN" ? callback.invalidToken : callback.genericError;
  return new Response(JSON.stringify({ code, message }), { status: 400, headers });
}

/**
 * better-auth, mounted at /api/auth. In front of it: rate limits by socket address (or the
 * trusted proxy's) and by e-mail, answering the same whether or not the e-mail has an account;
 * and the client address handed over in our own header, so a forged X-Forwarded-For is ignored.
 */
export const authRoutes = new Hono<AppEnv>().on(["GET", "POST"], "/*", async (c) => {
  const { rateLimits, config } = c.var.ctx;
  const ip = clientAddress(c, config.trustProxy);
  // The real wait: the per-e-mail windows last 15 to 60 minutes, not one.
  const overall = await rateLimits.hit("auth", AUTH_RATE_LIMIT, ip);
  if (!overall.allowed) return tooManyRequests(c, overall, said("authTexts.tooManyAttempts"));
  const limits = c.req.method === "POST" ? LIMITED_PATHS[c.req.path] : undefined;
  if (limits) {
    const byClient = await rateLimits.hit(`auth-client:${c.req.path}`, limits.perClient, ip);
    if (!byClient.allowed) return tooManyRequests(c, byClient, said("authTexts.tooManyAttempts"));
    const email = await emailOf(c);
    const byEmail = email ? await rateLimits.hit(`auth-email:${c.req.path}`, limits.perEmail, email) : null;
    if (byEmail && !byEmail.allowed) return tooManyRequests(c, byEmail, said("authTexts.tooManyAttempts"));
  }

  const headers = new Headers(c.req.raw.headers);
  headers.delete("x-forwarded-for");
  headers.delete("x-real-ip");
  headers.set(CLIENT_IP_HEADER, ip);
  const res = await c.var.ctx.auth.handler(new Request(c.req.raw, { headers }));
  const isScriptedVerify = c.req.method === "GET" && c.req.path === MAGIC_LINK_VERIFY_PATH && !c.req.query("callbackURL");
  return isScriptedVerify ? verifyFailureAsJson(res, c.var.locale) : res;
});

/** Who the browser is signed in as (null when signed out). The role is the server's. */
export const sessionRoutes = new Hono<AppEnv>().get("/session", async (c) => {
  const actor = await getActor(c);
  return c.json({ user: actor ? { email: actor.email, name: actor.name, isAdmin: actor.isAdmin, isStaff: actor.isStaff } : null }, 200, {
    "Cache-Control": "no-store",
  });
});
