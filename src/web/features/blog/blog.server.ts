import { data, type AppLoadContext } from "react-router";
import type { BlogPostSummaryDto } from "@shared/blog";
import { makeMetaDescription } from "@shared/blog";
import { slugSchema } from "@shared/params.schema";
import { formatLongDate } from "@shared/dates";
import { getPublishedPost, listPublishedPosts } from "@server/services/blog/blog-service";
import { markdownToPlainText, renderMarkdownToHtml } from "@server/services/blog/markdown";
import { ServiceError } from "@server/lib/errors";

export interface BlogCardData extends BlogPostSummaryDto {
  /** 'January 5, 2025' in the shop's time zone; null when there is no published date. */
  publishedLabel: string | null;
}

export interface BlogPostPageData {
  id: string;
  title: string;
  slug: string;
  imageUrl: string | null;
  publishedAt: string | null;
  publishedLabel: string | null;
  authorName: string | null;
  /** The markdown body, rendered and sanitised on the server. */
  html: string;
  /** The first 155 characters of the post's text. */
  description: string;
}

type Context = Pick<AppLoadContext, "app">;

const dateLabel = (context: Context, iso: string | null) => (iso ? formatLongDate(iso, context.app.config.shop.timeZone) : null);

/**
 * The /blog list. A failed query is logged and the page shows its empty text (SPEC.md
 * section 8: blog list load errors are only logged).
 */
export async function loadBlogList(context: Context): Promise<{ posts: BlogCardData[] }> {
  try {
    const posts = await listPublishedPosts(context.app);
    return { posts: posts.map((post) => ({ ...post, publishedLabel: dateLabel(context, post.publishedAt) })) };
  } catch (error) {
    context.app.log.error({ err: error }, "blog posts could not be loaded");
    return { posts: [] };
  }
}

/** One published post, or 'Post Not Found' with HTTP 404 for a draft, an unknown or a malformed slug. */
export async function loadBlogPost(context: Context, slug: string | undefined) {
  const notFound = () => data({ post: null }, { status: 404 });
  const parsed = slugSchema.safeParse(slug);
  if (!parsed.success) return notFound();
  try {
    const post = await getPublishedPost(context.app, parsed.data);
    const page: BlogPostPageData = {
      id: post.id,
      title: post.title,
      slug: post.slug,
      imageUrl: post.imageUrl,
      publishedAt: post.publishedAt,
      publishedLabel: dateLabel(context, post.publishedAt),
      authorName: post.author?.fullName ?? null,
      html: await renderMarkdownToHtml(post.content),
      description: makeMetaDescription(await markdownToPlainText(post.content)),
    };
    return { post: page };
  } catch (error) {
    if (error instanceof ServiceError && error.code === "not_found") return notFound();
    throw error;
  }
}
