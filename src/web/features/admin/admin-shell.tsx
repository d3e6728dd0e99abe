import type { IconNode } from "lucide";
import { ArrowLeft, LayoutDashboard, LogOut, Newspaper, UtensilsCrossed } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { adminTexts } from "@shared/texts/admin";
import { useSignOut } from "~/features/auth/use-sign-out";
import { useShop } from "~/lib/shop";

export interface AdminSection {
  to: string;
  label: string;
  icon: IconNode;
  /** A small figure next to the label (e.g. unread messages). */
  badge?: number;
}

/** The admin sections shown in the sidebar, in order. */
export const ADMIN_SECTIONS: AdminSection[] = [
  { to: "/admin", label: adminTexts.sections.dashboard, icon: LayoutDashboard },
  { to: "/admin/menu", label: adminTexts.sections.menu, icon: UtensilsCrossed },
  { to: "/admin/blog", label: adminTexts.sections.blog, icon: Newspaper },
];

/** Sidebar (a top bar on narrow screens) and the page area. Usable on a 768 px tablet. */
export function AdminShell({ email, children }: { email: string; children: ReactNode }) {
  const shop = useShop();
  const signOut = useSignOut();

  return (
    <div className="min-h-screen bg-cream-100 md:flex">
      <aside className="bg-ink-900 text-cream-100 md:sticky md:top-0 md:flex md:h-screen md:w-60 md:shrink-0 md:flex-col">
        <div className="px-5 py-4">
          <p className="font-display text-lg font-bold text-white">{shop.name}</p>
          <p className="text-xs text-cream-200">{adminTexts.signedInAs(email)}</p>
        </div>
        <nav aria-label={adminTexts.navigation} className="px-3 pb-3 md:flex-1">
          <ul className="flex gap-1 overflow-x-auto md:flex-col">
            {ADMIN_SECTIONS.map((section) => (
              <li key={section.to} className="shrink-0">
                <NavLink
                  to={section.to}
                  end={section.to === "/admin"}
                  className={({ isActive }) =>
                    `flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-semibold ${
                      isActive ? "bg-brand-700 text-white" : "text-cream-100 hover:bg-white/10"
                    }`
                  }
                >
                  <Icon node={section.icon} className="h-5 w-5" />
                  {section.label}
                  {section.badge ? (
                    <span className="ml-auto rounded-full bg-saffron-400 px-2 text-xs font-bold text-ink-900">{section.badge}</span>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex gap-2 border-t border-white/10 px-3 py-3 md:flex-col">
          <Link to="/" className="flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-semibold hover:bg-white/10">
            <Icon node={ArrowLeft} className="h-5 w-5" />
            {adminTexts.backToWebsite}
          </Link>
          <button
            type="button"
            onClick={signOut}
            className="flex min-h-11 items-center gap-3 rounded-lg px-3 text-left text-sm font-semibold hover:bg-white/10"
          >
            <Icon node={LogOut} className="h-5 w-5" />
            {adminTexts.signOut}
          </button>
        </div>
      </aside>
      <main id="main" className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8">
        {children}
      </main>
    </div>
  );
}
