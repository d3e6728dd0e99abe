import type { Context, MiddlewareHandler, TypedResponse } from "hono";
import { encodedBody, type CachedJson } from "./cached-json";

/**
 * Sends a cached JSON body with its ETag. Browsers revalidate every time (no-cache), so a
 * change in the admin shows at once, and an unchanged list costs a 304 with no body.
 */
export function sendCachedJson<T>(c: Context, cached: CachedJson<T>): Response & TypedResponse<T, 200, "json"> {
  const headers: Record<string, string> = {
    "Cache-Control": CACHED_JSON_CACHE_CONTROL,
    ETag: cached.etag,
    Vary: "Accept-Encoding",
  };
  const ifNoneMatch = c.req.header("If-None-Match");
  if (ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).includes(cached.etag)) {
    return c.body(null, 304, headers) as unknown as Response & TypedResponse<T, 200, "json">;
  }
  const { body, encoding } = encodedBody(cached, c.req.header("Accept-Encoding"));
  if (encoding) headers["Content-Encoding"] = encoding;
  return c.body(body as unknown as Uint8Array<ArrayBuffer>, 200, {
    ...headers,
    "Content-Type": "application/json; charset=utf-8",
  }) as unknown as Response & TypedResponse<T, 200, "json">;
}

/** Browsers revalidate every time: a change in the admin shows at once; unchanged costs a 304. */
export const CACHED_JSON_CACHE_CONTROL = "public, no-cache";

/**
 * The client's address: the socket's, or behind a trusted proxy the last X-Forwarded-For entry,
 * the one that proxy appended. Earlier entries are whatever the client sent and cannot be trusted.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("X-Forwarded-For")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return socketAddress(c) ?? "unknown";
}

/** The address at the other end of the connection (Node's adapter; absent in a request made in memory). */
export function socketAddress(c: Context): string | undefined {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress;
}

/** Answers that are never stored by browsers or proxies (admin, per-user and live data). */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header("Cache-Control", "no-store");
};
