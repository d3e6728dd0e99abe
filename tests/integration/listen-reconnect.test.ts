import { createServer, Socket, type Server } from "node:net";
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderChange } from "@shared/orders/orders";
import type { DatabaseHandle } from "@server/db/client";
import { LISTENER_APPLICATION_NAME, PgListener } from "@server/db/pg-listener";
import { JsonCache } from "@server/lib/cached-json";
import { createLogger } from "@server/lib/logger";
import { watchMenuChanges } from "@server/services/menu/menu-cache";
import { OrderEventHub } from "@server/services/realtime/order-events";
import { testDatabaseKinds, type TestDatabase } from "../setup/databases";
import { createScratchDatabase } from "../../support/postgres";

const notify = (database: DatabaseHandle, channel: string, payload: string) =>
  database.db.execute(sql`select pg_notify(${channel}, ${payload})`);

/** Subscribes to `channel`, keeping what arrives. */
function collect(database: DatabaseHandle, channel: string, options: { onResync?: () => void } = {}) {
  const payloads: string[] = [];
  const unlisten = database.listen(channel, (payload) => payloads.push(payload), options);
  return { payloads, unlisten };
}

/** LISTEN/NOTIFY behind one interface: PGlite's in-process listen, PostgreSQL's own session. */
for (const kind of testDatabaseKinds()) {
  describe(`listening for notifications [${kind.name}]`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await kind.create();
    });
    afterAll(async () => {
      await database?.destroy();
    });

    it("delivers each notification of a channel to its subscribers until they unlisten", async () => {
      const { handle } = database;
      const first = collect(handle, "test_channel");
      const second = collect(handle, "test_channel");
      const other = collect(handle, "other_channel");
      await Promise.all([first.unlisten, second.unlisten, other.unlisten]);
      await notify(handle, "test_channel", "one");
      await expect.poll(() => [first.payloads, second.payloads]).toEqual([["one"], ["one"]]);
      expect(other.payloads).toEqual([]);

      await (
        await first.unlisten
      )();
      await notify(handle, "test_channel", "two");
      await expect.poll(() => second.payloads).toEqual(["one", "two"]);
      expect(first.payloads).toEqual(["one"]);
      await (
        await second.unlisten
      )();
      await (
        await other.unlisten
      )();
    });
  });
}

/**
 * The listening session on PostgreSQL can be lost (a server restart, a dropped connection):
 * it comes back by itself, and whoever derives state from notifications is told to resync.
 */
for (const kind of testDatabaseKinds().filter((k) => k.name === "postgres")) {
  describe("the PostgreSQL listening session, when lost", () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await kind.create();
    });
    afterAll(async () => {
      await database?.destroy();
    });

    const terminateListener = async (handle: DatabaseHandle) => {
      const result = await handle.db.execute(
        sql`select pg_terminate_backend(pid) as terminated from pg_stat_activity
            where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`,
      );
      expect((result as unknown as { rows: unknown[] }).rows).toHaveLength(1);
    };

    it("reconnects, LISTENs again and says to resync; later notifications arrive", async () => {
      const { handle } = database;
      let resyncs = 0;
      const channel = collect(handle, "test_channel", { onResync: () => resyncs++ });
      await channel.unlisten;
      await notify(handle, "test_channel", "before");
      await expect.poll(() => channel.payloads).toEqual(["before"]);

      await terminateListener(handle);
      await expect.poll(() => resyncs, { timeout: 10_000 }).toBe(1);
      await notify(handle, "test_channel", "after");
      await expect.poll(() => channel.payloads).toEqual(["before", "after"]);

      // And again: it is not a one-off.
      await terminateListener(handle);
      await expect.poll(() => resyncs, { timeout: 10_000 }).toBe(2);
      await notify(handle, "test_channel", "again");
      await expect.poll(() => channel.payloads).toEqual(["before", "after", "again"]);
      await (
        await channel.unlisten
      )();
    });

    it("the order hub tells its streams to resync and goes on carrying changes; the catalogue cache is emptied", async () => {
      const { handle } = database;
      const hub = new OrderEventHub(createLogger("silent"));
      await hub.start(handle);
      const menuCache = new JsonCache();
      const unwatch = await watchMenuChanges({ database: handle, menuCache, db: handle.db });
      try {
        const changes: OrderChange[] = [];
        let resyncs = 0;
        hub.subscribe((change) => changes.push(change));
        hub.onResync(() => resyncs++);
        await menuCache.get("menu", async () => ({ items: [] }));
        expect(menuCache.peek("menu")).toBeDefined();

        await terminateListener(handle);
        await expect.poll(() => resyncs, { timeout: 10_000 }).toBe(1);
        expect(menuCache.peek("menu")).toBeUndefined();

        const change: OrderChange = { id: "o-1", customerId: null, status: "pending", paymentStatus: "unpaid", op: "insert" };
        await notify(handle, "orders_changed", JSON.stringify(change));
        await expect.poll(() => changes).toEqual([change]);
      } finally {
        await unwatch();
        await hub.close();
      }
    });

    it("retries with growing, capped delays while the server cannot be reached, and resumes", async () => {
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, "shop_listen");
      const url = new URL(scratch.url);
      const proxy = await startTcpProxy(url.hostname, Number(url.port || 5432));
      url.hostname = "127.0.0.1";
      url.port = String(proxy.port);
      const retries: number[] = [];
      const log = pino(
        { level: "warn" },
        new Writable({
          write(chunk: Buffer, _encoding, done) {
            if ((JSON.parse(chunk.toString()) as { msg: string }).msg.startsWith("could not reconnect")) retries.push(Date.now());
            done();
          },
        }),
      );
      // Short delays keep the test short (the defaults are 0.5 s doubling up to 30 s).
      const listener = new PgListener(url.toString(), { log, minRetryMs: 100, maxRetryMs: 400 });
      try {
        let resyncs = 0;
        const payloads: string[] = [];
        await listener.listen("test_channel", { onPayload: (payload) => payloads.push(payload), onResync: () => resyncs++ });
        // What the readiness check reports (readiness.ts).
        expect(listener.isConnected).toBe(true);

        proxy.setDown(true); // cuts the open connection and refuses new ones
        await expect.poll(() => retries.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(4);
        expect(listener.isConnected).toBe(false);
        const gaps = retries.slice(1, 4).map((at, i) => at - retries[i]!);
        // 200 ms, 400 ms, then capped at 400 ms (uncapped it would be 800 ms).
        expect(gaps[0]!).toBeGreaterThanOrEqual(150);
        expect(gaps[1]!).toBeGreaterThanOrEqual(350);
        expect(gaps[2]!).toBeLessThan(750);
        expect(resyncs).toBe(0);

        proxy.setDown(false);
        await expect.poll(() => resyncs, { timeout: 10_000 }).toBe(1);
        expect(listener.isConnected).toBe(true);
        await scratch.pool.query("select pg_notify('test_channel', 'back')");
        await expect.poll(() => payloads).toEqual(["back"]);
      } finally {
        await listener.close();
        await proxy.close();
        await scratch.drop();
      }
    }, 40_000);
  });
}

/** A TCP relay to the PostgreSQL server that can be taken down (open connections cut, new ones refused). */
async function startTcpProxy(host: string, port: number) {
  let down = false;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    if (down) return client.destroy();
    const upstream = new Socket();
    upstream.connect(port, host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => {});
      socket.on("close", () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as { port: number }).port,
    setDown(value: boolean) {
      down = value;
      if (value) for (const socket of sockets) socket.destroy();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
