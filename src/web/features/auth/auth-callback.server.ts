import type { AppLoadContext } from "react-router";
import { safeRedirectPath } from "@shared/auth/auth";
import { localizedPath, type Locale } from "@shared/core/i18n";

/**
 * The e-mailed sign-in link lands on /auth/callback with `?token=` (the page's script spends it);
 * a failed attempt comes back with `?error=`. A signed-in arrival without either just goes on.
 * The page to return to keeps the language it was asked in; without one, the page's home.
 */
export function loadAuthCallback(context: Pick<AppLoadContext, "actor">, url: URL, locale: Locale) {
  return {
    target: safeRedirectPath(url.searchParams.get("redirect"), localizedPath("/", locale)),
    token: url.searchParams.get("token"),
    signedIn: context.actor !== null,
    error: url.searchParams.get("error"),
  };
}
