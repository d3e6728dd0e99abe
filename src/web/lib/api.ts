import { isApiErrorBody, type ApiErrorCode } from "@shared/api-error";
import { layoutTexts } from "@shared/texts/layout";

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

/** fetch for our JSON API: same-origin cookies, JSON in and out, errors as ApiError. */
export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(init.json);
  }
  headers.set("Accept", "application/json");
  const res = await fetch(path, { ...init, headers, body, credentials: "same-origin" });
  if (res.status === 204) return undefined as T;
  const payload: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    if (isApiErrorBody(payload)) {
      throw new ApiError(res.status, payload.error.message, payload.error.code, payload.error.fields);
    }
    throw new ApiError(res.status, layoutTexts.requestFailed(res.status));
  }
  return payload as T;
}
