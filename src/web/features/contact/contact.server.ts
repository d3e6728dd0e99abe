import type { AppLoadContext } from "react-router";
import type { Locale } from "@shared/core/i18n";
import { textsFor } from "@shared/texts/registry.server";
import { describeToday } from "@shared/ordering/today-hours";
import { loadShop } from "~/lib/shop.server";

/**
 * Data of /contact: today's hours and the next closure as words in the page's language
 * (ADR 0014), said on the server so the page's first load carries no calendar code (ADR 0008).
 */
export async function loadContactPage(context: AppLoadContext, locale: Locale) {
  const shop = await loadShop(context, locale);
  return { today: describeToday(shop.today, textsFor(locale).hoursTexts, locale) };
}
