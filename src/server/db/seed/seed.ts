import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { slugify } from "@shared/menu/menu";
import { DEFAULT_IMAGE_WIDTH, sizedImageUrl } from "@shared/images/images";
import type { ShopInfo } from "@shared/shop/shop";
import type { Database } from "../client";
import { createAuthor, createBlogPost, createCategory, createItem } from "../factories";
import { appSettings } from "../schema/messages";
import { shopSettings, specialDays } from "../schema/ordering";
import { promoCodes } from "../schema/gift-cards";
import { NO_PROMO_RULES } from "@shared/promos/promos";
import type { DeliverySettings } from "@shared/checkout/delivery";
import { shopDate } from "@shared/ordering/schedule";
import { DEMO_AUTHOR, DEMO_POSTS } from "./demo-blog";
import { DEMO_CATALOG } from "./demo-menu";

const SEEDED_KEY = "demo_data_seeded_at";

/**
 * Seeds the demo shop once per database. The marker row is inserted in the same transaction
 * as the data, so two instances starting together seed once, and a shop whose owner has
 * since deleted the demo items is never re-seeded.
 */
export async function seedDemoDataOnce(db: Database, shop: ShopInfo): Promise<boolean> {
  // A restart reads the marker and is done, without a write transaction (cold start, ADR 0019).
  if (await isDemoDataSeeded(db)) return false;
  return db.transaction(async (tx) => {
    const marker = await tx
      .insert(appSettings)
      .values({ key: SEEDED_KEY, value: sql`to_jsonb(now())` })
      .onConflictDoNothing()
      .returning({ key: appSettings.key });
    if (marker.length === 0) return false;

    const today = shopDate(new Date(), shop.timeZone);
    // Capacity stays unlimited until the shop sets its own (Ordering page): a kitchen's numbers are its own.
    await tx.update(shopSettings).set({ delivery: DEMO_DELIVERY });
    await tx.insert(specialDays).values(demoHolidays(today)).onConflictDoNothing();

    for (const category of DEMO_CATALOG) {
      const row = await createCategory(tx, { name: category.name, nameEs: category.nameEs, slug: slugify(category.name) });
      for (const item of category.items) {
        await createItem(tx, {
          categoryId: row.id,
          name: item.name,
          nameEs: item.nameEs,
          description: item.description,
          descriptionEs: item.descriptionEs,
          priceCents: item.priceCents,
          priceUnit: item.priceUnit,
          imageUrl: sizedImageUrl(`/images/menu/${item.image}`, DEFAULT_IMAGE_WIDTH),
          isFeatured: item.isFeatured ?? false,
          isAvailable: item.isAvailable ?? true,
          quantityMin: item.quantityMin ?? 1,
          quantityStep: item.quantityStep ?? 1,
          pricedByWeight: item.pricedByWeight ?? false,
          leadMinutes: item.leadMinutes ?? 0,
          dailyStock: item.dailyStock ?? null,
          cateringRole: item.cateringRole ?? null,
          ...(item.christmasPreorder ? christmasPreorder(today) : {}),
          optionGroups: (item.optionGroups ?? []).map((group) => ({
            id: randomUUID(),
            name: group.name,
            nameEs: group.nameEs,
            selection: group.selection,
            isRequired: group.isRequired,
            minPicks: group.isRequired ? 1 : 0,
            maxPicks: group.selection === "single" ? 1 : (group.maxPicks ?? group.options.length),
            options: group.options.map((option) => ({
              id: randomUUID(),
              name: option.name,
              nameEs: option.nameEs,
              priceDeltaCents: option.priceDeltaCents,
              isDefault: option.isDefault ?? false,
            })),
          })),
        });
      }
    }

    // Two promo codes to try (ADR 0024): 10 % off a first order, and free delivery.
    await tx.insert(promoCodes).values(DEMO_PROMOS).onConflictDoNothing();

    const author = await createAuthor(tx, DEMO_AUTHOR);
    const demoShop = { name: shop.name, foundedYear: shop.foundedYear, awardArticleUrl: shop.award.articleUrl };
    for (const post of DEMO_POSTS) {
      await createBlogPost(tx, {
        title: post.title,
        titleEs: post.titleEs,
        slug: post.slug ?? shop.award.postSlug,
        content: post.content(demoShop),
        contentEs: post.contentEs(demoShop),
        imageUrl: post.image ? sizedImageUrl(`/images/blog/${post.image}`, DEFAULT_IMAGE_WIDTH) : null,
        isPublished: post.publishedAt !== null,
        publishedAt: post.publishedAt ? new Date(post.publishedAt) : null,
        authorId: author.id,
      });
    }
    return true;
  });
}

const DEMO_PROMOS = [
  { code: "BIENVENIDO", kind: "percent" as const, percentBp: 1000, amountCents: null, rules: { ...NO_PROMO_RULES, firstOrderOnly: true } },
  {
    code: "ENVIOGRATIS",
    kind: "free_delivery" as const,
    percentBp: null,
    amountCents: null,
    rules: { ...NO_PROMO_RULES, orderType: "delivery" as const },
  },
];

/** Around the demo shop in Boyle Heights: a short drive. Free over $30 (docs/product.md 'Delivery and tips'), $4.99 below, from $15. */
const DEMO_DELIVERY: DeliverySettings = {
  zipCodes: ["90012", "90013", "90021", "90022", "90023", "90031", "90032", "90033", "90063"],
  minimumCents: 1500,
  feeCents: 499,
  freeOverCents: 3000,
};

/** The year's next date of a month and day, from `today` on. */
function nextDate(today: string, monthDay: string): string {
  const thisYear = `${today.slice(0, 4)}-${monthDay}`;
  return thisYear >= today ? thisYear : `${Number(today.slice(0, 4)) + 1}-${monthDay}`;
}

/** Thanksgiving: the fourth Thursday of November of a year. */
function thanksgiving(year: number): string {
  const first = new Date(Date.UTC(year, 10, 1)).getUTCDay();
  const day = 1 + ((4 - first + 7) % 7) + 21;
  return `${year}-11-${String(day).padStart(2, "0")}`;
}

/** The holidays a family shop closes for, and Christmas Eve's short day, from today on. */
function demoHolidays(today: string) {
  const year = Number(today.slice(0, 4));
  const thanks = thanksgiving(year) >= today ? thanksgiving(year) : thanksgiving(year + 1);
  return [
    { date: thanks, opensAt: null, closesAt: null, label: "Thanksgiving" },
    { date: nextDate(today, "12-24"), opensAt: "08:00", closesAt: "14:00", label: "Christmas Eve" },
    { date: nextDate(today, "12-25"), opensAt: null, closesAt: null, label: "Christmas" },
    { date: nextDate(today, "01-01"), opensAt: null, closesAt: null, label: "New Year's Day" },
  ];
}

/** Pickup December 22-24, orders through December 20: this year's, or next year's once this year's has closed. */
function christmasPreorder(today: string) {
  const cutoff = nextDate(today, "12-20");
  const year = cutoff.slice(0, 4);
  return { preorderFirstDate: `${year}-12-22`, preorderLastDate: `${year}-12-24`, preorderCutoffDate: cutoff };
}

export async function isDemoDataSeeded(db: Database): Promise<boolean> {
  const rows = await db.select().from(appSettings).where(eq(appSettings.key, SEEDED_KEY));
  return rows.length > 0;
}
