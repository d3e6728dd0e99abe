import { rmSync } from "node:fs";
import { firstLoadBytes, publicRouteChains } from "../../scripts/measure-bundle";
import { freePort, startShop, stopShop, tempDataDir, waitForHealthy } from "../../support/shop-process";
import { rows, results, round, launchChromium } from "../lib";

/** Lighthouse (mobile) on the production build, and each page's first-load JavaScript. */
export async function benchStorefront() {
  const { default: lighthouse } = await import("lighthouse");
  const dataDir = tempDataDir();
  const port = await freePort();
  const shop = startShop({ DATA_DIR: dataDir, LOG_LEVEL: "warn" }, port, { keepOutput: false });
  const chrome = await launchChromium();
  try {
    await waitForHealthy(shop, 60_000);
    const chains = publicRouteChains();
    const pages: [string, string][] = [
      ["/", "routes/home"],
      ["/menu", "routes/menu"],
      ["/blog", "routes/blog"],
    ];
    for (const [pagePath, routeId] of pages) {
      const url = `http://127.0.0.1:${port}${pagePath}`;
      const runs = [];
      for (let i = 0; i < 3; i++) {
        const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
        const audits = result!.lhr.audits;
        runs.push({
          score: Math.round((result!.lhr.categories.performance!.score ?? 0) * 100),
          lcpMs: audits["largest-contentful-paint"]!.numericValue!,
          tbtMs: audits["total-blocking-time"]!.numericValue!,
          cls: audits["cumulative-layout-shift"]!.numericValue!,
        });
      }
      const median = runs.sort((a, b) => a.score - b.score)[1]!;
      const jsKb = firstLoadBytes(chains[routeId]!).total / 1024;
      rows.push({
        section: "storefront",
        measure: `${pagePath}: Lighthouse mobile (LCP ${round(median.lcpMs / 1000, 2)} s, TBT ${round(median.tbtMs)} ms, CLS ${round(median.cls, 3)}), first-load JS ${round(jsKb)} KB gz`,
        value: String(median.score),
        baseline: "target ≥ 95; JS ≤ 120 KB",
      });
      results[`lighthouse_${pagePath}`] = { ...median, runs, firstLoadJsKb: jsKb };
    }
    results.firstLoadJsKb = Object.fromEntries(
      Object.entries(chains).map(([id, chain]) => [id, round(firstLoadBytes(chain).total / 1024)]),
    );
  } finally {
    await chrome.kill();
    await stopShop(shop);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
