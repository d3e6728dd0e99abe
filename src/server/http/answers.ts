import type { Context, MiddlewareHandler, TypedResponse } from "hono";
import { encodedBody, type CachedJson } from "../lib/cached-json";

/** Browsers revalidate every time: a change in the admin shows at once; unchanged costs a 304. */
export const CACHED_JSON_CACHE_CONTROL = "public, no-cache";

/**
 * The answer to a request for a cached JSON body, defined once for the app (sendCachedJson) and
 * the menu's fast path: 304 with no body when the client has this ETag, else the bytes in the
 * best encoding the client accepts, with their length, type and ETag.
 */
export function cachedJsonAnswer(
  cached: CachedJson<unknown>,
  request: { ifNoneMatch: string | undefined; acceptEncoding: string | undefined },
): { status: 200 | 304; headers: Record<string, string>; body: Buffer | null } {
  const headers: Record<string, string> = {
    "cache-control": CACHED_JSON_CACHE_CONTROL,
    etag: cached.etag,
    vary: "Accept-Encoding",
    // On the 304 too: Node's adapter would otherwise label an answer without a type text/plain.
    "content-type": "application/json; charset=utf-8",
  };
  if (request.ifNoneMatch?.split(/\s*,\s*/).includes(cached.etag)) return { status: 304, headers, body: null };
  const { body, encoding } = encodedBody(cached, request.acceptEncoding);
  return {
    status: 200,
    headers: {
      ...headers,
      "content-length": String(body.length),
      ...(encoding && { "content-encoding": encoding }),
    },
    body,
  };
}

/**
 * Sends a cached JSON body with its ETag. Browsers revalidate every time (no-cache), so a
 * change in the admin shows at once, and an unchanged list costs a 304 with no body.
 */
export function sendCachedJson<T>(c: Context, cached: CachedJson<T>): Response & TypedResponse<T, 200, "json"> {
  const answer = cachedJsonAnswer(cached, { ifNoneMatch: c.req.header("If-None-Match"), acceptEncoding: c.req.header("Accept-Encoding") });
  const sent = answer.body
    ? c.body(answer.body as unknown as Uint8Array<ArrayBuffer>, 200, answer.headers)
    : c.body(null, 304, answer.headers);
  return sent as unknown as Response & TypedResponse<T, 200, "json">;
}

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
