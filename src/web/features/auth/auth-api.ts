import { apiFetch } from "~/lib/api-fetch";
import { post } from "./auth-request";

/**
 * Sign-in and registration calls of the auth pages (sign-out lives in ./sign-out). `to` writes
 * an app path in the page's language (useLocalPath): the pages better-auth sends the visitor
 * back to stay in it.
 */
export const authApi = {
  requestMagicLink: (email: string, target: string, to: (path: string) => string) =>
    post("/sign-in/magic-link", { email, callbackURL: to(`/auth/callback?redirect=${encodeURIComponent(target)}`) }),
  signInWithPassword: (email: string, password: string, to: (path: string) => string) =>
    post("/sign-in/email", { email, password, rememberMe: true, callbackURL: to("/auth/login?verified=1") }),
  register: (email: string, password: string, to: (path: string) => string) =>
    post("/sign-up/email", { email, password, name: "", callbackURL: to("/auth/login?verified=1") }),
  /**
   * Spends a sign-in link's single-use token: the session cookie on success, else better-auth's
   * error code (INVALID_TOKEN when the link expired, was used or never existed).
   */
  verifyMagicLink: async (token: string): Promise<{ ok: true } | { ok: false; error: string }> => {
    let res: Response;
    try {
      res = await apiFetch(`/api/auth/magic-link/verify?token=${encodeURIComponent(token)}`);
    } catch {
      return { ok: false, error: "network" };
    }
    if (res.ok) return { ok: true };
    const payload = (await res.json().catch(() => null)) as { code?: unknown } | null;
    return { ok: false, error: res.status === 400 && typeof payload?.code === "string" ? payload.code : "failed" };
  },
};
