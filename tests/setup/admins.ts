import type { TestHarness } from "./test-app";
import { signedInClient, type TestClient } from "./test-client";

/**
 * Several admin addresses for suites that sign an admin in for every test: the magic-link
 * limit (3 per address per 15 minutes) applies to tests too. Pass `adminEnv` to
 * describeEachDatabase so all of them hold the role.
 */
export const ADMIN_TEST_EMAILS = ["admin@example.com", "owner@example.com", "manager@example.com", "cook@example.com"];
export const adminEnv = { ADMIN_EMAILS: ADMIN_TEST_EMAILS.join(",") };

const signIns = new WeakMap<TestHarness, number>();

/** An admin signed in through a magic link, taking the addresses in turn. */
export async function signedInAdmin(harness: TestHarness): Promise<{ client: TestClient; email: string }> {
  const count = signIns.get(harness) ?? 0;
  signIns.set(harness, count + 1);
  const email = ADMIN_TEST_EMAILS[count % ADMIN_TEST_EMAILS.length]!;
  return { client: await signedInClient(harness, email), email };
}
