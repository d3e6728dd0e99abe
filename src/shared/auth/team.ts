import type { TeamRole } from "./auth";

/** One person on the Team page (ADR 0016). */
export interface TeamMember {
  email: string;
  role: TeamRole;
  /** Listed in ADMIN_EMAILS: an owner the page cannot change. */
  fromEnvironment: boolean;
  grantedByEmail: string | null;
  createdAt: string | null;
  /** Whether a verified account with this e-mail exists (null when not looked up). */
  hasAccount: boolean | null;
}

export interface TeamList {
  members: TeamMember[];
}
