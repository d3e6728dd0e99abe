import { z } from "zod";
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from "./menu";
import { errorTexts } from "./texts/errors";

/**
 * The path and query values every domain's routes and page loaders share, validated the one
 * way: a record's id is a UUID, a slug is lowercase words joined by hyphens. Neither can hold
 * a NUL or any other character a query would choke on.
 */
export const idSchema = z.uuid(errorTexts.invalidId);
export const idParamSchema = z.object({ id: idSchema });

export const slugSchema = z.string().min(1).max(SLUG_MAX_LENGTH).regex(SLUG_PATTERN, errorTexts.slugInvalid);
export const slugParamSchema = z.object({ slug: slugSchema });

/** `?limit=` of the admin's lists: a whole number from 1 to `max`, `fallback` when absent. */
export function limitQuerySchema(fallback: number, max: number) {
  const t = errorTexts.limit;
  return z.coerce.number({ error: t.notANumber }).int(t.notWhole).min(1, t.tooSmall).max(max, t.tooLarge(max)).default(fallback);
}
