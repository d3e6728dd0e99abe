import { post, type AuthOutcome } from "./auth-request";

/** Ends the session on the server (the header's and the admin's Sign Out). */
export function signOut(): Promise<AuthOutcome> {
  return post("/sign-out", {});
}
