import { renderToStaticMarkup } from "react-dom/server";
import type { Locale } from "@shared/core/i18n";
import type { ShopInfo } from "@shared/shop/shop";
import { HomeHeroMarkup, HomeSectionsMarkup } from "./home-sections-markup.server";

export interface HomeStaticHtml {
  /** The hero, above the featured items. */
  heroHtml: string;
  /** Values, the award, testimonials, catering and Order Now, below them. */
  sectionsHtml: string;
}

const cache = new Map<string, HomeStaticHtml>();

/** The home page's static parts as HTML, rendered once per language, shop, hours and day (today's hours and next closure). */
export function renderHomeStaticHtml(shop: ShopInfo, locale: Locale): HomeStaticHtml {
  const key = JSON.stringify([
    locale,
    shop.name,
    shop.tagline,
    shop.taglineLang,
    shop.foundedYear,
    shop.phone,
    shop.award,
    shop.hoursText,
    shop.today,
  ]);
  let html = cache.get(key);
  if (html === undefined) {
    if (cache.size > 100) cache.clear();
    html = {
      heroHtml: renderToStaticMarkup(<HomeHeroMarkup shop={shop} locale={locale} />),
      sectionsHtml: renderToStaticMarkup(<HomeSectionsMarkup shop={shop} locale={locale} />),
    };
    cache.set(key, html);
  }
  return html;
}
