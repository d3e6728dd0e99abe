import { renderToStaticMarkup } from "react-dom/server";
import type { ShopInfo } from "@shared/shop";
import { FooterMarkup } from "~/components/layout/footer-markup";

const cache = new Map<string, string>();

/** The footer as HTML, rendered once per shop, hours, day (today's hours and next closure) and year. */
export function renderFooterHtml(shop: ShopInfo, now = new Date()): string {
  const year = now.getFullYear();
  const key = JSON.stringify([shop.name, year, shop.hoursText, shop.today]);
  let html = cache.get(key);
  if (!html) {
    if (cache.size > 100) cache.clear();
    html = renderToStaticMarkup(<FooterMarkup shop={shop} year={year} />);
    cache.set(key, html);
  }
  return html;
}
