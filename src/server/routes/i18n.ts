import { Hono, type MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import {
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  localizedPath,
  negotiateLocale,
  switchLocalePath,
  type Locale,
} from "@shared/core/i18n";
import { sameSiteLocation } from "@shared/core/same-site-location";
import { setUserLocale } from "../auth/user-locale";
import type { AppEnv } from "../app-context";
import { isSameSiteRequest } from "../http/same-origin";
import { getActor } from "../http/session";

/** What home pages answer differently by: the visitor's languages and their remembered choice. */
const VARY_BY_LANGUAGE = "Accept-Language, Cookie";

/** The switch itself and the API are never where it sends anyone back to. */
const NOT_AFTER_SWITCH = /^\/(api|lang)(\/|$)/;

/** The page a Referer names, when it is one of this shop's (its public address, or the address asked). */
function refererPath(referer: string | undefined, origins: readonly string[]): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return origins.includes(url.origin) ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/**
 * The language switch of the header and the footer (ADR 0015), a plain link that needs no script:
 * GET /lang/es?next=/menu remembers the choice in a cookie (and, when the shop's own pages sent
 * the request, on the account of a signed-in visitor, for their e-mails) and answers 303 to the
 * same page in that language: `next` when that Location stays on this shop, else the page the
 * Referer names, else the home page in that language. Any other language is not a page here (404).
 */
export const languageSwitch = new Hono<AppEnv>().get("/lang/:locale", async (c, next) => {
  const locale = c.req.param("locale");
  if (!isLocale(locale)) return next();
  const { config, db } = c.var.ctx;
  setCookie(c, LOCALE_COOKIE, locale, {
    path: "/",
    maxAge: LOCALE_COOKIE_MAX_AGE,
    sameSite: "Lax",
    secure: config.publicUrl.startsWith("https://"),
  });
  const shopOrigin = new URL(config.publicUrl).origin;
  // The account's language (its e-mails) changes only from the shop's own pages: any site may link here.
  const actor = await getActor(c);
  if (actor && isSameSiteRequest(c, shopOrigin)) await setUserLocale(db, { userId: actor.userId, locale });
  const origins = [shopOrigin, new URL(c.req.url).origin];
  // Each candidate is judged by the Location it would become, in the new language (same-site-location.ts).
  const back = (path: string | null | undefined) => sameSiteLocation(path, { locale, refuse: NOT_AFTER_SWITCH });
  const location = back(c.req.query("next")) ?? back(refererPath(c.req.header("Referer"), origins)) ?? localizedPath("/", locale);
  c.header("Cache-Control", "no-store");
  return c.redirect(location, 303);
});

/**
 * A first visit to `/` (ADR 0015): a visitor who chose Spanish before, or whose browser prefers
 * it and who never chose, is sent to /es; everyone else gets the English home as before. Both
 * homes say they vary by the visitor's languages and cookie.
 */
export const homeByLanguage: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method !== "GET" && c.req.method !== "HEAD") return next();
  if (c.req.path === "/") {
    const remembered = getCookie(c, LOCALE_COOKIE);
    const wanted: Locale | null = isLocale(remembered) ? remembered : negotiateLocale(c.req.header("Accept-Language"));
    if (wanted === "es") {
      const search = new URL(c.req.url).search;
      c.header("Vary", VARY_BY_LANGUAGE);
      c.header("Cache-Control", "no-store");
      return c.redirect(switchLocalePath(`/${search}`, "es"), 302);
    }
  }
  await next();
  c.res.headers.append("Vary", VARY_BY_LANGUAGE);
};
