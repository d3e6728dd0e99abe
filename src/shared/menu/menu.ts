/**
 * The menu (docs/product.md 'Menu item record', 'Category record'): the shapes both sides read, and the
 * plain rules the storefront and the admin share. No zod here: the storefront loads this module
 * (ADR 0008); the input schemas are in menu.schema.ts.
 */
import type { FallbackLang } from "../core/content-language";
import type { ItemSchedule } from "../ordering/schedule";

export const PRICE_UNITS = ["each", "lb"] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];

/** docs/product.md 'Constants': the featured list holds at most 3 items. */
export const FEATURED_ITEMS_LIMIT = 3;

/**
 * Content in two languages (ADR 0015, content-language.ts): the public answers give each text in
 * the language asked for, and `lang: "en"` where a Spanish answer shows the English (not
 * translated yet). English answers never carry `lang`.
 */
export interface CategoryDto {
  id: string;
  name: string;
  slug: string;
  lang?: FallbackLang;
}

/** A category as the admin sees it: its English name, and the Spanish (null: not translated yet). */
export interface AdminCategoryDto extends CategoryDto {
  nameEs: string | null;
}

/** One of the butcher's choices: 'Thin for asada', with its price change per unit (cents, may be negative). */
export interface ItemOptionDto {
  id: string;
  name: string;
  /**
   * The Spanish name, as stored with the item and shown to the admin ('Delgado para asada');
   * absent: not translated yet. Public answers put the page's language in `name` instead.
   */
  nameEs?: string;
  lang?: FallbackLang;
  priceDeltaCents: number;
  /** Chosen when the customer chooses nothing in a required group (and preselected on the card). */
  isDefault: boolean;
}

export const OPTION_SELECTIONS = ["single", "multiple"] as const;
export type OptionSelection = (typeof OPTION_SELECTIONS)[number];

/** A group of choices: 'Style', 'Cut'. Single choice picks at most one; minPicks ≥ 1 when required. */
export interface ItemOptionGroupDto {
  id: string;
  name: string;
  /** As the choices' `nameEs`: the admin's Spanish ('Estilo'); absent: not translated yet. */
  nameEs?: string;
  lang?: FallbackLang;
  selection: OptionSelection;
  isRequired: boolean;
  minPicks: number;
  maxPicks: number;
  options: ItemOptionDto[];
}

export interface MenuItemDto {
  id: string;
  name: string;
  /** `name` is the English on a Spanish page (not translated yet). */
  lang?: FallbackLang;
  description: string | null;
  /** `description` is the English on a Spanish page. */
  descriptionLang?: FallbackLang;
  /** Per unit (per pound, or each). */
  priceCents: number;
  priceUnit: PriceUnit;
  /** The least a customer may order, and the step above it (ADR 0013): 0.5 and 0.5 for carnitas; 1 and 1 for pieces. */
  quantityMin: number;
  quantityStep: number;
  /** Raw cuts: charged for what the butcher weighs, the card held for the estimate plus an allowance. */
  pricedByWeight: boolean;
  optionGroups: ItemOptionGroupDto[];
  /** Lead time, sold out today, daily stock and pre-order window (ADR 0014). */
  schedule: ItemSchedule;
  priceId: string | null;
  imageUrl: string | null;
  isAvailable: boolean;
  isFeatured: boolean;
  isArchived: boolean;
  category: CategoryDto;
}

/** A category as the menu page's pills and cards read it: no id (the page chooses by slug). */
export type MenuCategory = Omit<CategoryDto, "id">;

/**
 * What a menu card shows and its Add to Cart puts in the cart, and nothing else: the menu page's
 * loader sends these rather than whole items (ADR 0019: no schedule, featured flag or category
 * ids, which the browser parsed on every visit and never read). The public menu lists no archived
 * items, so its cards leave out `isArchived` (absent: not archived); a whole MenuItemDto (the home
 * page's featured items) is a card item too.
 */
export type MenuCardItem = Pick<
  MenuItemDto,
  | "id"
  | "name"
  | "lang"
  | "description"
  | "descriptionLang"
  | "priceCents"
  | "priceUnit"
  | "quantityMin"
  | "quantityStep"
  | "pricedByWeight"
  | "optionGroups"
  | "priceId"
  | "imageUrl"
  | "isAvailable"
> &
  Partial<Pick<MenuItemDto, "isArchived">> & { category: Omit<MenuCategory, "slug"> };

/** Lowercase words joined by single hyphens: 'prepared-dishes'. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 80;

/** 'Sides & Drinks' → 'sides-drinks'; also used for blog slugs (lowercase, strict). */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/g, "");
}

// ---------------------------------------------------------------------------------------------
// The admin's menu items

/** $99,999.99: far above anything the shop sells, far below Stripe's limit. */
export const MAX_PRICE_CENTS = 9_999_999;

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

/** '' → null, for optional text columns. */
export const emptyToNull = (value: string): string | null => (value === "" ? null : value);

/** An item as the admin edits it: the English in `name` and `description`, and the Spanish beside them. */
export interface AdminMenuItemDto extends MenuItemDto {
  /** Null: not translated yet (Spanish pages show the English). */
  nameEs: string | null;
  descriptionEs: string | null;
  /** Where it sits on the catering menu (ADR 0023); null: not offered for catering. */
  cateringRole: "meat" | "tortillas" | "salsa" | "side" | "tamales" | null;
  updatedAt: string;
}

/**
 * Whether the payment provider has the item's current name, price and picture
 * (docs/product.md 'Product sync'). A failed sync leaves the item saved.
 */
export type ProductSyncStatus = { ok: true; priceId: string } | { ok: false; message: string };

export interface SaveItemResponse {
  item: AdminMenuItemDto;
  sync: ProductSyncStatus;
}

export interface AdminItemsResponse {
  items: AdminMenuItemDto[];
  categories: AdminCategoryDto[];
  /** 'sandbox' keeps local price ids; 'stripe' syncs products and prices with Stripe. */
  paymentProvider: "stripe" | "sandbox";
  /** The shop's date now, 'YYYY-MM-DD': an item is sold out today when its schedule's soldOutOn is this date. */
  today: string;
}
