import type { MetaDescriptor } from "react-router";
import { LOCALES, localizedPath, type Locale } from "@shared/core/i18n";
import type { ShopInfo } from "@shared/shop/shop";

type MatchLike = { id: string; data?: unknown } | undefined;

interface PageMetaInput {
  /** The route's matches, as `meta` receives them: the shop and the page's language come from the root's data. */
  matches: ReadonlyArray<MatchLike>;
  /** The page's own title; the shop's name is appended: 'Blog | {brand}'. Omit on the home page. */
  title?: string;
  description: string;
  /** The page's English path ('/menu', '/blog/x'), for the canonical URL, og:url and each language's alternate. */
  path: string;
  /** Absolute or root-relative image URL for link previews. */
  image?: string | null;
  type?: "website" | "article";
}

const OG_LOCALE: Record<Locale, string> = { en: "en_US", es: "es_US" };

/**
 * Title, description, canonical URL, each language's alternate (hreflang, with English as
 * x-default) and Open Graph tags: link previews and search engines need no JavaScript.
 */
export function pageMeta({ matches, title, description, path, image, type = "website" }: PageMetaInput): MetaDescriptor[] {
  const shop = shopFromMatches(matches);
  const locale = localeFromMatches(matches);
  const brand = shop?.name ?? "";
  const fullTitle = title ? `${title} | ${brand}` : `${brand} | ${shop?.tagline ?? ""}`;
  const base = shop?.publicUrl ?? "";
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${base}${url}`);
  const imageUrl = absolute(image ?? "/og-default.jpg");
  const canonical = absolute(localizedPath(path, locale));
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    ...LOCALES.map((other) => ({ tagName: "link", rel: "alternate", hrefLang: other, href: absolute(localizedPath(path, other)) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absolute(path) },
    { property: "og:site_name", content: brand },
    { property: "og:type", content: type },
    { property: "og:locale", content: OG_LOCALE[locale] },
    ...LOCALES.filter((other) => other !== locale).map((other) => ({ property: "og:locale:alternate", content: OG_LOCALE[other] })),
    { property: "og:title", content: title ?? brand },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: imageUrl },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

/** The shop info from the root loader, as seen by a route's meta function. */
export function shopFromMatches(matches: ReadonlyArray<MatchLike>): ShopInfo | undefined {
  const root = matches.find((match) => match?.id === "root");
  return (root?.data as { shop?: ShopInfo } | undefined)?.shop;
}

/** The page's language, as the root loader decided it. */
export function localeFromMatches(matches: ReadonlyArray<MatchLike>): Locale {
  const root = matches.find((match) => match?.id === "root");
  return (root?.data as { locale?: Locale } | undefined)?.locale ?? "en";
}
