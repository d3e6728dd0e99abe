import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, localeOfPath, negotiateLocale, type Locale } from "@shared/core/i18n";
import type { AppEnv } from "../app-context";

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

/** Decides the request's language once and sets `c.var.locale`: the edge says answers in it, and hands it to what needs it. */
export const requestLocaleMiddleware: MiddlewareHandler<AppEnv> = (c, next) => {
  const locale = localeOfRequest(c.req.path, c.req.header("Accept-Language"), getCookie(c, LOCALE_COOKIE));
  c.set("locale", locale);
  return next();
};
