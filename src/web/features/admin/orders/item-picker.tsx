import { useEffect, useId, useMemo, useRef, useState } from "react";
import { MAX_LINE_NOTES_LENGTH } from "@shared/cart/cart";
import type { MenuItemDto } from "@shared/menu/menu";
import { formatCents, formatUnitPrice } from "@shared/core/money";
import { resolveOptions, unitPriceWithOptions } from "@shared/menu/option-rules";
import { lineTotalCents } from "@shared/orders/order-totals";
import { AdminLoadError } from "~/components/admin/admin-table";
import { PanelActions } from "~/components/admin/panel-actions";
import { useOptionPicker, type OptionPickerLook } from "~/components/ui/option-picker";
import { TextField } from "~/components/ui/text-field";
import { QuantitySelector } from "~/components/ui/quantity-selector";
import { useTexts } from "~/lib/texts";
import { draftFromPick, type DraftLine } from "./draft-lines";
import { useOrderMenu } from "./orders-api";

/** Lowercase, without accents: 'Chicharrón' is found by 'chicharron'. */
const folded = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/**
 * Staff's item picker (ADR 0016), for 'New order' and 'Edit order': find an item on the menu
 * (by name or category), then its choices with the storefront's rules (each group's defaults
 * preselected, a required group must be chosen, a single choice replaces the earlier pick, no
 * more than the group allows), its quantity in its unit from its minimum in its steps, and a
 * note; 'Add to order' hands the line over.
 */
export function ItemPicker({ onAdd }: { onAdd: (line: DraftLine) => void }) {
  const ordersAdminTexts = useTexts("ordersAdminTexts");
  const t = ordersAdminTexts.picker;
  const menu = useOrderMenu();
  const searchId = useId();
  const [query, setQuery] = useState("");
  const [chosen, setChosen] = useState<MenuItemDto | null>(null);
  // Back from an item's choices (added or cancelled), the cursor returns to the search.
  const [returned, setReturned] = useState(0);
  useEffect(() => {
    if (returned > 0) document.getElementById(searchId)?.focus();
  }, [returned, searchId]);

  const items = menu.data;
  const matches = useMemo(() => {
    const wanted = folded(query.trim());
    return (items ?? []).filter((item) => !wanted || folded(`${item.name} ${item.category.name}`).includes(wanted));
  }, [items, query]);
  const groups = useMemo(() => {
    const byCategory = new Map<string, { category: MenuItemDto["category"]; items: MenuItemDto[] }>();
    for (const item of matches) {
      const group = byCategory.get(item.category.id) ?? { category: item.category, items: [] };
      group.items.push(item);
      byCategory.set(item.category.id, group);
    }
    return [...byCategory.values()];
  }, [matches]);

  if (menu.isPending) {
    return (
      <p role="status" className="text-sm text-ink-500">
        {t.loading}
      </p>
    );
  }
  if (menu.isError)
    return <AdminLoadError message={t.loadFailed} retryLabel={ordersAdminTexts.retry} onRetry={() => void menu.refetch()} />;

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
    <div className="space-y-2" data-testid="item-picker">
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
        // By category, as the menu lists them: the button says the item and its price.
        <ul
          className="overflow-y-auto rounded-lg border border-cream-200 bg-white p-2"
          // A style, not a class: a new utility would grow the stylesheet the storefront loads too.
          style={{ maxHeight: "20rem" }}
          aria-label={t.search}
        >
          {groups.map(({ category, items: inCategory }) => (
            <li key={category.id}>
              <p className="px-3 pt-2 text-xs font-semibold uppercase tracking-wide text-ink-500" lang={category.lang}>
                {category.name}
              </p>
              <ul className="space-y-1">
                {inCategory.map((item) => (
                  <li key={item.id}>
                    <button
                      type="button"
                      className="flex min-h-11 w-full items-center justify-between gap-3 rounded-md px-3 py-1 text-left hover:bg-cream-100"
                      onClick={() => setChosen(item)}
                    >
                      <span className="min-w-0 break-words font-semibold" lang={item.lang}>
                        {item.name}
                      </span>
                      <span className="shrink-0 text-sm font-semibold tabular-nums text-brand-700">
                        {formatUnitPrice(item.priceCents, item.priceUnit)}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The choices as staff see them: plainer group titles, and larger boxes for a counter's touch screen. */
const STAFF_LOOK: OptionPickerLook = { legend: "text-sm font-semibold text-ink-900", input: "h-5 w-5 accent-brand-700" };

/** One item's choices, quantity and note, as the menu card offers them; 'Add to order' gives the line its estimated cost. */
function ItemChoices({ item, onAdd, onCancel }: { item: MenuItemDto; onAdd: (line: DraftLine) => void; onCancel: () => void }) {
  const t = useTexts("ordersAdminTexts").picker;
  const id = useId();
  const [quantity, setQuantity] = useState(item.quantityMin);
  const [notes, setNotes] = useState("");
  const heading = useRef<HTMLHeadingElement>(null);
  // Chosen from the list (which is gone now): the cursor goes to the item's heading, its choices next.
  useEffect(() => heading.current?.focus(), []);
  const [picked, missing, choices] = useOptionPicker(item, t, false, STAFF_LOOK, id);
  const resolved = resolveOptions(item.optionGroups, picked);
  const unitPrice = resolved.ok ? unitPriceWithOptions(item.priceCents, resolved.chosen) : item.priceCents;

  const add = () => {
    const line = draftFromPick(item, quantity, picked, notes);
    if (line) onAdd(line);
  };

  return (
    <section
      aria-labelledby={`${id}-name`}
      className="space-y-3 rounded-xl border-2 border-brand-700 bg-white p-3 sm:p-4"
      data-testid="item-choices"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={`${id}-name`} ref={heading} tabIndex={-1} className="break-words text-lg font-bold focus:outline-none" lang={item.lang}>
          {item.name}
        </h3>
        <p className="shrink-0 font-bold text-brand-700">{formatUnitPrice(item.priceCents, item.priceUnit)}</p>
      </div>
      {item.pricedByWeight && <p className="text-sm font-semibold text-ink-700">{t.pricedByWeight}</p>}
      {choices}
      <QuantitySelector value={quantity} onChange={setQuantity} rule={item} label={t.quantity(item.name)} labels={t} />
      <TextField
        label={t.lineNotes}
        value={notes}
        maxLength={MAX_LINE_NOTES_LENGTH}
        autoComplete="off"
        onChange={(event) => setNotes(event.target.value)}
      />
      {missing && (
        <p id={`${id}-missing`} className="text-sm font-semibold text-brand-800">
          {t.chooseFirst(missing.name, missing.minPicks)}
        </p>
      )}
      <PanelActions
        cancelLabel={t.cancel}
        onCancel={onCancel}
        confirmLabel={t.add(formatCents(lineTotalCents(unitPrice, quantity)))}
        onConfirm={add}
        disabled={!!missing}
        describedBy={missing ? `${id}-missing` : undefined}
      />
    </section>
  );
}
