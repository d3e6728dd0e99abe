import type { MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { mapEmbedOrigin } from "@shared/shop/map-embed";
import type { Config } from "../config";

/**
 * The security headers of the shop's answers, defined once: app.ts puts them on every answer it
 * makes, and the menu's fast path (fast-path.ts) sends the very same set with its cache hits.
 */

/** What every answer carries, whatever it is: page, JSON, file or error. */
export function securityHeaders(config: Pick<Config, "publicUrl">): Record<string, string> {
  return {
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(self)",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-frame-options": "DENY",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
    // Behind https only: a browser told this over http would refuse the shop until it had TLS.
    ...(config.publicUrl.startsWith("https://") && { "strict-transport-security": "max-age=31536000; includeSubDomains" }),
  };
}

/** The API's answers are data, never a document: nothing may load or frame them. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

const isApi = (path: string) => path === "/api" || path.startsWith("/api/");

/**
 * Sets the security headers on every answer: the common set, and a Content-Security-Policy —
 * the API's, or for everything else the pages' one, where only our files and the inline scripts
 * React Router renders with this request's nonce may run (dev: Vite's inline scripts and its
 * websocket too).
 */
export function securityHeadersMiddleware(config: Config, options: { isDev: boolean }): MiddlewareHandler {
  const common = Object.entries(securityHeaders(config));
  const pageCsp = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: options.isDev ? ["'self'", "'unsafe-inline'"] : ["'self'", NONCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", "https:"],
      connectSrc: options.isDev ? ["'self'", "ws:", "wss:"] : ["'self'"],
      fontSrc: ["'self'"],
      // Only the site the contact page's map comes from (OpenStreetMap, or Google Maps for an address without coordinates).
      frameSrc: [mapEmbedOrigin(config.shop)],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
    },
    // The rest is the common set above, the same for every answer.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    strictTransportSecurity: false,
    xContentTypeOptions: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
  return async (c, next) => {
    if (isApi(c.req.path)) await next();
    else await pageCsp(c, next);
    for (const [name, value] of common) c.res.headers.set(name, value);
    if (isApi(c.req.path)) c.res.headers.set("content-security-policy", API_CONTENT_SECURITY_POLICY);
  };
}
