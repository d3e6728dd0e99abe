import { renderToStaticMarkup } from "react-dom/server";
import type { Locale } from "@shared/i18n";
import type { ShopInfo } from "@shared/shop";
import { HomeSectionsMarkup } from "./home-sections-markup.server";

const cache = new Map<string, string>();

/** The home page's static sections as HTML, rendered once per language, shop, hours and day (today's hours and next closure). */
export function renderHomeSectionsHtml(shop: ShopInfo, locale: Locale): string {
  const key = JSON.stringify([locale, shop.name, shop.tagline, shop.foundedYear, shop.award, shop.hoursText, shop.today]);
  let html = cache.get(key);
  if (html === undefined) {
    if (cache.size > 100) cache.clear();
    html = renderToStaticMarkup(<HomeSectionsMarkup shop={shop} locale={locale} />);
    cache.set(key, html);
  }
  return html;
}
