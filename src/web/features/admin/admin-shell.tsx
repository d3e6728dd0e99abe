import type { IconNode } from "lucide";
import {
  ArrowLeft,
  CalendarClock,
  ChartColumn,
  ChefHat,
  Gift,
  LayoutDashboard,
  LogOut,
  Mail,
  Newspaper,
  PartyPopper,
  Percent,
  ShoppingBag,
  Users,
  UtensilsCrossed,
} from "lucide";
import { isStaffPage } from "@shared/auth/auth";
import { Icon } from "~/components/ui/icon";
import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { LanguageSwitch } from "~/components/layout/site-header";
import { useShop } from "~/lib/shop";
import { useLocalPath, useTexts, type Texts } from "~/lib/texts";
import { useUnreadMessageCount } from "./messages/messages-api";
import { useAdminSignOut } from "./use-admin-sign-out";

export interface AdminSection {
  to: string;
  label: string;
  icon: IconNode;
  /** A small figure next to the label (e.g. unread messages). */
  badge?: number;
}

/**
 * The admin sections shown in the sidebar, in order: staff see the orders, the kitchen, catering,
 * gift cards and promo codes only (ADR 0016, ADR 0023, ADR 0024).
 */
export function adminSections(adminTexts: Texts<"adminTexts">, isAdmin: boolean, cateringTitle: string): AdminSection[] {
  const sections: AdminSection[] = [
    { to: "/admin", label: adminTexts.sections.dashboard, icon: LayoutDashboard },
    { to: "/admin/menu", label: adminTexts.sections.menu, icon: UtensilsCrossed },
    { to: "/admin/orders", label: adminTexts.sections.orders, icon: ShoppingBag },
    { to: "/admin/kitchen", label: adminTexts.sections.kitchen, icon: ChefHat },
    { to: "/admin/catering", label: cateringTitle, icon: PartyPopper },
    { to: "/admin/gift-cards", label: adminTexts.sections.giftCards, icon: Gift },
    { to: "/admin/promos", label: adminTexts.sections.promos, icon: Percent },
    // The owner's alone (ADR 0025): not a staff page, so staff neither see it nor may open it.
    { to: "/admin/reports", label: adminTexts.sections.reports, icon: ChartColumn },
    { to: "/admin/ordering", label: adminTexts.sections.ordering, icon: CalendarClock },
    { to: "/admin/messages", label: adminTexts.sections.messages, icon: Mail },
    { to: "/admin/blog", label: adminTexts.sections.blog, icon: Newspaper },
    { to: "/admin/team", label: adminTexts.sections.team, icon: Users },
  ];
  return isAdmin ? sections : sections.filter((section) => isStaffPage(section.to));
}

/**
 * Three layouts: a top bar on phones; on a tablet (768 px and up) a narrow rail with the
 * labels under the icons, so tables keep their width; from 1024 px the full sidebar.
 */
const ITEM =
  "relative flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-semibold md:min-h-16 md:flex-col md:justify-center md:gap-1 md:px-1 md:text-center md:text-xs md:leading-tight lg:min-h-11 lg:flex-row lg:justify-start lg:gap-3 lg:px-3 lg:text-left lg:text-sm";

function badge(count: number | undefined, unreadSuffix: string) {
  if (!count) return null;
  return (
    <span
      className="ml-auto rounded-full bg-saffron-400 px-2 text-xs font-bold text-ink-900 md:absolute md:right-1 md:top-1 md:ml-0 lg:static lg:ml-auto"
      data-testid="nav-badge"
    >
      {count}
      <span className="sr-only"> {unreadSuffix}</span>
    </span>
  );
}

/** Sidebar and the page area; only the page itself is printed (kitchen tickets). */
export function AdminShell({ email, isAdmin, children }: { email: string; isAdmin: boolean; children: ReactNode }) {
  const adminTexts = useTexts("adminTexts");
  const cateringTexts = useTexts("cateringAdminTexts");
  const localPath = useLocalPath();
  const shop = useShop();
  const signOut = useAdminSignOut();
  // Figures filled in while the admin works: the unread count refreshes itself.
  const liveBadges: Partial<Record<string, number>> = { "/admin/messages": useUnreadMessageCount(isAdmin) };

  return (
    <div className="min-h-screen bg-cream-100 md:flex print:block print:min-h-0 print:bg-white">
      <aside className="bg-ink-900 text-cream-100 print:hidden md:sticky md:top-0 md:flex md:h-screen md:w-24 md:shrink-0 md:flex-col lg:w-60">
        <div className="flex items-start justify-between gap-2 px-5 py-4 md:flex-col md:items-center md:px-2 md:py-3 lg:items-stretch lg:px-5 lg:py-4">
          <div className="min-w-0 md:hidden lg:block">
            <p className="font-display text-lg font-bold text-white">{shop.name}</p>
            <p className="break-words text-xs text-cream-200">{adminTexts.signedInAs(email)}</p>
          </div>
          <LanguageSwitch className="shrink-0 text-cream-100 underline-offset-4 hover:bg-white/10 hover:underline lg:-ml-3 lg:self-start" />
        </div>
        <nav aria-label={adminTexts.navigation} className="px-3 pb-3 md:flex-1 md:overflow-y-auto md:px-2 md:pt-3 lg:px-3 lg:pt-0">
          <ul className="flex gap-1 overflow-x-auto md:flex-col md:overflow-visible">
            {adminSections(adminTexts, isAdmin, cateringTexts.title).map((section) => (
              <li key={section.to} className="shrink-0">
                <NavLink
                  to={section.to}
                  end={section.to === "/admin"}
                  className={({ isActive }) => `${ITEM} ${isActive ? "bg-brand-700 text-white" : "text-cream-100 hover:bg-white/10"}`}
                >
                  <Icon node={section.icon} className="h-5 w-5 shrink-0" />
                  {section.label}
                  {badge(section.badge ?? liveBadges[section.to], adminTexts.unreadSuffix)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex gap-2 border-t border-white/10 px-3 py-3 md:flex-col md:px-2 lg:px-3">
          <Link to={localPath("/")} className={`${ITEM} hover:bg-white/10`}>
            <Icon node={ArrowLeft} className="h-5 w-5 shrink-0" />
            {adminTexts.backToWebsite}
          </Link>
          <button type="button" onClick={signOut} className={`${ITEM} hover:bg-white/10`}>
            <Icon node={LogOut} className="h-5 w-5 shrink-0" />
            {adminTexts.signOut}
          </button>
        </div>
      </aside>
      <main id="main" className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8 print:p-0">
        {children}
      </main>
    </div>
  );
}
