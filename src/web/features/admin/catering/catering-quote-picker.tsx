import { useId, useState } from "react";
import { CATERING_LIMITS } from "@shared/catering/catering";
import { formatCents } from "@shared/core/money";
import type { MenuItemDto, PriceUnit } from "@shared/menu/menu";
import { resolveOptions, unitPriceWithOptions } from "@shared/menu/option-rules";
import { lineTotalCents } from "@shared/orders/order-totals";
import { ItemChoicesCard, MenuItemButton, MenuSearchField, STAFF_OPTION_LOOK } from "~/components/admin/menu-item-search";
import { useOptionPicker } from "~/components/ui/option-picker";
import { TextField } from "~/components/ui/text-field";
import { useTexts } from "~/lib/texts";
import { pickedLine } from "~/lib/picked-line";
import { useMenuSearch } from "~/lib/use-menu-search";

/** A line of the quote being written: what is sent (item, choices, quantity) and what the page shows and previews with. */
export interface QuoteDraftLine {
  key: string;
  itemId: string;
  name: string;
  optionIds: string[];
  /** 'Maciza · Salsa verde'. */
  optionsText: string;
  unit: PriceUnit;
  /** Per unit, with the choices, at the menu's price now (the server prices the quote from the database). */
  unitPriceCents: number;
  pricedByWeight: boolean;
  /** As typed. */
  quantity: string;
}

/**
 * A quantity as typed → the number sent; null when it is none: above 0, at most
 * CATERING_LIMITS.maxQuantity, pounds to three decimals, pieces whole.
 */
export function parseQuoteQuantity(text: string, unit: PriceUnit): number | null {
  const trimmed = text.trim();
  const pattern = unit === "lb" ? /^(\d+(\.\d{0,3})?|\.\d{1,3})$/ : /^\d+$/;
  if (!pattern.test(trimmed)) return null;
  const quantity = Number(trimmed);
  return quantity > 0 && quantity <= CATERING_LIMITS.maxQuantity ? quantity : null;
}

/** A draft line of an item with these choices (checked with the storefront's rule); null when they do not fit its groups. */
export function draftLineOf(item: MenuItemDto, optionIds: readonly string[], quantity: string): QuoteDraftLine | null {
  const picked = pickedLine(item, optionIds);
  return picked && { ...picked, unit: item.priceUnit, quantity };
}

/**
 * Finding an item of the menu for the quote (by name or category), then its choices (the
 * storefront's rules: a required group must be chosen) and its quantity in its unit, typed: a
 * party may need far more than a counter order's steps reach.
 */
export function QuotePicker({
  items,
  onAdd,
  onClose,
}: {
  items: MenuItemDto[];
  onAdd: (line: QuoteDraftLine) => void;
  onClose: () => void;
}) {
  const t = useTexts("cateringAdminTexts").editor.picker;
  const search = useMenuSearch(items, { focusOnOpen: true });
  const { matches, chosen } = search;

  if (chosen) {
    return (
      <ItemChoices
        key={chosen.id}
        item={chosen}
        onCancel={() => search.back(false)}
        onAdd={(line) => {
          onAdd(line);
          search.back(true);
        }}
      />
    );
  }

  return (
    <div className="space-y-2 rounded-xl border border-cream-200 bg-white p-3" data-testid="quote-picker">
      <MenuSearchField searchId={search.searchId} query={search.query} onQuery={search.setQuery} found={matches.length > 0} words={t}>
        <ul className="overflow-y-auto rounded-lg border border-cream-200 p-2" style={{ maxHeight: "18rem" }} aria-label={t.search}>
          {matches.map((item) => (
            <li key={item.id}>
              <MenuItemButton item={item} onChoose={() => search.choose(item)}>
                <span className="min-w-0 break-words">
                  <span className="font-semibold" lang={item.lang}>
                    {item.name}
                  </span>
                  <span className="block text-xs text-ink-500">{item.category.name}</span>
                </span>
              </MenuItemButton>
            </li>
          ))}
        </ul>
      </MenuSearchField>
      <div className="flex justify-end">
        <button type="button" className="min-h-11 px-3 text-sm font-semibold text-ink-700 underline" onClick={onClose}>
          {t.close}
        </button>
      </div>
    </div>
  );
}

function ItemChoices({ item, onAdd, onCancel }: { item: MenuItemDto; onAdd: (line: QuoteDraftLine) => void; onCancel: () => void }) {
  const t = useTexts("cateringAdminTexts").editor.picker;
  const editor = useTexts("cateringAdminTexts").editor;
  const id = useId();
  const [quantityText, setQuantityText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [picked, missing, choices] = useOptionPicker(item, t, false, STAFF_OPTION_LOOK, id);
  const resolved = resolveOptions(item.optionGroups, picked);
  const unitPrice = resolved.ok ? unitPriceWithOptions(item.priceCents, resolved.chosen) : item.priceCents;
  const quantity = parseQuoteQuantity(quantityText, item.priceUnit);

  const add = () => {
    if (quantity === null) {
      setProblem(editor.quantityInvalid[item.priceUnit](CATERING_LIMITS.maxQuantity));
      document.getElementById(`${id}-quantity`)?.focus();
      return;
    }
    const line = draftLineOf(item, picked, quantityText.trim());
    if (line) onAdd(line);
  };

  return (
    <ItemChoicesCard
      id={id}
      item={item}
      heading="h4"
      testId="quote-item-choices"
      missing={missing ? t.chooseFirst(missing.name, missing.minPicks) : null}
      actions={{
        cancelLabel: t.cancel,
        onCancel,
        confirmLabel: quantity === null ? t.add : t.addWithCost(formatCents(lineTotalCents(unitPrice, quantity))),
        onConfirm: add,
        disabled: !!missing,
      }}
    >
      {choices}
      <TextField
        id={`${id}-quantity`}
        label={editor.quantityLabel(item.name)}
        hint={editor.quantityHint[item.priceUnit]}
        inputMode={item.priceUnit === "lb" ? "decimal" : "numeric"}
        autoComplete="off"
        value={quantityText}
        onChange={(event) => {
          setQuantityText(event.target.value);
          setProblem(null);
        }}
        error={problem ?? undefined}
        className="max-w-56"
      />
    </ItemChoicesCard>
  );
}
