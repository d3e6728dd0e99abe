import { API_ERROR_STATUS, type ApiErrorBody, type ApiErrorCode } from "@shared/api-error";
import { requestLocale } from "./request-locale";
import { translateFields, translateMessage } from "./translate-message";

/**
 * A failure a service expects and can explain. Route handlers let it propagate; the one
 * error handler (app.ts) turns it into `{ error: { code, message } }` with the code's status.
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
    return API_ERROR_STATUS[this.code];
  }
}

export const notFound = (message: string) => new ServiceError("not_found", message);
export const badRequest = (message: string, fields?: Record<string, string>) => new ServiceError("validation_failed", message, fields);

/**
 * The body of every API error answer, in the request's language (issue 15): messages from the
 * English catalogues (shared schemas, services' constants) are put into it here, once.
 */
export function errorBody(code: ApiErrorCode, message: string, fields?: Record<string, string>): ApiErrorBody {
  const locale = requestLocale();
  const said = translateMessage(message, locale);
  return { error: fields ? { code, message: said, fields: translateFields(fields, locale) } : { code, message: said } };
}
