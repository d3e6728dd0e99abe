import { useSyncExternalStore } from "react";

/** The subscribe of a store that never changes (React reads its snapshot, and again after hydration). */
export const unchanging = () => () => {};

/**
 * False on the server and during hydration, true afterwards. For what only the browser knows
 * (the stored cart) or can do (send a form with fetch), without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
