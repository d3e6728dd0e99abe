import type { GateWindow } from "~/lib/hydration-gate";
import { warmToasts } from "~/components/ui/toaster";

/**
 * Add to Cart's code on the phone before the first tap (ADR 0026). It is not in the page's first
 * load (ADR 0008): fetched on the tap, it cost the tap a round trip or three on a slow line (the
 * rule's chunk, then the cart store's and the order rules' it imports, then sonner for the
 * toast). The pages that show menu cards (the menus, home's featured items) call this as their
 * module runs: lib/tap-hold.ts's `__beforeTap` asks for the chunks together when the browser is
 * next idle, or at once if a tap is already waiting for the page to hydrate. The card's own
 * `import()` then finds them loaded.
 */
export function addToCartAhead(): void {
  if (typeof window == "object")
    (window as GateWindow).__beforeTap?.(() => {
      void import("~/features/cart/add-to-cart");
      void import("~/features/cart/cart-store");
      void import("@shared/menu/option-rules");
      warmToasts();
    });
}
