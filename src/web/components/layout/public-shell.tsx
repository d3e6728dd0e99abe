import type { ReactNode } from "react";
import { useTexts } from "~/lib/texts";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/**
 * Header, main area and footer of every public page (docs/product.md 'Public layout'). The
 * header's cart count and account menu come from the route that fills the layout in
 * (routes/public-layout-route.tsx): the layout imports no feature.
 */
export function PublicShell({ children, cartCount, account }: { children: ReactNode; cartCount: number; account: ReactNode }) {
  const layoutTexts = useTexts("layoutTexts");
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-ink-900 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {layoutTexts.skipToContent}
      </a>
      <SiteHeader cartCount={cartCount} account={account} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
