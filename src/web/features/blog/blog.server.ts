import { blogPostingJsonLd } from "~/lib/structured-data.server";
import { addDocumentJsonLd } from "~/lib/structured-data-document.server";
import { loadShop } from "~/lib/shop.server";
import { data, type AppLoadContext } from "react-router";
import type { BlogPostSummaryDto } from "@shared/blog/blog";
import type { FallbackLang } from "@shared/core/content-language";
import { makeMetaDescription } from "@shared/blog/blog";
import { slugSchema } from "@shared/core/params.schema";
import { formatLongDate } from "@shared/core/dates";
import type { Locale } from "@shared/core/i18n";
import { getPublishedPost, listPublishedPosts } from "@server/services/blog/blog-service";
import { markdownToPlainText, renderMarkdownToHtml } from "@server/services/blog/markdown";
import { ServiceError } from "@server/lib/errors";

export interface BlogCardData extends BlogPostSummaryDto {
  /** 'January 5, 2025' ('5 de enero de 2025') in the shop's time zone; null when there is no published date. */
  publishedLabel: string | null;
}

export interface BlogPostPageData {
  id: string;
  title: string;
  /** The title is the English on a Spanish page (not translated yet, ADR 0015). */
  lang?: FallbackLang;
  slug: string;
  imageUrl: string | null;
  publishedAt: string | null;
  publishedLabel: string | null;
  authorName: string | null;
  /** The markdown body, rendered and sanitised on the server. */
  html: string;
  /** The body (and so the description) is the English on a Spanish page. */
  contentLang?: FallbackLang;
  /** The first 155 characters of the post's text. */
  description: string;
}

type Context = Pick<AppLoadContext, "app">;

const dateLabel = (context: Context, iso: string | null, locale: Locale) =>
  iso ? formatLongDate(iso, context.app.config.shop.timeZone, locale) : null;

/**
 * The /blog list in the page's language (ADR 0015: the posts' titles and excerpts, and their
 * dates). A failed query is logged and the page shows its empty text (docs/product.md 'Blog texts': blog
 * list load errors are only logged).
 */
export async function loadBlogList(context: Context, locale: Locale): Promise<{ posts: BlogCardData[] }> {
  try {
    const posts = await listPublishedPosts(context.app, locale);
    return { posts: posts.map((post) => ({ ...post, publishedLabel: dateLabel(context, post.publishedAt, locale) })) };
  } catch (error) {
    context.app.log.error({ err: error }, "blog posts could not be loaded");
    return { posts: [] };
  }
}

/**
 * One published post in the page's language (ADR 0015), or 'Post Not Found' with HTTP 404 for a
 * draft, an unknown or a malformed slug.
 */
export async function loadBlogPost(context: Context, slug: string | undefined, locale: Locale) {
  const notFound = () => data({ post: null }, { status: 404 });
  const parsed = slugSchema.safeParse(slug);
  if (!parsed.success) return notFound();
  try {
    const post = await getPublishedPost(context.app, parsed.data, locale);
    const page: BlogPostPageData = {
      id: post.id,
      title: post.title,
      slug: post.slug,
      imageUrl: post.imageUrl,
      publishedAt: post.publishedAt,
      publishedLabel: dateLabel(context, post.publishedAt, locale),
      authorName: post.author?.fullName ?? null,
      html: await renderMarkdownToHtml(post.content),
      description: makeMetaDescription(await markdownToPlainText(post.content)),
    };
    if (post.lang) page.lang = post.lang;
    if (post.contentLang) page.contentLang = post.contentLang;
    // schema.org: the post as a BlogPosting (ADR 0015), in the document only.
    const shop = await loadShop(context, locale);
    addDocumentJsonLd(context, () =>
      blogPostingJsonLd(shop, locale, {
        title: page.title,
        slug: page.slug,
        description: page.description,
        imageUrl: page.imageUrl,
        publishedAt: page.publishedAt,
        authorName: page.authorName,
      }),
    );
    return { post: page };
  } catch (error) {
    if (error instanceof ServiceError && error.code === "not_found") return notFound();
    throw error;
  }
}
