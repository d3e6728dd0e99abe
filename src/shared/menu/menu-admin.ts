import { MAX_PRICE_CENTS, type AdminMenuItemDto } from "./menu";

/**
 * The admin's quantities and choices of an item (ADR 0013): limits, and the form's text to
 * numbers. Apart from menu.ts, which public pages load: none of this is theirs (ADR 0008).
 */

/** An item has at most this many choice groups, a group this many choices; names are this long at most. */
export const MAX_OPTION_GROUPS = 10;
export const MAX_OPTIONS_PER_GROUP = 20;
export const OPTION_NAME_MAX_LENGTH = 80;

/** What is wrong with a minimum or step as typed ('0.5', '1'), or null. Pieces must also be whole (checked with the unit). */
export type QuantityTextProblem = "format" | "decimals" | "not_positive" | "too_large";

export function quantityTextProblem(text: string, max: number): QuantityTextProblem | null {
  const trimmed = text.trim();
  const match = /^(\d*)(?:\.(\d*))?$/.exec(trimmed);
  if (!match || !/\d/.test(trimmed)) return "format";
  if ((match[2] ?? "").length > 3) return "decimals";
  const number = Number(trimmed);
  if (!Number.isFinite(number)) return "format";
  if (number <= 0) return "not_positive";
  if (number > max) return "too_large";
  return null;
}

/** '0.5' → 0.5; null when it is not a quantity the admin may set (see quantityTextProblem). */
export function parseQuantityText(text: string, max: number): number | null {
  return quantityTextProblem(text, max) === null ? Number(text.trim()) : null;
}

/**
 * A choice's price change per unit as typed: '1', '1.00', '-2.00', '+0.50', '$1', '-$2', or ''
 * for no change → cents (may be negative); null when it is not an amount.
 */
export function parsePriceDeltaToCents(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return 0;
  const match = /^([+-])?\s*\$?\s*(\d{1,5})(?:\.(\d{1,2}))?$/.exec(trimmed);
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? "").padEnd(2, "0"));
  if (cents > MAX_PRICE_CENTS) return null;
  return match[1] === "-" ? -cents : cents;
}

/** -200 → '-2.00', 100 → '1.00', 0 → '0.00', for the form's price change field. */
export function centsToPriceDeltaText(cents: number): string {
  return `${cents < 0 ? "-" : ""}${(Math.abs(cents) / 100).toFixed(2)}`;
}

/** A group as the lowest price rule sees it: how many picks it needs and allows, and its choices' changes. */
export interface PricedOptionGroup {
  minPicks: number;
  maxPicks: number;
  options: ReadonlyArray<{ priceDeltaCents: number }>;
}

/**
 * The most the choices can take off the unit price, as cents (≤ 0 when some lower it): in each
 * group the cheapest picks it requires, and any further picks that lower the price, up to its
 * maximum. The unit price with choices stays above zero when price + this > 0.
 */
export function lowestOptionsDeltaCents(groups: readonly PricedOptionGroup[]): number {
  let total = 0;
  for (const group of groups) {
    const deltas = group.options.map((option) => option.priceDeltaCents).sort((a, b) => a - b);
    deltas.slice(0, group.maxPicks).forEach((delta, index) => {
      if (index < group.minPicks || delta < 0) total += delta;
    });
  }
  return total;
}

/**
 * The item form's notice (ADR 0014), typed in hours ('1.5', '24') and stored in minutes: 90,
 * 1440. Blank is no notice (0). NaN when it is not a number of hours, so the schema refuses it
 * with its words; the range is the schema's to check.
 */
export function leadMinutesFromHoursText(text: string): number {
  const trimmed = text.trim();
  if (trimmed === "") return 0;
  if (!/^\d{1,4}(?:\.\d{1,2})?$|^\.\d{1,2}$/.test(trimmed)) return Number.NaN;
  return Math.round(Number(trimmed) * 60);
}

/** 90 → '1.5', 1440 → '24', 20 → '0.33'. */
export function hoursTextFromLeadMinutes(minutes: number): string {
  return String(Math.round((minutes / 60) * 100) / 100);
}

/** Stock per day as typed: blank is no limit (null); NaN when it is not a number. */
export function dailyStockFromText(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  return /^\d+(?:\.\d+)?$|^\.\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * Whether any of an item's texts has no Spanish yet (ADR 0015): its name, its description (when it
 * has one), a choice group's or a choice's name. The admin's list marks such items; the Spanish
 * pages show the English there.
 */
export function isMissingSpanish(item: Pick<AdminMenuItemDto, "nameEs" | "description" | "descriptionEs" | "optionGroups">): boolean {
  if (!item.nameEs || (item.description && !item.descriptionEs)) return true;
  return item.optionGroups.some((group) => !group.nameEs || group.options.some((option) => !option.nameEs));
}

/**
 * The item form's English texts whose Spanish is still empty, by field ('name', 'description',
 * 'optionGroups.0.name', 'optionGroups.0.options.1.name'), for the AI's Spanish draft; each
 * Spanish goes in the field's name + 'Es'.
 */
export function englishWithoutSpanish(values: {
  name?: string;
  nameEs?: string | null;
  description?: string;
  descriptionEs?: string | null;
  optionGroups?: { name?: string; nameEs?: string | null; options?: { name?: string; nameEs?: string | null }[] }[];
}): Record<string, string> {
  const texts: Record<string, string> = {};
  const want = (field: string, english: string | undefined, spanish: string | null | undefined) => {
    if (english?.trim() && !spanish?.trim()) texts[field] = english.trim();
  };
  want("name", values.name, values.nameEs);
  want("description", values.description, values.descriptionEs);
  (values.optionGroups ?? []).forEach((group, g) => {
    want(`optionGroups.${g}.name`, group.name, group.nameEs);
    (group.options ?? []).forEach((option, o) => want(`optionGroups.${g}.options.${o}.name`, option.name, option.nameEs));
  });
  return texts;
}
