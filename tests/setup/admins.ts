import type { TestHarness } from "./test-app";
import { followMailedLink, signedInClient, TestClient } from "./test-client";

/**
 * Several admin addresses for suites that sign an admin in for every test: the magic-link
 * limit (3 per address per 15 minutes) applies to tests too. Pass `adminEnv` to
 * describeEachDatabase so all of them hold the role.
 */
export const ADMIN_TEST_EMAILS = ["admin@example.com", "owner@example.com", "manager@example.com", "cook@example.com"];
export const adminEnv = { ADMIN_EMAILS: ADMIN_TEST_EMAILS.join(",") };

export interface AdminSignIn {
  /** The address to sign in; by default the ADMIN_TEST_EMAILS in turn (the suite passes `adminEnv`). */
  email?: string;
  /**
   * Who is asked for the magic link: `"route"` (the default) POSTs /api/auth/sign-in/magic-link
   * as the sign-in page does, three links per address per 15 minutes (routes/auth.ts);
   * `"auth-api"` asks better-auth's server API, which that limit does not count. The link, the
   * verification and the session cookie are the real ones either way.
   */
  askVia?: "route" | "auth-api";
}

/**
 * The shop's one default admin (demo mode's ADMIN_EMAILS), for suites without `adminEnv` that
 * sign it in for every test: its link is asked of the server API, so no limit is met.
 */
export const DEFAULT_ADMIN: AdminSignIn = { email: "admin@example.com", askVia: "auth-api" };

const signIns = new WeakMap<TestHarness, number>();

/** An admin signed in through a magic link: the client holding its session, and its address. */
export async function signedInAdmin(harness: TestHarness, options: AdminSignIn = {}): Promise<{ client: TestClient; email: string }> {
  const email = options.email ?? nextAdminEmail(harness);
  if (options.askVia === "auth-api") {
    const client = new TestClient(harness, `198.51.100.${Math.floor(Math.random() * 250) + 1}`);
    await harness.ctx.auth.api.signInMagicLink({ body: { email, callbackURL: "/auth/callback" }, headers: new Headers() });
    return { client: await followMailedLink(harness, client, email), email };
  }
  return { client: await signedInClient(harness, email), email };
}

function nextAdminEmail(harness: TestHarness): string {
  const count = signIns.get(harness) ?? 0;
  signIns.set(harness, count + 1);
  return ADMIN_TEST_EMAILS[count % ADMIN_TEST_EMAILS.length]!;
}
