import type { ApiErrorCode } from "@shared/core/api-error";
import { ApiError } from "~/lib/api";

/**
 * What to tell the admin when a call failed: the server's own words when it refused the
 * input for a reason it names (a picture that is too big, a slug in use), else the spec's
 * failure text for the action ('Failed to save item'…).
 */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && NAMED_REFUSALS.has(error.code) ? error.message : fallback;
}

const NAMED_REFUSALS = new Set<ApiErrorCode | undefined>([
  "conflict",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limited",
  // The payment provider's refusal, in words the admin can act on (a capture, a refund).
  "payment_unavailable",
]);
