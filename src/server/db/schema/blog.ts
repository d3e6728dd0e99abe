import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

export const blogPostAuthors = pgTable("blog_post_authors", {
  id: uuid("id").primaryKey().defaultRandom(),
  fullName: text("full_name").notNull(),
  email: text("email").notNull().unique(),
  /** The staff account behind the byline, when there is one. */
  userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    /** Markdown. */
    content: text("content").notNull(),
    /**
     * The post in Spanish (ADR 0015), markdown like `content`; null: not translated yet, and the
     * Spanish blog shows the English. The excerpt is made from the content in the page's language.
     */
    titleEs: text("title_es"),
    contentEs: text("content_es"),
    imageUrl: text("image_url"),
    isPublished: boolean("is_published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    authorId: uuid("author_id").references(() => blogPostAuthors.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("blog_posts_title_not_blank", sql`length(btrim(${table.title})) > 0`),
    check("blog_posts_title_es_not_blank", sql`${table.titleEs} is null or length(btrim(${table.titleEs})) > 0`),
    // docs/product.md 'Blog post lifecycle': publishing sets published_at, unpublishing clears it.
    check(
      "blog_posts_published_at_matches",
      sql`(${table.isPublished} and ${table.publishedAt} is not null) or (not ${table.isPublished} and ${table.publishedAt} is null)`,
    ),
    // Public list: published only, newest first.
    index("blog_posts_published_idx")
      .on(table.publishedAt.desc())
      .where(sql`${table.isPublished}`),
    index("blog_posts_created_at_idx").on(table.createdAt.desc()),
    index("blog_posts_author_id_idx").on(table.authorId),
  ],
);
