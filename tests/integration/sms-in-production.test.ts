import { desc, eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from "vitest";
import { orderErrorTexts } from "@shared/texts/orders-admin";
import { warnIfTextMessagesOff } from "@server/composition-root";
import { createConfig } from "@server/config";
import { parseEnv } from "@server/env";
import { createItem } from "@server/db/factories";
import { mailOutbox } from "@server/db/schema/mail";
import { orderEdits, orderItems, orders } from "@server/db/schema/orders";
import { devSms, smsOutbox } from "@server/db/schema/sms";
import { NO_SMS_PROVIDER_ERROR } from "@server/services/sms/transports";
import { loadShop } from "~/lib/shop.server";
import { adminEnv } from "../setup/admins";
import { FakeStripe } from "../setup/fake-stripe";
import { checkoutBody, counterWithCarnitas, fixClock, newKey, setShopSettings, staffOrder } from "../setup/ordering-ahead";
import { createOrder } from "../setup/order-factory";
import { describeEachDatabase, FROM_THIS_MACHINE, type TestHarness } from "../setup/test-app";
import { TestClient, verifyPathOf } from "../setup/test-client";

/**
 * A shop in production without TWILIO_*: it starts (and says so in its log), but no text is
 * offered or queued, since the dev SMS outbox is for demo mode and nobody reads it there. The
 * checkout does not offer 'Text me when my order is ready', staff send payment links by e-mail
 * only, and a text left in the outbox from before fails with the reason. Demo mode keeps the dev
 * SMS outbox (sms.test.ts).
 */

const fake = new FakeStripe();
beforeAll(() => fake.start());
afterAll(() => fake.stop());

const SECRETS = {
  BETTER_AUTH_SECRET: "p".repeat(40),
  SMTP_URL: "smtp://127.0.0.1:1",
  STRIPE_SECRET_KEY: "sk_test_shop",
  STRIPE_WEBHOOK_SECRET: "whsec_texts_off",
  PUBLIC_URL: "https://shop.example.com",
};
const productionEnv = () => ({ ...adminEnv, ...SECRETS, NODE_ENV: "production", STRIPE_API_URL: fake.url });

/** Log entries at warn level and above, parsed. */
function capturingLogger() {
  const entries: { level: number; msg: string }[] = [];
  const log = pino({ level: "warn" }, { write: (line: string) => void entries.push(JSON.parse(line) as (typeof entries)[number]) });
  return { log, entries };
}

let ip = 0;
/** Signed in through the magic link the shop queued: production has no dev mailbox, so it is read from the outbox. */
async function signedIn(h: TestHarness, email: string): Promise<TestClient> {
  const client = new TestClient(h, `198.18.0.${(ip++ % 250) + 1}`);
  expect((await client.post("/api/auth/sign-in/magic-link", { email, callbackURL: "/auth/callback" })).status).toBe(200);
  const [mail] = await h.ctx.db
    .select({ text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(eq(mailOutbox.toEmail, email))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const link = mail?.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes("/auth/callback?token="));
  expect(link, `a sign-in link for ${email}`).toBeDefined();
  await client.request(verifyPathOf(link!));
  expect(client.hasSessionCookie()).toBe(true);
  return client;
}

/** Don Ernesto with an e-mail, in English, texts allowed. */
const TEXTED_IN_ENGLISH = { details: { email: "ernesto@example.com" }, locale: "en", smsOptIn: true };

type ErrorBody = { error: { code: string; fields?: Record<string, string> } };

it("texts are on in demo mode and with Twilio, off in production without it; start-up says so only then", () => {
  const twilio = {
    TWILIO_ACCOUNT_SID: `AC${"0".repeat(32)}`,
    TWILIO_AUTH_TOKEN: "twilio-test-auth-token-0123",
    TWILIO_FROM: "+13235550142",
  };
  const configs = {
    demo: createConfig(parseEnv({})),
    productionDemo: createConfig(parseEnv({ NODE_ENV: "production", DEMO_MODE: "true" })),
    productionTwilio: createConfig(parseEnv({ NODE_ENV: "production", ...SECRETS, ...twilio })),
    production: createConfig(parseEnv({ NODE_ENV: "production", ...SECRETS })),
  };
  for (const [name, config] of Object.entries(configs)) {
    const { log, entries } = capturingLogger();
    const on = name !== "production";
    expect({ name, enabled: config.sms.enabled, shown: config.shop.hasTextMessages }).toEqual({ name, enabled: on, shown: on });
    expect(warnIfTextMessagesOff(config, log)).toBe(!on);
    expect(entries).toEqual(on ? [] : [expect.objectContaining({ level: 40, msg: expect.stringContaining("Text messages are off") })]);
  }
  const { log, entries } = capturingLogger();
  warnIfTextMessagesOff(configs.production, log);
  expect(entries[0]!.msg).toContain("TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM");
});

describeEachDatabase(
  "texts in production without Twilio",
  (harness) => {
    let h: TestHarness;
    beforeEach(async () => {
      h = harness();
      fixClock();
      await setShopSettings(h);
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it("the pages are told (no opt-in at checkout, links by e-mail), and there is no dev SMS outbox", async () => {
      for (const locale of ["en", "es"] as const) expect((await loadShop({ app: h.ctx }, locale)).hasTextMessages).toBe(false);
      expect(h.ctx.smsTransport.kind).toBe("none");
      expect((await h.app.request("/dev/sms.json", {}, FROM_THIS_MACHINE)).status).toBe(404);
    });

    it("checkout keeps no opt-in, and an order that opted in before the upgrade is texted nothing when ready", async () => {
      const { carnitas } = await counterWithCarnitas(h);
      const customer = await signedIn(h, "cliente@example.com");
      const res = await customer.post("/api/checkout", {
        ...checkoutBody({ preferredTime: "2026-12-01T12:00", lines: [{ itemId: carnitas.id, quantity: 1 }] }),
        smsOptIn: true,
      });
      expect(res.status).toBe(200);
      const { orderId } = (await res.json()) as { orderId: string };
      const [placed] = await h.ctx.db.select({ smsOptIn: orders.smsOptIn }).from(orders).where(eq(orders.id, orderId));
      expect(placed!.smsOptIn).toBe(false);

      const earlier = await createOrder(h.ctx.db, {
        paid: true,
        smsOptIn: true,
        customerPhone: "(323) 555-0199",
        lines: [{ itemId: carnitas.id, quantity: 1, priceCents: 1599 }],
      });
      const admin = await signedIn(h, "admin@example.com");
      const ready = await admin.request(`/api/admin/orders/${earlier.id}/status`, { method: "PATCH", json: { status: "ready" } });
      expect(ready.status).toBe(200);
      expect(await h.ctx.db.select().from(smsOutbox)).toEqual([]);
      // The e-mail still goes.
      const mails = await h.ctx.db.select({ key: mailOutbox.dedupeKey }).from(mailOutbox).where(eq(mailOutbox.relatedOrderId, earlier.id));
      expect(mails.map((mail) => mail.key)).toContain(`order-ready:${earlier.id}`);
      // Nothing can queue one.
      const queued = await h.ctx.sms.enqueue(h.ctx.db, {
        to: "+13235550199",
        body: "x",
        kind: "order_ready",
        locale: "en",
        dedupeKey: "direct",
      });
      expect(queued).toBeNull();
      expect(await h.ctx.db.select().from(smsOutbox)).toEqual([]);
    });

    it("staff cannot send a payment link by text (the payment field says why); by e-mail it goes", async () => {
      const { category } = await counterWithCarnitas(h);
      const tamales = await createItem(h.ctx.db, { categoryId: category.id, name: "Tamales", priceCents: 1800 });
      const admin = await signedIn(h, "owner@example.com");

      const byText = await admin.request("/api/admin/orders", {
        method: "POST",
        json: staffOrder([{ itemId: tamales.id, quantity: 1 }], { method: "link", sendBy: "sms" }, TEXTED_IN_ENGLISH),
      });
      expect(byText.status).toBe(400);
      const refused = (await byText.json()) as ErrorBody;
      expect(refused.error).toMatchObject({ code: "validation_failed", fields: { payment: orderErrorTexts.textsOff } });
      expect(await h.ctx.db.select().from(orders)).toEqual([]);

      const byMail = await admin.request("/api/admin/orders", {
        method: "POST",
        json: staffOrder([{ itemId: tamales.id, quantity: 1 }], { method: "link", sendBy: "email" }, TEXTED_IN_ENGLISH),
      });
      expect(byMail.status).toBe(201);
      const taken = (await byMail.json()) as { order: { id: string; smsOptIn: boolean }; linkSentBy: string };
      expect(taken.linkSentBy).toBe("email");
      const [stored] = await h.ctx.db.select({ smsOptIn: orders.smsOptIn }).from(orders).where(eq(orders.id, taken.order.id));
      expect(stored!.smsOptIn).toBe(false);

      // A paid order grows: the link for the difference goes by e-mail, even to a number that takes texts;
      // asking for it by text is refused before anything changes.
      const paid = await createOrder(h.ctx.db, {
        paid: true,
        paymentProvider: "stripe",
        customerPhone: "(323) 555-0199",
        deliveryTime: new Date(Date.now() + 2 * 60 * 60_000),
        lines: [{ itemId: tamales.id, name: "Tamales", quantity: 1, priceCents: 1800 }],
      });
      const [line] = await h.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, paid.id));
      const grow = (extra: Record<string, unknown>) =>
        admin.request(`/api/admin/orders/${paid.id}/edit`, {
          method: "POST",
          json: { idempotencyKey: newKey(), lines: [{ lineId: line!.id, itemId: tamales.id, quantity: 2 }], ...extra },
        });
      const edit = await grow({ sendLinkBy: "sms" });
      expect(edit.status).toBe(400);
      expect(((await edit.json()) as ErrorBody).error.fields).toEqual({ sendLinkBy: orderErrorTexts.textsOff });
      expect(await h.ctx.db.select().from(orderEdits)).toEqual([]);
      const grown = await grow({});
      expect(grown.status).toBe(200);
      expect(((await grown.json()) as { settlement: object }).settlement).toMatchObject({ kind: "link", sentBy: "email" });
      expect(await h.ctx.db.select().from(smsOutbox)).toEqual([]);
    });

    it("a text left in the outbox from before the upgrade fails with the reason, never lands in the dev outbox", async () => {
      await h.ctx.db
        .insert(smsOutbox)
        .values({ toPhone: "+13235550199", body: "Your order is ready", kind: "order_ready", dedupeKey: "left" });
      expect(await h.deliverSms()).toBe(0);
      // The database's own clock: this suite's Date stands still at the shop's Tuesday morning.
      await h.ctx.db.update(smsOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });
      expect(await h.deliverSms()).toBe(0);
      const [row] = await h.ctx.db.select().from(smsOutbox);
      expect(row).toMatchObject({ status: "failed", lastError: NO_SMS_PROVIDER_ERROR });
      expect(await h.ctx.db.select().from(devSms)).toEqual([]);
    });
  },
  { env: productionEnv },
);
