import { useEffect, useRef, useState } from "react";
import type { OrderChange } from "@shared/orders";

/**
 * Listens to an order-change stream (Server-Sent Events) and calls `onChange` with each change,
 * and without one after every reconnect (a change made while disconnected is then picked up by
 * a refetch). The browser's EventSource reconnects by itself.
 */
export function useOrderEvents(url: string, onChange: (change?: OrderChange) => void): "connecting" | "live" {
  const [state, setState] = useState<"connecting" | "live">("connecting");
  // The latest callback, without reopening the stream when it is a new function.
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    const source = new EventSource(url, { withCredentials: true });
    let seenReady = false;
    source.addEventListener("ready", () => {
      setState("live");
      if (seenReady) latest.current();
      seenReady = true;
    });
    source.addEventListener("order", (event) => {
      let change: OrderChange | undefined;
      try {
        change = JSON.parse((event as MessageEvent<string>).data) as OrderChange;
      } catch {
        change = undefined;
      }
      latest.current(change);
    });
    source.addEventListener("error", () => setState("connecting"));
    return () => source.close();
  }, [url]);
  return state;
}
