import { post } from "./auth-request";

/** Sign-in and registration calls of the auth pages (sign-out lives in ./sign-out). */
export const authApi = {
  requestMagicLink: (email: string, target: string) =>
    post("/sign-in/magic-link", { email, callbackURL: `/auth/callback?redirect=${encodeURIComponent(target)}` }),
  signInWithPassword: (email: string, password: string) =>
    post("/sign-in/email", { email, password, rememberMe: true, callbackURL: "/auth/login?verified=1" }),
  register: (email: string, password: string) =>
    post("/sign-up/email", { email, password, name: "", callbackURL: "/auth/login?verified=1" }),
  /**
   * Spends a sign-in link's single-use token: the session cookie on success, else better-auth's
   * error code (INVALID_TOKEN when the link expired, was used or never existed).
   */
  verifyMagicLink: async (token: string): Promise<{ ok: true } | { ok: false; error: string }> => {
    let res: Response;
    try {
      res = await fetch(`/api/auth/magic-link/verify?token=${encodeURIComponent(token)}`, { credentials: "same-origin" });
    } catch {
      return { ok: false, error: "network" };
    }
    if (res.ok) return { ok: true };
    const payload = (await res.json().catch(() => null)) as { code?: unknown } | null;
    return { ok: false, error: res.status === 400 && typeof payload?.code === "string" ? payload.code : "failed" };
  },
};
