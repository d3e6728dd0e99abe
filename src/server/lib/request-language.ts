import { DEFAULT_LOCALE, isLocale, localeOfPath, negotiateLocale, type Locale } from "@shared/core/i18n";

/** Requests made by the shop's pages' scripts (and its demo pages): they say their page's language in Accept-Language. */
const SCRIPTED = /^\/(api|sandbox|dev)(\/|$)/;
const ADMIN = /^\/admin(\/|$)/;

/**
 * The language of a request (ADR 0015):
 * - a storefront page speaks its path's ('/es/…' Spanish, the rest English);
 * - the admin has no Spanish paths: the visitor's remembered choice, else their browser's;
 * - API calls (and the sandbox's and dev mailbox's pages): Accept-Language, which the shop's
 *   pages set to their own language, else the remembered choice;
 * and English when nothing says otherwise.
 */
export function localeOfRequest(path: string, acceptLanguage: string | undefined, cookie: string | undefined): Locale {
  const remembered = isLocale(cookie) ? cookie : null;
  if (SCRIPTED.test(path)) return negotiateLocale(acceptLanguage) ?? remembered ?? DEFAULT_LOCALE;
  if (ADMIN.test(path)) return remembered ?? negotiateLocale(acceptLanguage) ?? DEFAULT_LOCALE;
  return localeOfPath(path);
}
