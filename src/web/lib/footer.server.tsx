import { renderToStaticMarkup } from "react-dom/server";
import type { ShopInfo } from "@shared/shop";
import { FooterMarkup } from "~/components/layout/footer-markup";

const cache = new Map<string, string>();

/** The footer as HTML, rendered once per shop configuration and year. */
export function renderFooterHtml(shop: ShopInfo, now = new Date()): string {
  const year = now.getFullYear();
  const key = `${shop.name}|${year}`;
  let html = cache.get(key);
  if (!html) {
    html = renderToStaticMarkup(<FooterMarkup shop={shop} year={year} />);
    cache.set(key, html);
  }
  return html;
}
