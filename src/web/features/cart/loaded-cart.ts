import { useEffect, useState } from "react";
import type { CartState } from "./cart-store";

/**
 * The cart without the cart store in the first load (ADR 0019): the store, with its parsing,
 * pricing and storage, is a chunk of its own fetched right after hydration. Null until it is
 * here (and on the server); then the stored cart, kept up to date.
 */
export function useLoadedCart(): CartState | null {
  const [state, setState] = useState<CartState | null>(null);
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let live = true;
    import("./cart-store")
      .then(({ cartSnapshot, subscribeToCart }) => {
        if (!live) return;
        const read = () => setState(cartSnapshot());
        unsubscribe = subscribeToCart(read);
        read();
      })
      // Offline before the chunk came: the page stays as the server drew it.
      .catch(() => undefined);
    return () => {
      live = false;
      unsubscribe?.();
    };
  }, []);
  return state;
}
