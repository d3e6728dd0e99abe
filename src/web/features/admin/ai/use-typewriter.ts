import { useCallback, useEffect, useRef, useState } from "react";

/** docs/product.md 'AI enhance': the enhanced text is typed out at about 30 ms per character. */
export const TYPING_MS_PER_CHARACTER = 30;

/**
 * Types `text` into something one character at a time (`write` gets the growing prefix),
 * then calls `done`. `finish()` writes the rest at once (the 'Show all now' button); the
 * timer stops if the component goes away.
 */
export function useTypewriter() {
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const pending = useRef<{ text: string; write: (value: string) => void; done: () => void } | null>(null);
  const [isTyping, setIsTyping] = useState(false);

  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  }, []);

  const finish = useCallback(() => {
    const job = pending.current;
    stop();
    pending.current = null;
    setIsTyping(false);
    if (job) {
      job.write(job.text);
      job.done();
    }
  }, [stop]);

  const type = useCallback(
    (text: string, write: (value: string) => void, done: () => void) => {
      stop();
      pending.current = { text, write, done };
      setIsTyping(true);
      const characters = Array.from(text); // whole characters, not UTF-16 halves
      let shown = 0;
      write("");
      timer.current = setInterval(() => {
        shown++;
        if (shown >= characters.length) finish();
        else write(characters.slice(0, shown).join(""));
      }, TYPING_MS_PER_CHARACTER);
    },
    [finish, stop],
  );

  useEffect(() => stop, [stop]);
  return { type, finish, isTyping };
}
