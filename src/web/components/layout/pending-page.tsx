import { useEffect, useState } from "react";
import { useLocation, useNavigation } from "react-router";
import { unlocalizedPath } from "@shared/core/i18n";
import { useTexts, type Texts } from "~/lib/texts";
import { LoaderCircle } from "lucide";
import { Icon } from "~/components/ui/icon";

/** Fast answers never flash a spinner; slow ones show what is coming. */
export const PENDING_DELAY_MS = 150;

/** Pages whose data takes a query show their loading words while it runs (docs/product.md 'Storefront screens'). */
function pendingLabelFor(localized: string, loadingTexts: Texts<"loadingTexts">): string | null {
  const pathname = unlocalizedPath(localized);
  if (pathname === "/menu") return loadingTexts.menuItems;
  if (pathname === "/blog") return loadingTexts.posts;
  if (/^\/blog\/[^/]+\/?$/.test(pathname)) return loadingTexts.post;
  return null;
}

/**
 * While a client-side navigation to another page loads, that page's loading words
 * ('Loading posts...', 'Loading menu items...'), after a short delay; null otherwise.
 */
export function usePendingLabel(): string | null {
  const loadingTexts = useTexts("loadingTexts");
  const navigation = useNavigation();
  const location = useLocation();
  const target = navigation.state === "loading" ? navigation.location : undefined;
  const label = target && target.pathname !== location.pathname ? pendingLabelFor(target.pathname, loadingTexts) : null;
  const key = label && target ? target.key : null;
  const [shownKey, setShownKey] = useState<string | null>(null);
  useEffect(() => {
    if (!key) return;
    const timer = setTimeout(() => setShownKey(key), PENDING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key]);
  return key && key === shownKey ? label : null;
}

/** The dark band every page starts with (the header is white on it), holding the spinner. */
export function PendingPage({ label }: { label: string }) {
  return (
    <div
      role="status"
      data-testid="pending-page"
      className="flex min-h-[28rem] flex-col items-center justify-center gap-3 bg-gradient-to-br from-brand-900 via-brand-800 to-brand-950 px-4 pt-16 text-cream-100"
    >
      <Icon node={LoaderCircle} className="h-10 w-10 animate-spin text-saffron-400" />
      <p className="text-lg">{label}</p>
    </div>
  );
}
