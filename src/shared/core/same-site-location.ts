import { switchLocalePath, unlocalizedPath, type Locale } from "./i18n";

/** Any origin serves: only whether a path stays on it matters, and the shop's own is not known to the browser's code. */
const BASE = "http://shop.invalid";

/**
 * Whether a `Location` value keeps the visitor on this shop, as a browser would follow it: a path
 * starting with exactly one '/' (never '//' or '/\', which browsers read as another host), no
 * backslash or control character, and one that resolves against the shop's address to the very
 * same path (already normalised: nothing left for the browser to reinterpret).
 */
export function isSameSiteLocation(location: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (!/^\/(?![/\\])/.test(location) || /[\\\u0000-\u0020\u007f]/.test(location)) return false;
  try {
    const url = new URL(location, BASE);
    return url.origin === BASE && url.href === `${BASE}${location}`;
  } catch {
    return false;
  }
}

/**
 * The `Location` to send a visitor back to a page of this shop, or null when the request could
 * lead elsewhere. The check is made on the FINAL value, after the path is normalised ('/./', '..',
 * '%2e') and put into the wanted language: '/.//evil.example' and '/es//evil.example' (in English)
 * both become '//evil.example', another site, so both are refused. The one check of the language
 * switch (GET /lang/:locale) and of the sign-in redirect (`?redirect=`).
 */
export function sameSiteLocation(
  candidate: string | null | undefined,
  options: {
    /** The language to send the visitor to ('/menu' → '/es/menu'); the candidate's own when absent. */
    locale?: Locale;
    /** Pages never to send anyone to, matched against the path without its language prefix. */
    refuse?: RegExp;
  } = {},
): string | null {
  // Raw backslashes and control characters are refused before the URL parser quietly drops or turns them into '/'.
  // eslint-disable-next-line no-control-regex
  if (typeof candidate !== "string" || !candidate.startsWith("/") || /[\\\u0000-\u001f\u007f]/.test(candidate)) return null;
  let url: URL;
  try {
    url = new URL(candidate, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || options.refuse?.test(unlocalizedPath(url.pathname))) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  const location = options.locale ? switchLocalePath(path, options.locale) : path;
  return isSameSiteLocation(location) ? location : null;
}
