import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { OrderChange } from "@shared/orders/orders";
import { createOrder } from "../setup/order-factory";
import { orders } from "@server/db/schema/orders";
import { user } from "@server/db/schema/auth";
import { adminEnv, signedInAdmin } from "../setup/admins";
import { describeEachDatabase, type TestHarness } from "../setup/test-app";
import { signedInClient, TestClient } from "../setup/test-client";
import { seedItem } from "../setup/menu";

interface ServerSentEvent {
  event: string;
  data: string;
}

/** Reads a text/event-stream Response body event by event, as EventSource would. */
class EventStreamReader {
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();
  private buffer = "";
  private readonly queued: ServerSentEvent[] = [];

  constructor(res: Response) {
    this.reader = res.body!.getReader();
  }

  /** Every event up to and including the first that `matches`; fails after `timeoutMs`. */
  async until(matches: (event: ServerSentEvent) => boolean, timeoutMs = 5_000): Promise<ServerSentEvent[]> {
    const seen: ServerSentEvent[] = [];
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (this.queued.length > 0) {
        const event = this.queued.shift()!;
        seen.push(event);
        if (matches(event)) return seen;
      }
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`no matching event within ${timeoutMs} ms; saw ${JSON.stringify(seen)}`);
      let timer: NodeJS.Timeout | undefined;
      const chunk = await Promise.race([
        this.reader.read(),
        new Promise<"timeout">((resolve) => {
          timer = setTimeout(() => resolve("timeout"), remaining);
        }),
      ]).finally(() => clearTimeout(timer));
      if (chunk === "timeout") continue;
      if (chunk.done) throw new Error(`the stream ended; saw ${JSON.stringify(seen)}`);
      this.buffer += this.decoder.decode(chunk.value, { stream: true });
      let end: number;
      while ((end = this.buffer.indexOf("\n\n")) >= 0) {
        const block = this.buffer.slice(0, end);
        this.buffer = this.buffer.slice(end + 2);
        const event: ServerSentEvent = { event: "message", data: "" };
        for (const line of block.split("\n")) {
          if (line.startsWith("event:")) event.event = line.slice(6).trim();
          else if (line.startsWith("data:")) event.data += line.slice(5).trim();
        }
        if (!block.split("\n").every((line) => line.startsWith(":"))) this.queued.push(event);
      }
    }
  }

  close(): Promise<void> {
    return this.reader.cancel();
  }
}

const change = (event: ServerSentEvent) => (event.event === "order" ? (JSON.parse(event.data) as OrderChange) : null);
const isOrderEvent =
  (id: string, test: (c: OrderChange) => boolean = () => true) =>
  (event: ServerSentEvent) => {
    const c = change(event);
    return c !== null && c.id === id && test(c);
  };

async function userId(h: TestHarness, email: string) {
  const [row] = await h.ctx.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row!.id;
}

async function openStream(client: TestClient, path: string): Promise<EventStreamReader> {
  const res = await client.request(path);
  expect(res.status).toBe(200);
  expect(res.headers.get("Content-Type")).toMatch(/^text\/event-stream/);
  const stream = new EventStreamReader(res);
  await stream.until((event) => event.event === "ready");
  return stream;
}

