/** AI enhance of blog posts (docs/product.md 'AI enhance'): its limits and answers. */

export const MAX_ENHANCE_CHARACTERS = 20_000;

export interface EnhanceContentResponse {
  content: string;
}

/**
 * AI draft of the Spanish (ADR 0015): the admin's English texts by field ('name', 'description',
 * 'optionGroups.0.name', 'title', 'content'…) and their Spanish by the same fields, a draft for
 * the admin to review in the form; nothing is saved until the admin saves. At most this many
 * fields and this many characters in all (as much as enhance takes).
 */
export const MAX_TRANSLATE_FIELDS = 64;
export const MAX_TRANSLATE_CHARACTERS = MAX_ENHANCE_CHARACTERS;
export const TRANSLATE_FIELD_PATTERN = /^[A-Za-z][A-Za-z0-9_.]{0,79}$/;

export interface TranslateContentResponse {
  to: "es";
  texts: Record<string, string>;
}

export interface AiStatusDto {
  enabled: boolean;
}
