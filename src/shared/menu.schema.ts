import { z } from "zod";
import { imageUrlSchema } from "./images.schema";
import { parsePriceToCents, PRICE_UNITS } from "./menu";
import { slugSchema } from "./params.schema";
import { menuAdminTexts } from "./texts/menu-admin";

/**
 * The menu's inputs: the public menu's query, and the admin's item form, imported by the form
 * (react-hook-form + zodResolver) and by the API route (validate()), so both refuse the same
 * input with the same words (SPEC.md section 5). Zod: never imported by storefront pages.
 */

export const menuQuerySchema = z.object({
  category: slugSchema.optional(),
});
export type MenuQuery = z.infer<typeof menuQuerySchema>;

const itemErrors = menuAdminTexts.errors;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The Add Item / Edit Item form (SPEC.md section 5 'Menu item'). The price is typed in dollars. */
export const menuItemInputSchema = z.object({
  name: z.string({ error: itemErrors.nameRequired }).trim().min(1, itemErrors.nameRequired).max(120, itemErrors.nameTooLong),
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
