import { LoaderCircle } from "lucide";
import { Icon } from "~/components/ui/icon";

/**
 * The admin before its words have loaded (they are fetched in its language): a busy region with
 * a spinner and no words, so no language is shown before the right one arrives.
 */
export function AdminLoading() {
  return (
    <main aria-busy="true" className="flex min-h-screen items-center justify-center bg-cream-100" data-testid="admin-loading">
      <Icon node={LoaderCircle} className="h-10 w-10 animate-spin text-brand-600" />
    </main>
  );
}
