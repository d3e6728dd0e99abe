import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shortOrderId } from "@shared/orders/orders";
import { textsFor } from "@shared/texts/registry.server";
import { mailOutbox } from "@server/db/schema/mail";
import { orders } from "@server/db/schema/orders";
import { smsInboundMessages, smsOptOuts, smsOutbox } from "@server/db/schema/sms";
import { EnvError, parseEnv } from "@server/env";
import { INBOUND_MESSAGE_KEEP_DAYS } from "@server/services/sms/inbound";
import { toE164 } from "@server/services/sms/phone";
import { twilioSignature } from "@server/services/sms/twilio-signature";
import { OPTED_OUT_ERROR } from "@server/services/sms/worker";
import { adminEnv, signedInAdmin } from "../setup/admins";
import { checkoutDetails } from "../setup/checkout-details";
import { createOrder } from "../setup/order-factory";
import { describeEachDatabase, type TestHarness } from "../setup/test-app";
import { signedInClient, type TestClient } from "../setup/test-client";
import { seedItem } from "../setup/menu";

/**
 * Staff at the counter (ADR 0016), 'your order is ready' by text: opted in at checkout, one message per order whatever
 * the kitchen taps, STOP honoured, Twilio's API spoken over HTTP, its webhook's signature checked.
 */

const PHONE_TYPED = "(323) 555-0199";
const PHONE = "+13235550199";

async function paidOrder(h: TestHarness, fields: Partial<typeof orders.$inferInsert> = {}) {
  const item = await seedItem(h);
  return createOrder(h.ctx.db, {
    paid: true,
    customerPhone: PHONE_TYPED,
    smsOptIn: true,
    lines: [{ itemId: item.id, quantity: 1, priceCents: 1599 }],
    ...fields,
  });
}

const setStatus = (admin: TestClient, orderId: string, status: string) =>
  admin.request(`/api/admin/orders/${orderId}/status`, { method: "PATCH", json: { status } });

const readyMails = async (h: TestHarness, orderId: string) =>
  (await h.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.relatedOrderId, orderId))).filter((mail) =>
    mail.dedupeKey?.startsWith("order-ready:"),
  );

describe("phone numbers and Twilio settings", () => {
  it("texts only numbers it can write in E.164", () => {
    expect(toE164("(323) 555-0199")).toBe("+13235550199");
    expect(toE164("1-323-555-0199")).toBe("+13235550199");
    expect(toE164("+52 55 1234 5678")).toBe("+525512345678");
    expect(toE164("555-0199")).toBeNull();
    expect(toE164("call me")).toBeNull();
  });

  it("needs all three Twilio settings or none", () => {
    const sid = `AC${"a".repeat(32)}`;
    expect(() => parseEnv({ TWILIO_ACCOUNT_SID: sid })).toThrow(EnvError);
    try {
      parseEnv({ TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: "secret-token-0123456789" });
    } catch (error) {
      expect((error as EnvError).problems).toEqual([expect.stringMatching(/^TWILIO_FROM: required with/)]);
      // The token's value is never repeated in the message.
      expect((error as Error).message).not.toContain("secret-token");
    }
    expect(() =>
      parseEnv({ TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: "secret-token-0123456789", TWILIO_FROM: "+13235550142" }),
    ).not.toThrow();
  });
});

