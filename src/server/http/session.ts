import { eq } from "drizzle-orm";
import type { Context } from "hono";
import type { AppContext, AppEnv } from "../context";
import { user as userTable } from "../db/schema/auth";
import type { Actor } from "../services/context";
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
  if (!headers.get("cookie")?.includes("shop.session_token")) return { actor: null, setCookies: [] };
  const result = await ctx.auth.api.getSession({ headers, returnHeaders: true });
  const setCookies = result.headers.getSetCookie();
  const found = result.response;
  if (!found) return { actor: null, setCookies };
  const role = await resolveRole(ctx.db, ctx.config, found.user.email, found.user.emailVerified);
  if ((found.user as { role?: string }).role !== role) {
    await ctx.db.update(userTable).set({ role }).where(eq(userTable.id, found.user.id));
  }
  return {
    actor: {
      userId: found.user.id,
      sessionId: found.session.id,
      email: found.user.email,
      name: found.user.name,
      role,
      isAdmin: role === "admin",
      isStaff: role === "admin" || role === "staff",
    },
    setCookies,
  };
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
