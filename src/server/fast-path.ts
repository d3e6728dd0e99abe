import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Hono } from "hono";
import type { AppContext, AppEnv } from "./context";
import { encodedBody, type CachedJson } from "./lib/cached-json";
import { CACHED_JSON_CACHE_CONTROL } from "./lib/http";
import { menuCacheKeys } from "./routes/menu";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MENU_WITH_CATEGORY = "/api/menu?category=";

/**
 * The headers of the app's JSON answers (app.ts's secure headers), except that JSON gets the
 * strictest CSP instead of the pages' nonce-based one.
 */
function staticHeaders(https: boolean): Record<string, string> {
  return {
    "content-type": "application/json; charset=utf-8",
    "cache-control": CACHED_JSON_CACHE_CONTROL,
    vary: "Accept-Encoding",
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
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
    ...(https && { "strict-transport-security": "max-age=31536000; includeSubDomains" }),
  };
}

function cacheKeyFor(url: string): string | null {
  if (url === "/api/menu") return menuCacheKeys.items(undefined);
  if (url === "/api/menu/featured") return menuCacheKeys.featured;
  if (url === "/api/categories") return menuCacheKeys.categories;
  if (url.startsWith(MENU_WITH_CATEGORY)) {
    const slug = url.slice(MENU_WITH_CATEGORY.length);
    return slug.length <= 80 && SLUG.test(slug) ? menuCacheKeys.items(slug) : null;
  }
  return null;
}

/**
 * The public catalogue's cache hits, answered at the HTTP layer: the bytes (and their brotli or
 * gzip form) are already in memory, so the framework's per-request work (routing, validation,
 * middleware) would cost more than the answer itself. Anything else — a miss, a query with
 * other parameters, a HEAD — goes through the app as usual, which fills the cache. The data
 * and its invalidation are the app's (JsonCache); only the transport is shorter. Measured in
 * `npm run bench` against a bare node:http server.
 */
export function createCatalogFastPath(ctx: Pick<AppContext, "menuCache" | "config">) {
  let served = 0;
  const headers = staticHeaders(ctx.config.publicUrl.startsWith("https://"));
  // Request ids without the cost of a UUID each: this process's id and a counter.
  const boot = randomBytes(4).toString("hex");
  return {
    get served() {
      return served;
    },
    handle(req: IncomingMessage, res: ServerResponse): boolean {
      if (req.method !== "GET" || !req.url) return false;
      const key = cacheKeyFor(req.url);
      if (!key) return false;
      const entry: CachedJson<unknown> | undefined = ctx.menuCache.peek(key);
      if (!entry) return false;
      served++;
      if (req.headers["if-none-match"]?.split(/\s*,\s*/).includes(entry.etag)) {
        res.writeHead(304, { ...headers, etag: entry.etag, "x-request-id": `${boot}-${served}` });
        res.end();
        return true;
      }
      const { body, encoding } = encodedBody(entry, req.headers["accept-encoding"]);
      res.writeHead(200, {
        ...headers,
        etag: entry.etag,
        "x-request-id": `${boot}-${served}`,
        "content-length": body.length,
        ...(encoding && { "content-encoding": encoding }),
      });
      res.end(body);
      return true;
    },
  };
}

/** The HTTP server: the catalogue's fast path first, then the app (server/index.ts and tests). */
export function createHttpServer(app: Hono<AppEnv>, ctx: Pick<AppContext, "menuCache" | "config">): Server {
  const fastPath = createCatalogFastPath(ctx);
  const listener = getRequestListener(app.fetch);
  return createServer((req, res) => {
    if (!fastPath.handle(req, res)) void listener(req, res);
  });
}
