import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultPreferredTime } from "@shared/checkout/checkout";
import { errorTexts } from "@shared/texts/errors";
import { createApp } from "@server/app";
import { createConfig } from "@server/config";
import { parseEnv } from "@server/env";
import { freePort, startShop, tempDataDir, waitForHealthy, type ShopProcess } from "../../support/shop-process";
import { describeEachDatabase, FROM_THIS_MACHINE } from "../setup/test-app";
import { signedInClient } from "../setup/test-client";
import { withoutTable } from "../setup/without-table";

/**
 * What an outside scanner sees of the production build: HSTS on every kind of answer behind an
 * https PUBLIC_URL and on none behind http, the security headers on errors as on pages, cookie
 * flags, no version banners, and the answers to the methods and headers scanners try. Every
 * request goes to 127.0.0.1; the https address is only what the shop is told it is behind.
 */

const HSTS = "max-age=31536000; includeSubDomains";
const UPLOAD = "AAAAAAAAAAAAAAAAAAAAAA-640w.webp";

interface Shop {
  process: ShopProcess;
  dataDir: string;
  origin: string;
  /** A signed-in customer's Cookie header, the Set-Cookie that made it, and a sandbox pay page of theirs. */
  cookie: string;
  setCookie: string[];
  payPath: string;
}

