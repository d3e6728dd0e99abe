import type { ItemOptionDto, ItemOptionGroupDto } from "./menu";
import type { ChosenOption } from "./options";

/**
 * Which options a line may carry and what they add to its unit price (ADR 0013): the cart, the
 * counter and the server check choices with these. Apart from options.ts so that the menu's
 * cards, which only preselect defaults, do not load them.
 */

export type OptionProblem =
  /** An id that is not one of the item's options now (removed by the shop, or never was). */
  | { kind: "unknown" }
  /** Fewer picks than the group needs (a required group left empty). */
  | { kind: "too_few"; group: ItemOptionGroupDto }
  /** More picks than the group allows (two styles in a single-choice group). */
  | { kind: "too_many"; group: ItemOptionGroupDto };

export type ResolvedOptions = { ok: true; chosen: ChosenOption[] } | { ok: false; problem: OptionProblem };

/**
 * The chosen options of a line, checked against the item's groups: every id must be one of the
 * item's options; a required group with nothing chosen takes its default if it has one (carts
 * stored before the item had choices keep working), else it is refused; no group exceeds its
 * maximum. The result is in the menu's order of groups and options.
 */
export function resolveOptions(groups: readonly ItemOptionGroupDto[], optionIds: readonly string[]): ResolvedOptions {
  const wanted = new Set(optionIds);
  const known = new Set(groups.flatMap((group) => group.options.map((option) => option.id)));
  for (const id of wanted) if (!known.has(id)) return { ok: false, problem: { kind: "unknown" } };
  const chosen: ChosenOption[] = [];
  for (const group of groups) {
    let picked: ItemOptionDto[] = group.options.filter((option) => wanted.has(option.id));
    if (picked.length === 0 && group.minPicks > 0) picked = group.options.filter((option) => option.isDefault);
    if (picked.length < group.minPicks) return { ok: false, problem: { kind: "too_few", group } };
    if (picked.length > group.maxPicks) return { ok: false, problem: { kind: "too_many", group } };
    for (const option of picked) {
      chosen.push({
        groupId: group.id,
        groupName: group.name,
        optionId: option.id,
        name: option.name,
        priceDeltaCents: option.priceDeltaCents,
      });
    }
  }
  return { ok: true, chosen };
}

/** The unit price with the chosen options: the item's price plus each option's change, per unit. */
export function unitPriceWithOptions(priceCents: number, chosen: ReadonlyArray<{ priceDeltaCents: number }>): number {
  return chosen.reduce((sum, option) => sum + option.priceDeltaCents, priceCents);
}
