import type { ApiErrorBody, ApiErrorCode } from "@shared/api-error";

/** The body of every API error answer. */
export function errorBody(code: ApiErrorCode, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}
