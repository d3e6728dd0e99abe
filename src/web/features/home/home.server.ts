import { restaurantJsonLd } from "~/lib/structured-data.server";
import { addDocumentJsonLd } from "~/lib/structured-data-document.server";
import type { AppLoadContext } from "react-router";
import type { Locale } from "@shared/core/i18n";
import type { MenuItemDto } from "@shared/menu/menu";
import { cachedMenu } from "@server/services/menu/menu-cache";
import { loadShop } from "~/lib/shop.server";
import { renderHomeStaticHtml } from "./home-sections.server";

export interface HomePageData {
  featured: MenuItemDto[];
  /** The featured query failed: the section says so and the rest of the page still shows. */
  featuredFailed: boolean;
}

/**
 * Data of the home page: up to 3 featured items, in the page's language (ADR 0015). Only this
 * query's failure is caught (docs/product.md 'Home texts': 'Unable to load featured items…'); the page is
 * otherwise static.
 */
export async function loadHomePage(context: Pick<AppLoadContext, "app">, locale: Locale = "en"): Promise<HomePageData> {
  try {
    const featured = await cachedMenu.featured(context.app, locale);
    return { featured: featured.value.items, featuredFailed: false };
  } catch (error) {
    context.app.log.error({ err: error }, "featured items could not be loaded");
    return { featured: [], featuredFailed: true };
  }
}

/**
 * The home route's loader, in the page's language: the featured items, and the sections below
 * them as HTML in that language (with the admin's hours and today's, ADR 0014: the banner says
 * when the shop is open).
 */
export async function loadHomeRoute(context: AppLoadContext, locale: Locale) {
  const [page, shop] = await Promise.all([loadHomePage(context, locale), loadShop(context, locale)]);
  // schema.org: the shop as a Restaurant, for search engines (ADR 0015), in the document only.
  addDocumentJsonLd(context, () => restaurantJsonLd(shop, locale));
  return { ...page, ...renderHomeStaticHtml(shop, locale) };
}
