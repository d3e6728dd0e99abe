import { useCallback, useEffect, useRef, useSyncExternalStore } from "react";
import { playTones } from "../audio-tones";

const STORAGE_KEY = "admin.newOrderSound";

/** The on/off choice, kept in localStorage (shared by the browser's tabs). */
const preference = {
  listeners: new Set<() => void>(),
  /** Used when storage is blocked. */
  fallback: true,
  subscribe(listener: () => void) {
    preference.listeners.add(listener);
    window.addEventListener("storage", listener);
    return () => {
      preference.listeners.delete(listener);
      window.removeEventListener("storage", listener);
    };
  },
  read(): boolean {
    try {
      return window.localStorage.getItem(STORAGE_KEY) !== "off";
    } catch {
      return preference.fallback;
    }
  },
  write(on: boolean) {
    preference.fallback = on;
    try {
      window.localStorage.setItem(STORAGE_KEY, on ? "on" : "off");
    } catch {
      // storage blocked: the choice lasts for this page only
    }
    for (const listener of preference.listeners) listener();
  },
};

/**
 * A short two-note chime for new paid orders, drawn with Web Audio (no sound file to load).
 * On by default; the admin can turn it off (remembered in this browser). Browsers only let a
 * page make sound after the user has touched it, so the audio starts on the first tap or key.
 */
export function useNewOrderSound(): { enabled: boolean; setEnabled: (on: boolean) => void; play: () => void } {
  // The server renders 'on'; the stored choice applies once hydrated.
  const enabled = useSyncExternalStore(preference.subscribe, preference.read, () => true);
  const context = useRef<AudioContext | null>(null);

  useEffect(() => {
    const unlock = () => {
      try {
        context.current ??= new AudioContext();
        void context.current.resume().catch(() => {});
      } catch {
        // no Web Audio: stay silent
      }
    };
    window.addEventListener("pointerdown", unlock, { once: true });
    window.addEventListener("keydown", unlock, { once: true });
    return () => {
      window.removeEventListener("pointerdown", unlock);
      window.removeEventListener("keydown", unlock);
      void context.current?.close().catch(() => {});
      context.current = null;
    };
  }, []);

  const setEnabled = useCallback((on: boolean) => preference.write(on), []);

  const play = useCallback(() => {
    const audio = context.current;
    if (!enabled || !audio || audio.state !== "running") return;
    playTones(
      audio,
      [880, 1320].map((frequency, index) => ({ frequency, delay: index * 0.18, length: 0.3, peak: 0.25, type: "sine" })),
    );
  }, [enabled]);

  return { enabled, setEnabled, play };
}
