import { useContext } from "react";
import { sayIn, type Said } from "@shared/core/said";
import { formatShopDate, formatShopDateTime } from "@shared/core/time";
import { formatWeekdayDate } from "@shared/ordering/schedule";
import { ProvidedTexts, useLocale } from "~/lib/texts";

/**
 * Says a Said (an event's history note, ADR 0022) with the catalogues the admin layout provides,
 * in the admin's language, as the server's edge says one (server/lib/say.ts): a date at the
 * shop's clock is written here, in the admin's language.
 */
export function useSay(): (said: Said) => string {
  const texts = useContext(ProvidedTexts);
  const locale = useLocale();
  return (said) =>
    sayIn(texts, said, (deferred) => {
      const [first, second] = (deferred.params ?? []) as [string, string];
      if (deferred.key === "@shopDateTime") return formatShopDateTime(first, second, locale);
      if (deferred.key === "@shopDate") return formatShopDate(first, second, locale);
      if (deferred.key === "@weekdayDate") return formatWeekdayDate(first, locale);
      return undefined;
    });
}
