import type { Locale } from "@shared/i18n";
import { textsFor } from "@shared/texts/registry.server";

/**
 * An English message in another language, found by what it is in the English catalogues
 * (issue 15). Validation messages are built once, in English, by the shared zod schemas and
 * rules, and services throw English constants: the one place that writes error answers
 * (`errorBody`) passes each message through here, so every answer speaks the request's
 * language without each schema and throw site knowing it. A message that is exactly a
 * catalogue string becomes the same key's string; one made by a catalogue function from
 * plain values ('limit must be at most 500.') is matched against the function's shape and
 * made again by the other language's function. Anything else (words from outside the
 * catalogues) is returned as it is.
 */

type KeyPath = readonly string[];

interface Template {
  path: KeyPath;
  pattern: RegExp;
  /** For each argument of the function, its capture group. */
  groups: number[];
  /** Whether the function takes lists, written joined by ', '. */
  lists: boolean;
  /** How much of the message is fixed words: the most specific shape wins. */
  literalLength: number;
}

interface ReverseIndex {
  exact: Map<string, KeyPath>;
  templates: Template[];
}

let index: ReverseIndex | undefined;

// Private-use characters no message contains, unchanged by toLowerCase() and friends.
const placeholder = (i: number) => `\ue000${i}\ue001`;
const PLACEHOLDER = /^\ue000(\d+)\ue001$/;
const PLACEHOLDERS = /(\ue000\d+\ue001)/;
/** Shapes with less fixed text than this would match nearly anything. */
const MIN_LITERAL_LENGTH = 6;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The shape of a catalogue function's message, or null when its arguments are not written into it as they are. */
function templateOf(fn: (...args: unknown[]) => unknown, path: KeyPath): Template | null {
  const arity = fn.length;
  if (arity === 0) return null;
  // Plain values first; then lists ('Choose one of: a, b.' joins its values).
  let message: unknown;
  let lists = false;
  for (const asList of [false, true]) {
    try {
      message = fn(...Array.from({ length: arity }, (_, i) => (asList ? [placeholder(i)] : placeholder(i))));
      lists = asList;
      break;
    } catch {
      message = undefined;
    }
  }
  if (typeof message !== "string") return null;
  const groups: number[] = [];
  let source = "^";
  let literalLength = 0;
  let group = 0;
  for (const part of message.split(PLACEHOLDERS)) {
    const match = PLACEHOLDER.exec(part);
    if (!match) {
      literalLength += part.length;
      source += escapeRegExp(part);
      continue;
    }
    const arg = Number(match[1]);
    if (groups[arg] !== undefined) source += `\\${groups[arg]}`;
    else {
      groups[arg] = ++group;
      source += "([\\s\\S]+?)";
    }
  }
  // Every argument must be in the message as it was given, or the other language could not be called with them.
  const complete = Array.from({ length: arity }, (_, i) => groups[i]).every((g) => g !== undefined);
  if (literalLength < MIN_LITERAL_LENGTH || !complete) return null;
  return { path, pattern: new RegExp(`${source}$`), groups, lists, literalLength };
}

/** Error catalogues first, so a string that is also a label elsewhere translates as the error it is. */
const isErrorPath = (path: KeyPath) => path.some((key) => /error|problem/i.test(key));

function buildIndex(): ReverseIndex {
  const strings: [string, KeyPath][] = [];
  const templates: Template[] = [];
  const visit = (value: unknown, path: KeyPath) => {
    if (typeof value === "string") strings.push([value, path]);
    else if (typeof value === "function") {
      const template = templateOf(value as (...args: unknown[]) => unknown, path);
      if (template) templates.push(template);
    } else if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) visit(child, [...path, key]);
    }
  };
  visit(textsFor("en"), []);
  const exact = new Map<string, KeyPath>();
  for (const [text, path] of strings) if (isErrorPath(path) && !exact.has(text)) exact.set(text, path);
  for (const [text, path] of strings) if (!exact.has(text)) exact.set(text, path);
  templates.sort((a, b) => b.literalLength - a.literalLength);
  return { exact, templates };
}

function at(root: unknown, path: KeyPath): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function translateExact(message: string, locale: Locale, exact: ReverseIndex["exact"]): string | null {
  const path = exact.get(message);
  if (!path) return null;
  const translated = at(textsFor(locale), path);
  return typeof translated === "string" ? translated : null;
}

/** A message in `locale` when it comes from the English catalogues; otherwise the message as it is. */
export function translateMessage(message: string, locale: Locale): string {
  if (locale === "en" || !message) return message;
  index ??= buildIndex();
  const exact = translateExact(message, locale, index.exact);
  if (exact !== null) return exact;
  for (const template of index.templates) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    const fn = at(textsFor(locale), template.path);
    if (typeof fn !== "function") continue;
    // A value written into the message may itself be a catalogue string ('Failed to create checkout session: <reason>').
    const args = template.groups.map((group) => {
      const value = match[group]!;
      if (template.lists) return value.split(", ");
      if (/^-?\d+(\.\d+)?$/.test(value)) return Number(value);
      return translateExact(value, locale, index!.exact) ?? value;
    });
    try {
      const translated: unknown = (fn as (...args: unknown[]) => unknown)(...args);
      if (typeof translated === "string") return translated;
    } catch {
      // The other language's function wanted something the message does not carry: keep the English.
    }
  }
  return message;
}

/** Every message of a field map, translated. */
export function translateFields(fields: Record<string, string>, locale: Locale): Record<string, string> {
  if (locale === "en") return fields;
  return Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, translateMessage(message, locale)]));
}
