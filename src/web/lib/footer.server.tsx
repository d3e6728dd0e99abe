import { renderToStaticMarkup } from "react-dom/server";
import type { Locale } from "@shared/core/i18n";
import type { ShopInfo } from "@shared/shop/shop";
import { FooterMarkup } from "~/components/layout/footer-markup.server";

const cache = new Map<string, string>();

/** The footer as HTML, rendered once per language, shop, hours, day (today's hours and next closure) and year. */
export function renderFooterHtml(shop: ShopInfo, locale: Locale, now = new Date()): string {
  const year = now.getFullYear();
  const key = JSON.stringify([locale, shop.name, year, shop.hoursText, shop.today]);
  let html = cache.get(key);
  if (!html) {
    if (cache.size > 100) cache.clear();
    html = renderToStaticMarkup(<FooterMarkup shop={shop} year={year} locale={locale} />);
    cache.set(key, html);
  }
  return html;
}
