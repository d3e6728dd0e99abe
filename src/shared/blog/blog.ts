/** Blog posts as the public pages see them (docs/product.md 'Blog post record', 'Listing rules'). */
import type { FallbackLang } from "../core/content-language";

/** docs/product.md 'Constants': the excerpt is the first 150 characters, clamped to 3 lines on screen. */
export const EXCERPT_LENGTH = 150;
/** docs/product.md 'Constants': the meta description is the first 155 characters of the post. */
export const META_DESCRIPTION_LENGTH = 155;
export const ELLIPSIS = "...";

/**
 * In the language asked for (ADR 0015): `lang: "en"` when a Spanish answer shows the English
 * title (not translated yet), `excerptLang` / `contentLang` the same for the post's text.
 * English answers carry neither.
 */
export interface BlogPostSummaryDto {
  id: string;
  title: string;
  lang?: FallbackLang;
  slug: string;
  imageUrl: string | null;
  /** ISO 8601; null for a post that has never been published. */
  publishedAt: string | null;
  /** Plain text (no markdown): at most EXCERPT_LENGTH characters, then an ellipsis. */
  excerpt: string;
  excerptLang?: FallbackLang;
}

export interface BlogPostDto {
  id: string;
  title: string;
  lang?: FallbackLang;
  slug: string;
  /** Markdown. */
  content: string;
  contentLang?: FallbackLang;
  imageUrl: string | null;
  publishedAt: string | null;
  author: { fullName: string } | null;
}

const collapseWhitespace = (text: string) => text.replace(/\s+/g, " ").trim();

/** The first `max` characters of a plain text, whitespace collapsed; never cuts a surrogate pair. */
export function firstCharacters(text: string, max: number): string {
  const chars = Array.from(collapseWhitespace(text));
  return chars.length <= max ? chars.join("") : chars.slice(0, max).join("").trimEnd();
}

/**
 * docs/product.md 'Listing rules': the first 150 characters followed by an ellipsis, always: the card's excerpt
 * is a teaser for the post behind 'Read more →', however short the post.
 */
export function makeExcerpt(plainText: string): string {
  return `${firstCharacters(plainText, EXCERPT_LENGTH)}${ELLIPSIS}`;
}

/** The first 155 characters of the post's text, for `<meta name="description">`. */
export function makeMetaDescription(plainText: string): string {
  return firstCharacters(plainText, META_DESCRIPTION_LENGTH);
}

// ---------------------------------------------------------------------------------------------
// The admin's blog

/** The longest post the editor and the API take (the server's body limit for blog routes is sized for it). */
export const MAX_POST_CHARACTERS = 100_000;

export interface AdminBlogPostSummaryDto {
  id: string;
  title: string;
  /** The Spanish title (ADR 0015); null: not translated yet. */
  titleEs: string | null;
  /** Whether the post's text has its Spanish (the list marks a post missing either). */
  hasContentEs: boolean;
  slug: string;
  imageUrl: string | null;
  isPublished: boolean;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  author: { fullName: string } | null;
}

export interface AdminBlogPostDto extends AdminBlogPostSummaryDto {
  content: string;
  /** Markdown; null: not translated yet (the Spanish blog shows the English). */
  contentEs: string | null;
}
