import { useEffect, useState, useSyncExternalStore } from "react";
import type * as CartStore from "./cart-store";
import type { CartState } from "./cart-store";
import { unchanging } from "~/lib/use-hydrated";

let store: typeof CartStore | undefined;
const loadStore = () => import("./cart-store").then((module) => (store = module));
// Asked for as this module runs, while the page hydrates, so that the header's count listens from
// the hydrating commit itself (ADR 0026): asked for there, an `import()` answered a task later,
// behind the rest of hydration on a busy phone, and a tap held until hydration and clicked again
// right after it changed the cart before anyone listened. (Not on the server: Vite's build for
// it removes this.)
if (!import.meta.env.SSR) loadStore().catch(() => {});

/**
 * The cart without the cart store in the first load (ADR 0019): the store, with its parsing,
 * pricing and storage, is a chunk of its own, fetched as the page hydrates. Null until it is
 * here, on the server and while the page hydrates (as the server drew it); then the stored cart,
 * kept up to date.
 */
export function useLoadedCart(): CartState | null {
  const [loaded, setLoaded] = useState(store);
  useEffect(() => {
    // The store came while the page hydrated, after this rendered: listening in this commit.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a render now is the point (ADR 0026)
    if (store) setLoaded(store);
    // Offline before the chunk came: the page stays as the server drew it.
    else loadStore().then(setLoaded, () => {});
  }, []);
  return useSyncExternalStore(loaded?.subscribeToCart ?? unchanging, loaded?.cartSnapshot ?? serverSnapshot, serverSnapshot);
}

const serverSnapshot = () => null;
