import { Menu as MenuIcon, ShoppingCart, X } from "lucide";
import { Icon } from "~/components/ui/icon";
import { useEffect, useId, useState, type ReactNode } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { LOCALE_NAMES, type Locale } from "@shared/core/i18n";
import { useLocalPath, useLocale, useTexts } from "~/lib/texts";
import { useShop } from "~/lib/shop";

/** docs/product.md 'Storefront screens': the header turns solid once the page is scrolled more than 20 px. */
export const SOLID_HEADER_SCROLL_Y = 20;

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

/**
 * The public pages' header: the shop's name, the pages, the other language, the cart with its
 * count and the account menu, which the layout's route passes in (`cartCount`, `account`: the
 * cart and auth features' own, routes/public-layout-route.tsx).
 */
export function SiteHeader({ cartCount, account }: { cartCount: number; account: ReactNode }) {
  const layoutTexts = useTexts("layoutTexts");
  const localPath = useLocalPath();
  const shop = useShop();
  const scrolled = useScrolledPast(SOLID_HEADER_SCROLL_Y);
  const location = useLocation();
  // The mobile menu belongs to the page it was opened on: any navigation closes it.
  const [openOnPage, setOpenOnPage] = useState<string | null>(null);
  const menuOpen = openOnPage === location.key;
  const menuId = useId();

  // Escape closes it too.
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpenOnPage(null);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const solid = scrolled || menuOpen;
  const tone = solid ? "text-ink-900" : "text-white";
  // The same links in the bar (wide screens) and in the menu (phones), each in its own look.
  const navItems = (look: (link: { isActive: boolean }) => string) =>
    layoutTexts.nav.map((item) => (
      <li key={item.to}>
        <NavLink to={localPath(item.to)} end={item.to === "/"} className={look}>
          {item.label}
        </NavLink>
      </li>
    ));

  return (
    <header
      data-solid={solid}
      className={`fixed inset-x-0 top-0 z-40 transition-colors duration-200 ${
        solid ? "bg-cream-50/95 shadow-md backdrop-blur" : "bg-gradient-to-b from-brand-950/70 to-transparent"
      }`}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to={localPath("/")} className={`font-display text-lg font-bold leading-tight sm:text-xl ${tone}`}>
          {shop.name}
        </Link>

        <nav aria-label={layoutTexts.mainNavigation} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {navItems(
              ({ isActive }) =>
                `rounded-md px-3 py-2 text-sm font-semibold transition-colors ${tone} ${
                  isActive ? "underline decoration-saffron-400 decoration-2 underline-offset-8" : "hover:opacity-80"
                }`,
            )}
          </ul>
        </nav>

        <div className="flex items-center gap-1 sm:gap-2">
          <LanguageSwitch className={`hover:opacity-80 ${tone}`} />
          <Link
            to={localPath("/cart")}
            aria-label={layoutTexts.cartWithCount(cartCount)}
            className={`relative inline-flex h-11 w-11 items-center justify-center rounded-full ${tone} hover:bg-black/10`}
          >
            <Icon node={ShoppingCart} className="h-6 w-6" />
            {cartCount > 0 && (
              <span
                data-testid="cart-count"
                className="absolute right-0.5 top-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-saffron-400 px-1 text-xs font-bold text-ink-900"
              >
                {cartCount > 99 ? "99+" : cartCount}
              </span>
            )}
          </Link>
          <div className={`hidden md:block ${tone}`}>{account}</div>
          <button
            type="button"
            className={`inline-flex h-11 w-11 items-center justify-center rounded-md md:hidden ${tone} hover:bg-black/10`}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? layoutTexts.closeMenu : layoutTexts.openMenu}
            onClick={() => setOpenOnPage(menuOpen ? null : location.key)}
          >
            <Icon node={menuOpen ? X : MenuIcon} className="h-6 w-6" />
          </button>
        </div>
      </div>

      <div id={menuId} hidden={!menuOpen} className="border-t border-cream-200 bg-cream-50 md:hidden">
        <nav aria-label={layoutTexts.mainNavigation}>
          <ul className="flex flex-col px-4 py-2">
            {navItems(
              ({ isActive }) =>
                `block rounded-md px-3 py-3 text-base font-semibold ${isActive ? "bg-brand-50 text-brand-800" : "text-ink-900 hover:bg-cream-100"}`,
            )}
            <li className="border-t border-cream-200 px-3 py-3 text-ink-900">{account}</li>
          </ul>
        </nav>
      </div>
    </header>
  );
}

/**
 * The other language, named in that language ('Español' on English pages, 'English' on Spanish
 * ones), for the same page: /lang/:locale remembers the choice and answers with this page in it.
 * A plain link, so it works before the page's code has loaded, and the new page loads whole.
 * The admin's sidebar shows it too.
 */
export function LanguageSwitch({ className }: { className: string }) {
  const locale = useLocale();
  const location = useLocation();
  const other: Locale = locale === "es" ? "en" : "es";
  const next = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <a
      href={`/lang/${other}?next=${next}`}
      hrefLang={other}
      lang={other}
      className={`inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold ${className}`}
    >
      {LOCALE_NAMES[other]}
    </a>
  );
}
