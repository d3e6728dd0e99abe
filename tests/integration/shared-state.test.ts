import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MenuItemDto } from "@shared/menu/menu";
import { createAppContext } from "@server/composition-root";
import type { Clock } from "@server/app-context";
import type { DatabaseHandle } from "@server/db/client";
import { createCategory, createItem } from "@server/db/factories";
import { devMailbox, mailOutbox } from "@server/db/schema/mail";
import { createDevMailboxTransport } from "@server/services/mail/transports";
import { messages } from "@server/db/schema/messages";
import { rateLimitCounters } from "@server/db/schema/rate-limits";
import { smsOutbox } from "@server/db/schema/sms";
import { createLogger } from "@server/lib/logger";
import { createRateLimits, rateLimitKeyHash } from "@server/lib/rate-limiter";
import { watchMenuChanges } from "@server/services/menu/menu-cache";
import { CONTACT_RATE_LIMIT } from "@server/routes/messages";
import { MailWorker } from "@server/services/mail/worker";
import type { MailEnvelope, MailTransport } from "@server/services/mail/transports";
import type { SmsTransport } from "@server/services/sms/transports";
import { SmsWorker } from "@server/services/sms/worker";
import { adminItemInput } from "../setup/admin-helpers";
import { DEFAULT_ADMIN, signedInAdmin } from "../setup/admins";
import { testDatabaseKinds, type TestDatabase } from "../setup/databases";
import { createTestHarness, FROM_THIS_MACHINE, testConfig, type TestHarness } from "../setup/test-app";
import { signedInClient } from "../setup/test-client";

/**
 * Two app instances on one database (ADR 0018): what one instance counts, signs in, changes or
 * sends, the other sees. On PostgreSQL each instance has its own pool and LISTEN session, like
 * two processes; PGlite is one process's database, so there the two contexts share its handle
 * (and still nothing else: each has its own caches, rate limits and workers).
 */

const HOUR = 60 * 60_000;
const log = createLogger(process.env.TEST_LOG_LEVEL ?? "silent");
const contactMessage = { name: "María López", email: "maria@example.com", phone: "", message: "Do you cater for 40 people?" };

