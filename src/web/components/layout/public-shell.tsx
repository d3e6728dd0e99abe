import type { ReactNode } from "react";
import { useTexts } from "~/lib/texts";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Header, main area and footer of every public page (SPEC.md section 2 'Public layout'). */
export function PublicShell({ children, accountSlot }: { children: ReactNode; accountSlot?: ReactNode }) {
  const layoutTexts = useTexts("layoutTexts");
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-ink-900 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {layoutTexts.skipToContent}
      </a>
      <SiteHeader accountSlot={accountSlot} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
