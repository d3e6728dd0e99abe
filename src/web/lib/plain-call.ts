import { isApiErrorBody, type ApiErrorBody } from "@shared/core/api-error";
import { apiFetch } from "./api-fetch";

/** An API answer as a storefront page reads it: the body, or the error the server said in the page's language. */
export type PlainAnswer<T> = { ok: true; status: number; body: T } | { ok: false; status: number; error: ApiErrorBody["error"] | null };

/**
 * A call to a public API with plain fetch (catering's, the gift cards'): a storefront page's
 * first load carries neither zod nor the typed client (ADR 0008, ADR 0019). A GET without a
 * body, a POST of JSON with one. A lost connection throws, as fetch does.
 */
export async function plainCall<T>(path: string, body?: unknown): Promise<PlainAnswer<T>> {
  const response = await apiFetch(
    path,
    body === undefined ? {} : { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) },
  );
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, status: response.status, body: json as T };
  return { ok: false, status: response.status, error: isApiErrorBody(json) ? json.error : null };
}
