import { useSyncExternalStore } from "react";

/** Tablets and wider (Tailwind's md): tables there; cards on a phone (ADR 0016). */
const WIDE = "(min-width: 768px)";

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Whether the screen is tablet-wide or more; follows rotation and resizing. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
}
