import { z } from "./zod";
import { LOCALES } from "./i18n";
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from "../menu/menu";
import { errorTexts as englishErrorTexts } from "../texts/errors";
import { keyedTexts } from "./said";

/** Its messages are text keys, said at the edge in the reader's language (shared/core/said.ts). */
const errorTexts = /* @__PURE__ */ keyedTexts("errorTexts", englishErrorTexts);

/**
 * The path and query values every domain's routes and page loaders share, validated the one
 * way: a record's id is a UUID, a slug is lowercase words joined by hyphens. Neither can hold
 * a NUL or any other character a query would choke on.
 */
export const idSchema = z.uuid(errorTexts.invalidId);
export const idParamSchema = z.object({ id: idSchema });

export const slugSchema = z.string().min(1).max(SLUG_MAX_LENGTH).regex(SLUG_PATTERN, errorTexts.slugInvalid);
export const slugParamSchema = z.object({ slug: slugSchema });

/**
 * `?lang=` of the public content's answers (ADR 0015): the menu and the blog in Spanish ('es'),
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

/**
 * `?cursor=` of the admin's long lists: where the previous page ended, as its last row's
 * creation time (to the microsecond, UTC) and id, e.g. `2026-01-31T18:04:05.123456Z_<uuid>`.
 * The next page is the rows after it in (created_at, id) order, read straight from an index
 * however deep the page (keyset pagination); the server hands it out as `nextCursor`.
 */
export const PAGE_CURSOR_PATTERN =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
export interface PageCursor {
  createdAt: string;
  id: string;
}
export const pageCursorSchema = z
  .string()
  .regex(PAGE_CURSOR_PATTERN, errorTexts.cursorInvalid)
  .refine((value) => !Number.isNaN(Date.parse(value.slice(0, 27))), errorTexts.cursorInvalid)
  .transform((value): PageCursor => ({ createdAt: value.slice(0, 27), id: value.slice(28) }));
export const encodePageCursor = (cursor: PageCursor) => `${cursor.createdAt}_${cursor.id}`;
