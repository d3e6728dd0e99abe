import { useNavigation } from "react-router";
import type { MenuCardItem, MenuCategory } from "@shared/menu/menu";
import type { ItemNote } from "@shared/menu/menu-notes";
import { unlocalizedPath } from "@shared/core/i18n";
import { useTexts } from "~/lib/texts";
import { PageBanner } from "~/components/ui/page-banner";
import { Spinner } from "~/components/ui/spinner";
import { CategoryPills } from "./category-pills";
import { MenuItemCard, loadAdding } from "./menu-item-card";
import type { GateWindow } from "~/lib/hydration-gate";
import { warmToasts } from "~/components/ui/toaster";

/**
 * Add to Cart's code on the phone before the first tap (ADR 0026). It is not in the page's first
 * load (ADR 0008): fetched on the tap, it cost a tap a round trip or three on a slow line (the
 * rule's chunk, then the cart store's and the order rules' it imports, then sonner for the
 * toast). As this module runs, the tap hold's `__beforeTap` (lib/tap-hold.ts) asks for them
 * together when the browser is next idle, or at once if a tap is waiting for the page to
 * hydrate; the card keeps the rule once loaded and runs it within the tap. (The cart store comes
 * with every page: features/cart/loaded-cart.ts. On the server, where this module runs too,
 * there is no `__beforeTap`.)
 */
(globalThis as unknown as GateWindow).__beforeTap?.(() => {
  warmToasts();
  // A failure is the tap's to handle (it asks again).
  return Promise.all([loadAdding(), import("@shared/menu/option-rules")]).catch(() => {});
});

interface MenuPageProps {
  categories: MenuCategory[];
  items: MenuCardItem[];
  /** Holiday pre-orders (ADR 0014), shown in their own section above the rest. */
  preorders: MenuCardItem[];
  notes: Record<string, ItemNote>;
  category: string | null;
}

const GRID = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

export function MenuPage({ categories, items, preorders, notes, category }: MenuPageProps) {
  const menuPageTexts = useTexts("menuPageTexts");
  const navigation = useNavigation();
  const isLoading = navigation.state === "loading" && unlocalizedPath(navigation.location.pathname) === "/menu";

  const chosen = categories.find((c) => c.slug === category);
  // The first picture on the page (a pre-order's, when there are any) is the one a phone shows
  // above the fold: fetched at once with high priority. Every other one waits until scrolled near,
  // so a long menu (60 items) costs a phone no more before its first paint than a short one.
  const first = preorders[0] ?? items[0];
  return (
    <>
      <PageBanner title={menuPageTexts.heading} subtitle={menuPageTexts.intro} />
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <CategoryPills categories={categories} active={category} />
        <div className="mt-8" aria-busy={isLoading}>
          {isLoading ? (
            <Spinner label={menuPageTexts.loading} />
          ) : items.length + preorders.length === 0 ? (
            <p role="status" className="py-16 text-center text-lg text-ink-700">
              {menuPageTexts.empty}
            </p>
          ) : (
            <>
              {preorders.length > 0 && (
                <section aria-labelledby="preorders-heading" className="mb-10" data-testid="menu-preorders">
                  <h2 id="preorders-heading" className="text-2xl font-bold">
                    {menuPageTexts.preorders}
                  </h2>
                  <ul className={`mt-4 ${GRID}`}>
                    {preorders.map((item) => (
                      <li key={item.id} className="flex">
                        <MenuItemCard item={item} note={notes[item.id]} priority={item === first} />
                      </li>
                    ))}
                  </ul>
                </section>
              )}
              {/* The list's own heading, for those who move by headings: the cards' names are h3. */}
              <h2 id="menu-items-heading" className="sr-only" lang={chosen?.lang}>
                {chosen ? chosen.name : menuPageTexts.allItems}
              </h2>
              <ul className={GRID} data-testid="menu-grid" aria-labelledby="menu-items-heading">
                {items.map((item) => (
                  <li key={item.id} className="flex">
                    <MenuItemCard item={item} note={notes[item.id]} priority={item === first} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
    </>
  );
}
