import { isApiErrorBody, type ApiErrorCode } from "@shared/core/api-error";
import { requestFailedMessage } from "./api-fetch";

// The page's requests themselves (apiFetch, the page's language) are in api-fetch.ts, which every
// page loads with its layout; this module is loaded only by code that reads the API's answers.

/** An API answer that was not 2xx, with the server's message when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: ApiErrorCode,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/**
 * An answer of our JSON API, read the one way: 204 is undefined, another 2xx its JSON, anything
 * else an ApiError with the server's `{ error: { code, message, fields } }`. The typed client's
 * unwrap (api-client.ts) reads with it; this module stays free of the client, so importing
 * ApiError costs a page almost nothing.
 */
export async function readApiAnswer(res: Pick<Response, "status" | "ok" | "json">): Promise<unknown> {
  if (res.status === 204) return undefined;
  const payload: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    if (isApiErrorBody(payload)) {
      throw new ApiError(res.status, payload.error.message, payload.error.code, payload.error.fields);
    }
    throw new ApiError(res.status, requestFailedMessage(res.status));
  }
  return payload;
}

/**
 * What to tell the admin when a request failed: the server's own words when it refused for a
 * reason it named, else `fallback` (ours: a crash, the network, an answer without words).
 */
export function refusalWords(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.code !== "internal_error" && error.message ? error.message : fallback;
}
