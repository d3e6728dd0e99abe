import { eq } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { errorTexts } from "@shared/texts/errors";
import { createApp } from "@server/app";
import type { Config } from "@server/config";
import { createConfig } from "@server/config";
import { createCategory, createItem } from "@server/db/factories";
import { orders } from "@server/db/schema/orders";
import { EnvError, parseEnv } from "@server/env";
import { isLoopbackAddress } from "@server/http/loopback";
import { warnIfDevMailboxExposed } from "@server/demo-access";
import { createSmtpTransport } from "@server/services/mail/transports";
import { describeEachDatabase, type TestHarness } from "../setup/test-app";
import { signedInClient } from "../setup/test-client";
import { checkoutDetails } from "../setup/checkout-details";

/**
 * The demo conveniences (the dev mailbox, its JSON, the sandbox pay page) answer only clients on
 * this machine unless DEMO_NETWORK_ACCESS opens them: whoever reads the mailbox can sign in as the
 * admin, and the pay page marks an order paid for free. Every request here is made in memory,
 * with the client address Node's adapter would hand the app; nothing leaves this process.
 */

const LOOPBACK = ["127.0.0.1", "127.0.0.2", "::1", "::ffff:127.0.0.1"];
const ELSEWHERE = ["192.168.1.20", "10.0.0.5", "203.0.113.7", "2001:db8::1", "::ffff:192.168.1.20"];

type App = ReturnType<typeof createApp>;

/** A request from `address` (undefined: no connection at all, as in a bare app.request). */
function from(
  app: App,
  address: string | undefined,
  path: string,
  init: RequestInit = {},
  host = "http://localhost:3000",
): Promise<Response> {
  return Promise.resolve(
    app.request(
      new URL(path, host).toString(),
      init,
      address === undefined ? undefined : { incoming: { socket: { remoteAddress: address } } },
    ),
  );
}

/** An app over the same context with other settings (TRUST_PROXY, DEMO_NETWORK_ACCESS…). */
function appWith(h: TestHarness, settings: Partial<Config>): App {
  return createApp({ ...h.ctx, config: { ...h.ctx.config, ...settings } });
}

let customers = 0;

async function placeSandboxOrder(h: TestHarness): Promise<{ orderId: string; payPath: string }> {
  // One address each: sign-in links are limited to three per address.
  const email = `demo-access-${++customers}@example.com`;
  const category = await createCategory(h.ctx.db, { name: "Carnitas", slug: "carnitas" });
  const item = await createItem(h.ctx.db, { categoryId: category.id, name: "Carnitas Maciza", priceCents: 1599 });
  const client = await signedInClient(h, email);
  const res = await client.post("/api/checkout", {
    idempotencyKey: `demo-access-${Date.now()}-abcdefgh`,
    details: checkoutDetails(h, { name: "Ana", email, phone: "3235550100" }),
    lines: [{ itemId: item.id, quantity: 1 }],
  });
  expect(res.status).toBe(200);
  const placed = (await res.json()) as { orderId: string; url: string };
  return { orderId: placed.orderId, payPath: new URL(placed.url).pathname };
}

/** The four conveniences, each as its own request. */
function conveniences(h: TestHarness, payPath: string, card = "4000 0000 0000 0002") {
  const origin = new URL(h.ctx.config.publicUrl).origin;
  return [
    { name: "mailbox page", path: "/dev/mailbox", init: {} },
    { name: "mailbox JSON", path: "/dev/mailbox.json", init: {} },
    { name: "pay page", path: payPath, init: {} },
    {
      name: "pay page POST",
      path: payPath,
      init: {
        method: "POST",
        body: new URLSearchParams({ card_number: card }),
        headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
      },
    },
  ];
}

/** What each convenience answers when it answers: the page, the JSON, the pay page, a declined card. */
const ANSWERED = { "mailbox page": 200, "mailbox JSON": 200, "pay page": 200, "pay page POST": 402 } as Record<string, number>;

async function expectRefused(res: Response, what: string) {
  expect(res.status, what).toBe(404);
  const text = await res.text();
  expect(JSON.parse(text), what).toEqual({ error: { code: "not_found", message: errorTexts.notFound } });
  expect(text).not.toContain("demo-access");
}

