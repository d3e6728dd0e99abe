import { LayoutDashboard, LogOut } from "lucide";
import { Icon } from "~/components/ui/icon";
import { Link, useLocation } from "react-router";
import { unlocalizedPath } from "@shared/i18n";
import { useLocalPath, useTexts } from "~/lib/texts";
import type { SessionUser } from "~/lib/session";
import { useSignOut } from "./use-sign-out";

/** Signed out: Sign In. Signed in: Sign Out, plus Dashboard for admins (SPEC.md section 2). */
export function AccountMenu({ user }: { user: SessionUser | null }) {
  const layoutTexts = useTexts("layoutTexts");
  const location = useLocation();
  const localPath = useLocalPath();
  const signOut = useSignOut();

  if (!user) {
    const here = `${location.pathname}${location.search}`;
    const page = unlocalizedPath(location.pathname);
    const to = localPath(page === "/" || page.startsWith("/auth/") ? "/auth/login" : `/auth/login?redirect=${encodeURIComponent(here)}`);
    return (
      <Link to={to} className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold hover:opacity-80">
        {layoutTexts.signIn}
      </Link>
    );
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      {user.isStaff && (
        <Link
          to="/admin"
          className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-saffron-400 px-4 text-sm font-bold text-ink-900 hover:bg-saffron-300"
        >
          <Icon node={LayoutDashboard} className="h-4 w-4" />
          {layoutTexts.dashboard}
        </Link>
      )}
      <button
        type="button"
        onClick={signOut}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-md px-3 text-sm font-semibold hover:opacity-80"
      >
        <Icon node={LogOut} className="h-4 w-4" />
        {layoutTexts.signOut}
      </button>
    </div>
  );
}
