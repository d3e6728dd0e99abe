import { useState } from "react";
import type { ItemOptionGroupDto, PriceUnit } from "@shared/menu/menu";
import { formatUnitPrice } from "@shared/core/money";
import { defaultOptionIds } from "@shared/menu/options";

/** What the picker needs of an item: its groups; its unit, for the price differences; its id, which names the inputs. */
interface PickedItem {
  id: string;
  optionGroups: ItemOptionGroupDto[];
  priceUnit: PriceUnit;
}

/** The picker's words, from the page's own catalogue (the menu's, or the staff picker's). */
interface OptionPickerTexts {
  optional: string;
  upTo: (max: number) => string;
  noChoice: string;
}

/** Class names of a group's title and of a choice's box (each choice is a `.chip`, app.css). */
export interface OptionPickerLook {
  legend: string;
  input: string;
}

/**
 * An item's choices, the same on the menu card and in staff's item picker (ADR 0013): the picks,
 * starting at each group's defaults; the first group that still wants a pick (it keeps the item
 * from being added, and the caller says why); and the groups drawn, a radio group or checkboxes
 * each, every choice with its price difference ('+$1.00/lb' by the pound). A single choice
 * replaces the group's earlier pick, an optional one offers 'None', and no more can be ticked
 * than the group allows. The caller places the drawing where it wants it.
 *
 * A hook rather than a component: the menu card travels in the storefront's layout chunk
 * (src/web/chunk-groups.ts, ADR 0019), and a component's props cost every public page about
 * 0.06 KB more. For the same reason the card's look is the default (`look` is staff's, held by the
 * admin's code) and this module imports nothing the storefront does not load anyway. `name`
 * replaces the item's id as the inputs' prefix.
 */
export function useOptionPicker(item: PickedItem, texts: OptionPickerTexts, disabled?: boolean, look?: OptionPickerLook, name = item.id) {
  const [picked, setPicked] = useState(() => defaultOptionIds(item.optionGroups));
  const picksIn = (group: ItemOptionGroupDto) => group.options.filter((option) => picked.includes(option.id)).length;
  const pick = (group: ItemOptionGroupDto, optionId: string | null, on: boolean) =>
    setPicked((current) => {
      // A single choice replaces the group's earlier pick.
      const kept = current.filter((id) => id !== optionId && (group.selection === "multiple" || !group.options.some((o) => o.id === id)));
      return on && optionId ? [...kept, optionId] : kept;
    });

  const missing = item.optionGroups.find((group) => picksIn(group) < group.minPicks);
  const choices = item.optionGroups.map((group) => {
    const single = group.selection === "single";
    const full = !single && picksIn(group) >= group.maxPicks;
    const options = single && !group.isRequired ? [...group.options, null] : group.options;
    return (
      <fieldset key={group.id} className="min-w-0" disabled={disabled}>
        <legend className={look?.legend ?? "text-xs font-semibold uppercase tracking-wide text-ink-500"}>
          {group.lang ? <span lang={group.lang}>{group.name}</span> : group.name}
          {!group.isRequired && ` · ${texts.optional}`}
          {!single && group.maxPicks < group.options.length && ` · ${texts.upTo(group.maxPicks)}`}
        </legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {options.map((option) => {
            const checked = option ? picked.includes(option.id) : picksIn(group) === 0;
            const delta = option?.priceDeltaCents ?? 0;
            return (
              <label key={option?.id ?? ""} className="chip">
                <input
                  type={single ? "radio" : "checkbox"}
                  name={`${name}-${group.id}`}
                  checked={checked}
                  disabled={!checked && full}
                  onChange={(event) => pick(group, option?.id ?? null, event.target.checked)}
                  className={look?.input ?? "h-4 w-4 accent-brand-700"}
                />
                {option?.lang ? <span lang={option.lang}>{option.name}</span> : (option?.name ?? texts.noChoice)}
                {delta !== 0 && (
                  <span className="text-ink-500">
                    {delta < 0 ? "−" : "+"}
                    {formatUnitPrice(Math.abs(delta), item.priceUnit)}
                  </span>
                )}
              </label>
            );
          })}
        </div>
      </fieldset>
    );
  });
  return [picked, missing, choices] as const;
}