describeEachDatabase(
  "SMS through the dev outbox",
  (harness) => {
    it("ready → one e-mail and one text, in the order's language, on a double tap and a flip back and forth", async () => {
      const h = harness();
      const order = await paidOrder(h, { locale: "es" });
      const { client: admin } = await signedInAdmin(h);
      // A double tap: two requests at once.
      const taps = await Promise.all([setStatus(admin, order.id, "ready"), setStatus(admin, order.id, "ready")]);
      expect(taps.map((res) => res.status)).toEqual([200, 200]);
      expect((await setStatus(admin, order.id, "ready")).status).toBe(200);
      expect((await setStatus(admin, order.id, "processing")).status).toBe(200);
      expect((await setStatus(admin, order.id, "ready")).status).toBe(200);
      await h.deliverMail();
      expect(await h.deliverSms()).toBe(1);
      expect(await h.deliverSms()).toBe(0);

      expect(await readyMails(h, order.id)).toHaveLength(1);
      const texts = await h.smsOutbox(PHONE);
      expect(texts).toEqual([
        {
          to: PHONE,
          body: textsFor("es").smsTexts.orderReady(h.ctx.config.shop.name, shortOrderId(order.id)),
          createdAt: expect.any(String),
        },
      ]);
      expect(texts[0]!.body).toContain("Responde STOP");
      const [row] = await h.ctx.db.select().from(smsOutbox);
      expect(row).toMatchObject({
        status: "sent",
        kind: "order_ready",
        locale: "es",
        relatedOrderId: order.id,
        dedupeKey: `order-ready-sms:${order.id}`,
      });

      // The dev outbox page lists it, newest first, for this machine only.
      const page = await h.request("/dev/sms");
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(PHONE);
      // Each message says the language it was written in (the outbox's locale), in the page's.
      expect(html).toMatch(new RegExp(`To \\${PHONE} · [^<]+ · Spanish</small>`));
      const spanishPage = await (await h.request("/dev/sms", { headers: { "Accept-Language": "es" } })).text();
      expect(spanishPage).toMatch(new RegExp(`Para \\${PHONE} · [^<]+ · español</small>`));
      const elsewhere = await h.app.request("/dev/sms.json", {}, { incoming: { socket: { remoteAddress: "192.0.2.7" } } });
      expect(elsewhere.status).toBe(404);
    });

    it("no text without the customer's opt-in, nor to a number that cannot be texted", async () => {
      const h = harness();
      const notOptedIn = await paidOrder(h, { smsOptIn: false });
      const badNumber = await createOrder(h.ctx.db, {
        paid: true,
        smsOptIn: true,
        customerPhone: "555-0199",
        lines: [{ itemId: await itemIdOf(h), quantity: 1, priceCents: 1599 }],
      });
      const { client: admin } = await signedInAdmin(h);
      for (const id of [notOptedIn.id, badNumber.id]) expect((await setStatus(admin, id, "ready")).status).toBe(200);
      expect(await h.deliverSms()).toBe(0);
      expect(await h.ctx.db.select().from(smsOutbox)).toEqual([]);
      // The e-mail still goes.
      expect(await readyMails(h, notOptedIn.id)).toHaveLength(1);
    });

    it("checkout stores the opt-in, off unless ticked", async () => {
      const h = harness();
      const item = await seedItem(h);
      const client = await signedInClient(h, "cliente@example.com");
      const place = async (extra: Record<string, unknown>) => {
        const res = await client.request("/api/checkout", {
          method: "POST",
          json: {
            idempotencyKey: `sms-key-${crypto.randomUUID()}`,
            details: checkoutDetails(h),
            lines: [{ itemId: item.id, quantity: 1 }],
            ...extra,
          },
        });
        expect(res.status).toBe(200);
        return ((await res.json()) as { orderId: string }).orderId;
      };
      const ticked = await place({ smsOptIn: true });
      const unticked = await place({});
      const stored = await h.ctx.db.select({ id: orders.id, smsOptIn: orders.smsOptIn }).from(orders);
      expect(stored).toEqual(
        expect.arrayContaining([
          { id: ticked, smsOptIn: true },
          { id: unticked, smsOptIn: false },
        ]),
      );
    });

    it("the inbound webhook is not there without Twilio", async () => {
      const h = harness();
      const res = await h.request("/api/sms/inbound", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ From: PHONE, Body: "STOP" }),
      });
      expect(res.status).toBe(404);
      expect(await h.ctx.db.select().from(smsOptOuts)).toEqual([]);
    });
  },
  { env: adminEnv },
);

async function itemIdOf(h: TestHarness): Promise<string> {
  const { items } = await import("@server/db/schema/menu");
  const [row] = await h.ctx.db.select({ id: items.id }).from(items).limit(1);
  return row!.id;
}

// ---------------------------------------------------------------------------------------------
// Twilio: a local server speaking its Messages API

interface TwilioRequest {
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: Record<string, string>;
}

const SID = `AC${"0123456789abcdef".repeat(2)}`;
const TOKEN = "twilio-test-auth-token-0123";
const FROM = "+13235550142";
const twilio = { server: undefined as Server | undefined, requests: [] as TwilioRequest[], answer: { status: 201, body: {} as object } };

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = "";
    req.on("data", (chunk: Buffer) => (data += chunk.toString("utf8")));
    req.on("end", () => resolve(data));
  });

