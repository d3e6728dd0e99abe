import { z } from "../core/zod";
import { imageUrlSchema } from "../images/images.schema";
import { OPTION_SELECTIONS, parsePriceToCents, PRICE_UNITS, type OptionSelection } from "./menu";
import {
  lowestOptionsDeltaCents,
  MAX_OPTION_GROUPS,
  MAX_OPTIONS_PER_GROUP,
  OPTION_NAME_MAX_LENGTH,
  parsePriceDeltaToCents,
  parseQuantityText,
  quantityTextProblem,
} from "./menu-admin";
import { formatCents } from "../core/money";
import { MAX_LEAD_MINUTES } from "../ordering/ordering";
import { isValidDate } from "../ordering/schedule";
import { MAX_QUANTITY, MIN_WEIGHT_STEP, toThousandths } from "../core/quantity";
import { contentLangSchema, slugSchema } from "../core/params.schema";
import { menuAdminTexts as englishMenuAdminTexts } from "../texts/menu-admin";
import { keyedTexts } from "../core/said";

/** Its messages are text keys, said at the edge in the reader's language (shared/core/said.ts). */
const menuAdminTexts = /* @__PURE__ */ keyedTexts("menuAdminTexts", englishMenuAdminTexts);

/**
 * The menu's inputs: the public menu's query, and the admin's item form, imported by the form
 * (react-hook-form + zodResolver) and by the API route (validate()), so both refuse the same
 * input with the same words (docs/product.md 'Menu item validation'). Zod: never imported by storefront pages.
 */

export const menuQuerySchema = z.object({
  category: slugSchema.optional(),
  /** The language of the names and descriptions (ADR 0015); English when absent. */
  lang: contentLangSchema.optional(),
});
export type MenuQuery = z.infer<typeof menuQuerySchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Text as typed, or a number from an API client: kept as trimmed text, checked and converted where it is read. */
const typedText = (missing: string) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((value) => (value === undefined ? missing : String(value).trim()));

/**
 * A text's Spanish (ADR 0015), optional and as long as its English may be. Left out, the saved
 * Spanish is kept (clients that do not know these fields never wipe them); '' or null clears it
 * (not translated: Spanish pages show the English).
 */
const spanishText = (max: number, tooLong: string) => z.string({ error: tooLong }).trim().max(max, tooLong).nullable().optional();

const wholeCount = (text: string): number | null => (/^\d{1,2}$/.test(text) ? Number(text) : null);

/**
 * How many picks a group needs and allows, normalised: single choice is at most 1 and at least
 * 1 when required, else 0; several is at most the typed number (all the choices when left
 * empty) and at least the typed number when required (1 when left empty), else 0. Null when a
 * typed number is out of range (the schema names which).
 */
export function groupPicks(group: {
  selection: OptionSelection;
  isRequired: boolean;
  minPicks: string;
  maxPicks: string;
  options: readonly unknown[];
}): { minPicks: number; maxPicks: number } | null {
  const required = group.isRequired ? 1 : 0;
  if (group.selection === "single") return { minPicks: required, maxPicks: 1 };
  const maxPicks = group.maxPicks === "" ? group.options.length : wholeCount(group.maxPicks);
  if (maxPicks === null || maxPicks < 1 || maxPicks > group.options.length) return null;
  if (!group.isRequired) return { minPicks: 0, maxPicks };
  const minPicks = group.minPicks === "" ? 1 : wholeCount(group.minPicks);
  if (minPicks === null || minPicks < 1 || minPicks > maxPicks) return null;
  return { minPicks, maxPicks };
}

/** Stock per day, in the item's unit: far beyond a day's sales, low enough to catch a typo. */
export const MAX_DAILY_STOCK = 99_999;

const hasAtMostThreeDecimals = (value: number) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6;

const itemErrors = menuAdminTexts.errors;

/** An id the item already has (kept), or none / '' for a new group or choice (the server makes one). */
const existingId = z
  .string({ error: itemErrors.choiceUnknown })
  .refine((value) => value === "" || UUID.test(value), itemErrors.choiceUnknown)
  .optional();

const optionName = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(OPTION_NAME_MAX_LENGTH, itemErrors.optionNameTooLong);

/** One of the butcher's choices: 'Thin for asada', its price change per unit in dollars ('-2.00'), default or not. */
const optionInputSchema = z.object({
  id: existingId,
  name: optionName(itemErrors.choiceNameRequired),
  nameEs: spanishText(OPTION_NAME_MAX_LENGTH, itemErrors.optionNameTooLong),
  priceDelta: typedText("").refine((value) => parsePriceDeltaToCents(value) !== null, itemErrors.priceDeltaFormat),
  isDefault: z.boolean().default(false),
});

/**
 * A group of choices. Single choice: at most one pick, one if required. Several: the picks are
 * typed (at least, required groups only; at most), checked with the group below and normalised
 * by groupPicks.
 */
