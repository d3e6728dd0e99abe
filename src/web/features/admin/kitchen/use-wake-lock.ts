import { useEffect } from "react";

/**
 * Keeps the counter tablet's screen on while the kitchen page is open, where the browser
 * offers a screen wake lock. The browser drops the lock when the tab is hidden, so it is asked
 * for again each time the page is shown. Refusals (battery saver, an old browser) are ignored.
 */
export function useScreenWakeLock() {
  useEffect(() => {
    let lock: WakeLockSentinel | null = null;
    let stopped = false;
    const request = async () => {
      if (document.visibilityState !== "visible" || (lock && !lock.released)) return;
      try {
        const granted = await navigator.wakeLock?.request("screen");
        if (stopped) void granted?.release().catch(() => {});
        else lock = granted ?? null;
      } catch {
        // not allowed now: the screen may dim, the page stays live
      }
    };
    void request();
    const onVisible = () => void request();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      document.removeEventListener("visibilitychange", onVisible);
      void lock?.release().catch(() => {});
    };
  }, []);
}
