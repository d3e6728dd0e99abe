import { safeRedirectPath } from "@shared/auth/auth";
import { localizedPath, type Locale } from "@shared/core/i18n";

/**
 * Where to go after signing in (docs/product.md 'Login'): the `redirect` query parameter,
 * else the page the user came from (a same-site referrer), else the home page; in the page's
 * language (a Spanish sign-in returns to the Spanish page). The path is checked once it is in
 * that language: '/es//evil.example' in English would be another site, and goes home instead.
 */
export function redirectTarget(searchParams: URLSearchParams, locale: Locale): string {
  return safeRedirectPath(requestedTarget(searchParams), localizedPath("/", locale), locale);
}

function requestedTarget(searchParams: URLSearchParams): string | null {
  const fromQuery = searchParams.get("redirect");
  if (fromQuery) return fromQuery;
  if (typeof document !== "undefined" && document.referrer) {
    try {
      const referrer = new URL(document.referrer);
      if (referrer.origin === window.location.origin) return `${referrer.pathname}${referrer.search}`;
    } catch {
      // not a URL: ignore
    }
  }
  return null;
}
