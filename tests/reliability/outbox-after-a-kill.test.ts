import { rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase } from "../../support/postgres";
import { freePort, startedShop, stopShop, tempDataDir, type ShopProcess } from "../../support/shop-process";
import { requirePostgres } from "./support";

/**
 * A mail claimed by an instance that dies goes out within a minute (ADR 0020): two real
 * instances on one PostgreSQL database send through a slow SMTP server, which holds the first
 * delivery of the mail open, as a slow provider would. The instance sending it renews its lease
 * meanwhile, so the other, polling all along, leaves it alone; then the sender is SIGKILLed
 * mid-send, and the other sends it once its short lease has run out: once, and soon.
 *
 * The lease is 2 s here (OUTBOX_LEASE_SECONDS; 30 s by default) so that the test takes seconds.
 */
const LEASE_SECONDS = 2;
/** The outbox worker's fallback poll: how often the surviving instance looks for lapsed leases. */
const POLL_MS = 5_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Delivery {
  /** The instance, by the name its SMTP client greets with (EHLO). */
  by: string;
  messageId: string;
  at: number;
  accepted: boolean;
}

/** An SMTP server that holds the first delivery of each message open (no reply) and accepts the others. */
function slowSmtpServer() {
  const deliveries: Delivery[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        const messageId = /^Message-ID:\s*<([^@>]+)@/im.exec(raw)?.[1] ?? "";
        const first = !deliveries.some((delivery) => delivery.messageId === messageId);
        const delivery = { by: session.hostNameAppearsAs, messageId, at: performance.now(), accepted: !first };
        deliveries.push(delivery);
        // The first attempt never gets its reply: the sender is still waiting when it is killed.
        if (!first) callback();
      });
    },
  });
  return {
    deliveries,
    listen: () =>
      new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.server.address() as AddressInfo).port))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("mail claimed by an instance that dies", () => {
  const smtp = slowSmtpServer();
  let database: Awaited<ReturnType<typeof createScratchDatabase>>;
  const shops = new Map<string, ShopProcess>();
  const dataDirs: string[] = [];

  beforeAll(async () => {
    database = await createScratchDatabase(await requirePostgres(), "shop_outbox");
    const smtpPort = await smtp.listen();
    await Promise.all(
      ["instance-a", "instance-b"].map(async (name) => {
        const dataDir = tempDataDir();
        dataDirs.push(dataDir);
        const port = await freePort();
        const env = {
          DATABASE_URL: database.url,
          DATABASE_POOL_MAX: "4",
          DATA_DIR: dataDir,
          // `name` is the client's EHLO greeting: the SMTP server tells the instances apart by it.
          SMTP_URL: `smtp://127.0.0.1:${smtpPort}/?ignoreTLS=true&name=${name}`,
          OUTBOX_LEASE_SECONDS: String(LEASE_SECONDS),
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          LOG_LEVEL: "warn",
        };
        shops.set(name, await startedShop(env, port));
      }),
    );
  }, 180_000);

  afterAll(async () => {
    for (const shop of shops.values()) await stopShop(shop, "SIGKILL");
    await smtp.close();
    await database?.drop();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  });

  it("is not taken over while its slow send goes on, and is sent once by the other instance within a minute of the kill", async () => {
    const [{ id }] = (
      await database.pool.query<{ id: string }>(
        `insert into mail_outbox (kind, to_email, from_email, subject, text_body, html_body)
         values ('test', 'ana@example.com', 'shop@example.com', 'Your order is ready', 'Ready', '<p>Ready</p>') returning id`,
      )
    ).rows as [{ id: string }];
    const deliveriesOf = () => smtp.deliveries.filter((delivery) => delivery.messageId === id);

    // One instance claims it (the insert's NOTIFY wakes both) and its send hangs.
    for (const deadline = Date.now() + 20_000; deliveriesOf().length === 0; await sleep(50)) {
      if (Date.now() > deadline) throw new Error("no instance tried to send the mail within 20 s");
    }
    const sender = deliveriesOf()[0]!.by;
    const other = [...shops.keys()].find((name) => name !== sender)!;

    // Four leases and more than one poll of the other instance: the lease is renewed, nobody else sends.
    await sleep(Math.max(4 * LEASE_SECONDS * 1000, POLL_MS + 1_000));
    expect(deliveriesOf()).toHaveLength(1);
    const [sending] = (await database.pool.query("select status, attempts from mail_outbox where id = $1", [id])).rows;
    expect(sending).toEqual({ status: "sending", attempts: 1 });

    const killedAt = performance.now();
    const killed = shops.get(sender)!;
    killed.child.kill("SIGKILL");
    await killed.exited;

    for (const deadline = killedAt + 60_000; !deliveriesOf().some((delivery) => delivery.accepted); await sleep(100)) {
      if (performance.now() > deadline)
        throw new Error(`the mail was not sent within a minute of the kill: ${JSON.stringify(deliveriesOf())}`);
    }
    const accepted = deliveriesOf().filter((delivery) => delivery.accepted);
    console.log(`outbox: ${sender} killed mid-send; ${other} sent the mail ${Math.round(accepted[0]!.at - killedAt)} ms later`);
    expect(accepted).toEqual([expect.objectContaining({ by: other })]);
    // Its lease plus one poll, with a margin for a busy machine.
    expect(accepted[0]!.at - killedAt).toBeLessThan(LEASE_SECONDS * 1000 + POLL_MS + 5_000);
    await expect
      .poll(async () => (await database.pool.query("select status, attempts from mail_outbox where id = $1", [id])).rows[0])
      .toEqual({ status: "sent", attempts: 2 });
    // And nothing more: the other instance does not send it again.
    await sleep(POLL_MS + 1_000);
    expect(deliveriesOf().filter((delivery) => delivery.accepted)).toHaveLength(1);
    expect(deliveriesOf()).toHaveLength(2);
  });
});
