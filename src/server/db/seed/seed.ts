import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { slugify } from "@shared/menu";
import { DEFAULT_IMAGE_WIDTH, sizedImageUrl } from "@shared/images";
import type { ShopInfo } from "@shared/shop";
import type { Database } from "../client";
import { createAuthor, createBlogPost, createCategory, createItem } from "../factories";
import { appSettings } from "../schema/messages";
import { DEMO_AUTHOR, DEMO_POSTS } from "./demo-blog";
import { DEMO_CATALOG } from "./demo-catalog";

const SEEDED_KEY = "demo_data_seeded_at";

/**
 * Seeds the demo shop once per database. The marker row is inserted in the same transaction
 * as the data, so two instances starting together seed once, and a shop whose owner has
 * since deleted the demo items is never re-seeded.
 */
export async function seedDemoDataOnce(db: Database, shop: ShopInfo): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marker = await tx
      .insert(appSettings)
      .values({ key: SEEDED_KEY, value: sql`to_jsonb(now())` })
      .onConflictDoNothing()
      .returning({ key: appSettings.key });
    if (marker.length === 0) return false;

    for (const category of DEMO_CATALOG) {
      const row = await createCategory(tx, { name: category.name, slug: slugify(category.name) });
      for (const item of category.items) {
        await createItem(tx, {
          categoryId: row.id,
          name: item.name,
          description: item.description,
          priceCents: item.priceCents,
          priceUnit: item.priceUnit,
          imageUrl: sizedImageUrl(`/images/menu/${item.image}`, DEFAULT_IMAGE_WIDTH),
          isFeatured: item.isFeatured ?? false,
          isAvailable: item.isAvailable ?? true,
          quantityMin: item.quantityMin ?? 1,
          quantityStep: item.quantityStep ?? 1,
          pricedByWeight: item.pricedByWeight ?? false,
          optionGroups: (item.optionGroups ?? []).map((group) => ({
            id: randomUUID(),
            name: group.name,
            selection: group.selection,
            isRequired: group.isRequired,
            minPicks: group.isRequired ? 1 : 0,
            maxPicks: group.selection === "single" ? 1 : (group.maxPicks ?? group.options.length),
            options: group.options.map((option) => ({
              id: randomUUID(),
              name: option.name,
              priceDeltaCents: option.priceDeltaCents,
              isDefault: option.isDefault ?? false,
            })),
          })),
        });
      }
    }

    const author = await createAuthor(tx, DEMO_AUTHOR);
    for (const post of DEMO_POSTS) {
      await createBlogPost(tx, {
        title: post.title,
        slug: post.slug ?? shop.award.postSlug,
        content: post.content({
          name: shop.name,
          foundedYear: shop.foundedYear,
          awardArticleUrl: shop.award.articleUrl,
        }),
        imageUrl: post.image ? sizedImageUrl(`/images/blog/${post.image}`, DEFAULT_IMAGE_WIDTH) : null,
        isPublished: post.publishedAt !== null,
        publishedAt: post.publishedAt ? new Date(post.publishedAt) : null,
        authorId: author.id,
      });
    }
    return true;
  });
}

export async function isDemoDataSeeded(db: Database): Promise<boolean> {
  const rows = await db.select().from(appSettings).where(eq(appSettings.key, SEEDED_KEY));
  return rows.length > 0;
}
