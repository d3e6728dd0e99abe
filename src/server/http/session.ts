import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { Role } from "@shared/auth/auth";
import type { AppContext, AppEnv } from "../app-context";
import type { Database } from "../db/client";
import { session as sessionTable, teamMembers, user as userTable } from "../db/schema/auth";
import { builtOncePer } from "../db/built-once";
import type { Actor } from "../services/service-context";
import { resolveRole } from "../services/team/team-service";

export type { Actor };

export interface ResolvedActor {
  actor: Actor | null;
  /** Set-Cookie headers of a refreshed (or cleared) session, to pass on to the browser. */
  setCookies: string[];
}

/**
 * Resolves the session from the request's cookies. The role is decided here, on every
 * request, from ADMIN_EMAILS, the team table and the verified e-mail, so a role removed on the
 * Team page ends at the next request; a stale stored role is corrected.
 */
export async function resolveActor(ctx: AppContext, headers: Headers): Promise<ResolvedActor> {
  const cookies = headers.get("cookie");
  if (!cookies?.includes("shop.session_token")) return { actor: null, setCookies: [] };
  const fresh = await freshSessionActor(ctx, cookies);
  if (fresh) return { actor: fresh, setCookies: [] };
  const result = await ctx.auth.api.getSession({ headers, returnHeaders: true });
  const setCookies = result.headers.getSetCookie();
  const found = result.response;
  if (!found) return { actor: null, setCookies };
  const role = await resolveRole(ctx.db, ctx.config, found.user.email, found.user.emailVerified);
  if ((found.user as { role?: string }).role !== role) {
    await ctx.db.update(userTable).set({ role }).where(eq(userTable.id, found.user.id));
  }
  return { actor: actorOf(found.user, found.session.id, role), setCookies };
}

function actorOf(found: { id: string; email: string; name: string }, sessionId: string, role: Role): Actor {
  return {
    userId: found.id,
    sessionId,
    email: found.email,
    name: found.name,
    role,
    isAdmin: role === "admin",
    isStaff: role === "admin" || role === "staff",
  };
}

/**
 * The common case in one statement (better-auth's lookup takes two, and the role a third): a
 * signed session cookie whose session is found, not expired and not yet due for its daily
 * refresh, read with its user and team role. Anything else (no such session, expired, due for
 * refresh, a "don't remember me" or cached-session cookie) returns null, and better-auth decides
 * as before, with the cookies it sets.
 */
async function freshSessionActor(ctx: AppContext, cookieHeader: string): Promise<Actor | null> {
  const auth = await ctx.auth.$context;
  const cookies = cookieValues(cookieHeader);
  if (cookies.has(auth.authCookies.dontRememberToken.name) || cookies.has(auth.authCookies.sessionData.name)) return null;
  const token = verifiedToken(cookies.get(auth.authCookies.sessionToken.name), auth.secret);
  if (!token) return null;
  const [found] = await freshSessionQuery(ctx.db).execute({ token });
  if (!found) return null;
  const now = Date.now();
  const { expiresIn, updateAge } = auth.sessionConfig;
  // better-auth's own tests: expired, or due for the refresh that extends it (and sets its cookie).
  if (found.expiresAt.getTime() < now || found.expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= now) return null;
  // resolveRole's rule, with the team's row read in the same statement.
  const address = found.email.toLowerCase();
  const role: Role = !found.emailVerified
    ? "customer"
    : ctx.config.adminEmails.includes(address)
      ? "admin"
      : (found.teamRole ?? "customer");
  if (found.storedRole !== role) await ctx.db.update(userTable).set({ role }).where(eq(userTable.id, found.id));
  return actorOf(found, found.sessionId, role);
}

/**
 * The session with its user and team role, by token: built once per database and prepared on
 * each connection, as it runs on nearly every signed-in request.
 */
const freshSessionQuery = builtOncePer(prepareFreshSessionQuery);

function prepareFreshSessionQuery(db: Database) {
  return db
    .select({
      sessionId: sessionTable.id,
      expiresAt: sessionTable.expiresAt,
      id: userTable.id,
      email: userTable.email,
      emailVerified: userTable.emailVerified,
      name: userTable.name,
      storedRole: userTable.role,
      teamRole: teamMembers.role,
    })
    .from(sessionTable)
    .innerJoin(userTable, eq(userTable.id, sessionTable.userId))
    .leftJoin(teamMembers, eq(teamMembers.email, sql`lower(${userTable.email})`))
    .where(eq(sessionTable.token, sql.placeholder("token")))
    .prepare("fresh_session_actor");
}

/** The Cookie header's values by name, as better-auth reads them (the first of a name, unquoted, URI-decoded). */
function cookieValues(header: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    if (values.has(name)) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    try {
      value = value.includes("%") ? decodeURIComponent(value) : value;
    } catch {
      // kept as sent, as better-auth does
    }
    values.set(name, value);
  }
  return values;
}

/** The session token of a cookie signed with the auth secret (`token.base64(HMAC-SHA256)`), or null. */
function verifiedToken(value: string | undefined, secret: string): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const encoded = value.slice(dot + 1);
  if (!/^[A-Za-z0-9+/]{43}=$/.test(encoded)) return null;
  const signature = Buffer.from(encoded, "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? token : null;
}

/** The actor of an API request, resolved once and remembered for the request. */
export async function getActor(c: Context<AppEnv>): Promise<Actor | null> {
  const cached = c.get("actor");
  if (cached !== undefined) return cached;
  const { actor, setCookies } = await resolveActor(c.var.ctx, c.req.raw.headers);
  for (const cookie of setCookies) c.header("Set-Cookie", cookie, { append: true });
  c.set("actor", actor);
  return actor;
}
