import { useId, useMemo, useState } from "react";
import { MAX_LINE_NOTES_LENGTH } from "@shared/cart/cart";
import type { MenuItemDto } from "@shared/menu/menu";
import { formatCents } from "@shared/core/money";
import { resolveOptions, unitPriceWithOptions } from "@shared/menu/option-rules";
import { lineTotalCents } from "@shared/orders/order-totals";
import { AdminLoadError } from "~/components/admin/admin-table";
import { ItemChoicesCard, MenuItemButton, MenuSearchField, STAFF_OPTION_LOOK } from "~/components/admin/menu-item-search";
import { useOptionPicker } from "~/components/ui/option-picker";
import { TextField } from "~/components/ui/text-field";
import { QuantitySelector } from "~/components/ui/quantity-selector";
import { useMenuSearch } from "~/lib/use-menu-search";
import { useTexts } from "~/lib/texts";
import { draftFromPick, type DraftLine } from "./draft-lines";
import { useOrderMenu } from "./orders-api";

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
  // Back from an item's choices (added or cancelled), the cursor returns to the search.
  const search = useMenuSearch(menu.data);
  const { matches, chosen } = search;
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
        onCancel={() => search.back(false)}
        onAdd={(line) => {
          onAdd(line);
          search.back(true);
        }}
      />
    );
  }

  return (
    <div className="space-y-2" data-testid="item-picker">
      <MenuSearchField searchId={search.searchId} query={search.query} onQuery={search.setQuery} found={matches.length > 0} words={t}>
        {/* By category, as the menu lists them: the button says the item and its price. */}
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
                    <MenuItemButton item={item} onChoose={() => search.choose(item)}>
                      <span className="min-w-0 break-words font-semibold" lang={item.lang}>
                        {item.name}
                      </span>
                    </MenuItemButton>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </MenuSearchField>
    </div>
  );
}

/** One item's choices, quantity and note, as the menu card offers them; 'Add to order' gives the line its estimated cost. */
function ItemChoices({ item, onAdd, onCancel }: { item: MenuItemDto; onAdd: (line: DraftLine) => void; onCancel: () => void }) {
  const t = useTexts("ordersAdminTexts").picker;
  const id = useId();
  const [quantity, setQuantity] = useState(item.quantityMin);
  const [notes, setNotes] = useState("");
  const [picked, missing, choices] = useOptionPicker(item, t, false, STAFF_OPTION_LOOK, id);
  const resolved = resolveOptions(item.optionGroups, picked);
  const unitPrice = resolved.ok ? unitPriceWithOptions(item.priceCents, resolved.chosen) : item.priceCents;

  const add = () => {
    const line = draftFromPick(item, quantity, picked, notes);
    if (line) onAdd(line);
  };

  return (
    <ItemChoicesCard
      id={id}
      item={item}
      heading="h3"
      testId="item-choices"
      missing={missing ? t.chooseFirst(missing.name, missing.minPicks) : null}
      actions={{
        cancelLabel: t.cancel,
        onCancel,
        confirmLabel: t.add(formatCents(lineTotalCents(unitPrice, quantity))),
        onConfirm: add,
        disabled: !!missing,
      }}
    >
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
    </ItemChoicesCard>
  );
}