const optionGroupInputSchema = z.object({
  id: existingId,
  name: optionName(itemErrors.groupNameRequired),
  nameEs: spanishText(OPTION_NAME_MAX_LENGTH, itemErrors.optionNameTooLong),
  selection: z.enum(OPTION_SELECTIONS).default("single"),
  isRequired: z.boolean().default(false),
  minPicks: typedText(""),
  maxPicks: typedText(""),
  options: z
    .array(optionInputSchema)
    .min(1, itemErrors.groupNeedsChoice)
    .max(MAX_OPTIONS_PER_GROUP, itemErrors.tooManyChoices(MAX_OPTIONS_PER_GROUP)),
});

const scheduleDate = z.string({ error: itemErrors.dateInvalid }).refine(isValidDate, itemErrors.dateInvalid);

/**
 * Offered only for pickup between two dates, ordered by a cutoff (ADR 0014). The cutoff may be
 * any day up to the last pickup date: taking orders while the first ones are picked up is fine.
 */
const preorderInputSchema = z
  .object({ firstDate: scheduleDate, lastDate: scheduleDate, cutoffDate: scheduleDate }, { error: itemErrors.preorderInvalid })
  .superRefine((window, ctx) => {
    if (window.lastDate < window.firstDate)
      ctx.addIssue({ code: "custom", path: ["lastDate"], message: itemErrors.preorderLastBeforeFirst });
    if (window.cutoffDate > window.lastDate)
      ctx.addIssue({ code: "custom", path: ["cutoffDate"], message: itemErrors.preorderCutoffAfterLast });
  });

const quantityMessages = {
  format: itemErrors.quantityFormat,
  decimals: itemErrors.quantityDecimals,
  not_positive: itemErrors.quantityPositive,
  too_large: itemErrors.quantityTooLarge(MAX_QUANTITY),
} as const;

