import type { MenuItemDto } from "@shared/menu/menu";
import { resolveOptions, unitPriceWithOptions } from "@shared/menu/option-rules";
import { describeOptions } from "@shared/menu/options";

/**
 * What every staff draft line (an order's, a catering quote's) takes from an item and the choices
 * picked, checked with the storefront's rule: null when they do not fit its groups.
 */
export function pickedLine(item: MenuItemDto, optionIds: readonly string[]) {
  const resolved = resolveOptions(item.optionGroups, optionIds);
  if (!resolved.ok) return null;
  return {
    key: crypto.randomUUID(),
    itemId: item.id,
    name: item.name,
    optionIds: resolved.chosen.map((option) => option.optionId),
    /** 'Maciza · Salsa verde'. */
    optionsText: describeOptions(resolved.chosen),
    /** Per unit, with the choices. */
    unitPriceCents: unitPriceWithOptions(item.priceCents, resolved.chosen),
    pricedByWeight: item.pricedByWeight,
  };
}
