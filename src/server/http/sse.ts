import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import type { OrderChange } from "@shared/orders/orders";
import type { AppEnv } from "../app-context";

/** docs/product.md 'Constants': realtime heartbeat every 30 seconds (keeps proxies from closing the stream). */
export const HEARTBEAT_MS = 30_000;

/**
 * A Server-Sent Events stream of order changes accepted by `filter`. The browser's EventSource
 * reconnects by itself (we suggest 3 s); after a reconnect the page refetches its list, so a
 * change made while disconnected is not missed. A `resync` event asks for the same refetch when
 * the server itself may have missed changes (its database connection was lost and is back).
 */
export function orderChangeStream(c: Context<AppEnv>, filter: (change: OrderChange) => boolean) {
  const hub = c.var.ctx.orderEvents;
  c.header("Cache-Control", "no-store");
  c.header("X-Accel-Buffering", "no");
  // HEAD gets the headers only. Hono drops a HEAD's body unread and never closes it: a stream
  // opened for one would keep its subscription and heartbeat forever.
  if (c.req.method === "HEAD") return c.body(null, 200, { "Content-Type": "text/event-stream" });
  return streamSSE(c, async (stream) => {
    await stream.writeSSE({ event: "ready", data: "{}", retry: 3_000 });
    await new Promise<void>((resolve) => {
      const unsubscribe = hub.subscribe((change) => {
        if (!filter(change)) return;
        void stream.writeSSE({ event: "order", data: JSON.stringify(change), id: `${change.id}:${Date.now()}` });
      });
      const offResync = hub.onResync(() => void stream.writeSSE({ event: "resync", data: "{}" }));
      const heartbeat = setInterval(() => void stream.write(": heartbeat\n\n"), HEARTBEAT_MS);
      const offClose = hub.onClose(() => finish());
      function finish() {
        clearInterval(heartbeat);
        unsubscribe();
        offResync();
        offClose();
        resolve();
      }
      stream.onAbort(finish);
      if (hub.closed) finish();
    });
  });
}
