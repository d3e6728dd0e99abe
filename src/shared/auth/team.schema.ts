import { z } from "../core/zod";
import { EMAIL_MAX_LENGTH } from "./auth";
import { TEAM_ROLES } from "./auth";
import { teamTexts as englishTeamTexts } from "../texts/team";
import { keyedTexts } from "../core/said";

/** Its messages are text keys, said at the edge in the reader's language (shared/core/said.ts). */
const teamTexts = /* @__PURE__ */ keyedTexts("teamTexts", englishTeamTexts);

/** Grant a role by e-mail (the Team page's form and PUT /api/admin/team). */
export const teamGrantSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, teamTexts.errors.emailRequired)
    .max(EMAIL_MAX_LENGTH, teamTexts.errors.emailInvalid)
    .email(teamTexts.errors.emailInvalid),
  role: z.enum(TEAM_ROLES, { error: teamTexts.errors.roleInvalid }),
});
export type TeamGrantInput = z.infer<typeof teamGrantSchema>;

export const teamRemoveSchema = z.object({
  email: z.string().trim().min(1, teamTexts.errors.emailRequired).max(EMAIL_MAX_LENGTH, teamTexts.errors.emailInvalid),
});
