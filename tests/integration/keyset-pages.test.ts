import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import type { MessageList } from "@shared/messages/messages";
import type { AdminOrderList } from "@shared/orders/orders";
import { createCategory, createItem } from "@server/db/factories";
import { mailOutbox } from "@server/db/schema/mail";
import { messages } from "@server/db/schema/messages";
import { orders } from "@server/db/schema/orders";
import { adminEnv, signedInAdmin } from "../setup/admins";
import { createOrder } from "../setup/order-factory";
import { describeEachDatabase, type TestHarness } from "../setup/test-app";
import type { TestClient } from "../setup/test-client";

/**
 * The speed work (ADR 0019): the admin's long lists go page by page from a cursor (the last row's creation time
 * and id), each page read from an index. Every row comes exactly once, newest first, even when
 * rows share a creation time, or differ by microseconds only (which a millisecond cursor loses).
 */

const json = async <T>(res: Response) => (await res.json()) as T;

/** Creation times with ties, and rows a microsecond apart within one millisecond. */
const TIMES = [
  "2026-03-01 12:00:00.000100+00",
  "2026-03-01 12:00:00.000100+00",
  "2026-03-01 12:00:00.000100+00",
  "2026-03-01 12:00:00.000101+00",
  "2026-03-01 12:00:00.000099+00",
  "2026-03-01 11:00:00+00",
  "2026-03-01 11:00:00+00",
  "2026-03-02 09:30:00.5+00",
];

async function allPages<T extends { hasMore: boolean; nextCursor: string | null }>(
  admin: TestClient,
  path: (cursor: string | null) => string,
  rowsOf: (page: T) => { id: string }[],
) {
  const seen: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 50; pages++) {
    const res = await admin.request(path(cursor));
    expect(res.status, await res.clone().text()).toBe(200);
    const page = await json<T>(res);
    seen.push(...rowsOf(page).map((row) => row.id));
    expect(page.nextCursor === null).toBe(!page.hasMore);
    if (!page.nextCursor) return seen;
    cursor = page.nextCursor;
  }
  throw new Error("the pages never ended");
}

async function ordersWithTies(h: TestHarness) {
  const category = await createCategory(h.ctx.db, { name: "Carnes", slug: `carnes-${randomUUID().slice(0, 6)}` });
  const item = await createItem(h.ctx.db, { categoryId: category.id, name: "Tamales", priceCents: 1800 });
  const ids: string[] = [];
  for (const [n, time] of TIMES.entries()) {
    const order = await createOrder(h.ctx.db, {
      lines: [{ itemId: item.id, quantity: 1 + n, priceCents: 1800 }],
      paid: n % 2 === 0,
      status: n % 3 === 0 ? "completed" : "pending",
    });
    await h.ctx.db
      .update(orders)
      .set({ createdAt: sql`${time}::timestamptz` })
      .where(eq(orders.id, order.id));
    ids.push(order.id);
  }
  return ids;
}

/** The ids in the list's order, as the database sorts them (time to the microsecond, then id). */
async function expectedOrderIds(h: TestHarness, where?: ReturnType<typeof eq>) {
  const rows = await h.ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(sql`${orders.createdAt} desc, ${orders.id} desc`);
  return rows.map((row) => row.id);
}