/** The Add Item / Edit Item form (docs/product.md 'Menu item validation'). The price is typed in dollars. */
export const menuItemInputSchema = z
  .object({
    name: z.string({ error: itemErrors.nameRequired }).trim().min(1, itemErrors.nameRequired).max(120, itemErrors.nameTooLong),
    description: z.string().trim().max(1000, itemErrors.descriptionTooLong).default(""),
    nameEs: spanishText(120, itemErrors.nameTooLong),
    descriptionEs: spanishText(1000, itemErrors.descriptionTooLong),
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
    /** The least a customer may order, and the step above it, in the unit (ADR 0013): '0.5' lb; whole pieces. */
    quantityMin: typedText("1"),
    quantityStep: typedText("1"),
    /** Cuts sold by the pound only: charged for what is weighed. */
    pricedByWeight: z.boolean().default(false),
    optionGroups: z.array(optionGroupInputSchema).max(MAX_OPTION_GROUPS, itemErrors.tooManyGroups(MAX_OPTION_GROUPS)).default([]),
    /**
     * Ordering ahead (ADR 0014). Left out, the item keeps what it has (a new item: none), so
     * clients that do not know these fields never wipe them.
     */
    leadMinutes: z
      .number({ error: itemErrors.leadHours })
      .int(itemErrors.leadHours)
      .min(0, itemErrors.leadHours)
      .max(MAX_LEAD_MINUTES, itemErrors.leadHours)
      .optional(),
    /** In the item's unit; null = no limit. */
    dailyStock: z
      .number({ error: itemErrors.dailyStock })
      .positive(itemErrors.dailyStock)
      .max(MAX_DAILY_STOCK, itemErrors.dailyStock)
      .refine(hasAtMostThreeDecimals, itemErrors.dailyStock)
      .nullable()
      .optional(),
    preorder: preorderInputSchema.nullable().optional(),
    /** The catering menu (ADR 0023): left out, the item keeps its role. */
    cateringRole: z.enum(["meat", "tortillas", "salsa", "side", "tamales"]).nullable().optional(),
  })
  .superRefine((item, ctx) => {
    // Rules across fields. Zod runs them even when a field failed above, so every value is
    // checked for its shape before use.
    const problem = (path: PropertyKey[], message: string) => ctx.addIssue({ code: "custom", path, message });
    const pieces = item.priceUnit !== "lb";

    for (const field of ["quantityMin", "quantityStep"] as const) {
      const text = item[field];
      if (typeof text !== "string") continue;
      const found = quantityTextProblem(text, MAX_QUANTITY);
      if (found) problem([field], quantityMessages[found]);
      else if (pieces && !Number.isInteger(Number(text))) problem([field], itemErrors.quantityWhole);
    }
    const step = typeof item.quantityStep === "string" ? parseQuantityText(item.quantityStep, MAX_QUANTITY) : null;
    if (!pieces && step !== null && toThousandths(step) < toThousandths(MIN_WEIGHT_STEP)) {
      problem(["quantityStep"], itemErrors.stepTooSmall(MIN_WEIGHT_STEP));
    }
    if (item.pricedByWeight === true && pieces) problem(["pricedByWeight"], itemErrors.pricedByWeightNeedsLb);
    if (pieces && typeof item.dailyStock === "number" && !Number.isInteger(item.dailyStock))
      problem(["dailyStock"], itemErrors.dailyStockWhole);

    if (!Array.isArray(item.optionGroups)) return;
    const groupNames = new Set<string>();
    const groupNamesEs = new Set<string>();
    /** Two groups, or two choices of a group, with one name: the customer could not tell them apart, in either language. */
    const unique = (seen: Set<string>, name: unknown, path: PropertyKey[], message: string) => {
      if (typeof name !== "string" || name === "") return;
      const key = name.toLowerCase();
      if (seen.has(key)) problem(path, message);
      seen.add(key);
    };
    const priced: { minPicks: number; maxPicks: number; options: { priceDeltaCents: number }[] }[] = [];
    const priceCents = typeof item.price === "string" ? parsePriceToCents(item.price) : null;
    let optionPriceProblem = false;
    item.optionGroups.forEach((group, g) => {
      unique(groupNames, group?.name, ["optionGroups", g, "name"], itemErrors.groupNameDuplicate);
      unique(groupNamesEs, group?.nameEs, ["optionGroups", g, "nameEs"], itemErrors.groupNameDuplicate);
      if (!Array.isArray(group?.options)) return;
      const optionNames = new Set<string>();
      const optionNamesEs = new Set<string>();
      const deltas: { priceDeltaCents: number }[] = [];
      group.options.forEach((option, o) => {
        unique(optionNames, option?.name, ["optionGroups", g, "options", o, "name"], itemErrors.choiceNameDuplicate);
        unique(optionNamesEs, option?.nameEs, ["optionGroups", g, "options", o, "nameEs"], itemErrors.choiceNameDuplicate);
        const delta = typeof option?.priceDelta === "string" ? parsePriceDeltaToCents(option.priceDelta) : null;
        if (delta === null) return;
        deltas.push({ priceDeltaCents: delta });
        if (priceCents !== null && priceCents + delta <= 0) {
          optionPriceProblem = true;
          problem(["optionGroups", g, "options", o, "priceDelta"], itemErrors.priceWithChoice(formatCents(priceCents + delta)));
        }
      });
      if (group.options.length === 0) return; // 'Add at least one choice' said so already
      const { selection, minPicks, maxPicks } = group;
      if (typeof minPicks !== "string" || typeof maxPicks !== "string" || !OPTION_SELECTIONS.includes(selection)) return;
      const picks = groupPicks({ ...group, selection, minPicks, maxPicks });
      if (picks === null) {
        const most = maxPicks === "" ? group.options.length : wholeCount(maxPicks);
        if (most === null || most < 1 || most > group.options.length) {
          problem(["optionGroups", g, "maxPicks"], itemErrors.maxPicksRange(group.options.length));
        } else problem(["optionGroups", g, "minPicks"], itemErrors.minPicksRange(most));
        return;
      }
      const defaults = group.options.filter((option) => option?.isDefault === true).length;
      if (defaults > picks.maxPicks) {
        problem(
          ["optionGroups", g, "options"],
          selection === "single" ? itemErrors.singleDefault : itemErrors.tooManyDefaults(picks.maxPicks),
        );
      }
      priced.push({ ...picks, options: deltas });
    });
    // Each choice alone keeps the price above zero; so must the cheapest picks together.
    if (priceCents !== null && !optionPriceProblem) {
      const lowest = priceCents + lowestOptionsDeltaCents(priced);
      if (lowest <= 0) problem(["optionGroups"], itemErrors.cheapestChoices(formatCents(lowest)));
    }
  });

export type OptionGroupInput = MenuItemInput["optionGroups"][number];
export type MenuItemFormValues = z.input<typeof menuItemInputSchema>;
export type MenuItemInput = z.output<typeof menuItemInputSchema>;

/** PUT /api/admin/categories/:id (ADR 0015): a category's Spanish name; '' or null: not translated. */
export const categorySpanishSchema = z.object({
  nameEs: z
    .string({ error: menuAdminTexts.errors.optionNameTooLong })
    .trim()
    .max(OPTION_NAME_MAX_LENGTH, menuAdminTexts.errors.optionNameTooLong)
    .nullable(),
});

export const itemAvailabilitySchema = z.object({ isAvailable: z.boolean() });

/** POST /api/admin/items/:id/sold-out: 'Sold out today' (true) or 'Back in stock' (false). */
export const itemSoldOutSchema = z.object({ soldOut: z.boolean() });

export const adminItemsQuerySchema = z.object({
  archived: z.enum(["true", "false"]).default("false"),
});
