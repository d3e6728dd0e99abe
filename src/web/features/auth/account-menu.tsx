import { lazy, Suspense } from "react";
import { Link, useLocation } from "react-router";
import { unlocalizedPath } from "@shared/core/i18n";
import { useLocalPath, useTexts } from "~/lib/texts";
import type { SessionUser } from "~/lib/session";

/**
 * Signed in: Sign Out and Dashboard, with the sign-out code, in a chunk of their own: most
 * visitors of the public pages are signed out and never load it (ADR 0019). The server renders
 * it into the page as before; hydration waits for the chunk in this boundary only.
 */
const SignedInMenu = lazy(() => import("./signed-in-menu"));

/** Signed out: Sign In. Signed in: Sign Out, plus Dashboard for admins (docs/product.md 'Storefront screens'). */
export function AccountMenu({ user }: { user: SessionUser | null }) {
  const layoutTexts = useTexts("layoutTexts");
  const location = useLocation();
  const localPath = useLocalPath();

  if (user) {
    return (
      <Suspense fallback={null}>
        <SignedInMenu user={user} />
      </Suspense>
    );
  }
  const here = `${location.pathname}${location.search}`;
  const page = unlocalizedPath(location.pathname);
  const to = localPath(page === "/" || page.startsWith("/auth/") ? "/auth/login" : `/auth/login?redirect=${encodeURIComponent(here)}`);
  return (
    <Link to={to} className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold hover:opacity-80">
      {layoutTexts.signIn}
    </Link>
  );
}
