import { isoDateInZone } from "@shared/core/dates";
import { LOCALES, localizedPath } from "@shared/core/i18n";
import type { AppContext } from "./app-context";
import { listPublishedPostSlugs } from "./services/blog/blog-service";

/** The public pages search engines should know; cart, checkout, account and admin are not among them. */
const PUBLIC_PAGES = ["/", "/menu", "/about", "/blog", "/contact", "/catering", "/gift-cards", "/gift-cards/balance"];

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char]!);

/**
 * sitemap.xml: the public pages and every published blog post, each in both languages (ADR 0015).
 * Every URL names all its versions as hreflang alternates, itself included, with English as the
 * x-default (the page for a language we do not have), as search engines ask.
 */
export async function buildSitemap(ctx: AppContext): Promise<string> {
  const base = ctx.config.publicUrl;
  const posts = await listPublishedPostSlugs(ctx);
  const pages = [
    ...PUBLIC_PAGES.map((path) => ({ path, lastmod: null as string | null })),
    ...posts.map((post) => ({
      path: `/blog/${post.slug}`,
      lastmod: post.publishedAt ? isoDateInZone(post.publishedAt, ctx.config.shop.timeZone) : null,
    })),
  ];
  const url = (path: string, locale: (typeof LOCALES)[number]) => `${base}${localizedPath(path, locale)}`;
  const entries = pages.flatMap(({ path, lastmod }) => {
    const alternates = [
      ...LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(url(path, locale))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(url(path, "en"))}"/>`,
    ].join("");
    return LOCALES.map(
      (locale) => `  <url><loc>${escapeXml(url(path, locale))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}${alternates}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    "</urlset>",
    "",
  ].join("\n");
}
