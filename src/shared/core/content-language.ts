import type { Locale } from "./i18n";

/**
 * The shop's own content in two languages (ADR 0015): categories, items, their choices and blog
 * posts are written in English, and in Spanish when the admin has translated them. A Spanish page
 * shows the Spanish, or the English while there is none; the public answers then say so with a
 * `lang: "en"` beside the text (`descriptionLang`, `contentLang`… for a second text of the same
 * thing), so the page can mark it `lang="en"` (WCAG 3.1.2, language of parts). English answers
 * carry no such field: an English page never shows anything else.
 */
export type FallbackLang = "en";

/** A text in the page's language: `{ text }`, or the English with `lang: "en"` while the Spanish is missing. */
export function inLocale<T extends string | null>(
  english: T,
  spanish: string | null | undefined,
  locale: Locale,
): { text: T | string; lang?: FallbackLang } {
  if (locale === "en") return { text: english };
  if (spanish) return { text: spanish };
  // Nothing to mark when there is no text at all (an item without a description).
  return english === null ? { text: english } : { text: english, lang: "en" };
}

/** The Spanish as stored: trimmed, and null when blank (a blank translation is a missing one). */
export function spanishOrNull(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
}
