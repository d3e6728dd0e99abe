import { isoDateInZone } from "@shared/dates";
import type { AppContext } from "./context";
import { listPublishedPostSlugs } from "./services/blog/blog-service";

/** The public pages search engines should know; cart, checkout, account and admin are not among them. */
const PUBLIC_PAGES = ["/", "/menu", "/about", "/blog", "/contact"];

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[char]!);

/** sitemap.xml: the public pages and every published blog post. */
export async function buildSitemap(ctx: AppContext): Promise<string> {
  const base = ctx.config.publicUrl;
  const posts = await listPublishedPostSlugs(ctx);
  const urls = [
    ...PUBLIC_PAGES.map((path) => ({ loc: `${base}${path}`, lastmod: null as string | null })),
    ...posts.map((post) => ({
      loc: `${base}/blog/${post.slug}`,
      lastmod: post.publishedAt ? isoDateInZone(post.publishedAt, ctx.config.shop.timeZone) : null,
    })),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map(({ loc, lastmod }) => `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`),
    "</urlset>",
    "",
  ].join("\n");
}