describeEachDatabase(
  "keyset pages of the admin's lists",
  (harness) => {
    it("orders: every order exactly once, newest first, through ties and microseconds, with and without a status", async () => {
      const h = harness();
      const ids = await ordersWithTies(h);
      const { client: admin } = await signedInAdmin(h);
      const expected = await expectedOrderIds(h);
      expect(new Set(expected)).toEqual(new Set(ids));
      for (const limit of [1, 2, 3, 50]) {
        const seen = await allPages<AdminOrderList>(
          admin,
          (cursor) => `/api/admin/orders?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
          (page) => page.orders,
        );
        expect(seen).toEqual(expected);
      }
      const pending = await allPages<AdminOrderList>(
        admin,
        (cursor) => `/api/admin/orders?status=pending&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
        (page) => page.orders,
      );
      expect(pending).toEqual(await expectedOrderIds(h, eq(orders.status, "pending")));
      expect(pending.length).toBeGreaterThan(2);

      // Today's clients: limit alone still pages as before; the answer says where to go on.
      const first = await json<AdminOrderList>(await admin.request("/api/admin/orders?limit=3"));
      expect(first.orders.map((order) => order.id)).toEqual(expected.slice(0, 3));
      expect(first.orders[0]!.lines).toHaveLength(1);
      expect(first).toMatchObject({ hasMore: true, nextCursor: expect.stringMatching(/^2026-03-01T12:00:00\.000100Z_/) });
      const all = await json<AdminOrderList>(await admin.request("/api/admin/orders?limit=50"));
      expect(all).toMatchObject({ hasMore: false, nextCursor: null });

      // A cursor the server did not hand out is refused with a clear 400.
      for (const bad of ["yesterday", "2026-03-01T12:00:00.000Z_not-an-id", `2026-13-45T12:00:00.000000Z_${randomUUID()}`]) {
        const res = await admin.request(`/api/admin/orders?cursor=${encodeURIComponent(bad)}`);
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({
          error: { code: "validation_failed", fields: { cursor: "cursor must be the nextCursor of a previous page." } },
        });
      }
    });

    it("messages: contact messages and sent e-mails exactly once, newest first, ties across both tables", async () => {
      const h = harness();
      const contactIds: string[] = [];
      const emailIds: string[] = [];
      for (const [n, time] of TIMES.entries()) {
        const [contact] = await h.ctx.db
          .insert(messages)
          .values({
            name: `Vecina ${n}`,
            email: `vecina-${n}@example.com`,
            message: `¿Hay costillas? ${n}`,
            createdAt: sql`${time}::timestamptz`,
          })
          .returning({ id: messages.id });
        contactIds.push(contact!.id);
        // Sent e-mails are listed at the time they went out.
        const [email] = await h.ctx.db
          .insert(mailOutbox)
          .values({
            kind: "order_status",
            toEmail: `cliente-${n}@example.com`,
            fromEmail: "shop@example.com",
            subject: `Order ${n}`,
            textBody: `Your order ${n}`,
            htmlBody: `<p>Your order ${n}</p>`,
            status: "sent",
            createdAt: sql`${time}::timestamptz - interval '1 minute'`,
            sentAt: sql`${time}::timestamptz`,
          })
          .returning({ id: mailOutbox.id });
        emailIds.push(email!.id);
      }
      // Its own sign-in e-mail is sent, and left out like every sign-in link.
      const { client: admin } = await signedInAdmin(h);
      // Neither a sign-in link nor a mail still waiting is correspondence.
      await h.ctx.db.insert(mailOutbox).values([
        {
          kind: "magic_link",
          toEmail: "a@example.com",
          fromEmail: "shop@example.com",
          subject: "Sign in",
          textBody: "",
          htmlBody: "",
          status: "sent",
          isSensitive: true,
          sentAt: new Date(),
        },
        {
          kind: "order_status",
          toEmail: "b@example.com",
          fromEmail: "shop@example.com",
          subject: "Later",
          textBody: "x",
          htmlBody: "x",
          status: "pending",
        },
      ]);
      const expected = (
        await h.ctx.db
          .select({ id: sql<string>`id` })
          .from(sql`combined_messages`)
          .where(sql`type = 'contact_form' or id in (select id from mail_outbox where status = 'sent' and not is_sensitive)`)
          .orderBy(sql`created_at desc, id desc`)
      ).map((row) => row.id);
      expect(new Set(expected)).toEqual(new Set([...contactIds, ...emailIds]));

      for (const [type, ids] of [
        ["all", expected],
        ["contact_form", expected.filter((id) => contactIds.includes(id))],
        ["email", expected.filter((id) => emailIds.includes(id))],
      ] as const) {
        for (const limit of [1, 2, 5]) {
          const seen = await allPages<MessageList>(
            admin,
            (cursor) => `/api/admin/messages?type=${type}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
            (page) => page.messages,
          );
          expect(seen, `${type}, ${limit} a page`).toEqual(ids);
        }
      }
      const first = await json<MessageList>(await admin.request("/api/admin/messages?type=all&limit=2"));
      expect(first.messages[0]).toMatchObject({ type: expect.any(String), createdAt: "2026-03-02T09:30:00.500Z" });
      expect(first.hasMore).toBe(true);

      // The unread count: contact messages not read, and sent e-mails marked unread; nothing else.
      await h.ctx.db
        .update(messages)
        .set({ isRead: true })
        .where(inArray(messages.id, contactIds.slice(0, 5)));
      await h.ctx.db
        .update(mailOutbox)
        .set({ isRead: false })
        .where(inArray(mailOutbox.id, emailIds.slice(0, 2)));
      await h.ctx.db.update(mailOutbox).set({ isRead: false }).where(eq(mailOutbox.status, "pending"));
      expect(await json(await admin.request("/api/admin/messages/unread-count"))).toEqual({ unread: 3 + 2 });
    });
  },
  { env: adminEnv },
);
