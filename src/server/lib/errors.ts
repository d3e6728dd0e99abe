import { API_ERROR_STATUS, type ApiErrorBody, type ApiErrorCode } from "@shared/core/api-error";
import { DEFAULT_LOCALE, type Locale } from "@shared/core/i18n";
import type { Said } from "@shared/core/said";
import { say, sayFields } from "./say";

/**
 * A failure a service expects and can explain: a code (its HTTP status), what to say (a text key
 * and its parameters) and, for input, what to say per field. Route handlers let it propagate; the
 * one error handler (app.ts) says it in the request's language as `{ error: { code, message } }`.
 * Its `message` is the English, for logs.
 */
export class ServiceError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    readonly said: Said,
    readonly fields?: Readonly<Record<string, Said>>,
  ) {
    super(say("en", said));
    this.name = "ServiceError";
  }

  get status(): number {
    return API_ERROR_STATUS[this.code];
  }
}

export const notFound = (said: Said) => new ServiceError("not_found", said);
export const badRequest = (said: Said, fields?: Record<string, Said>) => new ServiceError("validation_failed", said, fields);

/** The language an answer is written in: the request's (http/request-locale.ts). */
type Reader = { var: object } | Locale;
const localeOf = (reader: Reader): Locale =>
  typeof reader === "string" ? reader : ((reader.var as { locale?: Locale }).locale ?? DEFAULT_LOCALE);

/** The body of every API error answer: the code, and its words in the reader's language, said here once. */
export function errorBody(reader: Reader, code: ApiErrorCode, said: Said, fields?: Readonly<Record<string, Said>>): ApiErrorBody {
  const locale = localeOf(reader);
  const message = say(locale, said);
  return { error: fields ? { code, message, fields: sayFields(locale, fields) } : { code, message } };
}
