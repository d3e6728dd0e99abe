import { useEffect, useState } from "react";

/** The time now, in milliseconds, refreshed every `everyMs` (a minute by default): for 'lapses within 48 hours' flags. */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
