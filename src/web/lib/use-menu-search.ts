import { useEffect, useId, useMemo, useState } from "react";
import type { MenuItemDto } from "@shared/menu/menu";

/** Lowercase, without accents: 'Chicharrón' is found by 'chicharron'. */
export const foldedForSearch = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

/**
 * Staff finding an item of the menu (an order's picker, ADR 0016; a catering quote's, ADR 0023):
 * what is typed, the items whose name or category hold it, the one chosen, and `back` from its
 * choices (added or not), which puts the cursor in the search again. `focusOnOpen` puts it
 * there when the search first shows, too.
 */
export function useMenuSearch(items: readonly MenuItemDto[] | undefined, { focusOnOpen = false } = {}) {
  const searchId = useId();
  const [query, setQuery] = useState("");
  const [chosen, setChosen] = useState<MenuItemDto | null>(null);
  const [returned, setReturned] = useState(0);
  useEffect(() => {
    if (focusOnOpen || returned > 0) document.getElementById(searchId)?.focus();
  }, [focusOnOpen, returned, searchId]);

  const matches = useMemo(() => {
    const wanted = foldedForSearch(query.trim());
    return (items ?? []).filter((item) => !wanted || foldedForSearch(`${item.name} ${item.category.name}`).includes(wanted));
  }, [items, query]);

  return {
    searchId,
    query,
    setQuery,
    matches,
    chosen,
    choose: setChosen,
    /** From the item's choices to the search; once added, the search starts empty. */
    back(added: boolean) {
      setChosen(null);
      if (added) setQuery("");
      setReturned((count) => count + 1);
    },
  };
}
