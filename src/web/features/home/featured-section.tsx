import { Link, useNavigation } from "react-router";
import { unlocalizedPath } from "@shared/core/i18n";
import type { MenuItemDto } from "@shared/menu/menu";
import { Spinner } from "~/components/ui/spinner";
import { MenuItemCard, loadAdding } from "~/features/menu/menu-item-card";
import type { GateWindow } from "~/lib/hydration-gate";
import { useLocalPath, useTexts } from "~/lib/texts";
// Add to Cart's code on the phone before the first tap (ADR 0026), as the menus ask for it
// (menu-page.tsx): the rule's chunk (the cart store's comes with every page, sonner with the first toast).
// (On the server, where this module runs too, there is no `__beforeTap`.)
(globalThis as unknown as GateWindow).__beforeTap?.(() => loadAdding().catch(() => {}));

/** 'Featured Cuts and Dishes' with its loading, error and empty states (docs/product.md 'Storefront screens'). */
export function FeaturedSection({ items, failed }: { items: MenuItemDto[]; failed: boolean }) {
  const texts = useTexts("homeTexts").featured;
  const localPath = useLocalPath();
  const navigation = useNavigation();
  const isLoading = navigation.state === "loading" && unlocalizedPath(navigation.location.pathname) === "/";
  return (
    <section aria-labelledby="featured-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <h2 id="featured-heading" className="text-center text-3xl font-bold sm:text-4xl">
        {texts.heading}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-ink-700">{texts.intro}</p>
      <div className="mt-10" aria-busy={isLoading}>
        {isLoading ? (
          <Spinner label={texts.loading} />
        ) : failed ? (
          <p role="alert" className="rounded-xl bg-brand-50 px-4 py-8 text-center font-semibold text-brand-800">
            {texts.error}
          </p>
        ) : items.length === 0 ? (
          <p role="status" className="py-8 text-center text-lg text-ink-700">
            {texts.empty}
          </p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="featured-grid">
            {items.map((item) => (
              <li key={item.id} className="flex">
                <MenuItemCard item={item} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <p className="mt-10 text-center">
        <Link to={localPath("/menu")} className="font-bold text-brand-700 underline underline-offset-4 hover:text-brand-900">
          {texts.viewAll}
        </Link>
      </p>
    </section>
  );
}
