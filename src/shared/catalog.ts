import { z } from "zod";

export const PRICE_UNITS = ["each", "lb"] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];

/** SPEC.md section 9: the featured list holds at most 3 items. */
export const FEATURED_ITEMS_LIMIT = 3;

export interface CategoryDto {
  id: string;
  name: string;
  slug: string;
}

export interface MenuItemDto {
  id: string;
  name: string;
  description: string | null;
  priceCents: number;
  priceUnit: PriceUnit;
  priceId: string | null;
  imageUrl: string | null;
  isAvailable: boolean;
  isFeatured: boolean;
  isArchived: boolean;
  category: CategoryDto;
}

/** Lowercase words joined by single hyphens: 'prepared-dishes'. */
export const slugSchema = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Use lowercase letters, digits and single hyphens");

export const menuQuerySchema = z.object({
  category: slugSchema.optional(),
});
export type MenuQuery = z.infer<typeof menuQuerySchema>;

/** 'Sides & Drinks' → 'sides-drinks'; also used for blog slugs (lowercase, strict). */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
}
