/**
 * Words of the answers every route may give: who may call it, what it takes, what went wrong.
 * Each goes with an error code (api-error.ts); the browser decides by the code, never by these words.
 */
export const errorTexts = {
  signInFirst: "Please sign in first.",
  forbidden: "You don't have permission to do this.",
  invalidRequest: "The request is not valid.",
  invalidId: "Not a valid id.",
  slugInvalid: "Use lowercase letters, digits and single hyphens",
  choose: (values: readonly string[]) => `Choose one of: ${values.join(", ")}.`,
  refundAmountOrLines: "Refund either an amount or whole lines.",
  limit: {
    notANumber: "limit must be a number.",
    notWhole: "limit must be a whole number.",
    tooSmall: "limit must be at least 1.",
    tooLarge: (max: number) => `limit must be at most ${max}.`,
  },
  cursorInvalid: "cursor must be the nextCursor of a previous page.",
  notFound: "Not found.",
  noSuchApiRoute: "There is no such API route.",
  bodyTooLarge: "The request body is too large.",
  nulCharacter: "The request contains a NUL character.",
  crossOrigin: "This request did not come from the shop's own pages.",
  internal: "Something went wrong on our side. Please try again.",
  /** Zod's refusals where a schema names none of its own (shared/core/zod.ts): one per kind of issue. */
  validation: {
    invalidType: (expected: string) => `Invalid input: expected ${expected}`,
    invalidValue: (values: readonly string[]) => `Invalid option: expected one of ${values.join("|")}`,
    tooSmall: (minimum: number) => `Too small: expected at least ${minimum}`,
    tooBig: (maximum: number) => `Too big: expected at most ${maximum}`,
    invalidFormat: (format: string) => `Invalid ${format}`,
    notMultipleOf: (divisor: number) => `Invalid number: must be a multiple of ${divisor}`,
    unrecognizedKeys: (keys: readonly string[]) => `Unrecognized keys: ${keys.join(", ")}`,
    invalidKey: "Invalid key",
    invalidElement: "Invalid value",
    invalidUnion: "Invalid input",
    custom: "Invalid input",
  },
} as const;