beforeAll(async () => {
  twilio.server = createServer((req, res) => {
    void readBody(req).then((body) => {
      twilio.requests.push({
        path: req.url ?? "",
        authorization: req.headers.authorization,
        contentType: req.headers["content-type"],
        form: Object.fromEntries(new URLSearchParams(body)),
      });
      const { status, body: answer } = twilio.answer;
      res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => twilio.server!.listen(0, "127.0.0.1", resolve));
});
afterAll(() => new Promise<void>((resolve) => twilio.server?.close(() => resolve())));

const twilioEnv = () => ({
  ...adminEnv,
  TWILIO_ACCOUNT_SID: SID,
  TWILIO_AUTH_TOKEN: TOKEN,
  TWILIO_FROM: FROM,
  TWILIO_API_URL: `http://127.0.0.1:${(twilio.server!.address() as AddressInfo).port}`,
});

let messageCount = 0;
/** A new message id, as Twilio gives each message ('SM' and 32 hex digits). */
const newMessageSid = () => `SM${(++messageCount).toString(16).padStart(32, "0")}`;

/** Twilio's form post of a message from a customer's phone (a new message unless its id is given). */
function inboundRequest(body: string, messageSid = newMessageSid()) {
  return new URLSearchParams({ MessageSid: messageSid, AccountSid: SID, From: PHONE, To: FROM, Body: body });
}

/** Posts it to the webhook, signed unless told otherwise. */
async function post(h: TestHarness, params: URLSearchParams, signature?: string) {
  const url = `${h.ctx.config.publicUrl}/api/sms/inbound`;
  return h.request("/api/sms/inbound", {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Twilio-Signature": signature ?? twilioSignature(TOKEN, url, params),
    },
    body: params,
  });
}

/** A message from a customer's phone, as Twilio posts it (signed unless told otherwise). */
const inbound = (h: TestHarness, body: string, signature?: string) => post(h, inboundRequest(body), signature);

describeEachDatabase(
  "SMS through Twilio",
  (harness) => {
    it("sends the message to Twilio's Messages API with Basic auth and a form body", async () => {
      const h = harness();
      twilio.requests = [];
      twilio.answer = { status: 201, body: { sid: "SMfeedface", status: "queued" } };
      const order = await paidOrder(h);
      const { client: admin } = await signedInAdmin(h);
      expect((await setStatus(admin, order.id, "ready")).status).toBe(200);
      expect(await h.deliverSms()).toBe(1);

      expect(twilio.requests).toEqual([
        {
          path: `/2010-04-01/Accounts/${SID}/Messages.json`,
          authorization: `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString("base64")}`,
          contentType: "application/x-www-form-urlencoded",
          form: { To: PHONE, From: FROM, Body: textsFor("en").smsTexts.orderReady(h.ctx.config.shop.name, shortOrderId(order.id)) },
        },
      ]);
      const [row] = await h.ctx.db.select().from(smsOutbox);
      expect(row).toMatchObject({ status: "sent", providerMessageId: "SMfeedface", attempts: 1 });
      // No dev outbox while Twilio is the provider.
      expect((await h.request("/dev/sms.json")).status).toBe(404);
    });

    it("retries while Twilio is down, gives up on an invalid number", async () => {
      const h = harness();
      twilio.requests = [];
      twilio.answer = { status: 503, body: { code: 20503, message: "Service unavailable" } };
      const order = await paidOrder(h);
      const { client: admin } = await signedInAdmin(h);
      await setStatus(admin, order.id, "ready");
      expect(await h.deliverSms()).toBe(0);
      let [row] = await h.ctx.db.select().from(smsOutbox);
      expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: expect.stringContaining("503") });
      expect(row!.lastError).not.toContain(TOKEN);

      twilio.answer = { status: 400, body: { code: 21211, message: "The 'To' number is not a valid phone number." } };
      await h.ctx.db.update(smsOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
      await h.deliverSms();
      // A refusal for good ends it on its second attempt, as the mail worker does.
      [row] = await h.ctx.db.select().from(smsOutbox);
      expect(row).toMatchObject({ status: "failed", attempts: 2, lastError: expect.stringContaining("21211") });
      expect(twilio.requests).toHaveLength(2);
    });

    it("the webhook refuses a bad signature (403) and stores STOP from a good one; later texts are not sent", async () => {
      const h = harness();
      twilio.requests = [];
      twilio.answer = { status: 201, body: { sid: "SM1" } };
      // Queued before the customer says STOP: the worker checks again at send time.
      const first = await paidOrder(h);
      const { client: admin } = await signedInAdmin(h);
      await setStatus(admin, first.id, "ready");

      const forged = await inbound(
        h,
        "STOP",
        twilioSignature("not-the-token", `${h.ctx.config.publicUrl}/api/sms/inbound`, new URLSearchParams()),
      );
      expect(forged.status).toBe(403);
      expect((await inbound(h, "STOP", "")).status).toBe(403);
      expect(await h.ctx.db.select().from(smsOptOuts)).toEqual([]);

      const stop = await inbound(h, "  stop ");
      expect(stop.status).toBe(200);
      expect(stop.headers.get("Content-Type")).toMatch(/^text\/xml/);
      expect(await stop.text()).toContain("<Response/>");
      expect(await h.ctx.db.select({ phone: smsOptOuts.phone }).from(smsOptOuts)).toEqual([{ phone: PHONE }]);

      expect(await h.deliverSms()).toBe(0);
      const [queued] = await h.ctx.db.select().from(smsOutbox);
      expect(queued).toMatchObject({ status: "failed", lastError: OPTED_OUT_ERROR });

      // A later order from the same number: nothing is queued at all.
      const second = await createOrder(h.ctx.db, {
        paid: true,
        smsOptIn: true,
        customerPhone: "323-555-0199",
        lines: [{ itemId: await itemIdOf(h), quantity: 1, priceCents: 1599 }],
      });
      await setStatus(admin, second.id, "ready");
      expect(await h.ctx.db.select().from(smsOutbox).where(eq(smsOutbox.relatedOrderId, second.id))).toEqual([]);
      expect(await h.deliverSms()).toBe(0);
      expect(twilio.requests).toEqual([]);

      // START lets texts through again; other words change nothing.
      expect((await inbound(h, "Thanks!")).status).toBe(200);
      expect(await h.ctx.db.select().from(smsOptOuts)).toHaveLength(1);
      expect((await inbound(h, "START")).status).toBe(200);
      expect(await h.ctx.db.select().from(smsOptOuts)).toEqual([]);
    });

    it("a signed message played again changes nothing: an old START after a newer STOP does not subscribe again", async () => {
      const h = harness();
      const optedOut = async () => (await h.ctx.db.select({ phone: smsOptOuts.phone }).from(smsOptOuts)).length > 0;
      const start = inboundRequest("START");
      const stop = inboundRequest("STOP");
      expect((await post(h, stop)).status).toBe(200);
      expect(await optedOut()).toBe(true);
      expect((await post(h, start)).status).toBe(200);
      expect(await optedOut()).toBe(false);
      // The customer says STOP again; someone plays the signed START back, twice at once.
      expect((await post(h, inboundRequest("STOP"))).status).toBe(200);
      const replays = await Promise.all([post(h, start), post(h, start)]);
      expect(replays.map((res) => res.status)).toEqual([200, 200]);
      expect(await replays[0]!.text()).toContain("<Response/>");
      expect(await optedOut()).toBe(true);
      // And the first STOP played back after a START: still subscribed.
      expect((await post(h, inboundRequest("START"))).status).toBe(200);
      expect((await post(h, stop)).status).toBe(200);
      expect(await optedOut()).toBe(false);
      expect(await h.ctx.db.select().from(smsInboundMessages)).toHaveLength(4);

      // A signed post without a message id is acted on by no one.
      const anonymous = new URLSearchParams({ AccountSid: SID, From: PHONE, To: FROM, Body: "STOP" });
      expect((await post(h, anonymous)).status).toBe(200);
      expect(await optedOut()).toBe(false);
    });

    it("message ids are forgotten after INBOUND_MESSAGE_KEEP_DAYS, as new messages arrive", async () => {
      const h = harness();
      const old = new Date(Date.now() - (INBOUND_MESSAGE_KEEP_DAYS + 1) * 24 * 60 * 60_000);
      const recent = new Date(Date.now() - (INBOUND_MESSAGE_KEEP_DAYS - 1) * 24 * 60 * 60_000);
      await h.ctx.db.insert(smsInboundMessages).values([
        { messageSid: "SMold", receivedAt: old },
        { messageSid: "SMrecent", receivedAt: recent },
      ]);
      expect((await inbound(h, "Hola")).status).toBe(200);
      const kept = await h.ctx.db.select({ messageSid: smsInboundMessages.messageSid }).from(smsInboundMessages);
      expect(kept).toHaveLength(2);
      expect(kept).toEqual(expect.arrayContaining([{ messageSid: "SMrecent" }, { messageSid: expect.stringMatching(/^SM[0-9a-f]{32}$/) }]));
    });
  },
  { env: twilioEnv },
);
