import { useEffect, useRef, type ReactNode } from "react";
import { formatUnitPrice } from "@shared/core/money";
import type { MenuItemDto } from "@shared/menu/menu";
import type { OptionPickerLook } from "~/components/ui/option-picker";
import { TextField } from "~/components/ui/text-field";
import { PanelActions } from "./panel-actions";
import type { ModalActionsProps } from "./modal-actions";

/** The choices as staff see them: plainer group titles, and larger boxes for a counter's touch screen. */
export const STAFF_OPTION_LOOK: OptionPickerLook = { legend: "text-sm font-semibold text-ink-900", input: "h-5 w-5 accent-brand-700" };

/** The search of a staff item picker (lib/use-menu-search): its field, then the items found (`children`) or that none were. */
export function MenuSearchField({
  searchId,
  query,
  onQuery,
  found,
  words,
  children,
}: {
  searchId: string;
  query: string;
  onQuery: (query: string) => void;
  found: boolean;
  words: { search: string; searchHint: string; noMatch: string };
  children: ReactNode;
}) {
  return (
    <>
      <TextField
        id={searchId}
        label={words.search}
        hint={words.searchHint}
        type="search"
        autoComplete="off"
        value={query}
        onChange={(event) => onQuery(event.target.value)}
      />
      {found ? (
        children
      ) : (
        <p role="status" className="text-sm text-ink-500">
          {words.noMatch}
        </p>
      )}
    </>
  );
}

/** An item found: a button that says it (`children`) and its price, and chooses it. */
export function MenuItemButton({ item, onChoose, children }: { item: MenuItemDto; onChoose: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className="flex min-h-11 w-full items-center justify-between gap-3 rounded-md px-3 py-1 text-left hover:bg-cream-100"
      onClick={onChoose}
    >
      {children}
      <span className="shrink-0 text-sm font-semibold tabular-nums text-brand-700">{formatUnitPrice(item.priceCents, item.priceUnit)}</span>
    </button>
  );
}

/**
 * The item chosen: its name (which takes the cursor, the list being gone) and price, what the
 * picker asks of it (`children`: choices, quantity…), why it cannot be added yet, and the actions.
 */
export function ItemChoicesCard({
  id,
  item,
  heading: Heading,
  testId,
  missing,
  actions,
  children,
}: {
  /** The ids' stem: `${id}-name`, `${id}-missing`. */
  id: string;
  item: MenuItemDto;
  heading: "h3" | "h4";
  testId: string;
  /** A required choice not made yet, in words; null when none. */
  missing: string | null;
  actions: ModalActionsProps;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby={`${id}-name`}
      className="space-y-3 rounded-xl border-2 border-brand-700 bg-white p-3 sm:p-4"
      data-testid={testId}
    >
      <div className="flex items-start justify-between gap-3">
        <Heading
          id={`${id}-name`}
          ref={heading}
          tabIndex={-1}
          className="break-words text-lg font-bold focus:outline-none"
          lang={item.lang}
        >
          {item.name}
        </Heading>
        <p className="shrink-0 font-bold text-brand-700">{formatUnitPrice(item.priceCents, item.priceUnit)}</p>
      </div>
      {children}
      {missing && (
        <p id={`${id}-missing`} className="text-sm font-semibold text-brand-800">
          {missing}
        </p>
      )}
      <PanelActions {...actions} describedBy={missing ? `${id}-missing` : undefined} />
    </section>
  );
}
