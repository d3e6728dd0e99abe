import { useCallback, useEffect, useRef, useState } from "react";
import { playTones } from "../audio-tones";

/**
 * The kitchen's beep for a new order, drawn with Web Audio (no sound file). Browsers keep an
 * AudioContext suspended until the page is touched, so `running` tells the screen whether to
 * show its 'Turn on sound' button; the first tap or key anywhere turns it on as well.
 */
export function useKitchenSound(): { running: boolean; turnOn: () => void; beep: () => void } {
  const context = useRef<AudioContext | null>(null);
  const [running, setRunning] = useState(false);

  const turnOn = useCallback(() => {
    try {
      if (!context.current) {
        const audio = new AudioContext();
        context.current = audio;
        audio.addEventListener("statechange", () => setRunning(audio.state === "running"));
      }
      const audio = context.current;
      // Told after the fact, also when it was running from the start (no statechange then).
      void audio
        .resume()
        .then(() => setRunning(audio.state === "running"))
        .catch(() => {});
    } catch {
      // no Web Audio: the screen stays silent
    }
  }, []);

  useEffect(() => {
    // Some browsers let a page play right away; then no button is needed.
    turnOn();
    window.addEventListener("pointerdown", turnOn);
    window.addEventListener("keydown", turnOn);
    return () => {
      window.removeEventListener("pointerdown", turnOn);
      window.removeEventListener("keydown", turnOn);
      void context.current?.close().catch(() => {});
      context.current = null;
    };
  }, [turnOn]);

  const beep = useCallback(() => {
    const audio = context.current;
    if (!audio || audio.state !== "running") return;
    // Three short high beeps: heard over a kitchen's noise, over in under a second.
    playTones(
      audio,
      [0, 1, 2].map((index) => ({ frequency: 1046, delay: index * 0.22, length: 0.15, peak: 0.2, type: "square" })),
    );
  }, []);

  return { running, turnOn, beep };
}
