import { safeRedirectPath } from "@shared/auth";
import { switchLocalePath, type Locale } from "@shared/i18n";

/**
 * Where to go after signing in (SPEC.md section 2 'Login'): the `redirect` query parameter,
 * else the page the user came from (a same-site referrer), else the home page; in the page's
 * language (a Spanish sign-in returns to the Spanish page).
 */
export function redirectTarget(searchParams: URLSearchParams, locale: Locale): string {
  return switchLocalePath(requestedTarget(searchParams), locale);
}

function requestedTarget(searchParams: URLSearchParams): string {
  const fromQuery = searchParams.get("redirect");
  if (fromQuery) return safeRedirectPath(fromQuery);
  if (typeof document !== "undefined" && document.referrer) {
    try {
      const referrer = new URL(document.referrer);
      if (referrer.origin === window.location.origin) {
        return safeRedirectPath(`${referrer.pathname}${referrer.search}`);
      }
    } catch {
      // not a URL: ignore
    }
  }
  return "/";
}
