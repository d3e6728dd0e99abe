import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { MessageDto, MessageList } from "@shared/messages/messages";
import { createCategory, createItem, createMessage } from "@server/db/factories";
import { createOrder } from "../setup/order-factory";
import { mailOutbox } from "@server/db/schema/mail";
import { messages } from "@server/db/schema/messages";
import { adminEnv, signedInAdmin } from "../setup/admins";
import { describeEachDatabase, type TestHarness } from "../setup/test-app";
import type { TestClient } from "../setup/test-client";

const json = async <T>(res: Response) => (await res.json()) as T;
const markRead = (client: TestClient, id: string, body: unknown) =>
  client.request(`/api/admin/messages/${id}`, { method: "PATCH", json: body });
const unreadCount = async (client: TestClient) =>
  (await json<{ unread: number }>(await client.request("/api/admin/messages/unread-count"))).unread;

/** An admin (whose sign-in e-mail is then the only sent e-mail), two contact messages and one order e-mail. */
async function seed(h: TestHarness) {
  const { client: admin, email: adminEmail } = await signedInAdmin(h);
  const category = await createCategory(h.ctx.db);
  const item = await createItem(h.ctx.db, { categoryId: category.id });
  const order = await createOrder(h.ctx.db, {
    customerEmail: "pedro@example.com",
    lines: [{ itemId: item.id, quantity: 1, priceCents: 999 }],
  });
  const older = await createMessage(h.ctx.db, {
    name: "Ana",
    email: "ana@example.com",
    message: "Do you cater for 20?",
    createdAt: new Date(Date.now() - 3 * 60_000),
  });
  const newer = await createMessage(h.ctx.db, {
    name: "Luis",
    email: "luis@example.com",
    phone: "3235550111",
    message: "Open on Sunday?",
    createdAt: new Date(Date.now() - 60_000),
  });
  await h.ctx.mail.enqueue(h.ctx.db, {
    kind: "order_status",
    to: "pedro@example.com",
    toName: "Pedro",
    relatedOrderId: order.id,
    subject: "Your order is ready",
    text: "Come and get it.",
    html: "<p>Come and get it.</p>",
  });
  await h.deliverMail();
  const [sent] = await h.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toEmail, "pedro@example.com"));
  return { admin, adminEmail, order, older, newer, sent: sent! };
}