for (const kind of testDatabaseKinds()) {
  describe(`two instances on one database [${kind.name}]`, () => {
    let database: TestDatabase;
    let secondHandle: DatabaseHandle;
    let a: TestHarness;
    let b: TestHarness;
    let clock: Clock;
    const unlisteners: (() => Promise<void>)[] = [];

    beforeAll(async () => {
      database = await kind.create();
      secondHandle = database.connectAgain();
      // One clock for both, running from just after the start of an hour: every rate-limit
      // window (a minute to an hour) starts empty and does not turn during the suite.
      const startedAt = Date.now();
      const base = Math.ceil(startedAt / HOUR) * HOUR + 1_000;
      clock = { now: () => new Date(base + (Date.now() - startedAt)) };
      const config = testConfig({ ADMIN_EMAILS: "admin@example.com" });
      a = createTestHarness(await createAppContext(config, database.handle, log, clock));
      b = createTestHarness(await createAppContext(config, secondHandle, log, clock));
      for (const h of [a, b]) unlisteners.push(await watchMenuChanges(h.ctx));
    });

    afterAll(async () => {
      for (const unlisten of unlisteners) await unlisten();
      if (secondHandle && secondHandle !== database?.handle) await secondHandle.close();
      await database?.destroy();
    });

    const contact = (h: TestHarness, address: string) =>
      h.app.request(
        "/api/contact",
        { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(contactMessage) },
        { incoming: { socket: { remoteAddress: address } } },
      );

    it(`counts a client's contact messages on both: the ${CONTACT_RATE_LIMIT.max + 1}th is refused, on either`, async () => {
      const address = "198.51.100.77";
      const answers: Response[] = [];
      for (let i = 0; i < CONTACT_RATE_LIMIT.max + 2; i++) answers.push(await contact(i % 2 === 0 ? a : b, address));
      expect(answers.map((res) => res.status)).toEqual([201, 201, 201, 201, 201, 429, 429]);
      const refused = answers[CONTACT_RATE_LIMIT.max]!;
      // The window is ten minutes and has just begun.
      const retryAfter = Number(refused.headers.get("Retry-After"));
      expect(retryAfter).toBeGreaterThan(CONTACT_RATE_LIMIT.windowMs / 1000 - 60);
      expect(retryAfter).toBeLessThanOrEqual(CONTACT_RATE_LIMIT.windowMs / 1000);
      expect(await refused.json()).toMatchObject({ error: { code: "rate_limited" } });
      expect(await a.ctx.db.select().from(messages).where(eq(messages.email, contactMessage.email))).toHaveLength(CONTACT_RATE_LIMIT.max);
      // Another client is not held back.
      expect((await contact(b, "198.51.100.78")).status).toBe(201);

      // Counted in the database, refusals not at all, and under the address's hash only.
      const counters = await a.ctx.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.scope, "contact"));
      expect(counters).toHaveLength(2);
      expect(counters.find((row) => row.keyHash === rateLimitKeyHash(address))?.hits).toBe(CONTACT_RATE_LIMIT.max);
      expect(JSON.stringify(counters)).not.toContain("198.51.100");
    });

    it("many hits at once, on both, for the last places: exactly the maximum is allowed", async () => {
      const rule = { max: 7, windowMs: HOUR };
      const key = "203.0.113.9";
      // All at once for every place...
      const first = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).ctx.rateLimits.hit("race-all", rule, key)));
      expect(first.filter((result) => result.allowed)).toHaveLength(rule.max);
      // ...and for the last one, the others taken one by one.
      for (let i = 0; i < rule.max - 1; i++) expect((await (i % 2 ? a : b).ctx.rateLimits.hit("race-last", rule, key)).allowed).toBe(true);
      const last = await Promise.all(Array.from({ length: 30 }, (_, i) => (i % 2 ? a : b).ctx.rateLimits.hit("race-last", rule, key)));
      expect(last.filter((result) => result.allowed)).toHaveLength(1);
      for (const refused of last.filter((result) => !result.allowed)) expect(refused.retryAfterMs).toBeGreaterThan(HOUR - 60_000);
      const counts = await a.ctx.db
        .select({ scope: rateLimitCounters.scope, hits: rateLimitCounters.hits })
        .from(rateLimitCounters)
        .where(inArray(rateLimitCounters.scope, ["race-all", "race-last"]))
        .orderBy(rateLimitCounters.scope);
      expect(counts).toEqual([
        { scope: "race-all", hits: rule.max },
        { scope: "race-last", hits: rule.max },
      ]);
    });

    it("deletes expired counters now and then, and keeps the live ones", async () => {
      const now = clock.now().getTime();
      await a.ctx.db.insert(rateLimitCounters).values([
        { scope: "old", keyHash: rateLimitKeyHash("x"), windowStart: now - 3 * HOUR, hits: 3, expiresAt: new Date(now - HOUR) },
        { scope: "live", keyHash: rateLimitKeyHash("x"), windowStart: now - HOUR, hits: 3, expiresAt: new Date(now + HOUR) },
      ]);
      // A fresh instance's limiter prunes after its first hit, without the hit waiting for it.
      const limiter = createRateLimits(b.ctx.db, log, { clock });
      expect((await limiter.hit("prune", { max: 1, windowMs: HOUR }, "x")).allowed).toBe(true);
      const scopes = async () => {
        const rows = await a.ctx.db
          .select({ scope: rateLimitCounters.scope })
          .from(rateLimitCounters)
          .where(inArray(rateLimitCounters.scope, ["old", "live", "prune"]))
          .orderBy(rateLimitCounters.scope);
        return rows.map((row) => row.scope);
      };
      await expect.poll(scopes).toEqual(["live", "prune"]);
    });

    it("a session signed in on A is honoured on B, and signing out on A ends it on B", async () => {
      const client = await signedInClient(a, "rosa@example.com", "192.0.2.41");
      const cookie = client.cookieHeader();
      const sessionOnB = async () => {
        const res = await b.app.request("/api/session", { headers: { Cookie: cookie } }, FROM_THIS_MACHINE);
        expect(res.status).toBe(200);
        return ((await res.json()) as { user: { email: string } | null }).user;
      };
      expect(await sessionOnB()).toMatchObject({ email: "rosa@example.com" });
      expect((await client.post("/api/auth/sign-out", {})).status).toBe(200);
      // Sessions live in the database only (no cookie cache): B knows at once.
      expect(await sessionOnB()).toBeNull();
    });

    it("a menu change made through A's admin reaches B's cached menu", async () => {
      const category = await createCategory(a.ctx.db, { name: "Carnes", slug: "carnes-shared" });
      const item = await createItem(a.ctx.db, { categoryId: category.id, name: "Carnitas" });
      const menuOf = async (h: TestHarness) =>
        ((await (await h.request("/api/menu?category=carnes-shared")).json()) as { items: MenuItemDto[] }).items;
      await expect.poll(async () => (await menuOf(b)).map((entry) => entry.name)).toEqual(["Carnitas"]);
      // B answers from its cache now.
      const cached = await b.request("/api/menu?category=carnes-shared");
      const etag = cached.headers.get("ETag")!;
      expect((await b.request("/api/menu?category=carnes-shared", { headers: { "If-None-Match": etag } })).status).toBe(304);

      const { client: admin } = await signedInAdmin(a, DEFAULT_ADMIN);
      const renamed = await admin.request(`/api/admin/items/${item.id}`, {
        method: "PUT",
        json: adminItemInput(category.id, { name: "Carnitas Maciza" }),
      });
      expect(renamed.status).toBe(200);
      await expect.poll(async () => (await menuOf(b)).map((entry) => entry.name)).toEqual(["Carnitas Maciza"]);

      // Sold out for today (the admin's switch) likewise.
      expect((await admin.request(`/api/admin/items/${item.id}/sold-out`, { method: "POST", json: { soldOut: true } })).status).toBe(200);
      await expect.poll(async () => (await menuOf(b))[0]?.schedule.soldOutOn).toEqual(expect.any(String));
    });

    /** Both instances' workers send through one recording transport, slowly, so their rounds overlap. */
    function recordingWorkers() {
      const sent: { id: string; by: string }[] = [];
      const transport = (by: string): MailTransport => ({
        kind: "smtp",
        async send(mail: MailEnvelope) {
          await new Promise((resolve) => setTimeout(resolve, 5));
          sent.push({ id: mail.id, by });
        },
        close: async () => {},
      });
      const options = { batchSize: 2 };
      return {
        sent,
        workers: [new MailWorker(a.ctx.db, transport("A"), log, options), new MailWorker(b.ctx.db, transport("B"), log, options)],
      };
    }

    const queueMails = (count: number, subject: string) =>
      a.ctx.db
        .insert(mailOutbox)
        .values(
          Array.from({ length: count }, (_, i) => ({
            kind: "test",
            toEmail: `customer${i}@example.com`,
            fromEmail: "shop@example.com",
            subject,
            textBody: "Hello",
            htmlBody: "<p>Hello</p>",
          })),
        )
        .returning({ id: mailOutbox.id });

    it("the outbox workers of both, running at once, deliver each mail exactly once", async () => {
      const queued = await queueMails(24, "both at once");
      const { sent, workers } = recordingWorkers();
      await Promise.all(workers.map((worker) => worker.deliverDue()));
      const ids = new Set(queued.map((row) => row.id));
      const ours = sent.filter((entry) => ids.has(entry.id));
      expect(ours.map((entry) => entry.id).sort()).toEqual([...ids].sort());
      // With a pool each, both took a share (PGlite's one connection may let one take all).
      if (kind.name === "postgres") expect(new Set(ours.map((entry) => entry.by))).toEqual(new Set(["A", "B"]));
      const rows = await a.ctx.db
        .select({ status: mailOutbox.status, attempts: mailOutbox.attempts })
        .from(mailOutbox)
        .where(eq(mailOutbox.subject, "both at once"));
      expect(rows.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
      // And nothing is left for a second round.
      expect(await Promise.all(workers.map((worker) => worker.deliverDue()))).toEqual([0, 0]);
    });

    it("a mail claimed by an instance that died is sent by the other once its lease has run out", async () => {
      const [lapsed, leased] = await queueMails(2, "claimed by a dead instance");
      // As A's worker leaves them when killed mid-send: one lease run out, one still running.
      await a.ctx.db
        .update(mailOutbox)
        .set({ status: "sending", attempts: 1, lockedUntil: sql`now() - interval '1 second'` })
        .where(eq(mailOutbox.id, lapsed!.id));
      await a.ctx.db
        .update(mailOutbox)
        .set({ status: "sending", attempts: 1, lockedUntil: sql`now() + interval '5 minutes'` })
        .where(eq(mailOutbox.id, leased!.id));
      expect(await b.deliverMail()).toBe(1);
      const [row] = await b.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, lapsed!.id));
      expect(row).toMatchObject({ status: "sent", attempts: 2 });
      expect(await b.ctx.db.select().from(devMailbox).where(eq(devMailbox.outboxId, lapsed!.id))).toHaveLength(1);
      const [waiting] = await b.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, leased!.id));
      expect(waiting).toMatchObject({ status: "sending", attempts: 1 });
    });

    /** A worker with a short lease (ADR 0020: renewed every third of it while sending) whose sends `isSlow` picks take four leases. */
    const SHORT_LEASE_MS = 400;
    function slowMailWorker(
      h: TestHarness,
      by: string,
      sent: { id: string; by: string }[],
      isSlow: (id: string) => boolean,
      batchSize = 1,
    ) {
      const transport: MailTransport = {
        kind: "smtp",
        async send(mail: MailEnvelope) {
          if (isSlow(mail.id)) await new Promise((resolve) => setTimeout(resolve, 4 * SHORT_LEASE_MS));
          sent.push({ id: mail.id, by });
        },
        close: async () => {},
      };
      return new MailWorker(h.ctx.db, transport, log, { leaseMs: SHORT_LEASE_MS, batchSize });
    }

    /** Waits until a worker has claimed the row (the other starts polling only then). */
    async function untilClaimed(table: typeof mailOutbox | typeof smsOutbox, id: string) {
      await expect
        .poll(async () => (await a.ctx.db.select({ status: table.status }).from(table).where(eq(table.id, id)))[0]?.status)
        .toBe("sending");
    }

    /** Runs `worker` over and over until `until` settles, as its polling would. */
    async function keepPolling(worker: MailWorker, until: Promise<unknown>) {
      let done = false;
      void until.finally(() => (done = true));
      while (!done) {
        await worker.deliverDue();
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }

    it("a slow send keeps its mail: the other instance does not take it over while the lease is renewed", async () => {
      const [mail] = await queueMails(1, "slow to send");
      const sent: { id: string; by: string }[] = [];
      const sending = slowMailWorker(a, "A", sent, () => true).deliverDue();
      await untilClaimed(mailOutbox, mail!.id);
      // B polls all along the send, which lasts four leases.
      await keepPolling(
        slowMailWorker(b, "B", sent, () => false),
        sending,
      );
      expect(await sending).toBe(1);
      expect(sent).toEqual([{ id: mail!.id, by: "A" }]);
      const [row] = await a.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, mail!.id));
      expect(row).toMatchObject({ status: "sent", attempts: 1 });
    });

    it("a mail left waiting behind a slow send, taken over meanwhile by the other instance, is sent once", async () => {
      const queued = await queueMails(2, "waiting behind a slow send");
      const sent: { id: string; by: string }[] = [];
      // A claims both and sends one of them slowly; the other waits four leases, its lease runs
      // out, and B takes and sends it. A, coming to it, finds it is no longer its own.
      let slowOne: string | undefined;
      const sending = slowMailWorker(a, "A", sent, (id) => (slowOne ??= id) === id, 2).deliverDue();
      for (const mail of queued) await untilClaimed(mailOutbox, mail.id);
      await keepPolling(
        slowMailWorker(b, "B", sent, () => false),
        sending,
      );
      const waitingOne = queued.map((mail) => mail.id).find((id) => id !== slowOne);
      expect(sent).toHaveLength(2);
      expect(sent).toContainEqual({ id: slowOne, by: "A" });
      expect(sent).toContainEqual({ id: waitingOne, by: "B" });
      const rows = await a.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.subject, "waiting behind a slow send"));
      expect(rows.every((row) => row.status === "sent")).toBe(true);
    });

    it("a slow text message keeps its row: the other instance does not send it too", async () => {
      const [message] = await a.ctx.db
        .insert(smsOutbox)
        .values({ kind: "test", toPhone: "+13235550199", body: "Slow" })
        .returning({ id: smsOutbox.id });
      const sent: string[] = [];
      const worker = (by: string) =>
        new SmsWorker(
          (by === "A" ? a : b).ctx.db,
          {
            kind: "twilio",
            async send(sms) {
              if (by === "A") await new Promise((resolve) => setTimeout(resolve, 4 * SHORT_LEASE_MS));
              sent.push(`${sms.id} by ${by}`);
              return { providerMessageId: null };
            },
            close: async () => {},
          },
          log,
          { leaseMs: SHORT_LEASE_MS },
        );
      const sending = worker("A").deliverDue();
      await untilClaimed(smsOutbox, message!.id);
      let done = false;
      void sending.finally(() => (done = true));
      const other = worker("B");
      while (!done) {
        await other.deliverDue();
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(sent).toEqual([`${message!.id} by A`]);
    });

    it("a mail the dead instance had delivered but not marked sent is not delivered twice", async () => {
      const [mail] = await queueMails(1, "delivered by a dead instance");
      // A's worker wrote it to the mailbox, then was killed before marking it sent.
      await createDevMailboxTransport(a.ctx.db).send({
        id: mail!.id,
        from: "shop@example.com",
        fromName: null,
        to: "customer0@example.com",
        toName: null,
        subject: "delivered by a dead instance",
        text: "Hello",
        html: "<p>Hello</p>",
        locale: "en",
      });
      await a.ctx.db
        .update(mailOutbox)
        .set({ status: "sending", attempts: 1, lockedUntil: sql`now() - interval '1 second'` })
        .where(eq(mailOutbox.id, mail!.id));
      expect(await b.deliverMail()).toBe(1);
      const [row] = await b.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, mail!.id));
      expect(row).toMatchObject({ status: "sent", attempts: 2 });
      expect(await b.ctx.db.select().from(devMailbox).where(eq(devMailbox.outboxId, mail!.id))).toHaveLength(1);
    });

    it("the text-message workers of both, running at once, send each message exactly once", async () => {
      const queued = await a.ctx.db
        .insert(smsOutbox)
        .values(Array.from({ length: 16 }, (_, i) => ({ kind: "test", toPhone: `+1323555${String(i).padStart(4, "0")}`, body: "Ready" })))
        .returning({ id: smsOutbox.id });
      const sent: { id: string; by: string }[] = [];
      const transport = (by: string): SmsTransport => ({
        kind: "twilio",
        async send(sms) {
          await new Promise((resolve) => setTimeout(resolve, 5));
          sent.push({ id: sms.id, by });
          return { providerMessageId: null };
        },
        close: async () => {},
      });
      const workers = [
        new SmsWorker(a.ctx.db, transport("A"), log, { batchSize: 2 }),
        new SmsWorker(b.ctx.db, transport("B"), log, { batchSize: 2 }),
      ];
      await Promise.all(workers.map((worker) => worker.deliverDue()));
      const ids = new Set(queued.map((row) => row.id));
      const ours = sent.filter((entry) => ids.has(entry.id));
      expect(ours.map((entry) => entry.id).sort()).toEqual([...ids].sort());
      if (kind.name === "postgres") expect(new Set(ours.map((entry) => entry.by))).toEqual(new Set(["A", "B"]));
    });
  });
}
