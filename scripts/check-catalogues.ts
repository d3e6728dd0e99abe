// `npm run build` starts here: every catalogue must exist in both languages with the same keys,
// nesting, list lengths and function arities (ADR 0015). The Spanish files are also typed
// `Catalog<typeof english>`, which `npm run typecheck` enforces; this check makes the build
// itself refuse a missing word, without waiting for the type checker.
import { pathToFileURL } from "node:url";
import { LOCALES } from "../src/shared/core/i18n";
import { TEXTS } from "../src/shared/texts/registry.server";

/** Where two catalogues differ in shape: 'checkoutTexts.pay: function of 1 argument in en, missing in es'. */
export function catalogueProblems(): string[] {
  const problems: string[] = [];
  const [source, ...others] = LOCALES;
  for (const other of others) compare(TEXTS[source], TEXTS[other], "", source, other, problems);
  return problems;
}

function describe(value: unknown): string {
  if (typeof value === "function") return `function of ${value.length} argument${value.length === 1 ? "" : "s"}`;
  if (Array.isArray(value)) return `list of ${value.length}`;
  if (value === null) return "null";
  return typeof value;
}

function compare(a: unknown, b: unknown, path: string, la: string, lb: string, problems: string[]): void {
  if (describe(a) !== describe(b)) {
    problems.push(`${path || "(root)"}: ${describe(a)} in ${la}, ${b === undefined ? "missing" : describe(b)} in ${lb}`);
    return;
  }
  if (typeof a === "string") {
    if (a.trim() !== "" && (b as string).trim() === "") problems.push(`${path}: empty in ${lb}`);
    return;
  }
  if (a && typeof a === "object") {
    const keys = new Set([...Object.keys(a), ...Object.keys(b as object)]);
    for (const key of keys) {
      compare((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], path ? `${path}.${key}` : key, la, lb, problems);
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const problems = catalogueProblems();
  if (problems.length > 0) {
    console.error(`The catalogues differ between languages (src/shared/texts, src/shared/texts/es):\n  ${problems.join("\n  ")}`);
    process.exit(1);
  }
  console.log(`catalogues complete in ${LOCALES.join(" and ")}`);
}