describeEachDatabase(
  "live order changes over Server-Sent Events (LISTEN/NOTIFY)",
  (harness) => {
    beforeAll(async () => {
      await harness().ctx.orderEvents.start(harness().ctx.database);
    });
    afterAll(async () => {
      await harness().ctx.orderEvents.close();
    });

    it("the admin stream carries every new order and every change, whoever the customer", async () => {
      const h = harness();
      const item = await seedItem(h, { category: {}, item: { priceCents: 1599 } });
      const { client: admin } = await signedInAdmin(h);
      const stream = await openStream(admin, "/api/admin/orders/events");
      try {
        const order = await createOrder(h.ctx.db, { lines: [{ itemId: item.id, quantity: 1, priceCents: 1599 }] });
        const [inserted] = (await stream.until(isOrderEvent(order.id))).slice(-1);
        expect(change(inserted!)).toEqual({ id: order.id, customerId: null, status: "pending", paymentStatus: "unpaid", op: "insert" });

        // Paid by the payment flow…
        await h.ctx.db.update(orders).set({ paymentStatus: "paid", paidAt: new Date() }).where(eq(orders.id, order.id));
        await stream.until(isOrderEvent(order.id, (c) => c.op === "update" && c.paymentStatus === "paid"));

        // …and moved on by an admin through the API.
        expect(
          (await admin.request(`/api/admin/orders/${order.id}/status`, { method: "PATCH", json: { status: "processing" } })).status,
        ).toBe(200);
        await stream.until(isOrderEvent(order.id, (c) => c.status === "processing" && c.paymentStatus === "paid"));
      } finally {
        await stream.close();
      }
    });

    it("the customer stream carries the customer's own orders and never another customer's", async () => {
      const h = harness();
      const item = await seedItem(h, { category: {}, item: { priceCents: 1599 } });
      const alice = await signedInClient(h, "alice@example.com");
      await signedInClient(h, "bob@example.com");
      const { client: admin } = await signedInAdmin(h);
      const [aliceId, bobId] = [await userId(h, "alice@example.com"), await userId(h, "bob@example.com")];
      const line = [{ itemId: item.id, quantity: 1, priceCents: 1599 }];
      const stream = await openStream(alice, "/api/account/orders/events");
      try {
        // Bob's order and its change come first, then Alice's: notifications arrive in commit
        // order, so everything Alice's stream shows before her own event would include Bob's.
        const bobs = await createOrder(h.ctx.db, { customerId: bobId, customerEmail: "bob@example.com", lines: line });
        await admin.request(`/api/admin/orders/${bobs.id}/status`, { method: "PATCH", json: { status: "completed" } });
        const guest = await createOrder(h.ctx.db, { lines: line });
        const alices = await createOrder(h.ctx.db, { customerId: aliceId, customerEmail: "alice@example.com", lines: line });
        const seen = await stream.until(isOrderEvent(alices.id));
        expect(seen.map((event) => change(event)?.id)).toEqual([alices.id]);
        expect(seen.map((event) => event.data).join()).not.toContain(bobs.id);
        expect(seen.map((event) => event.data).join()).not.toContain(guest.id);

        await admin.request(`/api/admin/orders/${bobs.id}/status`, { method: "PATCH", json: { status: "cancelled" } });
        await admin.request(`/api/admin/orders/${alices.id}/status`, { method: "PATCH", json: { status: "processing" } });
        const next = await stream.until(isOrderEvent(alices.id, (c) => c.status === "processing"));
        expect(next.map((event) => change(event)?.customerId)).toEqual([aliceId]);
      } finally {
        await stream.close();
      }
    });

    it("when changes may have been missed (the LISTEN session came back), every stream gets 'resync' and goes on", async () => {
      const h = harness();
      const item = await seedItem(h, { category: {}, item: { priceCents: 1599 } });
      const { client: admin } = await signedInAdmin(h);
      const customer = await signedInClient(h, "dora@example.com");
      const adminStream = await openStream(admin, "/api/admin/orders/events");
      const customerStream = await openStream(customer, "/api/account/orders/events");
      try {
        h.ctx.orderEvents.resync();
        await adminStream.until((event) => event.event === "resync");
        await customerStream.until((event) => event.event === "resync");
        const order = await createOrder(h.ctx.db, { lines: [{ itemId: item.id, quantity: 1, priceCents: 1599 }] });
        await adminStream.until(isOrderEvent(order.id));
      } finally {
        await adminStream.close();
        await customerStream.close();
      }
    });

    it("streams need the right session, and a closed stream unsubscribes", async () => {
      const h = harness();
      expect((await new TestClient(h, "192.0.2.201").request("/api/account/orders/events")).status).toBe(401);
      const customer = await signedInClient(h, "carla@example.com");
      expect((await customer.request("/api/admin/orders/events")).status).toBe(403);

      const before = h.ctx.orderEvents.subscriberCount;
      const stream = await openStream(customer, "/api/account/orders/events");
      expect(h.ctx.orderEvents.subscriberCount).toBe(before + 1);
      await stream.close();
      await expect.poll(() => h.ctx.orderEvents.subscriberCount).toBe(before);
    });
  },
  { env: adminEnv },
);
