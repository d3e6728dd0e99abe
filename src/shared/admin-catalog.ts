import { z } from "zod";
import { PRICE_UNITS, slugSchema, type CategoryDto, type MenuItemDto } from "./catalog";
import { aiTexts, blogAdminTexts, menuAdminTexts } from "./texts/admin-catalog";

/**
 * The admin's catalogue and blog inputs: one zod schema per form, imported by the form
 * (react-hook-form + zodResolver) and by the API route (validate()), so both refuse the same
 * input with the same words (SPEC.md section 5). Admin-only: the storefront never imports this.
 */

// ---------------------------------------------------------------------------------------------
// Images

export { IMAGE_STORES, type ImageStore } from "./images";

/** SPEC.md section 9: 5MB ('Image must be less than 5MB'). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** For the file picker only; the server decides by the file's content. */
export const ACCEPTED_IMAGE_TYPES = "image/jpeg,image/png,image/webp,image/gif,image/avif";

export interface UploadedImageDto {
  /** The middle width's address (`…-640w.webp`), as stored in image_url. */
  url: string;
  width: number;
  height: number;
}

export const removeImageSchema = z.object({ url: z.string().min(1).max(2000) });

/**
 * An image address: a path on this site (uploads, demo pictures) or an https:// URL. Plain
 * http is refused because the site's Content-Security-Policy would block the picture.
 */
export function imageUrlProblem(value: string, invalid: string): string | null {
  if (value === "") return null;
  if (value.startsWith("/")) return /^\/(?![/\\])[^\s\\]+$/.test(value) ? null : invalid;
  try {
    const url = new URL(value);
    if (url.protocol === "http:") return "Use an https:// address (browsers block http pictures on this site)";
    return url.protocol === "https:" && url.hostname.includes(".") && !/\s/.test(value) ? null : invalid;
  } catch {
    return invalid;
  }
}

function imageUrlSchema(invalid: string) {
  return z
    .string()
    .trim()
    .max(2000, invalid)
    .superRefine((value, ctx) => {
      const problem = imageUrlProblem(value, invalid);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
}

/** '' → null, for optional text columns. */
export const emptyToNull = (value: string): string | null => (value === "" ? null : value);

// ---------------------------------------------------------------------------------------------
// Menu items

const itemErrors = menuAdminTexts.errors;
/** $99,999.99: far above anything the shop sells, far below Stripe's limit. */
export const MAX_PRICE_CENTS = 9_999_999;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * '12.99', '$12.99' or '12' → cents; null when it is not a price. (Not money.ts's parser: the
 * storefront's money chunk would then carry it on every public page.)
 */
export function parsePriceToCents(text: string): number | null {
  const match = /^\$?\s*(\d{1,5})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return cents > 0 && cents <= MAX_PRICE_CENTS ? cents : null;
}

/** 1299 → '12.99', for the form's price field. */
export function centsToPriceText(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** The Add Item / Edit Item form (SPEC.md section 5 'Menu item'). The price is typed in dollars. */
export const menuItemInputSchema = z.object({
  name: z
    .string({ error: itemErrors.nameRequired })
    .trim()
    .min(1, itemErrors.nameRequired)
    .max(120, itemErrors.nameTooLong),
  description: z.string().trim().max(1000, itemErrors.descriptionTooLong).default(""),
  price: z
    .string({ error: (issue) => (issue.input === undefined ? itemErrors.priceRequired : itemErrors.pricePositive) })
    .trim()
    .min(1, { error: itemErrors.priceRequired, abort: true })
    .refine(
      (value) => {
        const number = Number(value.replace(/^\$\s*/, ""));
        return Number.isFinite(number) && number > 0;
      },
      { error: itemErrors.pricePositive, abort: true },
    )
    .refine((value) => parsePriceToCents(value) !== null, { error: itemErrors.priceFormat }),
  priceUnit: z.enum(PRICE_UNITS).default("each"),
  categoryId: z
    .string({ error: itemErrors.categoryRequired })
    .trim()
    .min(1, { error: itemErrors.categoryRequired, abort: true })
    .regex(UUID, itemErrors.categoryRequired),
  imageUrl: imageUrlSchema(itemErrors.urlInvalid).default(""),
  isAvailable: z.boolean().default(true),
  isFeatured: z.boolean().default(false),
});
export type MenuItemFormValues = z.input<typeof menuItemInputSchema>;
export type MenuItemInput = z.output<typeof menuItemInputSchema>;

export const itemAvailabilitySchema = z.object({ isAvailable: z.boolean() });

export const adminItemsQuerySchema = z.object({
  archived: z.enum(["true", "false"]).default("false"),
});

export interface AdminMenuItemDto extends MenuItemDto {
  updatedAt: string;
}

/**
 * Whether the payment provider has the item's current name, price and picture
 * (SPEC.md section 7 create/update-stripe-product). A failed sync leaves the item saved.
 */
export type ProductSyncStatus = { ok: true; priceId: string } | { ok: false; message: string };

export interface SaveItemResponse {
  item: AdminMenuItemDto;
  sync: ProductSyncStatus;
}

export interface AdminItemsResponse {
  items: AdminMenuItemDto[];
  categories: CategoryDto[];
  /** 'sandbox' keeps local price ids; 'stripe' syncs products and prices with Stripe. */
  paymentProvider: "stripe" | "sandbox";
}

// ---------------------------------------------------------------------------------------------
// Blog posts

const postErrors = blogAdminTexts.errors;

/** The longest post the editor and the API take (the server's body limit for blog routes is sized for it). */
export const MAX_POST_CHARACTERS = 100_000;

/** The post editor (SPEC.md section 5 'Blog post'). An empty slug is made from the title. */
export const blogPostInputSchema = z.object({
  title: z
    .string({ error: postErrors.titleRequired })
    .trim()
    .min(1, postErrors.titleRequired)
    .max(200, postErrors.titleTooLong),
  slug: z.union([z.literal(""), slugSchema.max(80, postErrors.slugInvalid)], { error: postErrors.slugInvalid }).default(""),
  content: z
    .string({ error: postErrors.contentRequired })
    .trim()
    .min(1, postErrors.contentRequired)
    .max(MAX_POST_CHARACTERS, postErrors.contentTooLong),
  imageUrl: imageUrlSchema(postErrors.urlInvalid).default(""),
  isPublished: z.boolean().default(false),
});
export type BlogPostFormValues = z.input<typeof blogPostInputSchema>;
export type BlogPostInput = z.output<typeof blogPostInputSchema>;

export const postPublishedSchema = z.object({ isPublished: z.boolean() });

export interface AdminBlogPostSummaryDto {
  id: string;
  title: string;
  slug: string;
  imageUrl: string | null;
  isPublished: boolean;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  author: { fullName: string } | null;
}

export interface AdminBlogPostDto extends AdminBlogPostSummaryDto {
  content: string;
}

// ---------------------------------------------------------------------------------------------
// AI enhance

export const MAX_ENHANCE_CHARACTERS = 20_000;

/** SPEC.md section 7 'enhance-content': body content, response content. */
export const enhanceContentSchema = z.object({
  content: z
    .string({ error: aiTexts.errors.emptyContent })
    .max(MAX_ENHANCE_CHARACTERS, aiTexts.errors.tooLong)
    .trim()
    .min(1, aiTexts.errors.emptyContent),
});

export interface EnhanceContentResponse {
  content: string;
}

export interface AiStatusDto {
  enabled: boolean;
}
