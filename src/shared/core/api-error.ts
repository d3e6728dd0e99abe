/**
 * Every error code an API answer can carry, with its HTTP status: the one table the server's
 * error handler and its ServiceError both read. The browser decides what to do by the code
 * (never by the message's words); the message is for people.
 */
export const API_ERROR_STATUS = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  payment_failed: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  /** The weighed total is more than the card hold: the admin chooses how to settle it (ADR 0013). */
  hold_exceeded: 409,
  /** The card hold lapsed: the order can no longer be charged through it. */
  hold_expired: 409,
  /** The chosen slot has no place left (ADR 0014); the message names the next open time. */
  slot_full: 409,
  /** Less of an item is left for the date than the cart asks (ADR 0014). */
  stock_short: 409,
  /** A gift card that cannot pay now: pending, frozen, void, depleted or expired (ADR 0024). */
  gift_card_unusable: 409,
  /** A promo code refused by one of its rules; the message says which (ADR 0024). */
  promo_invalid: 422,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  /** The order could not be saved; nothing was charged. */
  order_failed: 500,
  unavailable: 503,
  /** The payment provider did not answer; the order is kept and a retry finds it again. */
  payment_unavailable: 503,
} as const;

export type ApiErrorCode = keyof typeof API_ERROR_STATUS;

/** The code of an HTTP status answered by something other than our services (a framework's 4xx): the table's first for it. */
export function errorCodeForStatus(status: number): ApiErrorCode {
  const found = (Object.keys(API_ERROR_STATUS) as ApiErrorCode[]).find((code) => API_ERROR_STATUS[code] === status);
  return found ?? (status >= 500 ? "internal_error" : "bad_request");
}

/** The one error shape every API answer uses: `{ "error": { "code", "message" } }`. */
export interface ApiErrorBody {
  error: {
    code: ApiErrorCode;
    message: string;
    /** Per-field messages when the input failed validation. */
    fields?: Record<string, string>;
  };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== "object" || value === null || !("error" in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === "object" && error !== null && "message" in error && "code" in error;
}
