import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TEXTS } from "@shared/texts/registry.server";

/**
 * Both languages are complete (ADR 0015): tsc already refuses a Spanish catalogue with a
 * missing or extra key (`Catalog<typeof english>`); this checks the values too, as the pages get
 * them, and that each page ships only its own language's words.
 */

type Entry = { path: string; value: unknown };

/** Every leaf of a catalogue (strings, functions, numbers…), by its dotted path. */
function leaves(value: unknown, at = ""): Entry[] {
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => leaves(inner, at ? `${at}.${key}` : key));
  }
  return [{ path: at, value }];
}

/**
 * A stand-in for any argument: a string in a template ('sample'), 2 in arithmetic, and anything
 * else (a method, a property, an iterable) gives itself back, so every function can be called
 * whatever its parameters' types.
 */
const anything: unknown = new Proxy(function () {}, {
  get(_target, key) {
    if (key === Symbol.toPrimitive) return (hint: string) => (hint === "number" ? 2 : "sample");
    if (key === Symbol.iterator)
      return function* () {
        yield "sample";
      };
    if (key === "length") return 1;
    return anything;
  },
  apply: () => anything,
});

/** Functions whose argument names one of a fixed set (a key), with a real one. */
const SAMPLE_ARGS: Record<string, unknown[]> = {
  "contactTexts.errors.tooLong": ["message"],
};

/** What a catalogue function gives for sample arguments: words, or a list of them (paragraphs). */
const callWithSamples = (fn: (...args: unknown[]) => unknown, args: unknown[]) => {
  const result = fn(...args);
  return Array.isArray(result) ? (result as unknown[]) : [result];
};

