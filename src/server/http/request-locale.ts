import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { LOCALE_COOKIE } from "@shared/core/i18n";
import type { AppEnv } from "../app-context";
import { localeOfRequest } from "../lib/request-language";

/** Decides the request's language once (lib/request-language.ts) and sets `c.var.locale`: the edge says answers in it, and hands it to what needs it. */
export const requestLocaleMiddleware: MiddlewareHandler<AppEnv> = (c, next) => {
  const locale = localeOfRequest(c.req.path, c.req.header("Accept-Language"), getCookie(c, LOCALE_COOKIE));
  c.set("locale", locale);
  return next();
};
