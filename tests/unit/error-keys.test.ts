import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "@shared/core/zod";
import { saidOf, type Said } from "@shared/core/said";
import { TEXTS } from "@shared/texts/registry.server";

/**
 * Every code and key an error can be said by has words in both languages (docs/architecture.md
 * 'Conventions': errors carry codes): a key thrown by a service, a zod issue of any kind the
 * schemas can give, a payment problem. A key with no words would reach a customer as a key.
 */

const wordsAt = (locale: "en" | "es", key: string): unknown =>
  key.split(".").reduce<unknown>((value, part) => (value == null ? undefined : (value as Record<string, unknown>)[part]), TEXTS[locale]);

const expectWords = (key: string) => {
  for (const locale of ["en", "es"] as const) {
    const value = wordsAt(locale, key);
    expect(typeof value === "string" || typeof value === "function", `${locale} ${key}`).toBe(true);
  }
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? sourceFiles(file) : /\.tsx?$/.test(name) ? [file] : [];
  });
}

describe("every error has words in both languages", () => {
  it("every key the server says (said(…), keyMessage(…)) is in both catalogues", () => {
    const keys = new Set<string>();
    for (const file of [...sourceFiles("src/server"), ...sourceFiles("src/shared"), ...sourceFiles("src/web")]) {
      for (const match of readFileSync(file, "utf8").matchAll(/\b(?:said|keyMessage)\("([\w.]+)"/g)) keys.add(match[1]!);
    }
    expect(keys.size).toBeGreaterThan(100);
    for (const key of keys) expectWords(key);
  });

  it("every payment problem code has words", () => {
    // Our codes are the English catalogue's keys (PaymentProblem); each needs Spanish words too.
    for (const problem of Object.keys(TEXTS.en.paymentProblemTexts)) expectWords(`paymentProblemTexts.${problem}`);
  });

  it("every kind of zod issue gets a key with words, through the one error map", () => {
    const cases: [z.ZodType, unknown][] = [
      [z.string(), 1],
      [z.enum(["a", "b"]), "c"],
      [z.literal("a"), "b"],
      [z.string().min(2), "a"],
      [z.string().max(1), "ab"],
      [z.number().min(1), 0],
      [z.number().max(1), 2],
      [z.array(z.string()).max(0), ["a"]],
      [z.email(), "x"],
      [z.uuid(), "x"],
      [z.string().regex(/^a$/), "b"],
      [z.number().multipleOf(2), 3],
      [z.strictObject({}), { a: 1 }],
      [z.record(z.string().regex(/^a$/), z.string()), { b: "x" }],
      // A map's value refused under a key that is not a property name ({}): invalid_element.
      [z.map(z.unknown(), z.string()), new Map([[{}, 1]])],
      [z.union([z.string(), z.number()]), true],
      [z.string().refine(() => false), "a"],
    ];
    const codes = new Set<string>();
    for (const [schema, input] of cases) {
      const result = schema.safeParse(input);
      expect(result.success).toBe(false);
      for (const issue of result.error!.issues) {
        codes.add(issue.code);
        const said: Said = saidOf(issue.message);
        expect(said.key.startsWith("@"), issue.message).toBe(false);
        expectWords(said.key);
        for (const locale of ["en", "es"] as const) {
          const fn = wordsAt(locale, said.key);
          const words = typeof fn === "function" ? (fn as (...args: unknown[]) => unknown)(...(said.params ?? [])) : fn;
          expect(typeof words === "string" && words.length > 0 && !/undefined|NaN/.test(words as string), `${locale} ${said.key}`).toBe(
            true,
          );
        }
      }
    }
    expect([...codes].sort()).toEqual(
      [
        "custom",
        "invalid_element",
        "invalid_format",
        "invalid_key",
        "invalid_type",
        "invalid_union",
        "invalid_value",
        "not_multiple_of",
        "too_big",
        "too_small",
        "unrecognized_keys",
      ].sort(),
    );
  });
});
