import type { AppLoadContext } from "react-router";
import { inLocale } from "@shared/core/content-language";
import { LOCALE_COOKIE, isLocale, localeOfPath, negotiateLocale, type Locale } from "@shared/core/i18n";
import { weeklyHoursText } from "@shared/ordering/schedule";
import type { ShopInfo } from "@shared/shop/shop";
import { textsFor } from "@shared/texts/registry.server";
import { currentShopInfo } from "@server/services/ordering/ordering-settings";

/**
 * The shop as every page shows it: the configuration with the admin's hours, closures and delivery
 * terms (ADR 0014), its weekly hours written in the page's language ('Lun-Sáb 8 a.m. - 8 p.m.') and
 * its tagline too (SHOP_TAGLINE_ES; the English, marked `taglineLang`, when there is none).
 */
export async function loadShop(context: Pick<AppLoadContext, "app">, locale: Locale = "en"): Promise<ShopInfo> {
  const shop = await currentShopInfo(context.app);
  if (locale === "en") return shop;
  const tagline = inLocale(shop.tagline, context.app.config.shopEs.tagline, locale);
  return {
    ...shop,
    tagline: tagline.text,
    ...(tagline.lang ? { taglineLang: tagline.lang } : {}),
    hoursText: weeklyHoursText(shop.weeklyHours, textsFor(locale).hoursTexts.closed, locale),
  };
}

/**
 * The language of a page request: a public page's path says it; the admin area (one set of paths)
 * follows the visitor's remembered choice, then the browser's languages.
 */
export function pageLocale(request: Request): Locale {
  const { pathname } = new URL(request.url);
  if (pathname !== "/admin" && !pathname.startsWith("/admin/")) return localeOfPath(pathname);
  const cookie = request.headers.get("cookie") ?? "";
  const chosen = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([a-z]+)`).exec(cookie)?.[1];
  if (isLocale(chosen)) return chosen;
  return negotiateLocale(request.headers.get("accept-language")) ?? "en";
}
