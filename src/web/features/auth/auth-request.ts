import { apiFetch } from "~/lib/api-fetch";

/**
 * One call to better-auth's endpoints, with plain fetch: its client library would cost the
 * public pages more JavaScript than these few lines. The outcome is what the forms turn into
 * the spec's messages.
 */
export type AuthOutcome =
  | { ok: true }
  | { ok: false; reason: "bad_credentials" | "not_verified" | "rate_limited" | "invalid" | "failed" | "network"; message?: string };

export async function post(path: string, body: unknown): Promise<AuthOutcome> {
  let res: Response;
  try {
    res = await apiFetch(`/api/auth${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, reason: "network" };
  }
  if (res.ok) return { ok: true };
  const payload = (await res.json().catch(() => null)) as { message?: string; code?: string } | null;
  switch (res.status) {
    case 401:
      return { ok: false, reason: "bad_credentials" };
    case 403:
      return { ok: false, reason: payload?.code === "EMAIL_NOT_VERIFIED" ? "not_verified" : "failed" };
    case 429:
      return { ok: false, reason: "rate_limited" };
    case 400:
    case 422:
      return { ok: false, reason: "invalid", message: payload?.message };
    default:
      return { ok: false, reason: "failed" };
  }
}
