import type { OrderChange } from "@shared/orders/orders";
import type { DatabaseHandle, Unlisten } from "../../db/client";
import type { Logger } from "../../lib/logger";

type Listener = (change: OrderChange) => void;

/**
 * Order changes as they happen, on every instance: the `orders_changed` trigger NOTIFYs,
 * this hub LISTENs (PGlite's listen, or a dedicated PostgreSQL connection) and fans out to the
 * open Server-Sent Event streams of this process. When the LISTEN session was lost and is back,
 * changes may have been missed: `onResync` listeners are told, and the streams ask the pages
 * to refetch.
 */
export class OrderEventHub {
  private readonly listeners = new Set<Listener>();
  private readonly closeListeners = new Set<() => void>();
  private readonly resyncListeners = new Set<() => void>();
  private unlisten: Unlisten | undefined;
  closed = false;

  constructor(private readonly log: Logger) {}

  async start(database: DatabaseHandle): Promise<void> {
    this.unlisten = await database.listen(
      "orders_changed",
      (payload) => {
        let change: OrderChange;
        try {
          change = JSON.parse(payload) as OrderChange;
        } catch {
          this.log.warn({ payload }, "unreadable orders_changed notification");
          return;
        }
        for (const listener of this.listeners) listener(change);
      },
      { onResync: () => this.resync() },
    );
  }

  /** Changes may have been missed (the database connection was lost and is back). */
  resync(): void {
    this.log.info({ streams: this.resyncListeners.size }, "order changes may have been missed; live streams refetch");
    for (const listener of this.resyncListeners) listener();
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onResync(listener: () => void): () => void {
    this.resyncListeners.add(listener);
    return () => this.resyncListeners.delete(listener);
  }

  /** Called when the hub closes (shutdown): open streams end so the server can stop. */
  onClose(listener: () => void): () => void {
    this.closeListeners.add(listener);
    return () => this.closeListeners.delete(listener);
  }

  get subscriberCount(): number {
    return this.listeners.size;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const listener of this.closeListeners) listener();
    this.listeners.clear();
    this.resyncListeners.clear();
    await this.unlisten?.();
  }
}
