import { z } from "zod";
import { LOCALES } from "./i18n";
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from "./menu";
import { errorTexts } from "./texts/errors";

/**
 * The path and query values every domain's routes and page loaders share, validated the one
 * way: a record's id is a UUID, a slug is lowercase words joined by hyphens. Neither can hold
 * a NUL or any other character a query would choke on.
 */
export const idSchema = z.uuid(errorTexts.invalidId);
export const idParamSchema = z.object({ id: idSchema });

/** A slug whose pattern's refusal says `invalid` (a form words it in its own language). */
export function slugSchemaWith(invalid: string) {
  return z.string().min(1).max(SLUG_MAX_LENGTH).regex(SLUG_PATTERN, invalid);
}
export const slugSchema = slugSchemaWith(errorTexts.slugInvalid);
export const slugParamSchema = z.object({ slug: slugSchema });

/**
 * `?lang=` of the public content's answers (issue 15): the menu and the blog in Spanish ('es'),
 * English when absent. In the URL rather than Accept-Language, so each language is its own
 * cacheable answer and an English client's answers never change.
 */
export const contentLangSchema = z.enum(LOCALES, { error: errorTexts.choose(LOCALES) });
export const contentLangQuerySchema = z.object({ lang: contentLangSchema.optional() });

/** `?limit=` of the admin's lists: a whole number from 1 to `max`, `fallback` when absent. */
export function limitQuerySchema(fallback: number, max: number) {
  const t = errorTexts.limit;
  return z.coerce.number({ error: t.notANumber }).int(t.notWhole).min(1, t.tooSmall).max(max, t.tooLarge(max)).default(fallback);
}