describeEachDatabase(
  "admin messages API (combined_messages)",
  (harness) => {
    it("lists contact messages and sent e-mails newest first, filtered by type", async () => {
      const h = harness();
      const { admin, adminEmail, order, older, newer, sent } = await seed(h);
      // Not yet sent: not listed (the view shows sent e-mails only).
      await h.ctx.mail.enqueue(h.ctx.db, {
        kind: "order_status",
        to: "later@example.com",
        subject: "Queued",
        text: "x",
        html: "<p>x</p>",
      });

      const all = await json<MessageList>(await admin.request("/api/admin/messages"));
      // The admin's own sign-in link (a sent e-mail too) is not correspondence: left out.
      expect(all.messages.map((m) => m.id)).toEqual([sent.id, newer.id, older.id]);
      expect(all.messages.map((m) => m.toEmail)).not.toContain(adminEmail);
      expect(all.hasMore).toBe(false);
      expect(all.messages[0]).toEqual<MessageDto>({
        id: sent.id,
        type: "email",
        fromName: h.ctx.config.mail.fromName,
        fromEmail: h.ctx.config.mail.from,
        phone: null,
        toEmail: "pedro@example.com",
        subject: "Your order is ready",
        content: "Come and get it.",
        createdAt: sent.sentAt!.toISOString(),
        isRead: true,
        relatedOrderId: order.id,
      });
      expect(all.messages[1]).toMatchObject({
        type: "contact_form",
        fromName: "Luis",
        fromEmail: "luis@example.com",
        phone: "3235550111",
        content: "Open on Sunday?",
        isRead: false,
        subject: null,
      });

      const contact = await json<MessageList>(await admin.request("/api/admin/messages?type=contact_form"));
      expect(contact.messages.map((m) => m.id)).toEqual([newer.id, older.id]);
      const emails = await json<MessageList>(await admin.request("/api/admin/messages?type=email"));
      expect(emails.messages.map((m) => m.id)).toEqual([sent.id]);

      const page = await json<MessageList>(await admin.request("/api/admin/messages?type=all&limit=2"));
      expect(page.messages.map((m) => m.id)).toEqual([sent.id, newer.id]);
      expect(page.hasMore).toBe(true);
    });

    it("marks contact messages and sent e-mails read and unread, each in its own table", async () => {
      const h = harness();
      const { admin, newer, older, sent } = await seed(h);
      expect(await unreadCount(admin)).toBe(2);

      const read = await markRead(admin, newer.id, { type: "contact_form", isRead: true });
      expect(read.status).toBe(200);
      expect(await read.json()).toEqual({ id: newer.id, type: "contact_form", isRead: true });
      expect(await unreadCount(admin)).toBe(1);

      expect((await markRead(admin, newer.id, { type: "contact_form", isRead: false })).status).toBe(200);
      expect((await markRead(admin, sent.id, { type: "email", isRead: false })).status).toBe(200);
      expect(await unreadCount(admin)).toBe(3);
      const [storedMail] = await h.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, sent.id));
      expect(storedMail!.isRead).toBe(false);

      expect((await markRead(admin, sent.id, { type: "email", isRead: true })).status).toBe(200);
      expect((await markRead(admin, older.id, { type: "contact_form", isRead: true })).status).toBe(200);
      const listed = await json<MessageList>(await admin.request("/api/admin/messages"));
      expect(Object.fromEntries(listed.messages.map((m) => [m.id, m.isRead]))).toMatchObject({
        [sent.id]: true,
        [newer.id]: false,
        [older.id]: true,
      });
      expect(await unreadCount(admin)).toBe(1);
    });

    it("refuses bad input with 400 and unknown or mismatched ids with 404", async () => {
      const h = harness();
      const { admin, newer, sent } = await seed(h);
      const unsent = await h.ctx.mail.enqueue(h.ctx.db, {
        kind: "order_status",
        to: "later@example.com",
        subject: "Queued",
        text: "x",
        html: "<p>x</p>",
      });

      for (const [res, field] of [
        [await admin.request("/api/admin/messages?type=sms"), "type"],
        [await admin.request("/api/admin/messages?limit=-1"), "limit"],
        [await markRead(admin, "abc", { type: "contact_form", isRead: true }), "id"],
        [await markRead(admin, newer.id, { type: "letter", isRead: true }), "type"],
        [await markRead(admin, newer.id, { type: "contact_form", isRead: "yes" }), "isRead"],
        [await markRead(admin, newer.id, { type: "contact_form" }), "isRead"],
      ] as const) {
        expect(res.status).toBe(400);
        expect(Object.keys((await json<{ error: { fields: Record<string, string> } }>(res)).error.fields)).toContain(field);
      }
      expect(
        (
          await admin.request(`/api/admin/messages/${newer.id}`, {
            method: "PATCH",
            body: "nope",
            headers: { "Content-Type": "application/json" },
          })
        ).status,
      ).toBe(400);

      // An id of the other table, an unknown id, a mail not sent yet, a sign-in link: not found.
      const [signInLink] = await h.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "magic_link"));
      for (const res of [
        await markRead(admin, signInLink!.id, { type: "email", isRead: false }),
        await markRead(admin, newer.id, { type: "email", isRead: true }),
        await markRead(admin, sent.id, { type: "contact_form", isRead: false }),
        await markRead(admin, "00000000-0000-4000-8000-000000000000", { type: "contact_form", isRead: true }),
        await markRead(admin, unsent!.id, { type: "email", isRead: false }),
      ]) {
        expect(res.status).toBe(404);
      }
      const [stored] = await h.ctx.db.select().from(messages).where(eq(messages.id, newer.id));
      expect(stored!.isRead).toBe(false);
      expect(await unreadCount(admin)).toBe(2);
    });
  },
  { env: adminEnv },
);
