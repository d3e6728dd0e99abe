import { renderToStaticMarkup } from "react-dom/server";
import type { ShopInfo } from "@shared/shop";
import { HomeSectionsMarkup } from "./home-sections-markup";

const cache = new Map<string, string>();

/** The home page's static sections as HTML, rendered once per shop, hours and day (today's hours and next closure). */
export function renderHomeSectionsHtml(shop: ShopInfo): string {
  const key = JSON.stringify([shop.name, shop.tagline, shop.foundedYear, shop.award, shop.hoursText, shop.today]);
  let html = cache.get(key);
  if (html === undefined) {
    if (cache.size > 100) cache.clear();
    html = renderToStaticMarkup(<HomeSectionsMarkup shop={shop} />);
    cache.set(key, html);
  }
  return html;
}
