import { isApiErrorBody, type ApiErrorBody } from "@shared/core/api-error";
import { apiFetch } from "~/lib/api-fetch";

/** An API answer as the gift-card pages read it: the body, or the error the server said in the page's language. */
export type GiftCardAnswer<T> = { ok: true; status: number; body: T } | { ok: false; status: number; error: ApiErrorBody["error"] | null };

/**
 * A call to the gift cards' public API with plain fetch: the storefront's first load carries
 * neither zod nor the typed client (ADR 0008). A lost connection throws, as fetch does.
 */
export async function giftCardCall<T>(path: string, body?: unknown): Promise<GiftCardAnswer<T>> {
  const response = await apiFetch(
    path,
    body === undefined ? {} : { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) },
  );
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, status: response.status, body: json as T };
  return { ok: false, status: response.status, error: isApiErrorBody(json) ? json.error : null };
}
