import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { said, saidOf, type Said } from "@shared/core/said";
import { errorBody } from "../lib/errors";

/** Per-field messages of a zod error, still to be said: `{ "email": <contactTexts.errors.emailInvalid> }`. */
export function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, Said> {
  const fields: Record<string, Said> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "_";
    fields[key] ??= saidOf(issue.message);
  }
  return fields;
}

/**
 * zod validation for a request part. On failure: 400 `{ error: { code, message, fields } }`,
 * never zod's raw error object, in the request's language (errorBody).
 */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
  message: Said = said("errorTexts.invalidRequest"),
) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) {
      return c.json(errorBody(c, "validation_failed", message, fieldErrors(result.error.issues)), 400);
    }
  });
}
