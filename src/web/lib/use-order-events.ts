import { useEffect, useRef, useState } from "react";
import type { OrderChange } from "@shared/orders/orders";
import { apiFetch } from "~/lib/api-fetch";

/** "ended": the session expired, so the stream will not come back (the page says so). */
export type LiveConnection = "connecting" | "live" | "ended";

/** The parts of EventSource used here (tests pass a stand-in). */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export interface OrderEventStreamEnvironment {
  openEventSource(url: string): EventSourceLike;
  /** The HTTP status the stream's URL answers now (EventSource does not tell). */
  probeStatus(url: string): Promise<number>;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
}

const CLOSED = 2;
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;

async function probeStatus(url: string): Promise<number> {
  const controller = new AbortController();
  try {
    const res = await apiFetch(url, { credentials: "include", headers: { Accept: "text/event-stream" }, signal: controller.signal });
    return res.status;
  } finally {
    controller.abort(); // a 200 is a live stream: only its status was wanted
  }
}

const browser: OrderEventStreamEnvironment = {
  openEventSource: (url) => new EventSource(url, { withCredentials: true }) as EventSourceLike,
  probeStatus,
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (timer) => window.clearTimeout(timer as number),
};

/**
 * Keeps an order-change stream (Server-Sent Events) open and calls `onChange` with each change,
 * and without one whenever changes may have been missed: after every reconnect, and when the
 * server says so (`resync`). The browser's EventSource retries a dropped connection by itself
 * but gives up for good on an HTTP error (a 502 from a proxy while the shop restarts, a 401
 * once the session expired); then this reopens it, waiting 1 s, 2 s, 4 s… up to 30 s between
 * attempts, and stops on a 401. Returns a function that closes it.
 */
export function openOrderEventStream(
  url: string,
  handlers: { onChange(change?: OrderChange): void; onState(state: LiveConnection): void },
  environment: OrderEventStreamEnvironment = browser,
): () => void {
  let source: EventSourceLike | undefined;
  let retryTimer: unknown;
  let failures = 0;
  let seenReady = false;
  let stopped = false;

  const open = () => {
    const current = environment.openEventSource(url);
    source = current;
    current.addEventListener("ready", () => {
      failures = 0;
      handlers.onState("live");
      if (seenReady) handlers.onChange();
      seenReady = true;
    });
    current.addEventListener("order", (event) => {
      let change: OrderChange | undefined;
      try {
        change = JSON.parse(event.data) as OrderChange;
      } catch {
        change = undefined;
      }
      handlers.onChange(change);
    });
    current.addEventListener("resync", () => handlers.onChange());
    current.addEventListener("error", () => {
      if (stopped || current !== source) return;
      handlers.onState("connecting");
      if (current.readyState !== CLOSED) return; // the browser is reconnecting
      current.close();
      const delay = Math.min(RETRY_FIRST_MS * 2 ** failures, RETRY_MAX_MS);
      failures += 1;
      retryTimer = environment.setTimeout(() => void reopen(), delay);
    });
  };

  const reopen = async () => {
    const status = await environment.probeStatus(url).catch(() => 0);
    if (stopped) return;
    if (status === 401) {
      handlers.onState("ended");
      return;
    }
    open();
  };

  open();
  return () => {
    stopped = true;
    environment.clearTimeout(retryTimer);
    source?.close();
  };
}

/** The admin's live stream: orders, and catering events as changes of kind 'catering' (ADR 0023). */
export const ADMIN_EVENTS_URL = "/api/admin/orders/events";

/** Whether a change is a catering event's (told on the admin's order stream), not an order's. */
export const isCateringChange = (change: OrderChange | undefined): boolean => change?.kind === "catering";

/**
 * Hands a change to the orders' handler or catering's (ADR 0023); a call without a change (a
 * reconnect, a resync) to both, as either kind may have been missed.
 */
export function dispatchChange(
  change: OrderChange | undefined,
  handlers: { onChange(change?: OrderChange): void; onCateringChange?: ((change?: OrderChange) => void) | undefined },
): void {
  if (change === undefined) {
    handlers.onChange();
    handlers.onCateringChange?.();
  } else if (isCateringChange(change)) handlers.onCateringChange?.(change);
  else handlers.onChange(change);
}

/**
 * `openOrderEventStream` for a component: the connection's state, for the live indicator.
 * `onChange` hears the orders' changes only: a catering event's change (ADR 0023) never reaches
 * it, so it plays no new-order sound and refetches no order; `onCateringChange`, when given,
 * hears those. Both hear the calls without a change (after a reconnect, a resync): either kind
 * may have been missed.
 */
export function useOrderEvents(
  url: string,
  onChange: (change?: OrderChange) => void,
  onCateringChange?: (change?: OrderChange) => void,
): LiveConnection {
  const [state, setState] = useState<LiveConnection>("connecting");
  // The latest callbacks, without reopening the stream when they are new functions.
  const latest = useRef({ onChange, onCateringChange });
  useEffect(() => {
    latest.current = { onChange, onCateringChange };
  });
  useEffect(
    () =>
      openOrderEventStream(url, {
        onChange: (change) => dispatchChange(change, latest.current),
        onState: setState,
      }),
    [url],
  );
  return state;
}
