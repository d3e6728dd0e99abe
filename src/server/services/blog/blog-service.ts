import { and, desc, eq } from "drizzle-orm";
import type { BlogPostDto, BlogPostSummaryDto } from "@shared/blog/blog";
import { makeExcerpt } from "@shared/blog/blog";
import { inLocale } from "@shared/core/content-language";
import type { Locale } from "@shared/core/i18n";
import type { ServiceContext } from "../service-context";
import { blogPostAuthors, blogPosts } from "../../db/schema/blog";
import { notFound } from "../../lib/errors";
import { markdownToPlainText } from "./markdown";
import { said } from "@shared/core/said";

const isPublished = eq(blogPosts.isPublished, true);

/**
 * Published posts only, newest first (docs/product.md 'Blog post lifecycle', 'Public API', 'Constants'), with their excerpts, in the
 * language asked for (ADR 0015): the title and the excerpt each the English, marked, while its
 * Spanish is missing.
 */
export async function listPublishedPosts(ctx: ServiceContext, locale: Locale = "en"): Promise<BlogPostSummaryDto[]> {
  const rows = await ctx.db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      titleEs: blogPosts.titleEs,
      slug: blogPosts.slug,
      content: blogPosts.content,
      contentEs: blogPosts.contentEs,
      imageUrl: blogPosts.imageUrl,
      publishedAt: blogPosts.publishedAt,
    })
    .from(blogPosts)
    .where(isPublished)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.createdAt));
  return Promise.all(
    rows.map(async ({ content, contentEs, titleEs, publishedAt, ...row }) => {
      const title = inLocale(row.title, titleEs, locale);
      const text = inLocale(content, contentEs, locale);
      const post: BlogPostSummaryDto = {
        ...row,
        title: title.text,
        publishedAt: publishedAt?.toISOString() ?? null,
        excerpt: makeExcerpt(await markdownToPlainText(text.text)),
      };
      if (title.lang) post.lang = title.lang;
      if (text.lang) post.excerptLang = text.lang;
      return post;
    }),
  );
}

/**
 * One published post by slug (the same slug in both languages), with its author's name, in the
 * language asked for; a draft or unknown slug is not found.
 */
export async function getPublishedPost(ctx: ServiceContext, slug: string, locale: Locale = "en"): Promise<BlogPostDto> {
  const [row] = await ctx.db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      titleEs: blogPosts.titleEs,
      slug: blogPosts.slug,
      content: blogPosts.content,
      contentEs: blogPosts.contentEs,
      imageUrl: blogPosts.imageUrl,
      publishedAt: blogPosts.publishedAt,
      authorName: blogPostAuthors.fullName,
    })
    .from(blogPosts)
    .leftJoin(blogPostAuthors, eq(blogPostAuthors.id, blogPosts.authorId))
    .where(and(eq(blogPosts.slug, slug), isPublished))
    .limit(1);
  if (!row) throw notFound(said("blogTexts.notFound.body"));
  const { authorName, publishedAt, titleEs, contentEs, ...stored } = row;
  const title = inLocale(stored.title, titleEs, locale);
  const content = inLocale(stored.content, contentEs, locale);
  const post: BlogPostDto = {
    ...stored,
    title: title.text,
    content: content.text,
    publishedAt: publishedAt?.toISOString() ?? null,
    author: authorName ? { fullName: authorName } : null,
  };
  if (title.lang) post.lang = title.lang;
  if (content.lang) post.contentLang = content.lang;
  return post;
}

/** Slugs and dates of every published post, for the sitemap. */
export async function listPublishedPostSlugs(ctx: ServiceContext): Promise<{ slug: string; publishedAt: Date | null }[]> {
  return ctx.db
    .select({ slug: blogPosts.slug, publishedAt: blogPosts.publishedAt })
    .from(blogPosts)
    .where(isPublished)
    .orderBy(desc(blogPosts.publishedAt));
}
