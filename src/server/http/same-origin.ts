import type { Context, MiddlewareHandler } from "hono";
import { errorBody } from "../lib/errors";
import { said } from "@shared/core/said";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Bodies a plain HTML form on any site can send without a preflight (no Content-Type counts as text/plain). */
const FORM_LIKE = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data|text\/(?:plain|ping))\b/i;

/**
 * Cross-site request forgery, for every request that changes something (not GET, HEAD or
 * OPTIONS), JSON or not. Browsers send Origin on every cross-origin request of that kind, and
 * Sec-Fetch-Site where they support it: either one naming another site is refused. A request
 * with neither comes from no browser (curl, Stripe's webhook, a server) and passes, except with
 * a form-like body, which any page can send without a preflight: that one must show where it
 * comes from, as hono/csrf required before.
 */
export function refuseCrossOrigin(shopOrigin: string): MiddlewareHandler {
  const refuse = (c: Context) => c.json(errorBody(c, "forbidden", said("errorTexts.crossOrigin")), 403);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("Origin");
    const site = c.req.header("Sec-Fetch-Site");
    if (site === "cross-site" || (origin !== undefined && origin !== shopOrigin)) return refuse(c);
    if (origin === undefined && site !== "same-origin" && FORM_LIKE.test(c.req.header("Content-Type") ?? "text/plain")) return refuse(c);
    return next();
  };
}

/** What Sec-Fetch-Site says of a request the shop's own pages (or the visitor's own typing) started. */
const OWN_SITE_FETCHES = new Set(["same-origin", "same-site", "none"]);

/**
 * Whether a request comes from the shop's own pages, for a GET that changes more than the
 * visitor's cookie (a link any site can point at). Sec-Fetch-Site decides where the browser sends
 * it ('none' is an address typed or a bookmark); older browsers are judged by Origin, else the
 * Referer, against the shop's public address. A request that shows neither is not trusted.
 */
export function isSameSiteRequest(c: Context, shopOrigin: string): boolean {
  const site = c.req.header("Sec-Fetch-Site");
  if (site !== undefined) return OWN_SITE_FETCHES.has(site);
  const origin = c.req.header("Origin");
  if (origin !== undefined) return origin === shopOrigin;
  const referer = c.req.header("Referer");
  if (!referer) return false;
  try {
    return new URL(referer).origin === shopOrigin;
  } catch {
    return false;
  }
}
