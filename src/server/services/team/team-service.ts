import { asc, eq, sql } from "drizzle-orm";
import type { Role, TeamRole } from "@shared/auth/auth";
import type { TeamMember, TeamList } from "@shared/auth/team";
import type { Database, Executor } from "../../db/client";
import { teamMembers } from "../../db/schema/auth";
import { notFound, ServiceError } from "../../lib/errors";
import type { Actor, ServiceContext } from "../service-context";
import type { Config } from "../../config";
import { said } from "@shared/core/said";

/**
 * The shop's team (ADR 0016): who is an owner (admin) and who is staff. The owners listed in
 * ADMIN_EMAILS are admins whatever the table says, and cannot be removed here; everyone else's
 * role is granted and removed by e-mail on the Team page. A role only counts for a verified
 * e-mail, so nobody gets one by registering with somebody else's address.
 */

/** The role of a signed-in user, decided on every request. */
export async function resolveRole(
  db: Database | Executor,
  config: Pick<Config, "adminEmails">,
  email: string,
  emailVerified: boolean,
): Promise<Role> {
  if (!emailVerified) return "customer";
  const address = email.toLowerCase();
  if (config.adminEmails.includes(address)) return "admin";
  const [member] = await db.select({ role: teamMembers.role }).from(teamMembers).where(eq(teamMembers.email, address));
  return member?.role ?? "customer";
}

export async function listTeam(ctx: ServiceContext): Promise<TeamList> {
  const rows = await ctx.db
    .select({
      email: teamMembers.email,
      role: teamMembers.role,
      grantedByEmail: teamMembers.grantedByEmail,
      createdAt: teamMembers.createdAt,
      // Written out: inside a subquery Drizzle would leave the columns unqualified.
      hasAccount: sql<boolean>`exists (select 1 from "user" u where lower(u.email) = "team_members"."email" and u.email_verified)`,
    })
    .from(teamMembers)
    .orderBy(asc(teamMembers.email));
  const listed = new Set(rows.map((row) => row.email));
  const owners: TeamMember[] = ctx.config.adminEmails
    .filter((email) => !listed.has(email))
    .map((email) => ({ email, role: "admin", fromEnvironment: true, grantedByEmail: null, createdAt: null, hasAccount: null }));
  const members: TeamMember[] = rows.map((row) => ({
    email: row.email,
    role: row.role,
    fromEnvironment: ctx.config.adminEmails.includes(row.email),
    grantedByEmail: row.grantedByEmail,
    createdAt: row.createdAt.toISOString(),
    hasAccount: Boolean(row.hasAccount),
  }));
  return { members: [...owners, ...members] };
}

/** Grants `role` to `email` (a new member, or a changed role). */
export async function grantRole(ctx: ServiceContext, input: { actor: Actor; email: string; role: TeamRole }): Promise<TeamMember> {
  const email = input.email.trim().toLowerCase();
  if (ctx.config.adminEmails.includes(email)) throw new ServiceError("conflict", said("teamTexts.errors.ownerFromEnvironment"));
  if (email === input.actor.email.toLowerCase() && input.role !== "admin") {
    throw new ServiceError("conflict", said("teamTexts.errors.notYourself"));
  }
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(teamMembers)
    .values({ email, role: input.role, grantedByEmail: input.actor.email, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: teamMembers.email, set: { role: input.role, grantedByEmail: input.actor.email, updatedAt: now } })
    .returning();
  ctx.log.info({ member: email, role: input.role, by: input.actor.email }, "team role granted");
  return {
    email,
    role: row!.role,
    fromEnvironment: false,
    grantedByEmail: row!.grantedByEmail,
    createdAt: row!.createdAt.toISOString(),
    hasAccount: null,
  };
}

/** Takes `email`'s role away: from the next request on, they are a customer. */
export async function removeRole(ctx: ServiceContext, input: { actor: Actor; email: string }): Promise<void> {
  const email = input.email.trim().toLowerCase();
  if (ctx.config.adminEmails.includes(email)) throw new ServiceError("conflict", said("teamTexts.errors.ownerFromEnvironment"));
  if (email === input.actor.email.toLowerCase()) throw new ServiceError("conflict", said("teamTexts.errors.notYourself"));
  const removed = await ctx.db.delete(teamMembers).where(eq(teamMembers.email, email)).returning({ email: teamMembers.email });
  if (removed.length === 0) throw notFound(said("teamTexts.errors.notMember"));
  ctx.log.info({ member: email, by: input.actor.email }, "team role removed");
}
