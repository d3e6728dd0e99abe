import { useContext } from "react";
import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import { sayMessage } from "@shared/core/said";
import { ProvidedTexts } from "~/lib/texts";

/**
 * The admin's forms check with the shared schemas; an issue a schema names no words for comes
 * with a text key (shared/core/zod.ts), said here with the catalogues the admin layout provides, in
 * the admin's language. Words a schema was given pass through as they are.
 */
export function useSayMessage(): (message: string) => string {
  const texts = useContext(ProvidedTexts);
  return (message) => sayMessage(texts, message);
}

/** A react-hook-form resolver whose messages are said in the admin's language. */
export function saidResolver<T extends FieldValues, C, R>(
  resolver: Resolver<T, C, R>,
  say: (message: string) => string,
): Resolver<T, C, R> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const visit = (errors: unknown) => {
      if (!errors || typeof errors !== "object") return;
      for (const [key, value] of Object.entries(errors)) {
        if (key === "message" && typeof value === "string") (errors as Record<string, string>).message = say(value);
        else if (key !== "ref") visit(value);
      }
    };
    visit(result.errors as FieldErrors<T>);
    return result;
  };
}
