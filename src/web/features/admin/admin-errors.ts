import { ApiError } from "~/lib/api";

/**
 * What to tell the admin when a call failed: the server's own words when it refused the
 * input for a reason it names (a picture that is too big, a slug in use), else the spec's
 * failure text for the action ('Failed to save item'…).
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && [409, 413, 415, 429].includes(error.status)) return error.message;
  return fallback;
}

/** Per-field messages the server sent with a 400 or 409, for react-hook-form's setError. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.fields ? error.fields : {};
}
