import type { ApiErrorCode } from "@shared/api-error";

const STATUS_BY_CODE: Record<ApiErrorCode, number> = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  payment_failed: 402,
  unavailable: 503,
  internal_error: 500,
};

/**
 * A failure a service expects and can explain. Route handlers let it propagate; the one
 * error handler turns it into `{ error: { code, message } }` with the matching status.
 */
export class ServiceError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = "ServiceError";
  }

  get status(): number {
    return STATUS_BY_CODE[this.code];
  }
}

export const notFound = (message: string) => new ServiceError("not_found", message);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new ServiceError("validation_failed", message, fields);
