import { and, asc, desc, eq, isNotNull, ne } from "drizzle-orm";
import type { AdminBlogPostDto, AdminBlogPostSummaryDto } from "@shared/blog/blog";
import type { BlogPostInput } from "@shared/blog/blog.schema";
import { spanishOrNull } from "@shared/core/content-language";
import { emptyToNull, slugify } from "@shared/menu/menu";
import type { Actor, ServiceContext } from "../service-context";
import type { Database } from "../../db/client";
import { blogPostAuthors, blogPosts } from "../../db/schema/blog";
import { badRequest, notFound, ServiceError } from "../../lib/errors";
import { deleteImageIfUnused } from "../images/image-service";
import { said } from "@shared/core/said";

/**
 * The admin's blog (docs/product.md 'Admin blog', 'Blog post lifecycle', 'Blog post validation', 'Admin API'): drafts and published
 * posts. Publishing sets published_at to now, unpublishing clears it (a check constraint in
 * the database holds the same rule). The public pages read the same table, published only.
 */

const summaryColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  titleEs: blogPosts.titleEs,
  hasContentEs: isNotNull(blogPosts.contentEs).mapWith(Boolean),
  slug: blogPosts.slug,
  imageUrl: blogPosts.imageUrl,
  isPublished: blogPosts.isPublished,
  publishedAt: blogPosts.publishedAt,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
  authorName: blogPostAuthors.fullName,
};

type SummaryRow = { publishedAt: Date | null; createdAt: Date; updatedAt: Date; authorName: string | null } & Omit<
  AdminBlogPostSummaryDto,
  "publishedAt" | "createdAt" | "updatedAt" | "author"
>;

function toSummary({ publishedAt, createdAt, updatedAt, authorName, ...row }: SummaryRow): AdminBlogPostSummaryDto {
  return {
    ...row,
    publishedAt: publishedAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    author: authorName ? { fullName: authorName } : null,
  };
}

/** Every post: drafts first (work in progress), then published posts newest first, as /blog lists them. */
export async function listAdminPosts(ctx: ServiceContext): Promise<AdminBlogPostSummaryDto[]> {
  const rows = await ctx.db
    .select(summaryColumns)
    .from(blogPosts)
    .leftJoin(blogPostAuthors, eq(blogPostAuthors.id, blogPosts.authorId))
    .orderBy(asc(blogPosts.isPublished), desc(blogPosts.publishedAt), desc(blogPosts.createdAt), desc(blogPosts.id));
  return rows.map(toSummary);
}

export async function getAdminPost(ctx: ServiceContext, id: string): Promise<AdminBlogPostDto> {
  const [row] = await ctx.db
    .select({ ...summaryColumns, content: blogPosts.content, contentEs: blogPosts.contentEs })
    .from(blogPosts)
    .leftJoin(blogPostAuthors, eq(blogPostAuthors.id, blogPosts.authorId))
    .where(eq(blogPosts.id, id));
  if (!row) throw notFound(said("blogAdminTexts.errors.noSuchPost"));
  const { content, contentEs, ...summary } = row;
  return { ...toSummary(summary), content, contentEs };
}

/** The signed-in admin's byline: their blog_post_authors row, made on their first post. */
async function authorFor(db: Database, actor: Actor): Promise<string> {
  const email = actor.email.toLowerCase();
  const fullName = actor.name.trim() || email.split("@")[0]!;
  await db.insert(blogPostAuthors).values({ email, fullName, userId: actor.userId }).onConflictDoNothing({ target: blogPostAuthors.email });
  const [author] = await db.select({ id: blogPostAuthors.id }).from(blogPostAuthors).where(eq(blogPostAuthors.email, email));
  return author!.id;
}

/** The slug as typed, or made from the title (lowercase, strict) when left empty; unique. */
async function resolveSlug(db: Database, input: BlogPostInput, exceptId?: string): Promise<string> {
  const slug = input.slug || slugify(input.title);
  if (!slug) throw badRequest(said("blogAdminTexts.errors.slugFromTitle"), { slug: said("blogAdminTexts.errors.slugFromTitle") });
  const [taken] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), exceptId ? ne(blogPosts.id, exceptId) : undefined));
  if (taken) throw slugTaken();
  return slug;
}

