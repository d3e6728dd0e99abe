import { menuJsonLd } from "~/lib/structured-data.server";
import { loadShop } from "~/lib/shop.server";
import type { AppLoadContext } from "react-router";
import type { Locale } from "@shared/i18n";
import type { MenuItemDto } from "@shared/menu";
import { menuQuerySchema } from "@shared/menu.schema";
import { isShownPreorder, itemNote, type ItemNote } from "@shared/menu-notes";
import { shopDate } from "@shared/schedule";
import { cachedMenu } from "@server/routes/menu";
import { stockLeftToday } from "@server/services/menu/stock";
import { textsFor } from "@shared/texts/registry.server";

/**
 * Data of the /menu page: categories for the pills and the items of the chosen category, as the
 * API answers them (cached) in the page's language (issue 15: `lang: "en"` on a text not yet
 * translated), with what each card says today (issue 14: sold out, little left,
 * pre-order dates), read on each request. Pre-orders come apart, for their own section; those
 * whose last pickup date has passed are not shown.
 */
export async function loadMenuPage(context: AppLoadContext, url: URL, locale: Locale) {
  const parsed = menuQuerySchema.safeParse({ category: url.searchParams.get("category") ?? undefined });
  // A malformed slug cannot match a category: show the empty state rather than an error.
  const category = parsed.success ? parsed.data.category : (url.searchParams.get("category") ?? undefined);
  const [categories, listed] = await Promise.all([
    cachedMenu.categories(context.app, locale),
    parsed.success
      ? cachedMenu.items(context.app, { ...parsed.data, lang: locale }).then((answer) => answer.value.items)
      : Promise.resolve([]),
  ]);
  const today = shopDate(context.app.clock.now(), context.app.config.shop.timeZone);
  const left = await stockLeftToday(context.app, listed);
  const notes: Record<string, ItemNote> = {};
  for (const item of listed) {
    const note = itemNote(item, today, left.get(item.id), textsFor(locale).orderingTexts, locale);
    if (note) notes[item.id] = note;
  }
  const preorders: MenuItemDto[] = [];
  const items: MenuItemDto[] = [];
  for (const item of listed) {
    if (item.schedule.preorder === null) items.push(item);
    else if (isShownPreorder(item.schedule, today)) preorders.push(item);
  }
  // schema.org: the menu shown (every section, or the chosen one) with its offers (issue 15).
  const shop = await loadShop(context, locale);
  const menuName = textsFor(locale).menuPageTexts.pageTitle;
  const jsonLd = menuJsonLd(shop, locale, categories.value.categories, [...preorders, ...items], menuName);
  return { categories: categories.value.categories, items, preorders, notes, category: category ?? null, jsonLd };
}
