import { useEffect, useState } from "react";

/**
 * Listens to an order-change stream (Server-Sent Events) and calls `onChange` for each change
 * and after every reconnect (a change made while disconnected is then picked up by a refetch).
 * The browser's EventSource reconnects by itself.
 */
export function useOrderEvents(url: string, onChange: () => void): "connecting" | "live" {
  const [state, setState] = useState<"connecting" | "live">("connecting");
  useEffect(() => {
    const source = new EventSource(url, { withCredentials: true });
    let seenReady = false;
    source.addEventListener("ready", () => {
      setState("live");
      if (seenReady) onChange();
      seenReady = true;
    });
    source.addEventListener("order", () => onChange());
    source.addEventListener("error", () => setState("connecting"));
    return () => source.close();
    // `onChange` may be a new function each render; the stream stays the same.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url]);
  return state;
}
