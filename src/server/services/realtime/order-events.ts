import type { OrderChange } from "@shared/orders";
import type { DatabaseHandle, Unlisten } from "../../db/client";
import type { Logger } from "../../lib/logger";

type Listener = (change: OrderChange) => void;

/**
 * Order changes as they happen, on every instance: the `orders_changed` trigger NOTIFYs,
 * this hub LISTENs (PGlite's listen, or a dedicated PostgreSQL connection) and fans out to the
 * open Server-Sent Event streams of this process.
 */
export class OrderEventHub {
  private readonly listeners = new Set<Listener>();
  private readonly closeListeners = new Set<() => void>();
  private unlisten: Unlisten | undefined;
  closed = false;

  constructor(private readonly log: Logger) {}

  async start(database: DatabaseHandle): Promise<void> {
    this.unlisten = await database.listen("orders_changed", (payload) => {
      let change: OrderChange;
      try {
        change = JSON.parse(payload) as OrderChange;
      } catch {
        this.log.warn({ payload }, "unreadable orders_changed notification");
        return;
      }
      for (const listener of this.listeners) listener(change);
    });
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
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
    await this.unlisten?.();
  }
}