async function paymentStatus(h: TestHarness, orderId: string) {
  const [order] = await h.ctx.db.select().from(orders).where(eq(orders.id, orderId));
  return order!.paymentStatus;
}

describeEachDatabase("demo conveniences answer this machine only", (harness) => {
  it("loopback clients get the mailbox, its JSON and the pay page", async () => {
    const h = harness();
    const { payPath } = await placeSandboxOrder(h);
    for (const address of LOOPBACK) {
      for (const { name, path, init } of conveniences(h, payPath)) {
        const res = await from(h.app, address, path, init);
        expect(res.status, `${address} ${name}`).toBe(ANSWERED[name]);
        expect(res.headers.get("x-robots-tag"), name).toBe("noindex, nofollow");
      }
    }
    const mails = (await (await from(h.app, "127.0.0.1", "/dev/mailbox.json")).json()) as { text: string }[];
    expect(mails.some((mail) => mail.text.includes("token="))).toBe(true); // the sign-in link, for this machine
  });

  it("a LAN or Internet address gets a plain 404 for each, and paying from there changes nothing", async () => {
    const h = harness();
    const { orderId, payPath } = await placeSandboxOrder(h);
    for (const address of [...ELSEWHERE, undefined]) {
      for (const { name, path, init } of conveniences(h, payPath, "4242 4242 4242 4242")) {
        await expectRefused(await from(h.app, address, path, init), `${address} ${name}`);
      }
    }
    expect(await paymentStatus(h, orderId)).toBe("unpaid");
  });

  it("with DEMO_NETWORK_ACCESS on, other machines get them too", async () => {
    const h = harness();
    const { orderId, payPath } = await placeSandboxOrder(h);
    const open = appWith(h, { demoNetworkAccess: true });
    for (const address of ["192.168.1.20", "203.0.113.7"]) {
      for (const { name, path, init } of conveniences(h, payPath)) {
        expect((await from(open, address, path, init)).status, `${address} ${name}`).toBe(ANSWERED[name]);
      }
    }
    const [, , , pay] = conveniences(h, payPath, "4242 4242 4242 4242");
    expect((await from(open, "203.0.113.7", pay!.path, pay!.init)).status).toBe(303);
    expect(await paymentStatus(h, orderId)).toBe("paid");
  });

  it("behind a trusted proxy the client is the forwarded address, never the proxy's loopback socket", async () => {
    const h = harness();
    const behindProxy = appWith(h, { trustProxy: true });
    const mailbox = (address: string, forwardedFor?: string) =>
      from(behindProxy, address, "/dev/mailbox.json", { headers: forwardedFor === undefined ? {} : { "X-Forwarded-For": forwardedFor } });
    // nginx on this machine, relaying a visitor from the Internet or the LAN.
    await expectRefused(await mailbox("127.0.0.1", "203.0.113.7"), "public address through a loopback proxy");
    await expectRefused(await mailbox("::1", "192.168.1.20"), "LAN address through a loopback proxy");
    // The proxy said nothing about the client: unknown, so not this machine.
    await expectRefused(await mailbox("127.0.0.1"), "no X-Forwarded-For behind a trusted proxy");
    // Someone elsewhere writing "127.0.0.1" themselves, straight to the port.
    await expectRefused(await mailbox("192.168.1.20", "127.0.0.1"), "forged loopback from another machine");
    // A browser on this machine, through the proxy on this machine.
    expect((await mailbox("127.0.0.1", "127.0.0.1")).status).toBe(200);
  });

  it("a proxy on this machine relaying someone else is refused even when TRUST_PROXY was forgotten", async () => {
    const h = harness();
    for (const headers of [
      { "X-Forwarded-For": "203.0.113.7" },
      { "X-Forwarded-For": "127.0.0.1, 198.51.100.4" },
      { "X-Real-IP": "192.168.1.20" },
      { Forwarded: "for=203.0.113.7;proto=https" },
      { Forwarded: 'for="[2001:db8::1]:4711"' },
      { Forwarded: "for=_hidden" },
    ] as Record<string, string>[]) {
      await expectRefused(await from(h.app, "127.0.0.1", "/dev/mailbox.json", { headers }), JSON.stringify(headers));
    }
    for (const headers of [{ "X-Forwarded-For": "127.0.0.1" }, { Forwarded: 'for="[::1]:4711"' }, { "X-Real-IP": "::1" }] as Record<
      string,
      string
    >[]) {
      expect((await from(h.app, "127.0.0.1", "/dev/mailbox.json", { headers })).status, JSON.stringify(headers)).toBe(200);
    }
  });

  it("a page on another domain pointed at 127.0.0.1 (DNS rebinding) cannot read them through a local browser", async () => {
    const h = harness();
    await expectRefused(await from(h.app, "127.0.0.1", "/dev/mailbox.json", {}, "http://rebind.attacker.example:3000"), "foreign Host");
    for (const host of ["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000", h.ctx.config.publicUrl]) {
      expect((await from(h.app, "127.0.0.1", "/dev/mailbox.json", {}, host)).status, host).toBe(200);
    }
  });

  it("says at start-up why they are closed and how to open them, and warns loudly once they are open", () => {
    const h = harness();
    const logged = () => {
      const entries: { level: number; msg: string }[] = [];
      const log = pino({ level: "info" }, { write: (line: string) => void entries.push(JSON.parse(line) as (typeof entries)[number]) });
      return { log, entries };
    };
    const everywhere = { ...h.ctx, config: { ...h.ctx.config, host: "0.0.0.0" } };

    const closed = logged();
    expect(warnIfDevMailboxExposed(everywhere, closed.log)).toBe(true);
    expect(closed.entries).toEqual([expect.objectContaining({ level: 40, msg: expect.stringContaining("this machine only") })]);
    expect(closed.entries[0]!.msg).toContain("DEMO_NETWORK_ACCESS=true opens them");
    expect(closed.entries[0]!.msg).toContain("/sandbox/pay/");

    for (const host of ["0.0.0.0", "127.0.0.1"]) {
      const open = logged();
      expect(warnIfDevMailboxExposed({ ...h.ctx, config: { ...h.ctx.config, host, demoNetworkAccess: true } }, open.log), host).toBe(true);
      expect(open.entries, host).toEqual([expect.objectContaining({ level: 40 })]);
      expect(open.entries[0]!.msg).toContain("anyone on the network can read every sign-in link, the admin's included, and become admin");
      expect(open.entries[0]!.msg).toContain("mark their own orders paid without paying");
    }

    // Real mail, sandbox payments: only the pay page is closed, and the log says so.
    const payPageOnly = logged();
    const withSmtp = { ...everywhere, mailTransport: createSmtpTransport("smtp://127.0.0.1:1") };
    expect(warnIfDevMailboxExposed(withSmtp, payPageOnly.log)).toBe(false);
    expect(payPageOnly.entries).toEqual([
      expect.objectContaining({
        level: 30,
        msg: expect.stringContaining("The sandbox pay page (/sandbox/pay/…) marks orders paid for free"),
      }),
    ]);
  });
});

describe("DEMO_NETWORK_ACCESS", () => {
  it("is off unless set, and parsed like the other switches", () => {
    expect(createConfig(parseEnv({})).demoNetworkAccess).toBe(false);
    expect(createConfig(parseEnv({ DEMO_NETWORK_ACCESS: "true" })).demoNetworkAccess).toBe(true);
    expect(createConfig(parseEnv({ DEMO_NETWORK_ACCESS: "off" })).demoNetworkAccess).toBe(false);
    expect(() => parseEnv({ DEMO_NETWORK_ACCESS: "maybe" })).toThrow(EnvError);
  });

  it("loopback means 127.0.0.0/8 and ::1, in every spelling, and nothing else", () => {
    for (const address of [...LOOPBACK, "127.255.255.254", "0:0:0:0:0:0:0:1", "::ffff:7f00:1"])
      expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of [...ELSEWHERE, "128.0.0.1", "0.0.0.0", "::", "localhost", "127.0.0.1:80", "[::1]", "", "unknown", undefined]) {
      expect(isLoopbackAddress(address), String(address)).toBe(false);
    }
  });
});