const isWords = (value: unknown) => typeof value === "string" && value.trim().length > 0 && !/\bundefined\b|\bNaN\b|\[object /.test(value);

const catalogues = Object.keys(TEXTS.en) as (keyof typeof TEXTS.en)[];

describe("the Spanish catalogues mirror the English ones", () => {
  it("every catalogue exists in both languages", () => {
    expect(Object.keys(TEXTS.es).sort()).toEqual([...catalogues].sort());
  });

  for (const name of catalogues) {
    it(`${name}: the same keys, nested the same way, and functions with the same arity`, () => {
      const en = leaves(TEXTS.en[name]);
      const es = leaves(TEXTS.es[name]);
      expect(es.map((entry) => entry.path)).toEqual(en.map((entry) => entry.path));
      const shape = (entries: Entry[]) =>
        entries.map(({ path: at, value }) => [at, typeof value, typeof value === "function" ? value.length : null]);
      expect(shape(es)).toEqual(shape(en));
    });

    it(`${name}: every word is there, and every function gives words for sample arguments`, () => {
      for (const locale of ["en", "es"] as const) {
        for (const { path: at, value } of leaves(TEXTS[locale][name])) {
          const where = `${locale} ${name}.${at}`;
          if (typeof value === "function") {
            const fn = value as (...args: unknown[]) => unknown;
            const words = callWithSamples(fn, SAMPLE_ARGS[`${name}.${at}`] ?? Array.from({ length: fn.length }, () => anything));
            expect(words.length, where).toBeGreaterThan(0);
            for (const word of words) expect(isWords(word), `${where} → ${String(word)}`).toBe(true);
            // The branch taken for one ('1 item' / '1 artículo') gives words too, where the first
            // parameter is a number (for others 1 is no valid argument: they may throw).
            let one: unknown[] = [];
            try {
              one = callWithSamples(
                fn,
                Array.from({ length: fn.length }, (_, i) => (i === 0 ? 1 : anything)),
              );
            } catch {
              // not a number
            }
            for (const word of one) expect(typeof word === "string" && word.trim().length > 0, `${where}(1, …)`).toBe(true);
          } else if (typeof value === "string") {
            // An empty string is a deliberate blank (menuTexts.perUnit.each): the same in English.
            if (value === "") expect(leaves(TEXTS.en[name]).find((entry) => entry.path === at)?.value, where).toBe("");
            else expect(isWords(value), where).toBe(true);
          }
        }
      }
    });
  }

  it("words repeated to keep a module off a page's first load stay equal to the original, in both languages", () => {
    for (const locale of ["en", "es"] as const) {
      const t = TEXTS[locale];
      expect(t.menuPageTexts.loading, locale).toBe(t.loadingTexts.menuItems);
      expect(t.blogTexts.loading, locale).toBe(t.loadingTexts.posts);
      expect(t.menuPageTexts.preorders, locale).toBe(t.orderingTexts.preorders);
      expect(t.checkoutTexts.checking, locale).toBe(t.cartTexts.checking);
      expect(t.checkoutTexts.restoredAfterPayment, locale).toBe(t.cartTexts.restoredAfterPayment);
      expect(t.cartTexts.increaseQuantity, locale).toBe(t.menuTexts.increaseQuantity);
      expect(t.cartTexts.decreaseQuantity, locale).toBe(t.menuTexts.decreaseQuantity);
    }
  });

  it("the navigation leads to the same pages in both languages", () => {
    expect(TEXTS.es.layoutTexts.nav.map((item) => item.to)).toEqual(TEXTS.en.layoutTexts.nav.map((item) => item.to));
  });
});

/**
 * A page ships only its own language's words: in the browser's code only the route files (which
 * bring their language's catalogues in their handle) import a texts module; components read them
 * with useTexts, other code gets them from its caller. Server modules (`.server.ts(x)`) may read
 * both languages.
 */
describe("only route files bring words to the browser", () => {
  const webDir = path.resolve("src/web");
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((entry) => {
      const full = path.join(dir, entry);
      return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(entry) ? [full] : [];
    });
  /** `import x from "@shared/texts/…"` (or a relative path into shared/texts), and `import("…")`; type-only imports cost nothing. */
  const TEXTS_IMPORT =
    /^\s*import\s+(?!type\b)[^;]*?from\s+["']([^"']*(?:@shared\/texts|shared\/texts)(?:\/[^"']*)?)["']|import\(\s*["']([^"']*shared\/texts[^"']*)["']\s*\)/gm;
  /** A module's code without its comments (which may show an import as an example). */
  const code = (file: string) =>
    readFileSync(file, "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/^\s*\/\/.*$/gm, "");
  const allowed = (file: string) => {
    const relative = path.relative(webDir, file).split(path.sep).join("/");
    return relative.startsWith("routes/") || /\.server\.tsx?$/.test(relative);
  };
  /**
   * The admin area is being converted on another branch (ADR 0015): its files still import the
   * English catalogues. That conversion removes this list; nothing else may be added to it.
   */
  const ADMIN_IN_CONVERSION = /^(features\/admin|components\/admin)\//;

  it("no storefront module imports a texts module outside the route files", () => {
    const offenders = files(webDir).flatMap((file) => {
      if (allowed(file)) return [];
      const relative = path.relative(webDir, file).split(path.sep).join("/");
      if (ADMIN_IN_CONVERSION.test(relative)) return [];
      return [...code(file).matchAll(TEXTS_IMPORT)].map((match) => `${relative}: ${match[1] ?? match[2]}`);
    });
    expect(offenders).toEqual([]);
  });

  it("the check sees an import when there is one", () => {
    const sample = `import { menuTexts } from "@shared/texts/menu";\nimport type { TextsName } from "@shared/texts";\nconst m = import("@shared/texts/es/ordering");`;
    expect([...sample.matchAll(TEXTS_IMPORT)].map((match) => match[1] ?? match[2])).toEqual([
      "@shared/texts/menu",
      "@shared/texts/es/ordering",
    ]);
  });

  it("each language's route files import that language's catalogues only", () => {
    const routes = path.join(webDir, "routes");
    for (const file of files(routes)) {
      const relative = path.relative(routes, file).split(path.sep).join("/");
      if (relative.startsWith("admin/")) continue;
      const spanish = relative.startsWith("es/");
      for (const match of code(file).matchAll(TEXTS_IMPORT)) {
        const source = match[1] ?? match[2] ?? "";
        expect(source.startsWith("@shared/texts/es/"), `${relative}: ${source}`).toBe(spanish);
      }
    }
  });
});
