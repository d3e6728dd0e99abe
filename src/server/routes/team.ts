import { Hono } from "hono";
import { teamGrantSchema, teamRemoveSchema } from "@shared/auth/team.schema";
import type { AppEnv } from "../app-context";
import { noStore } from "../http/answers";
import { getActor } from "../http/session";
import { validate } from "../http/validation";
import { grantRole, listTeam, removeRole } from "../services/team/team-service";
import { said } from "@shared/core/said";

/**
 * The Team page's API (ADR 0016), mounted at /api/admin: the owner's alone (requireAdminArea).
 * - GET    /team                 → { members: TeamMember[] }: the owners from ADMIN_EMAILS first
 * - PUT    /team {email, role}   → { member }: grants a role, or changes it
 * - DELETE /team {email}         → 204: takes it away (never an ADMIN_EMAILS owner, never yourself)
 */
export const adminTeamRoutes = new Hono<AppEnv>()
  .use("/team", noStore)
  .get("/team", async (c) => c.json(await listTeam(c.var.ctx), 200))
  .put("/team", validate("json", teamGrantSchema, said("teamTexts.errors.emailInvalid")), async (c) => {
    const actor = (await getActor(c))!;
    return c.json({ member: await grantRole(c.var.ctx, { actor, ...c.req.valid("json") }) }, 200);
  })
  .delete("/team", validate("json", teamRemoveSchema), async (c) => {
    const actor = (await getActor(c))!;
    await removeRole(c.var.ctx, { actor, email: c.req.valid("json").email });
    return c.body(null, 204);
  });
