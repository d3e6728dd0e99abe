import { useEffect, useId, useMemo, useRef, useState } from "react";
import { CATERING_LIMITS } from "@shared/catering/catering";
import { formatCents, formatUnitPrice } from "@shared/core/money";
import type { MenuItemDto, PriceUnit } from "@shared/menu/menu";
import { resolveOptions, unitPriceWithOptions } from "@shared/menu/option-rules";
import { describeOptions } from "@shared/menu/options";
import { lineTotalCents } from "@shared/orders/order-totals";
import { PanelActions } from "~/components/admin/panel-actions";
import { useOptionPicker, type OptionPickerLook } from "~/components/ui/option-picker";
import { TextField } from "~/components/ui/text-field";
import { useTexts } from "~/lib/texts";

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

/** Lowercase, without accents: 'Chicharrón' is found by 'chicharron'. */
const folded = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/** A draft line of an item with these choices (checked with the storefront's rule); null when they do not fit its groups. */
export function draftLineOf(item: MenuItemDto, optionIds: readonly string[], quantity: string): QuoteDraftLine | null {
  const resolved = resolveOptions(item.optionGroups, optionIds);
  if (!resolved.ok) return null;
  return {
    key: crypto.randomUUID(),
    itemId: item.id,
    name: item.name,
    optionIds: resolved.chosen.map((option) => option.optionId),
    optionsText: describeOptions(resolved.chosen),
    unit: item.priceUnit,
    unitPriceCents: unitPriceWithOptions(item.priceCents, resolved.chosen),
    pricedByWeight: item.pricedByWeight,
    quantity,
  };
}

const LOOK: OptionPickerLook = { legend: "text-sm font-semibold text-ink-900", input: "h-5 w-5 accent-brand-700" };

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
  const searchId = useId();
  const [query, setQuery] = useState("");
  const [chosen, setChosen] = useState<MenuItemDto | null>(null);
  const [returned, setReturned] = useState(0);
  useEffect(() => {
    document.getElementById(searchId)?.focus();
  }, [returned, searchId]);

  const matches = useMemo(() => {
    const wanted = folded(query.trim());
    return items.filter((item) => !wanted || folded(`${item.name} ${item.category.name}`).includes(wanted));
  }, [items, query]);

  if (chosen) {
    return (
      <ItemChoices
        key={chosen.id}
        item={chosen}
        onCancel={() => {
          setChosen(null);
          setReturned((count) => count + 1);
        }}
        onAdd={(line) => {
          onAdd(line);
          setChosen(null);
          setQuery("");
          setReturned((count) => count + 1);
        }}
      />
    );
  }

  return (
    <div className="space-y-2 rounded-xl border border-cream-200 bg-white p-3" data-testid="quote-picker">
      <TextField
        id={searchId}
        label={t.search}
        hint={t.searchHint}
        type="search"
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {matches.length === 0 ? (
        <p role="status" className="text-sm text-ink-500">
          {t.noMatch}
        </p>
      ) : (
        <ul className="overflow-y-auto rounded-lg border border-cream-200 p-2" style={{ maxHeight: "18rem" }} aria-label={t.search}>
          {matches.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className="flex min-h-11 w-full items-center justify-between gap-3 rounded-md px-3 py-1 text-left hover:bg-cream-100"
                onClick={() => setChosen(item)}
              >
                <span className="min-w-0 break-words">
                  <span className="font-semibold" lang={item.lang}>
                    {item.name}
                  </span>
                  <span className="block text-xs text-ink-500">{item.category.name}</span>
                </span>
                <span className="shrink-0 text-sm font-semibold tabular-nums text-brand-700">
                  {formatUnitPrice(item.priceCents, item.priceUnit)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
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
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const [quantityText, setQuantityText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [picked, missing, choices] = useOptionPicker(item, t, false, LOOK, id);
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
    <section
      aria-labelledby={`${id}-name`}
      className="space-y-3 rounded-xl border-2 border-brand-700 bg-white p-3 sm:p-4"
      data-testid="quote-item-choices"
    >
      <div className="flex items-start justify-between gap-3">
        <h4 id={`${id}-name`} ref={heading} tabIndex={-1} className="break-words text-lg font-bold focus:outline-none" lang={item.lang}>
          {item.name}
        </h4>
        <p className="shrink-0 font-bold text-brand-700">{formatUnitPrice(item.priceCents, item.priceUnit)}</p>
      </div>
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
      {missing && (
        <p id={`${id}-missing`} className="text-sm font-semibold text-brand-800">
          {t.chooseFirst(missing.name, missing.minPicks)}
        </p>
      )}
      <PanelActions
        cancelLabel={t.cancel}
        onCancel={onCancel}
        confirmLabel={quantity === null ? t.add : t.addWithCost(formatCents(lineTotalCents(unitPrice, quantity)))}
        onConfirm={add}
        disabled={!!missing}
        describedBy={missing ? `${id}-missing` : undefined}
      />
    </section>
  );
}
