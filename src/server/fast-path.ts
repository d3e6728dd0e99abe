import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Hono } from "hono";
import type { AppContext, AppEnv } from "./app-context";
import type { CachedJson } from "./lib/cached-json";
import { cachedJsonAnswer } from "./http/answers";
import { writeEventStreamsDirectly } from "./http/event-stream-writer";
import { API_CONTENT_SECURITY_POLICY, securityHeaders } from "./http/security-headers";
import { API_PREFIX } from "./routes";
import { publicMenuRoutes, type PublicMenuQuery } from "./routes/menu";

/** The catalogue's routes by their full path: the app's own table (routes/menu.ts), under its mount. */
const CATALOG_ROUTES = new Map<string, (typeof publicMenuRoutes)[keyof typeof publicMenuRoutes]>(
  Object.values(publicMenuRoutes).map((route) => [API_PREFIX + route.path, route]),
);

/**
 * The cache key of a public catalogue URL, or null for anything else (the app answers it): one
 * of the catalogue's paths, then only the query parameters its route lists, each once and
 * passing its check, in any order. Anything more, or malformed, goes through the app's validation.
 */
function cacheKeyFor(url: string): string | null {
  const cut = url.indexOf("?");
  const route = CATALOG_ROUTES.get(cut === -1 ? url : url.slice(0, cut));
  if (!route) return null;
  const query: Record<string, string> = {};
  if (cut !== -1) {
    for (const pair of url.slice(cut + 1).split("&")) {
      const eq = pair.indexOf("=");
      if (eq === -1) return null;
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const check: ((value: string) => boolean) | undefined = Object.hasOwn(route.params, name)
        ? route.params[name as keyof typeof route.params]
        : undefined;
      if (!check || Object.hasOwn(query, name) || !check(value)) return null;
      query[name] = value;
    }
  }
  return route.cacheKey(query as PublicMenuQuery);
}

/**
 * The public catalogue's cache hits, answered at the HTTP layer: the bytes (and their brotli or
 * gzip form) are already in memory, so the framework's per-request work (routing, validation,
 * middleware) would cost more than the answer itself. Anything else — a miss, a query with
 * other parameters, a HEAD — goes through the app as usual, which fills the cache. The data
 * and its invalidation are the app's (JsonCache); only the transport is shorter. Measured in
 * `npm run bench` against a bare node:http server.
 */
export function createMenuFastPath(ctx: Pick<AppContext, "menuCache" | "config">) {
  let served = 0;
  // The app's own headers for an API answer (lib/security-headers.ts), not a copy of them.
  const headers = { ...securityHeaders(ctx.config), "content-security-policy": API_CONTENT_SECURITY_POLICY };
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
      const answer = cachedJsonAnswer(entry, { ifNoneMatch: req.headers["if-none-match"], acceptEncoding: req.headers["accept-encoding"] });
      res.writeHead(answer.status, { ...headers, ...answer.headers, "x-request-id": `${boot}-${served}` });
      res.end(answer.body ?? undefined);
      return true;
    },
  };
}

/** The HTTP server: the catalogue's fast path first, then the app (server/index.ts and tests). */
export function createHttpServer(app: Hono<AppEnv>, ctx: Pick<AppContext, "menuCache" | "config">): Server {
  const fastPath = createMenuFastPath(ctx);
  const listener = getRequestListener(writeEventStreamsDirectly(app.fetch));
  const server = createServer((req, res) => {
    if (!fastPath.handle(req, res)) void listener(req, res);
  });
  // An idle keep-alive connection outlives the clients' own idle timeout (undici 4 s, browsers,
  // nginx's upstream keepalive), so a client never sends on a connection the server is closing
  // at that moment: with Node's 5 s default, a client whose event loop lagged under load did,
  // and its request failed with "other side closed". Shutdown closes idle connections at once.
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  return server;
}

/** How long an idle keep-alive connection stays open (the usual value behind load balancers). */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
