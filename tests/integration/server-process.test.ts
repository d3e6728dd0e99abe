import { spawn } from "node:child_process";
import { existsSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import http from "node:http";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderableNow, preferredTime } from "../../support/checkout";
import type { ItemSchedule } from "@shared/ordering/schedule";
import { HttpClient, signIn } from "../../support/http-client";
import { freePort, projectRoot, startShop, tempDataDir, waitForHealthy, type ShopProcess } from "../../support/shop-process";

/** Like startShop, for another command: `npm start`'s script or the dev server. */
function startCommand(args: string[], env: Record<string, string>, port: number): ShopProcess {
  let output = "";
  const child = spawn(process.execPath, args, {
    cwd: projectRoot,
    env: { PATH: process.env.PATH, PORT: String(port), LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.on("exit", (code, signal) => resolve(code ?? signal ?? "unknown")));
  return { child, port, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

async function stopProcess(shop: ShopProcess) {
  if (shop.child.exitCode === null && shop.child.signalCode === null) shop.child.kill("SIGKILL");
  await shop.exited;
}

/**
 * The production build as a real process: start-up on a fresh data directory, the data
 * directory lock, configuration errors, headers, and graceful shutdown.
 */
describe("the shop process", () => {
  const dataDir = tempDataDir();
  const otherDirs: string[] = [];
  const newDataDir = (): string => {
    const dir = tempDataDir();
    otherDirs.push(dir);
    return dir;
  };
  let shop: ShopProcess;
  // Every other process a test starts: a failing test must not leave one running.
  const others: ShopProcess[] = [];
  const track = (started: ShopProcess) => (others.push(started), started);

  // A fresh data directory (initdb, migrations, seed) takes about 5 s alone; with the other test
  // files starting shops on the same two cores it has taken over 30 s.
  beforeAll(async () => {
    shop = startShop({ DATA_DIR: dataDir }, await freePort());
    await waitForHealthy(shop, 90_000);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([shop, ...others].filter(Boolean).map(stopProcess));
    for (const dir of [dataDir, ...otherDirs]) rmSync(dir, { recursive: true, force: true });
  });

  it("migrates and seeds a fresh data directory, and server-renders /menu with its items", async () => {
    const res = await fetch(`${shop.url}/menu?category=carnitas`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Carnitas Family Pack");
    expect(html).toContain("$15.99");
    // The butcher's choices and the first step are in the server's HTML (ADR 0013).
    expect(html).toContain("Half and half");
    expect(html).toContain("0.5 lb");
    expect(html).toContain("All Items");
    expect(html).not.toContain("Arrachera"); // filtered out server-side
  });

  it("answers unknown paths with HTTP 404 and the 'Page Not Found' page", async () => {
    const res = await fetch(`${shop.url}/no/such/page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Page Not Found");
  });

  it("sends security headers, and a CSP whose nonce is on every inline script", async () => {
    const res = await fetch(`${shop.url}/menu`);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const html = await res.text();
    // JSON-LD blocks (ADR 0015) are data, never run, so the script policy does not govern them.
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].filter(
      ([, attributes]) => !attributes!.includes("application/ld+json"),
    );
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  it("serves hashed assets pre-compressed with an immutable cache header", async () => {
    const html = await (await fetch(`${shop.url}/menu`)).text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const res = await fetch(`${shop.url}${asset}`, { headers: { "Accept-Encoding": "br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const missing = await fetch(`${shop.url}/assets/missing-abc123.js`);
    expect(missing.status).toBe(404);
  });

  it("deploy/wait-ready.mjs (systemd's ExecStartPost) exits 0 once /readyz answers 200, 1 when nothing is ready in time", async () => {
    const waitReady = (port: number, seconds: string) =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(process.execPath, ["deploy/wait-ready.mjs", String(port), seconds], {
          cwd: projectRoot,
          env: { PATH: process.env.PATH, HOST: "0.0.0.0" },
          stdio: ["ignore", "pipe", "pipe"],
        });
        let output = "";
        child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
        child.on("exit", (code) => resolve({ code, output }));
      });
    expect(await waitReady(shop.port, "30")).toEqual({ code: 0, output: "" });
    const nobody = await waitReady(await freePort(), "1");
    expect(nobody.code).toBe(1);
    expect(nobody.output).toMatch(/readyz is not ready after 1 s: ECONNREFUSED/);
  });

  it("serves a real robots.txt", async () => {
    const res = await fetch(`${shop.url}/robots.txt`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Disallow: /admin");
  });

  it("closes the connection after refusing a body too large, so the next request on a kept-alive client is not lost", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, pathname: string, body?: string) =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        const headers = body ? { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) } : {};
        const req = http.request(`${shop.url}${pathname}`, { method, agent, headers }, (res) => {
          res.resume();
          res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
        });
        req.on("error", reject);
        req.end(body);
      });
    try {
      const refused = await send("POST", "/api/contact", JSON.stringify({ name: "x".repeat(200_000) }));
      expect(refused).toEqual({ status: 413, connection: "close" });
      // Sent at once, on the same agent: before, this met the refused body's socket being reset (ECONNRESET).
      expect((await send("GET", "/api/categories")).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it("warns at start-up that the dev mailbox can be reached from other machines (demo mode, HOST=0.0.0.0)", () => {
    expect(shop.output()).toContain("The dev mailbox (/dev/mailbox) shows every sign-in link to anyone who can reach this server");
  });

  it("answers the dev mailbox on a loopback connection only, and says so at start-up", async () => {
    expect(shop.output()).toContain("this machine only: HOST=0.0.0.0 lets other machines reach the shop");
    expect((await fetch(`${shop.url}/dev/mailbox.json`)).status).toBe(200);
    // A proxy on this machine relaying a visitor from elsewhere (TRUST_PROXY is not even set).
    const relayed = await fetch(`${shop.url}/dev/mailbox.json`, { headers: { "X-Forwarded-For": "203.0.113.7" } });
    expect(relayed.status).toBe(404);
    expect(await relayed.json()).toEqual({ error: { code: "not_found", message: "Not found." } });
  });

  it("/order-success with a real order id and a junk session id is the 'payment not found' page, never a 500", async () => {
    // Its own address as PUBLIC_URL (localhost) says, over the loopback connection the mailbox requires.
    const customer = new HttpClient(shop.url, "127.0.0.1");
    customer.origin = `http://localhost:${shop.port}`;
    await signIn(customer, "order-success-junk@example.com");
    const menu = (await (await fetch(`${shop.url}/api/menu`)).json()) as { items: { id: string; schedule: ItemSchedule }[] };
    const items = orderableNow(menu.items);
    const placed = await customer.request("/api/checkout", {
      method: "POST",
      json: {
        idempotencyKey: `order-success-junk-${Date.now()}`,
        details: {
          orderType: "pickup",
          name: "Ana",
          email: "order-success-junk@example.com",
          phone: "3235550100",
          deliveryAddress: "",
          preferredTime: preferredTime(),
          notes: "",
        },
        lines: [{ itemId: items[0]!.id, quantity: 1, notes: "" }],
      },
    });
    expect(placed.status).toBe(200);
    const { orderId } = (await placed.json()) as { orderId: string };
    for (const sessionId of [
      "x%00",
      "%00",
      "x".repeat(5_000),
      "%C3%B1and%C3%BA%20%F0%9F%8C%AE",
      "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
      "%ff%fe",
      "x%0d%0aSet-Cookie:%20a=b",
    ]) {
      const res = await fetch(`${shop.url}/order-success?session_id=${sessionId}&order_id=${orderId}`);
      const html = await res.text();
      expect(res.status, sessionId.slice(0, 40)).toBe(200);
      expect(html).toContain("We couldn&#x27;t find this payment");
      expect(html).not.toContain("<script>alert(1)");
      expect(res.headers.get("set-cookie")).toBeNull();
    }
    // The API reads the query with the same schema, and says 400 where the page says 'not found'.
    expect((await fetch(`${shop.url}/api/checkout/payment?session_id=x%00&order_id=${orderId}`)).status).toBe(400);
  });

  it("refuses a second process on the same data directory with a clear message", async () => {
    const second = track(startShop({ DATA_DIR: dataDir }, await freePort()));
    const code = await second.exited;
    expect(code).toBe(1);
    expect(second.output()).toContain("The data directory is in use by another running shop process");
  });

  it("npm start refuses a data directory in use before it builds anything", async () => {
    // Make the build look out of date, as after `git pull` while the shop runs: a build would
    // replace build/ under the running shop, so the refusal must come first.
    const input = path.join(projectRoot, "react-router.config.ts");
    const { atime, mtime } = statSync(input);
    const later = new Date(Date.now() + 60_000);
    utimesSync(input, later, later);
    try {
      const second = track(startCommand(["scripts/start.mjs"], { DATA_DIR: dataDir }, await freePort()));
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain("The data directory is in use by another running shop process");
      expect(second.output()).not.toContain("Building the shop");
    } finally {
      utimesSync(input, atime, mtime);
    }
  }, 60_000);

  it("says plainly when its port is taken, and closes the database and releases the lock", async () => {
    const port = await freePort();
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(port, "0.0.0.0", resolve));
    const dir = newDataDir();
    try {
      const busy = track(startShop({ DATA_DIR: dir, SEED_DEMO_DATA: "false" }, port));
      expect(await busy.exited).toBe(1);
      expect(busy.output()).toContain(`Port ${port} is already in use by another program.`);
      expect(busy.output()).not.toMatch(/^\s+at /m); // no stack trace
      expect(existsSync(path.join(dir, "shop.lock"))).toBe(false);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  }, 60_000);

  it("stopped during start-up (Ctrl-C while the database is being created), closes cleanly and starts again", async () => {
    const dir = newDataDir();
    const lockFile = path.join(dir, "shop.lock");
    const starting = track(startShop({ DATA_DIR: dir }, await freePort()));
    // The lock comes first; creating the database, migrating and seeding take seconds more.
    await expect.poll(() => existsSync(lockFile), { timeout: 30_000, interval: 10 }).toBe(true);
    starting.child.kill("SIGINT");
    expect(await starting.exited).toBe(0);
    expect(starting.output()).toContain("stopped cleanly");
    expect(starting.output()).not.toContain("shop listening");
    expect(existsSync(lockFile)).toBe(false);

    const again = track(startShop({ DATA_DIR: dir }, await freePort()));
    await waitForHealthy(again);
    const menu = (await (await fetch(`${again.url}/api/menu`)).json()) as { items: unknown[] };
    expect(menu.items.length).toBeGreaterThanOrEqual(20);
  }, 90_000);

  it("in `npm run dev`, Ctrl-C closes the database and releases the lock", async () => {
    const dir = newDataDir();
    const port = await freePort();
    const dev = track(
      startCommand(["node_modules/@react-router/dev/bin.js", "dev", "--port", String(port), "--strictPort"], { DATA_DIR: dir }, port),
    );
    await expect.poll(() => dev.output(), { timeout: 60_000 }).toContain("Local:");
    // Vite loads the server entry (and opens the database) on the first request.
    await waitForHealthy({ ...dev, url: `http://localhost:${dev.port}` }, 60_000);
    expect(existsSync(path.join(dir, "shop.lock"))).toBe(true);
    dev.child.kill("SIGINT");
    await dev.exited;
    expect(dev.output()).toContain("stopped cleanly");
    expect(existsSync(path.join(dir, "shop.lock"))).toBe(false);
  }, 120_000);

  it("stops gracefully on SIGTERM: closes the database and releases the lock", async () => {
    shop.child.kill("SIGTERM");
    expect(await shop.exited).toBe(0);
    expect(shop.output()).toContain("stopped cleanly");
    expect(existsSync(path.join(dataDir, "shop.lock"))).toBe(false);
  });

  it("restarts after a SIGKILL: the stale lock does not block, committed data is intact, no re-seed", async () => {
    const killed = track(startShop({ DATA_DIR: dataDir }, await freePort()));
    await waitForHealthy(killed);
    expect(killed.output()).not.toContain("demo data seeded");
    killed.child.kill("SIGKILL");
    await killed.exited;
    expect(existsSync(path.join(dataDir, "shop.lock"))).toBe(true);

    shop = startShop({ DATA_DIR: dataDir }, await freePort());
    await waitForHealthy(shop);
    const items = (await (await fetch(`${shop.url}/api/menu`)).json()) as { items: unknown[] };
    expect(items.items.length).toBeGreaterThanOrEqual(20);
  }, 60_000);

  it("takes over a lock left by a process that no longer exists", async () => {
    const dir = newDataDir();
    writeFileSync(path.join(dir, "shop.lock"), JSON.stringify({ pid: 2 ** 22 - 1, startTime: "1", hostname: os.hostname() }));
    const other = track(startShop({ DATA_DIR: dir, SEED_DEMO_DATA: "false" }, await freePort()));
    await waitForHealthy(other, 50_000); // a fresh database: slow on a busy machine
    other.child.kill("SIGTERM");
    expect(await other.exited).toBe(0);
  }, 60_000);

  it("npm start serves an existing build on a fresh data directory", async () => {
    const started = track(startCommand(["scripts/start.mjs"], { DATA_DIR: newDataDir() }, await freePort()));
    await waitForHealthy(started, 60_000);
    expect(started.output()).toContain("demo data seeded");
    started.child.kill("SIGTERM");
    expect(await started.exited).toBe(0);
  }, 120_000);

  it("exits with code 78 and names the variable when the configuration is bad", async () => {
    const bad = track(startShop({ DATA_DIR: newDataDir(), TAX_RATE: "a lot" }, await freePort()));
    expect(await bad.exited).toBe(78);
    expect(bad.output()).toContain("TAX_RATE");
  });
});
