import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { finishDocument } from "~/page-html.server";
import { freePort, startShop, stopShop, tempDataDir, waitForHealthy, type ShopProcess } from "../../support/shop-process";

/**
 * The page HTML's rewrites (src/web/page-html.server.ts, ADR 0019) lean on the shape of React
 * Router's output: its modulepreload links in <head>, its one module script, </head>. This holds
 * that seam against the production build's real pages: an upgrade that changes the shape makes a
 * rewrite report what it missed (the shop logs it) or leaves a page without its rewrite.
 */
const scripts = { gate: "function(){}", tapHold: "function(){}" };
/** The page's <head>, less the JSON-LD blocks written after its inline script. */
const headOf = (html: string) => html.slice(0, html.indexOf("</head>")).replace(/<script type="application\/ld\+json">.*?<\/script>/g, "");

describe("the page HTML's rewrites against React Router's output", () => {
  const dataDir = tempDataDir();
  let shop: ShopProcess;
  const page = async (path: string) => {
    const res = await fetch(`${shop.url}${path}`);
    expect(res.status, path).toBe(200);
    return res.text();
  };

  beforeAll(async () => {
    shop = startShop({ DATA_DIR: dataDir }, await freePort());
    await waitForHealthy(shop, 90_000);
  }, 120_000);
  afterAll(async () => {
    await stopShop(shop, "SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("holds the modules of the pages whose first picture is their largest paint (home, both languages)", async () => {
    for (const path of ["/", "/es"]) {
      const html = await page(path);
      expect(headOf(html), path).not.toContain("modulepreload");
      expect(html, path).toMatch(/<template>(<link rel="modulepreload"[^>]*>)+<\/template><script\b[^>]*\stype="text\/x-held-module"/);
      expect(html, path).not.toMatch(/<script\b[^>]*\stype="module"/);
      // The gate's script, with its cap, then the tap hold: the last script of <head>.
      expect(headOf(html), path).toMatch(/<script nonce="[^"]+">\(function\(.*\)\(3000\);\(function\(.*\)\(\)<\/script>$/);
    }
    expect(shop.output()).not.toContain("page HTML:");
  });

  it("writes each menu card where it stands, in a Suspense boundary of its own (entry.server.tsx, ADR 0026)", async () => {
    for (const path of ["/menu", "/es/menu"]) {
      const html = await page(path);
      const cards = html.match(/<article class="card"/g)?.length ?? 0;
      expect(cards, path).toBeGreaterThan(20);
      expect(html.match(/<li class="flex"><!--\$--><article class="card"/g)?.length, path).toBe(cards);
      // Not sent out of place: no pending boundary, no hidden copy at the end, no script to move it in.
      expect(html, path).not.toContain("<!--$?-->");
      expect(html, path).not.toMatch(/ id="S:\d/);
      expect(html, path).not.toContain("$RC");
    }
  });

  it("lowers every other page's module preloads and ends its <head> with the tap hold", async () => {
    for (const path of ["/cart", "/es/checkout", "/contact"]) {
      const html = await page(path);
      const head = headOf(html);
      expect(head, path).toContain('<link rel="modulepreload" fetchpriority="low"');
      expect(head.match(/<link rel="modulepreload"/g)?.length, path).toBe(head.match(/fetchpriority="low"/g)?.length);
      expect(html, path).toMatch(/<script\b[^>]*\stype="module"/);
      expect(head, path).toMatch(/<script nonce="[^"]+">\(function\((?:(?!<\/script>).)*\)\(\)<\/script>$/);
      expect(head, path).not.toContain(")(3000);");
    }
    expect(shop.output()).not.toContain("page HTML:");
  });
});

describe("the rewrites say what they did not find", () => {
  it("reports a missing </head>, module script or module preloads, and leaves the page as it came", () => {
    expect(finishDocument("<html><body></body></html>", { nonce: "n", scripts, production: true })).toEqual({
      html: "<html><body></body></html>",
      missing: ["</head>"],
    });
    const bare = "<html><head><title>t</title></head><body><p>x</p></body></html>";
    expect(finishDocument(bare, { nonce: "n", scripts, production: true }).missing).toEqual(["module script", "module preloads"]);
    // A gated page (first picture at high priority) whose preloads are not React Router's.
    const noPreloads =
      '<html><head></head><body><img fetchpriority="high" src="a.webp"><script type="module">import "x"</script></body></html>';
    expect(finishDocument(noPreloads, { nonce: "n", scripts, production: true }).missing).toEqual(["module preloads"]);
    // `npm run dev` does not gate, and reports nothing.
    expect(finishDocument(bare, { nonce: "n", scripts, production: false }).missing).toEqual([]);
  });

  it("finds all it looks for in a page shaped as React Router writes one", () => {
    const page =
      '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-a.js"/><link rel="modulepreload" href="/assets/root-b.js"/></head>' +
      '<body><img fetchpriority="high" src="/images/hero.webp"/><script nonce="n" type="module" async="">import "/assets/entry.client-a.js";</script></body></html>';
    const finished = finishDocument(page, { nonce: "n", scripts, production: true });
    expect(finished.missing).toEqual([]);
    expect(finished.html).toBe(
      '<!DOCTYPE html><html><head><script nonce="n">(function(){})(3000);(function(){})()</script></head>' +
        '<body><img fetchpriority="high" src="/images/hero.webp"/><template><link rel="modulepreload" href="/assets/entry.client-a.js"/><link rel="modulepreload" href="/assets/root-b.js"/></template>' +
        '<script nonce="n" type="text/x-held-module" async="">import "/assets/entry.client-a.js";</script></body></html>',
    );
  });
});
