import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { errorTexts } from "@shared/texts/errors";
import { errorBody } from "../lib/errors";

/** Per-field messages from a zod error: `{ "email": "Please enter a valid email address" }`. */
export function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "_";
    fields[key] ??= issue.message;
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
  message: string = errorTexts.invalidRequest,
) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) {
      return c.json(errorBody("validation_failed", message, fieldErrors(result.error.issues)), 400);
    }
  });
}
