import pg from "pg";
import type { Logger } from "../lib/logger";

/** How the listening session shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = "shop-listen";

export interface PgListenerOptions {
  log?: Logger;
  /** The first reconnection attempt waits this long, each further one twice as long… */
  minRetryMs?: number;
  /** …up to this. */
  maxRetryMs?: number;
  /** A `select 1` this often notices a dead connection (and keeps idle-dropping proxies away). */
  pingMs?: number;
}

interface Subscriber {
  onPayload(payload: string): void;
  onResync?: () => void;
}

/**
 * One dedicated PostgreSQL session LISTENing on every channel this process subscribes to (LISTEN
 * belongs to a session, not to a pooled connection). When the session is lost — the server
 * restarted, a proxy dropped the connection, the backend was terminated — it reconnects by
 * itself with capped exponential backoff, LISTENs again, and then tells every subscriber to
 * resync: whatever was notified in between is gone.
 */
export class PgListener {
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private readonly channels = new Map<string, Set<Subscriber>>();
  private retryTimer: NodeJS.Timeout | undefined;
  private pingTimer: NodeJS.Timeout | undefined;
  private failures = 0;
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly options: PgListenerOptions = {},
  ) {}

  /** Whether the listening session is connected (false while it reconnects, after close, or before the first LISTEN). */
  get isConnected(): boolean {
    return this.client !== undefined && !this.closed;
  }

  async listen(channel: string, subscriber: Subscriber): Promise<() => Promise<void>> {
    if (this.closed) throw new Error("The database is closed.");
    let subscribers = this.channels.get(channel);
    const isNewChannel = subscribers === undefined;
    if (!subscribers) this.channels.set(channel, (subscribers = new Set()));
    subscribers.add(subscriber);
    // While a reconnection is pending, it LISTENs on every channel, this one included.
    if (this.retryTimer === undefined) {
      try {
        const client = await this.connection();
        if (isNewChannel) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        await this.unlisten(channel, subscriber);
        throw error;
      }
    }
    return () => this.unlisten(channel, subscriber);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.channels.clear();
    await this.disconnect();
  }

  private async unlisten(channel: string, subscriber: Subscriber): Promise<void> {
    const subscribers = this.channels.get(channel);
    if (!subscribers?.delete(subscriber) || subscribers.size > 0) return;
    this.channels.delete(channel);
    if (this.channels.size === 0) await this.disconnect();
    else await this.client?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {});
  }

  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: this.url,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      // A ping that hangs means a dead connection as surely as one that fails.
      query_timeout: 10_000,
    });
    client.on("error", (error) => this.lost(client, error));
    client.on("end", () => this.lost(client));
    client.on("notification", ({ channel, payload }) => {
      for (const subscriber of this.channels.get(channel) ?? []) {
        try {
          subscriber.onPayload(payload ?? "");
        } catch (error) {
          this.options.log?.error({ err: error, channel }, "a notification handler failed");
        }
      }
    });
    try {
      await client.connect();
      for (const channel of this.channels.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (this.closed) throw new Error("The database is closed.");
    } catch (error) {
      void client.end().catch(() => {});
      throw error;
    }
    this.client = client;
    this.pingTimer = setInterval(() => {
      client.query("select 1").catch((error: unknown) => this.lost(client, error));
    }, this.options.pingMs ?? 30_000);
    this.pingTimer.unref();
    return client;
  }

  private lost(client: pg.Client, error?: unknown): void {
    if (client !== this.client) return;
    this.client = undefined;
    clearInterval(this.pingTimer);
    void client.end().catch(() => {});
    if (this.closed || this.channels.size === 0) return;
    this.options.log?.warn({ err: error }, "lost the database session that listens for changes; reconnecting");
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    const delay = Math.min((this.options.minRetryMs ?? 500) * 2 ** this.failures, this.options.maxRetryMs ?? 30_000);
    this.retryTimer = setTimeout(() => void this.reconnect(), delay);
    this.retryTimer.unref();
  }

  private async reconnect(): Promise<void> {
    this.retryTimer = undefined;
    if (this.closed || this.channels.size === 0) return;
    try {
      await this.connection();
    } catch (error) {
      this.failures++;
      this.options.log?.warn({ err: error, attempt: this.failures }, "could not reconnect the listening session; retrying");
      if (!this.closed) this.scheduleReconnect();
      return;
    }
    this.failures = 0;
    this.options.log?.info({ channels: [...this.channels.keys()] }, "listening for changes again; subscribers resync");
    for (const subscribers of this.channels.values()) {
      for (const subscriber of subscribers) {
        try {
          subscriber.onResync?.();
        } catch (error) {
          this.options.log?.error({ err: error }, "a resync handler failed");
        }
      }
    }
  }

  private async disconnect(): Promise<void> {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    clearInterval(this.pingTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }
}
