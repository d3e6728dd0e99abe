import { LayoutDashboard, LogOut } from "lucide";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useTexts } from "~/lib/texts";
import type { SessionUser } from "~/lib/session";
import { useSignOut } from "./use-sign-out";

/** Signed in: Sign Out, plus Dashboard for staff and admins (docs/product.md 'Storefront screens'). */
export default function SignedInMenu({ user }: { user: SessionUser }) {
  const layoutTexts = useTexts("layoutTexts");
  const signOut = useSignOut();
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
