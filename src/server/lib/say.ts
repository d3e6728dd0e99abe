import type { Locale } from "@shared/core/i18n";
import { keyedTexts, saidOf, sayIn, type Said } from "@shared/core/said";
import type { TextsName } from "@shared/texts";
import { textsFor, type LocaleTexts } from "@shared/texts/registry.server";
import { formatWeekdayDate } from "@shared/ordering/schedule";
import { formatShopDate, formatShopDateTime } from "@shared/core/time";

/**
 * The server's edge of a Said (shared/core/said.ts): its words in `locale`, with the values only the
 * reader's language can write (a date at the shop's clock) written here. The HTTP error handler,
 * page loaders and the mail and SMS renderers call it with the request's, the order's or the
 * account's language.
 */
export function say(locale: Locale, s: Said): string {
  return sayIn(textsFor(locale), s, (deferred) => {
    const [first, second] = (deferred.params ?? []) as [string, string];
    if (deferred.key === "@shopDateTime") return formatShopDateTime(first, second, locale);
    if (deferred.key === "@shopDate") return formatShopDate(first, second, locale);
    if (deferred.key === "@weekdayDate") return formatWeekdayDate(first, locale);
    return undefined;
  });
}

/** Every field's Said, said. */
export function sayFields(locale: Locale, fields: Readonly<Record<string, Said>>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, s]) => [field, say(locale, s)]));
}

/** An instant as the shop's clock shows it ('Tuesday, December 20 at 10:30 AM'), in the reader's language. */
export const atShopTime = (instant: Date | string, timeZone: string): Said => ({
  key: "@shopDateTime",
  params: [new Date(instant).toISOString(), timeZone],
});

/** A shop date ('2026-12-24') as 'Thursday, December 24', in the reader's language. */
export const onWeekdayDate = (date: string): Said => ({ key: "@weekdayDate", params: [date] });

/** A day as the shop's calendar has it ('Tuesday, December 20'), in the reader's language. */
export const onShopDate = (instant: Date | string, timeZone: string): Said => ({
  key: "@shopDate",
  params: [new Date(instant).toISOString(), timeZone],
});

/**
 * Every catalogue with keys for words (shared/core/said.ts keyedTexts): what the server hands the
 * shared rules (checkout's, ordering's, delivery's…), so their answers are said at the edge.
 */
export const keyedWords: LocaleTexts = Object.fromEntries(
  Object.entries(textsFor("en")).map(([name, catalogue]) => [name, keyedTexts(name as TextsName, catalogue as never)]),
) as unknown as LocaleTexts;

/** A rule's answer (a key written into a string, or words) as a Said. */
export const saidOfProblem = (problem: string): Said => saidOf(problem);

/** A rule's answers per field, as Saids. */
export function saidFields(problems: Readonly<Record<string, string | undefined>>): Record<string, Said> {
  const fields: Record<string, Said> = {};
  for (const [field, problem] of Object.entries(problems)) if (problem) fields[field] = saidOf(problem);
  return fields;
}
