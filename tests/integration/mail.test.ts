import { eq, sql } from "drizzle-orm";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { combinedMessages } from "@server/db/schema/messages";
import { mailOutbox } from "@server/db/schema/mail";
import { createApp } from "@server/app";
import { createLogger } from "@server/lib/logger";
import { isLoopbackHost, warnIfDevMailboxExposed } from "@server/demo-access";
import { renderMail } from "@server/services/mail/layout";
import { createOutbox } from "@server/services/mail/outbox";
import { createSmtpTransport } from "@server/services/mail/transports";
import { DEFAULT_RETRY_WINDOW_MS, MAX_RETRY_DELAY_MS, MailWorker } from "@server/services/mail/worker";
import { freePort } from "../../support/shop-process";
import { describeEachDatabase, testConfig } from "../setup/test-app";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** Log entries at warn level and above, parsed. */
function capturingLogger() {
  const entries: { level: number; msg: string; mailId?: string; host?: string }[] = [];
  const log = pino({ level: "warn" }, { write: (line: string) => void entries.push(JSON.parse(line) as (typeof entries)[number]) });
  return { log, entries, errors: () => entries.filter((entry) => entry.level === 50) };
}

/** A real SMTP server (smtp-server) that can refuse the next N messages, with a 451 unless told. */
function startSmtpServer() {
  const received: Received[] = [];
  let refuseNext = 0;
  let refuseCode = 451;
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        if (refuseNext > 0) {
          refuseNext--;
          const text = refuseCode >= 500 ? "Mailbox unavailable, no such user" : "Mailbox busy, try again later";
          const error = new Error(text) as Error & { responseCode: number };
          error.responseCode = refuseCode;
          return callback(error);
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        callback();
      });
    },
  });
  return {
    received,
    refuse(count: number, code = 451) {
      refuseNext = count;
      refuseCode = code;
    },
    listen: (port = 0) =>
      new Promise<number>((resolve) => server.listen(port, "127.0.0.1", () => resolve((server.server.address() as AddressInfo).port))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describeEachDatabase("mail delivery", (harness) => {
  const smtp = startSmtpServer();
  let port: number;
  beforeAll(async () => {
    port = await smtp.listen();
  });
  afterAll(() => smtp.close());

  const sample = (to: string, dedupeKey?: string) => ({
    kind: "test",
    to,
    dedupeKey,
    ...renderMail(harness().ctx.config.shop, {
      subject: "Your order is ready",
      preheader: "Ready for pickup",
      heading: "¡Listo!",
      blocks: [
        { kind: "paragraph" as const, text: "Your carnitas are ready <b>now</b>." },
        { kind: "table" as const, rows: [{ label: "Total", value: "$17.31", strong: true }] },
      ],
    }),
  });

  function smtpWorker(options = {}, log = createLogger("silent"), smtpPort = port) {
    const transport = createSmtpTransport(`smtp://127.0.0.1:${smtpPort}/?ignoreTLS=true`);
    return new MailWorker(harness().ctx.db, transport, log, options);
  }

  /** Makes the scheduled retry due now, as if the backoff had passed. */
  const backoffPassed = () =>
    harness()
      .ctx.db.update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` });

  it("sends an outbox mail over SMTP with text and escaped HTML", async () => {
    smtp.received.length = 0;
    const { db, config } = harness().ctx;
    await createOutbox(config).enqueue(db, sample("cliente@example.com"));
    const worker = smtpWorker();
    expect(await worker.deliverDue()).toBe(1);
    await worker.stop();
    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message!.to).toEqual(["cliente@example.com"]);
    expect(message!.from).toBe(config.mail.from);
    expect(message!.raw).toContain("Subject: Your order is ready");
    expect(message!.raw).toContain("text/plain");
    expect(message!.raw).toContain("text/html");
    expect(message!.raw).toContain("&lt;b&gt;now&lt;/b&gt;");
    const [row] = await db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
  });

  it("loses nothing when the mail server refuses: retries with backoff and delivers once", async () => {
    smtp.received.length = 0;
    smtp.refuse(1);
    const { db, config } = harness().ctx;
    await createOutbox(config).enqueue(db, sample("retry@example.com"));
    const worker = smtpWorker();
    expect(await worker.deliverDue()).toBe(0);
    const [failed] = await db.select().from(mailOutbox);
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    expect(failed!.lastError).toContain("451");
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 5_000);

    // Not due yet: nothing happens.
    expect(await worker.deliverDue()).toBe(0);
    // The backoff has passed.
    await db.update(mailOutbox).set({ nextAttemptAt: sql`now()` });
    expect(await worker.deliverDue()).toBe(1);
    await worker.stop();
    expect(smtp.received).toHaveLength(1);
    const [sent] = await db.select().from(mailOutbox);
    expect(sent).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("a permanent refusal (550) is tried twice, then marked failed and logged as an error", async () => {
    smtp.received.length = 0;
    smtp.refuse(2, 550);
    const { db, config } = harness().ctx;
    await createOutbox(config).enqueue(db, sample("never@example.com"));
    const { log, errors } = capturingLogger();
    const worker = smtpWorker({}, log);
    await worker.deliverDue();
    const [first] = await db.select().from(mailOutbox);
    expect(first).toMatchObject({ status: "pending", attempts: 1 });
    expect(first!.lastError).toContain("550");
    expect(errors()).toHaveLength(0);
    await backoffPassed();
    await worker.deliverDue();
    await worker.stop();
    const [row] = await db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: "failed", attempts: 2 });
    expect(smtp.received).toHaveLength(0);
    expect(errors()).toEqual([expect.objectContaining({ mailId: row!.id, msg: expect.stringContaining("given up") })]);
  });

  it("keeps retrying while the mail server is down for a while (backoff capped at an hour), then delivers", async () => {
    const { db, config } = harness().ctx;
    await createOutbox(config).enqueue(db, sample("patient@example.com"));
    const downPort = await freePort(); // nothing listens there yet
    const { log, errors } = capturingLogger();
    const worker = smtpWorker({}, log, downPort);
    const delays: number[] = [];
    for (let round = 0; round < 14; round++) {
      const before = Date.now();
      expect(await worker.deliverDue()).toBe(0);
      const [row] = await db.select().from(mailOutbox);
      expect(row).toMatchObject({ status: "pending", attempts: round + 1 });
      delays.push(row!.nextAttemptAt.getTime() - before);
      await backoffPassed();
    }
    // 10 s, 20 s, 40 s … then an hour between tries, never more.
    expect(delays[0]).toBeGreaterThan(5_000);
    expect(delays[1]! / delays[0]!).toBeCloseTo(2, 0);
    expect(Math.max(...delays)).toBeLessThanOrEqual(MAX_RETRY_DELAY_MS + 5_000);
    expect(delays.at(-1)).toBeGreaterThan(MAX_RETRY_DELAY_MS - 5_000);
    expect(errors()).toHaveLength(0);

    const late = startSmtpServer();
    await late.listen(downPort);
    try {
      expect(await worker.deliverDue()).toBe(1);
    } finally {
      await worker.stop();
      await late.close();
    }
    expect(late.received.map((message) => message.to)).toEqual([["patient@example.com"]]);
    const [sent] = await db.select().from(mailOutbox);
    expect(sent).toMatchObject({ status: "sent", attempts: 15 });
  });

  it("gives a temporary failure up only once the mail is older than the retry window, with an error logged", async () => {
    const { db, config } = harness().ctx;
    await createOutbox(config).enqueue(db, sample("stale@example.com"));
    const { log, errors } = capturingLogger();
    const worker = smtpWorker({}, log, await freePort());
    const ago = (ms: number) => sql`now() - ${ms}::bigint * interval '1 millisecond'`;

    await db.update(mailOutbox).set({ createdAt: ago(DEFAULT_RETRY_WINDOW_MS - 60 * 60_000), attempts: 70 });
    await worker.deliverDue();
    expect((await db.select().from(mailOutbox))[0]).toMatchObject({ status: "pending", attempts: 71 });
    expect(errors()).toHaveLength(0);

    await db.update(mailOutbox).set({ createdAt: ago(DEFAULT_RETRY_WINDOW_MS + 60_000), nextAttemptAt: sql`now()` });
    await worker.deliverDue();
    await worker.stop();
    const [row] = await db.select().from(mailOutbox);
    expect(row).toMatchObject({ status: "failed", attempts: 72 });
    expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(errors()).toEqual([expect.objectContaining({ mailId: row!.id, msg: expect.stringContaining("given up") })]);
  });

  it("a mail server that is down does not stop delivery to the others later", async () => {
    const { db, config } = harness().ctx;
    await createOutbox(config).enqueue(db, sample("down@example.com"));
    const dead = new MailWorker(db, createSmtpTransport("smtp://127.0.0.1:1/?ignoreTLS=true"), createLogger("silent"));
    expect(await dead.deliverDue()).toBe(0);
    await dead.stop();
    await db.update(mailOutbox).set({ nextAttemptAt: sql`now()` });
    const worker = smtpWorker();
    expect(await worker.deliverDue()).toBe(1);
    await worker.stop();
  });

  it("queues one mail per dedupe key", async () => {
    const { db, config } = harness().ctx;
    expect(await createOutbox(config).enqueue(db, sample("one@example.com", "order-paid:123"))).not.toBeNull();
    expect(await createOutbox(config).enqueue(db, sample("one@example.com", "order-paid:123"))).toBeNull();
    expect(await db.select().from(mailOutbox)).toHaveLength(1);
  });

  it("shows sent mail in combined_messages with type 'email'", async () => {
    const h = harness();
    await h.ctx.mail.enqueue(h.ctx.db, sample("visto@example.com"));
    expect(await h.ctx.db.select().from(combinedMessages)).toHaveLength(0); // not sent yet
    await h.deliverMail();
    const rows = await h.ctx.db.select().from(combinedMessages).where(eq(combinedMessages.type, "email"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ toEmail: "visto@example.com", subject: "Your order is ready" });
  });

  it("the dev mailbox lists mail newest first as JSON", async () => {
    const h = harness();
    await h.ctx.mail.enqueue(h.ctx.db, { ...sample("inbox@example.com"), subject: "first" });
    await h.deliverMail();
    await h.ctx.mail.enqueue(h.ctx.db, { ...sample("inbox@example.com"), subject: "second" });
    await h.deliverMail();
    const mails = await h.mailbox("inbox@example.com");
    expect(mails.map((mail) => mail.subject)).toEqual(["second", "first"]);
    expect(Object.keys(mails[0]!).sort()).toEqual(["createdAt", "html", "subject", "text", "to"]);
    const page = await h.request("/dev/mailbox");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("second");
  });

  it("has no dev mailbox when SMTP is configured or in production", async () => {
    const h = harness();
    const withSmtp = createApp({ ...h.ctx, mailTransport: createSmtpTransport(`smtp://127.0.0.1:${port}`) });
    expect((await withSmtp.request("/dev/mailbox.json")).status).toBe(404);
    const production = testConfig({
      NODE_ENV: "production",
      BETTER_AUTH_SECRET: "x".repeat(40),
      SMTP_URL: "smtp://127.0.0.1:1",
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_WEBHOOK_SECRET: "whsec_x",
      PUBLIC_URL: "https://shop.example.com",
    });
    const prodApp = createApp({ ...h.ctx, config: production });
    expect((await prodApp.request("/dev/mailbox.json")).status).toBe(404);
  });

  it("warns about the dev mailbox only when it is mounted and the shop listens beyond this machine", () => {
    const h = harness();
    for (const host of ["127.0.0.1", "localhost", "::1", "[::1]"]) {
      const { log, entries } = capturingLogger();
      expect(warnIfDevMailboxExposed({ ...h.ctx, config: { ...h.ctx.config, host } }, log), host).toBe(false);
      expect(entries).toEqual([]);
    }
    const everywhere = capturingLogger();
    expect(warnIfDevMailboxExposed({ ...h.ctx, config: { ...h.ctx.config, host: "0.0.0.0" } }, everywhere.log)).toBe(true);
    expect(everywhere.entries).toEqual([
      expect.objectContaining({ level: 40, host: "0.0.0.0", msg: expect.stringContaining("must never face the public internet") }),
    ]);
    const withSmtp = {
      ...h.ctx,
      config: { ...h.ctx.config, host: "0.0.0.0" },
      mailTransport: createSmtpTransport(`smtp://127.0.0.1:${port}`),
    };
    expect(warnIfDevMailboxExposed(withSmtp, capturingLogger().log)).toBe(false);
  });
});

describe("dev mailbox exposure", () => {
  it("tells loopback hosts from the others", () => {
    for (const host of ["127.0.0.1", "127.1.2.3", "localhost", "::1", "[::1]", "::ffff:127.0.0.1"]) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ["0.0.0.0", "::", "192.168.1.20", "shop.example.com", "128.0.0.1"]) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
  });
});