/** The Spanish title and text, only those the input carries; blank is not translated (null). */
function spanishColumnsFrom(input: BlogPostInput) {
  const columns: Partial<Pick<typeof blogPosts.$inferInsert, "titleEs" | "contentEs">> = {};
  if (input.titleEs !== undefined) columns.titleEs = spanishOrNull(input.titleEs);
  if (input.contentEs !== undefined) columns.contentEs = spanishOrNull(input.contentEs);
  return columns;
}

const slugTaken = () =>
  new ServiceError("conflict", said("blogAdminTexts.errors.slugTaken"), { slug: said("blogAdminTexts.errors.slugTaken") });

/** Two saves racing for one slug: the database's unique index decides, the loser gets the same 409. */
function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return codeOf(error) === "23505" || codeOf((error as { cause?: unknown } | null)?.cause) === "23505";
}

async function guardSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

export async function createPost(ctx: ServiceContext, { actor, input }: { actor: Actor; input: BlogPostInput }): Promise<AdminBlogPostDto> {
  const slug = await resolveSlug(ctx.db, input);
  const authorId = await authorFor(ctx.db, actor);
  const [created] = await guardSlug(() =>
    ctx.db
      .insert(blogPosts)
      .values({
        title: input.title,
        slug,
        content: input.content,
        ...spanishColumnsFrom(input),
        imageUrl: emptyToNull(input.imageUrl),
        isPublished: input.isPublished,
        publishedAt: input.isPublished ? ctx.clock.now() : null,
        authorId,
      })
      .returning({ id: blogPosts.id }),
  );
  return getAdminPost(ctx, created!.id);
}

/**
 * Published at: now when a draft becomes published, null when unpublished, and kept when a
 * published post is edited, so fixing a typo does not move an old post to the top of the blog.
 */
function publishedAtAfter(before: { isPublished: boolean; publishedAt: string | null }, isPublished: boolean, now: Date): Date | null {
  if (!isPublished) return null;
  return before.isPublished && before.publishedAt ? new Date(before.publishedAt) : now;
}

export async function updatePost(ctx: ServiceContext, { id, input }: { id: string; input: BlogPostInput }): Promise<AdminBlogPostDto> {
  const before = await getAdminPost(ctx, id);
  const slug = await resolveSlug(ctx.db, input, id);
  const imageUrl = emptyToNull(input.imageUrl);
  await guardSlug(() =>
    ctx.db
      .update(blogPosts)
      .set({
        title: input.title,
        slug,
        content: input.content,
        ...spanishColumnsFrom(input),
        imageUrl,
        isPublished: input.isPublished,
        publishedAt: publishedAtAfter(before, input.isPublished, ctx.clock.now()),
        updatedAt: ctx.clock.now(),
      })
      .where(eq(blogPosts.id, id)),
  );
  if (before.imageUrl !== imageUrl) await deleteImageIfUnused(ctx, before.imageUrl);
  return getAdminPost(ctx, id);
}

/** The publish toggle of a row. */
export async function setPostPublished(
  ctx: ServiceContext,
  { id, isPublished }: { id: string; isPublished: boolean },
): Promise<AdminBlogPostDto> {
  const before = await getAdminPost(ctx, id);
  await ctx.db
    .update(blogPosts)
    .set({ isPublished, publishedAt: publishedAtAfter(before, isPublished, ctx.clock.now()), updatedAt: ctx.clock.now() })
    .where(eq(blogPosts.id, id));
  return getAdminPost(ctx, id);
}

/** Deletes the post, then its cover picture if it was uploaded and nothing else uses it. */
export async function deletePost(ctx: ServiceContext, id: string): Promise<void> {
  const [deleted] = await ctx.db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ imageUrl: blogPosts.imageUrl });
  if (!deleted) throw notFound(said("blogAdminTexts.errors.noSuchPost"));
  await deleteImageIfUnused(ctx, deleted.imageUrl);
}