async function startedShop(publicUrl: string | null): Promise<Shop> {
  const dataDir = tempDataDir();
  // An uploaded picture, as the image service names them.
  mkdirSync(path.join(dataDir, "uploads", "products"), { recursive: true });
  writeFileSync(path.join(dataDir, "uploads", "products", UPLOAD), Buffer.from("RIFF\0\0\0\0WEBPVP8 "));
  const port = await freePort();
  const shop = startShop({ DATA_DIR: dataDir, ...(publicUrl && { PUBLIC_URL: publicUrl }) }, port);
  await waitForHealthy(shop, 60_000);
  const origin = new URL(publicUrl ?? `http://localhost:${port}`).origin;
  const email = "scanner@example.com";
  const json = { "Content-Type": "application/json", Origin: origin };
  const asked = await fetch(`${shop.url}/api/auth/sign-in/magic-link`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ email, callbackURL: "/auth/callback" }),
  });
  expect(asked.status).toBe(200);
  let token: string | null = null;
  for (let attempt = 0; attempt < 100 && !token; attempt++) {
    const mails = (await (await fetch(`${shop.url}/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as { text: string }[];
    token =
      mails
        .flatMap((mail) => mail.text.match(/https?:\/\/\S+/g) ?? [])
        .map((link) => new URL(link).searchParams.get("token"))
        .find(Boolean) ?? null;
    if (!token) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const verified = await fetch(`${shop.url}/api/auth/magic-link/verify?token=${token}`, { headers: { Origin: origin } });
  const setCookie = verified.headers.getSetCookie();
  const cookie = setCookie.map((line) => line.split(";")[0]).join("; ");
  const { items } = (await (await fetch(`${shop.url}/api/menu`)).json()) as { items: { id: string }[] };
  const { timeZone, weeklyHours } = createConfig(parseEnv({})).shop;
  const placed = await fetch(`${shop.url}/api/checkout`, {
    method: "POST",
    headers: { ...json, Cookie: cookie },
    body: JSON.stringify({
      idempotencyKey: `transport-security-${Date.now()}`,
      details: {
        orderType: "pickup",
        name: "Scanner",
        email,
        phone: "3235550100",
        deliveryAddress: "",
        preferredTime: defaultPreferredTime({ now: new Date(), timeZone, weeklyHours }),
        notes: "",
      },
      lines: [{ itemId: items[0]!.id, quantity: 1, notes: "" }],
    }),
  });
  expect(placed.status).toBe(200);
  const payPath = new URL(((await placed.json()) as { url: string }).url).pathname;
  return { process: shop, dataDir, origin, cookie, setCookie, payPath };
}

/** Any method as sent (fetch refuses TRACE), read into a Response; redirects are not followed. */
function send(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? "GET", headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers)) for (const one of [value ?? []].flat()) headers.append(name, one);
        const empty = init.method === "HEAD" || res.statusCode === 204 || res.statusCode === 304;
        resolve(new Response(empty ? null : Buffer.concat(chunks), { status: res.statusCode, headers }));
      });
    });
    req.on("error", reject);
    req.end(init.body);
  });
}

/** One request of each kind of answer the shop gives, with the status it must have. */
async function everyKindOfAnswer(shop: Shop): Promise<{ label: string; res: Response; status: number }[]> {
  const base = shop.process.url;
  const html = await (await fetch(`${base}/menu`)).text();
  const asset = /\/assets\/[\w.-]+\.js/.exec(html)![0];
  await fetch(`${base}/api/categories`); // fills the catalogue cache: the next one is the fast path's
  const json = { "Content-Type": "application/json", Origin: shop.origin };
  const kinds: [string, string, Parameters<typeof send>[1], number][] = [
    ["page", "/menu", {}, 200],
    ["page, HEAD", "/about", { method: "HEAD" }, 200],
    ["page for a signed-in customer", "/account/orders", { headers: { Cookie: shop.cookie } }, 200],
    ["redirect to sign in", "/checkout", {}, 302],
    ["page not found", "/no/such/page", {}, 404],
    ["page, a method it does not take", "/menu", { method: "TRACE" }, 405],
    ["loader data", "/menu.data", {}, 200],
    ["API", "/api/menu/featured", {}, 200],
    ["API, catalogue fast path", "/api/categories", {}, 200],
    ["API, HEAD", "/api/session", { method: "HEAD" }, 200],
    ["API, not signed in", "/api/admin/dashboard", {}, 401],
    ["API, bad input", "/api/menu?category=%00", {}, 400],
    ["API, no such route", "/api/nothing", {}, 404],
    [
      "API, another site's write",
      "/api/contact",
      { method: "POST", headers: { ...json, Origin: "https://evil.example" }, body: "{}" },
      403,
    ],
    ["API, body too large", "/api/contact", { method: "POST", headers: json, body: JSON.stringify({ message: "x".repeat(200_000) }) }, 413],
    ["API, live stream, HEAD", "/api/account/orders/events", { method: "HEAD", headers: { Cookie: shop.cookie } }, 200],
    ["better-auth", "/api/auth/get-session", { headers: { Cookie: shop.cookie } }, 200],
    ["static asset", asset, {}, 200],
    ["static asset, missing", "/assets/missing-abc123.js", {}, 404],
    ["public file", "/favicon.svg", {}, 200],
    ["public file, unsatisfiable Range", "/favicon.svg", { headers: { Range: "bytes=999999-1" } }, 200],
    ["upload", `/uploads/products/${UPLOAD}`, {}, 200],
    ["upload, missing", "/uploads/products/BBBBBBBBBBBBBBBBBBBBBB-640w.webp", {}, 404],
    ["upload, traversal", "/uploads/products/..%2f..%2f..%2fpackage.json", {}, 404],
    ["robots.txt", "/robots.txt", {}, 200],
    ["sitemap.xml", "/sitemap.xml", {}, 200],
    ["health", "/healthz", {}, 200],
    ["dev mailbox", "/dev/mailbox", {}, 200],
    ["dev mailbox JSON", "/dev/mailbox.json", {}, 200],
    ["dev mailbox, refused", "/dev/mailbox.json", { headers: { "X-Forwarded-For": "203.0.113.7" } }, 404],
    ["sandbox pay page", shop.payPath, {}, 200],
    ["sandbox pay page, unknown session", "/sandbox/pay/sbx_cs_unknown", {}, 404],
  ];
  const answers = [];
  for (const [label, pathname, init, status] of kinds) {
    const res = await send(`${base}${pathname}`, init);
    answers.push({ label, res, status });
  }
  return answers;
}

describe("what outside scanners see", () => {
  const shops: Shop[] = [];
  let https: Shop;
  let http: Shop;

  beforeAll(async () => {
    // One after the other: two cores, and the other worker may be starting a shop of its own.
    https = await startedShop("https://shop.example.test");
    shops.push(https);
    http = await startedShop(null);
    shops.push(http);
  }, 120_000);

  afterAll(async () => {
    for (const shop of shops) {
      if (shop.process.child.exitCode === null) shop.process.child.kill("SIGKILL");
      await shop.process.exited;
      rmSync(shop.dataDir, { recursive: true, force: true });
    }
  });

  it("behind an https PUBLIC_URL, every kind of answer carries Strict-Transport-Security", async () => {
    const answers = await everyKindOfAnswer(https);
    expect(answers.map(({ label, res }) => [label, res.status])).toEqual(answers.map(({ label, status }) => [label, status]));
    expect(answers.find(({ label }) => label === "API, catalogue fast path")!.res.headers.get("x-request-id")).toMatch(/^[0-9a-f]{8}-\d+$/);
    for (const { label, res } of answers) expect(res.headers.get("strict-transport-security"), label).toBe(HSTS);
  });

  it("behind http, none does", async () => {
    const answers = await everyKindOfAnswer(http);
    expect(answers.map(({ label, res }) => [label, res.status])).toEqual(answers.map(({ label, status }) => [label, status]));
    for (const { label, res } of answers) expect(res.headers.get("strict-transport-security"), label).toBeNull();
  });

  it("every answer says nosniff, no framing and its referrer policy, has a CSP, and names no server software", async () => {
    for (const { label, res } of await everyKindOfAnswer(https)) {
      expect(res.headers.get("x-content-type-options"), label).toBe("nosniff");
      expect(res.headers.get("x-frame-options"), label).toBe("DENY");
      expect(res.headers.get("referrer-policy"), label).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("content-security-policy"), label).toContain("frame-ancestors 'none'");
      expect(res.headers.get("server"), label).toBeNull();
      expect(res.headers.get("x-powered-by"), label).toBeNull();
    }
  });

  it("session cookies are HttpOnly and SameSite=Lax, and Secure behind https", () => {
    const session = (shop: Shop) => shop.setCookie.find((line) => line.includes("session_token="))!;
    expect(session(https)).toMatch(/^__Secure-/);
    for (const flag of ["HttpOnly", "SameSite=Lax", "Secure", "Path=/"]) expect(session(https)).toContain(flag);
    for (const flag of ["HttpOnly", "SameSite=Lax"]) expect(session(http)).toContain(flag);
    expect(session(http)).not.toContain("Secure");
  });

  it("pages refuse the methods scanners try with a plain 405 naming what they take, and nothing echoed", async () => {
    for (const method of ["TRACE", "OPTIONS", "PROPFIND", "DELETE", "POST", "PUT"]) {
      const res = await send(`${https.process.url}/`, { method, headers: { "X-Probe": "<script>zq</script>" } });
      const body = await res.text();
      expect(res.status, method).toBe(405);
      expect(res.headers.get("allow"), method).toBe("GET, HEAD");
      expect(JSON.parse(body), method).toEqual({ error: { code: "bad_request", message: "The request is not valid." } });
    }
    // React Router no longer logs a stack trace for each.
    expect(https.process.output()).not.toContain("Invalid request method");
  });

  it("robots.txt does not point at the demo conveniences", async () => {
    const robots = await (await fetch(`${https.process.url}/robots.txt`)).text();
    expect(robots).not.toContain("/dev/");
    expect(robots).not.toContain("/sandbox/");
    expect(robots).toContain("Sitemap: https://shop.example.test/sitemap.xml");
  });
});

describeEachDatabase("errors and live streams, in memory", (harness) => {
  it("a failure answers 500 with the plain error body, the security headers and HSTS, and no stack", async () => {
    const h = harness();
    const app = createApp({ ...h.ctx, config: { ...h.ctx.config, publicUrl: "https://shop.example.test" } });
    const res = await withoutTable(h.ctx, "categories", async () => app.request("/api/categories", {}, FROM_THIS_MACHINE));
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: { code: "internal_error", message: errorTexts.internal } });
    expect(res.headers.get("strict-transport-security")).toBe(HSTS);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("HEAD on a live stream answers its headers and leaves no subscription behind", async () => {
    const h = harness();
    const client = await signedInClient(h, "head-stream@example.com");
    const before = h.ctx.orderEvents.subscriberCount;
    for (let i = 0; i < 5; i++) {
      const res = await client.request("/api/account/orders/events", { method: "HEAD" });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("text/event-stream");
      expect(res.headers.get("cache-control")).toBe("no-store");
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Each HEAD used to leave a subscriber and a heartbeat timer for good.
    expect(h.ctx.orderEvents.subscriberCount).toBe(before);
  });
});
