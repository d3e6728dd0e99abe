import { menuJsonLd } from "~/lib/structured-data.server";
import { addDocumentJsonLd } from "~/lib/structured-data-document.server";
import { loadShop } from "~/lib/shop.server";
import type { AppLoadContext } from "react-router";
import type { Locale } from "@shared/core/i18n";
import type { CategoryDto, MenuCardItem, MenuCategory, MenuItemDto } from "@shared/menu/menu";
import { menuQuerySchema } from "@shared/menu/menu.schema";
import { isShownPreorder, itemNote, type ItemNote } from "@shared/menu/menu-notes";
import { shopDate } from "@shared/ordering/schedule";
import { cachedMenu } from "@server/services/menu/menu-cache";
import { stockLeftToday } from "@server/services/menu/stock";
import { textsFor } from "@shared/texts/registry.server";

/**
 * A listed item as its card reads it (MenuCardItem). `category` is the page's own category
 * object, not a copy: the loader data's encoding (turbo-stream) writes an object once and refers
 * to it after, so 24 cards cost one category each instead of 24 copies.
 */
function menuCard(item: MenuItemDto, category: MenuCardItem["category"]): MenuCardItem {
  const card: MenuCardItem = {
    id: item.id,
    name: item.name,
    description: item.description,
    priceCents: item.priceCents,
    priceUnit: item.priceUnit,
    quantityMin: item.quantityMin,
    quantityStep: item.quantityStep,
    pricedByWeight: item.pricedByWeight,
    optionGroups: item.optionGroups,
    priceId: item.priceId,
    imageUrl: item.imageUrl,
    isAvailable: item.isAvailable,
    category,
  };
  if (item.lang) card.lang = item.lang;
  if (item.descriptionLang) card.descriptionLang = item.descriptionLang;
  return card;
}

/** A category as the pills and cards read it: the id stays on the server. */
function menuCategory({ name, slug, lang }: CategoryDto): MenuCategory {
  return lang ? { name, slug, lang } : { name, slug };
}

/**
 * Data of the /menu page: categories for the pills and the items of the chosen category, as the
 * API answers them (cached) in the page's language (ADR 0015: `lang: "en"` on a text not yet
 * translated), with what each card says today (ADR 0014: sold out, little left,
 * pre-order dates), read on each request. Pre-orders come apart, for their own section; those
 * whose last pickup date has passed are not shown. Items go as card items (ADR 0019); the
 * schema.org Menu goes into the document only (structured-data-document.server.ts).
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
  const preorders: MenuItemDto[] = [];
  const items: MenuItemDto[] = [];
  for (const item of listed) {
    if (item.schedule.preorder === null) items.push(item);
    else if (isShownPreorder(item.schedule, today)) preorders.push(item);
  }
  // Notes of the cards shown only.
  const notes: Record<string, ItemNote> = {};
  for (const item of [...preorders, ...items]) {
    const note = itemNote(item, today, left.get(item.id), textsFor(locale).orderingTexts, locale);
    if (note) notes[item.id] = note;
  }
  // schema.org: the menu shown (every section, or the chosen one) with its offers (ADR 0015),
  // built only when a document is written.
  const shop = await loadShop(context, locale);
  const menuName = textsFor(locale).menuPageTexts.pageTitle;
  addDocumentJsonLd(context, () => menuJsonLd(shop, locale, categories.value.categories, [...preorders, ...items], menuName));
  const pageCategories = new Map(categories.value.categories.map((c) => [c.id, menuCategory(c)]));
  const cardOf = (item: MenuItemDto) => menuCard(item, pageCategories.get(item.category.id) ?? menuCategory(item.category));
  return {
    categories: [...pageCategories.values()],
    items: items.map(cardOf),
    preorders: preorders.map(cardOf),
    notes,
    category: category ?? null,
  };
}
