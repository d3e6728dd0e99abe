/**
 * schema.org JSON-LD for search engines (ADR 0015): the shop as a Restaurant, the menu as a Menu
 * of MenuSections and MenuItems with their Offers, and each blog post as a BlogPosting. Built on
 * the server when the page loaders' document is written (structured-data-document.server.ts), so
 * the browser downloads no code for it and no second copy in the loader data. Prices are the
 * database's; the words are the page's language.
 */
import { localizedPath, type Locale } from "@shared/core/i18n";
import type { CategoryDto, MenuItemDto } from "@shared/menu/menu";
import type { DayHours, SpecialDay, WeeklyHours } from "@shared/ordering/schedule";
import type { ShopInfo } from "@shared/shop/shop";

export type JsonLd = Record<string, unknown>;

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const SCHEMA_DAY = (day: number) => `https://schema.org/${DAY_NAMES[day]}`;

const absolute = (shop: ShopInfo, path: string) => (/^https?:\/\//.test(path) ? path : `${shop.publicUrl}${path}`);

/** The cents of a price as schema.org wants them: '12.99'. */
const price = (cents: number) => (cents / 100).toFixed(2);

/**
 * The week as OpeningHoursSpecification: one entry per run of days with the same hours; closed
 * weekdays are left out (schema.org's way of saying closed), special days (holidays, short
 * days) come with validFrom/validThrough, a closed one as 00:00-00:00.
 */
export function openingHours(weeklyHours: WeeklyHours, specialDays: readonly SpecialDay[]): JsonLd[] {
  const byHours = new Map<string, { hours: NonNullable<DayHours>; days: number[] }>();
  for (const day of [1, 2, 3, 4, 5, 6, 0] as const) {
    const hours = weeklyHours[day];
    if (!hours) continue;
    const key = `${hours.open}-${hours.close}`;
    const entry = byHours.get(key) ?? { hours, days: [] };
    entry.days.push(day);
    byHours.set(key, entry);
  }
  const weekly = [...byHours.values()].map(({ hours, days }) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: days.map(SCHEMA_DAY),
    opens: hours.open,
    closes: hours.close,
  }));
  const special = specialDays.map((day) => ({
    "@type": "OpeningHoursSpecification",
    ...(day.label ? { name: day.label } : {}),
    validFrom: day.date,
    validThrough: day.date,
    opens: day.hours?.open ?? "00:00",
    closes: day.hours?.close ?? "00:00",
  }));
  return [...weekly, ...special];
}

/** The shop as a schema.org Restaurant, in the page's language. */
export function restaurantJsonLd(shop: ShopInfo, locale: Locale): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Restaurant",
    "@id": `${shop.publicUrl}/#restaurant`,
    name: shop.name,
    description: shop.tagline,
    url: absolute(shop, localizedPath("/", locale)),
    image: absolute(shop, "/og-default.jpg"),
    telephone: shop.phone,
    email: shop.orderEmail,
    address: {
      "@type": "PostalAddress",
      streetAddress: shop.address.street,
      addressLocality: shop.address.city,
      addressRegion: shop.address.region,
      postalCode: shop.address.postalCode,
      addressCountry: shop.address.country,
    },
    ...(shop.location ? { geo: { "@type": "GeoCoordinates", latitude: shop.location.latitude, longitude: shop.location.longitude } } : {}),
    openingHoursSpecification: openingHours(shop.weeklyHours, shop.specialDays),
    servesCuisine: ["Mexican"],
    hasMenu: absolute(shop, localizedPath("/menu", locale)),
    acceptsReservations: false,
    currenciesAccepted: "USD",
    paymentAccepted: "Credit Card",
    foundingDate: String(shop.foundedYear),
    inLanguage: locale,
    sameAs: shop.social.map((link) => link.url),
  };
}

/** One dish or cut with its offer: by the pound, a UnitPriceSpecification per pound (LBR). */
function menuItemJsonLd(shop: ShopInfo, item: MenuItemDto): JsonLd {
  const available = item.isAvailable && !item.isArchived;
  const perPound = item.priceUnit === "lb";
  return {
    "@type": "MenuItem",
    name: item.name,
    ...(item.description ? { description: item.description } : {}),
    ...(item.imageUrl ? { image: absolute(shop, item.imageUrl) } : {}),
    offers: {
      "@type": "Offer",
      price: price(item.priceCents),
      priceCurrency: "USD",
      availability: available ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      ...(perPound
        ? {
            priceSpecification: {
              "@type": "UnitPriceSpecification",
              price: price(item.priceCents),
              priceCurrency: "USD",
              unitCode: "LBR",
              unitText: "lb",
              referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "LBR" },
            },
          }
        : {}),
    },
  };
}

/** The menu: one MenuSection per category (in the categories' order) with its items. */
export function menuJsonLd(
  shop: ShopInfo,
  locale: Locale,
  categories: readonly CategoryDto[],
  items: readonly MenuItemDto[],
  menuName: string,
): JsonLd {
  const sections = categories
    .map((category) => ({ category, items: items.filter((item) => item.category.id === category.id) }))
    .filter((section) => section.items.length > 0)
    .map((section) => ({
      "@type": "MenuSection",
      name: section.category.name,
      hasMenuItem: section.items.map((item) => menuItemJsonLd(shop, item)),
    }));
  return {
    "@context": "https://schema.org",
    "@type": "Menu",
    name: menuName,
    url: absolute(shop, localizedPath("/menu", locale)),
    inLanguage: locale,
    hasMenuSection: sections,
    provider: { "@id": `${shop.publicUrl}/#restaurant` },
  };
}

export interface BlogPostingInput {
  title: string;
  slug: string;
  description: string;
  imageUrl: string | null;
  publishedAt: string | null;
  updatedAt?: string | null;
  authorName: string | null;
}

/** A published post as a BlogPosting, published by the shop. */
export function blogPostingJsonLd(shop: ShopInfo, locale: Locale, post: BlogPostingInput): JsonLd {
  const url = absolute(shop, localizedPath(`/blog/${post.slug}`, locale));
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    inLanguage: locale,
    ...(post.imageUrl ? { image: absolute(shop, post.imageUrl) } : {}),
    ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
    ...(post.updatedAt || post.publishedAt ? { dateModified: post.updatedAt ?? post.publishedAt } : {}),
    author: post.authorName ? { "@type": "Person", name: post.authorName } : { "@type": "Organization", name: shop.name },
    publisher: {
      "@type": "Organization",
      name: shop.name,
      url: shop.publicUrl,
      logo: { "@type": "ImageObject", url: absolute(shop, "/apple-touch-icon.png") },
    },
  };
}
