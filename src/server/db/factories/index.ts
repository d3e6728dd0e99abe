import { randomUUID } from "node:crypto";
import { slugify } from "@shared/menu/menu";
import type { Executor } from "../client";
import { blogPostAuthors, blogPosts } from "../schema/blog";
import { categories, items } from "../schema/menu";
import { messages } from "../schema/messages";

/**
 * Factories shared by the demo seed and the tests: each builds a valid row from a few
 * overrides and inserts it, returning the stored row. Unique fields get a unique suffix
 * unless given, so tests can call them freely.
 */

const unique = () => randomUUID().slice(0, 8);

type CategoryInsert = typeof categories.$inferInsert;
type ItemInsert = typeof items.$inferInsert;
type AuthorInsert = typeof blogPostAuthors.$inferInsert;
type PostInsert = typeof blogPosts.$inferInsert;
type MessageInsert = typeof messages.$inferInsert;

export async function createCategory(db: Executor, overrides: Partial<CategoryInsert> = {}) {
  const name = overrides.name ?? `Category ${unique()}`;
  const [row] = await db
    .insert(categories)
    .values({ name, slug: overrides.slug ?? slugify(name), ...overrides })
    .returning();
  return row!;
}

export async function createItem(db: Executor, overrides: Partial<ItemInsert> & Pick<ItemInsert, "categoryId">) {
  const [row] = await db
    .insert(items)
    .values({
      name: `Item ${unique()}`,
      description: "A test item.",
      priceCents: 999,
      priceUnit: "each",
      isAvailable: true,
      isFeatured: false,
      isArchived: false,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createAuthor(db: Executor, overrides: Partial<AuthorInsert> = {}) {
  const [row] = await db
    .insert(blogPostAuthors)
    .values({ fullName: "Test Author", email: `author-${unique()}@example.com`, ...overrides })
    .returning();
  return row!;
}

export async function createBlogPost(db: Executor, overrides: Partial<PostInsert> = {}) {
  const title = overrides.title ?? `Post ${unique()}`;
  const isPublished = overrides.isPublished ?? true;
  const [row] = await db
    .insert(blogPosts)
    .values({
      title,
      slug: overrides.slug ?? slugify(title),
      content: "Some **markdown** content.",
      isPublished,
      publishedAt: isPublished ? (overrides.publishedAt ?? new Date()) : null,
      ...overrides,
    })
    .returning();
  return row!;
}

export async function createMessage(db: Executor, overrides: Partial<MessageInsert> = {}) {
  const [row] = await db
    .insert(messages)
    .values({
      name: "Test Customer",
      email: `customer-${unique()}@example.com`,
      message: "Hello!",
      ...overrides,
    })
    .returning();
  return row!;
}
