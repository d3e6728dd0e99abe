import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "@shared/core/zod";
import { ApiError } from "./api";
import { saidResolver, useSayMessage } from "./said-messages";

/**
 * One recipe for an admin form's mistakes. The form checks with the shared schema the API uses
 * (its messages are text keys, shared/core/zod.ts) and says them with the catalogues the admin layout
 * provides, in the admin's language; the server's refusals per field (already in words) join
 * them under the same paths. ADR 0022.
 */

/** Words to show per field, by the API's path ('email', 'delivery.feeCents', 'hours.close'). */
export type FormErrors = Record<string, string>;

/** Whether `path` is `scope` or lies under it; every path is in no scope. */
const isIn = (path: string, scope: string | undefined) => scope === undefined || path === scope || path.startsWith(`${scope}.`);
const outside = (errors: FormErrors, scope: string | undefined): FormErrors =>
  scope === undefined ? {} : Object.fromEntries(Object.entries(errors).filter(([path]) => !isIn(path, scope)));
const inside = (errors: FormErrors, scope: string | undefined): FormErrors =>
  Object.fromEntries(Object.entries(errors).filter(([path]) => isIn(path, scope)));

/** The words per field the server sent with a 400 or 409 (in the request's language). */
export function fieldErrorsOf(error: unknown): FormErrors {
  return error instanceof ApiError && error.fields ? error.fields : {};
}

export type Checked<T> = { ok: true; data: T } | { ok: false; errors: FormErrors };

/**
 * `candidate` checked with `schema`: its data, or its mistakes by path (the first one of each),
 * said by `say`; with `scope`, only the mistakes under it.
 */
export function checkWith<S extends z.ZodType>(
  schema: S,
  candidate: unknown,
  say: (message: string) => string,
  scope?: string,
): Checked<z.output<S>> {
  const result = schema.safeParse(candidate);
  if (result.success) return { ok: true, data: result.data };
  const errors: FormErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join(".");
    if (isIn(path, scope)) errors[path] ??= say(issue.message);
  }
  return { ok: false, errors };
}

/**
 * A form that holds its fields itself: `check` gives the data to send, or shows the mistakes and
 * gives null; `fromServer` shows a refusal's fields; `clear` hides them. Each takes a scope (a
 * top-level path, 'delivery') for a page whose sections are saved one at a time: the other
 * sections' mistakes stay as they are.
 */
export function useFormErrors<S extends z.ZodType>(schema: S) {
  const say = useSayMessage();
  const [errors, setErrors] = useState<FormErrors>({});
  return {
    errors,
    /** `also`: mistakes the page finds itself (a date before today), shown with the schema's. */
    check(candidate: unknown, { scope, also }: { scope?: string; also?: FormErrors } = {}): z.output<S> | null {
      const checked = checkWith(schema, candidate, say, scope);
      const found = { ...(checked.ok ? {} : checked.errors), ...also };
      if (checked.ok && Object.keys(found).length === 0) return checked.data;
      setErrors((current) => ({ ...outside(current, scope), ...found }));
      return null;
    },
    /** The fields of the server's 400 or 409, in its words (the request's language). */
    fromServer(error: unknown, scope?: string) {
      setErrors((current) => ({ ...outside(current, scope), ...inside(fieldErrorsOf(error), scope) }));
    },
    clear(scope?: string) {
      setErrors((current) => outside(current, scope));
    },
  };
}

/** The same recipe for a react-hook-form form: a resolver checking with `schema`, its keys said in the admin's language. */
export function useSchemaResolver<T extends FieldValues, R>(schema: z.ZodType<R, T>): Resolver<T, unknown, R> {
  const say = useSayMessage();
  return saidResolver(zodResolver(schema) as unknown as Resolver<T, unknown, R>, say);
}
