import type { MetaDescriptor } from "react-router";
import type { ShopInfo } from "@shared/shop";

interface PageMetaInput {
  shop: ShopInfo | undefined;
  /** The page's own title; the shop's name is appended: 'Blog | {brand}'. Omit on the home page. */
  title?: string;
  description: string;
  /** Path of the page, for the canonical URL and og:url. */
  path: string;
  /** Absolute or root-relative image URL for link previews. */
  image?: string | null;
  type?: "website" | "article";
}

/** Title, description, canonical URL and Open Graph tags: link previews need no JavaScript. */
export function pageMeta({ shop, title, description, path, image, type = "website" }: PageMetaInput): MetaDescriptor[] {
  const brand = shop?.name ?? "";
  const fullTitle = title ? `${title} | ${brand}` : `${brand} | ${shop?.tagline ?? ""}`;
  const base = shop?.publicUrl ?? "";
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${base}${url}`);
  const imageUrl = absolute(image ?? "/og-default.jpg");
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: absolute(path) },
    { property: "og:site_name", content: brand },
    { property: "og:type", content: type },
    { property: "og:title", content: title ?? brand },
    { property: "og:description", content: description },
    { property: "og:url", content: absolute(path) },
    { property: "og:image", content: imageUrl },
    { name: "twitter:card", content: "summary_large_image" },
  ];
}

/** The shop info from the root loader, as seen by a route's meta function. */
export function shopFromMatches(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): ShopInfo | undefined {
  const root = matches.find((match) => match?.id === "root");
  return (root?.data as { shop?: ShopInfo } | undefined)?.shop;
}
