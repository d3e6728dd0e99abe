import type { ItemOptionGroupDto } from "./menu";

/**
 * The butcher's choices on a line (ADR 0013): which options a line may carry, what they add to
 * the unit price, and the key that tells two lines of the same item apart. Storefront-safe.
 */

/** What a chosen option was when the order was placed: kept on the order line whatever the menu does later. */
export interface ChosenOption {
  groupId: string;
  groupName: string;
  optionId: string;
  name: string;
  /** Per unit, cents. */
  priceDeltaCents: number;
}

/** The same choices in any order are the same line: option ids sorted and joined. */
export function optionKey(optionIds: readonly string[]): string {
  return [...new Set(optionIds)].sort().join(",");
}

/** The options preselected on an item's card: each group's defaults. */
export function defaultOptionIds(groups: readonly ItemOptionGroupDto[]): string[] {
  return groups.flatMap((group) => group.options.filter((option) => option.isDefault).map((option) => option.id));
}

/** 'Half and half · Marinated': the choices as a line shows them. */
export function describeOptions(chosen: ReadonlyArray<{ name: string }>): string {
  return chosen.map((option) => option.name).join(" · ");
}
