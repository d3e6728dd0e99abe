import { renderToStaticMarkup } from "react-dom/server";
import type { ShopInfo } from "@shared/shop";
import { HomeSectionsMarkup } from "./home-sections-markup";

const cache = new WeakMap<ShopInfo, string>();

/** The home page's static sections as HTML, rendered once per shop configuration. */
export function renderHomeSectionsHtml(shop: ShopInfo): string {
  let html = cache.get(shop);
  if (html === undefined) {
    html = renderToStaticMarkup(<HomeSectionsMarkup shop={shop} />);
    cache.set(shop, html);
  }
  return html;
}
