import { and, desc, eq } from "drizzle-orm";
import type { BlogPostDto, BlogPostSummaryDto } from "@shared/blog";
import { makeExcerpt } from "@shared/blog";
import { blogTexts } from "@shared/texts/blog";
import type { ServiceContext } from "../context";
import { blogPostAuthors, blogPosts } from "../../db/schema/blog";
import { notFound } from "../../lib/errors";
import { markdownToPlainText } from "./markdown";

const isPublished = eq(blogPosts.isPublished, true);

/** Published posts only, newest first (SPEC.md sections 4, 7 and 9), with their excerpts. */
export async function listPublishedPosts(ctx: ServiceContext): Promise<BlogPostSummaryDto[]> {
  const rows = await ctx.db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      slug: blogPosts.slug,
      content: blogPosts.content,
      imageUrl: blogPosts.imageUrl,
      publishedAt: blogPosts.publishedAt,
    })
    .from(blogPosts)
    .where(isPublished)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.createdAt));
  return Promise.all(
    rows.map(async ({ content, publishedAt, ...row }) => ({
      ...row,
      publishedAt: publishedAt?.toISOString() ?? null,
      excerpt: makeExcerpt(await markdownToPlainText(content)),
    })),
  );
}

/** One published post by slug, with its author's name; a draft or unknown slug is not found. */
export async function getPublishedPost(ctx: ServiceContext, slug: string): Promise<BlogPostDto> {
  const [row] = await ctx.db
    .select({
      id: blogPosts.id,
      title: blogPosts.title,
      slug: blogPosts.slug,
      content: blogPosts.content,
      imageUrl: blogPosts.imageUrl,
      publishedAt: blogPosts.publishedAt,
      authorName: blogPostAuthors.fullName,
    })
    .from(blogPosts)
    .leftJoin(blogPostAuthors, eq(blogPostAuthors.id, blogPosts.authorId))
    .where(and(eq(blogPosts.slug, slug), isPublished))
    .limit(1);
  if (!row) throw notFound(blogTexts.notFound.body);
  const { authorName, publishedAt, ...post } = row;
  return {
    ...post,
    publishedAt: publishedAt?.toISOString() ?? null,
    author: authorName ? { fullName: authorName } : null,
  };
}

/** Slugs and dates of every published post, for the sitemap. */
export async function listPublishedPostSlugs(ctx: ServiceContext): Promise<{ slug: string; publishedAt: Date | null }[]> {
  return ctx.db
    .select({ slug: blogPosts.slug, publishedAt: blogPosts.publishedAt })
    .from(blogPosts)
    .where(isPublished)
    .orderBy(desc(blogPosts.publishedAt));
}
