import { rmSync } from "node:fs";
import { freePort, startShop, stopShop, tempDataDir, waitForHealthy } from "../../support/shop-process";
import { rows, results, percentile, round } from "../lib";

/** Process start to the first 200 from /healthz on PGlite (an existing data directory), median of 5. */
export async function benchColdStart() {
  const dataDir = tempDataDir();
  const first = await timeToHealthy(dataDir);
  const times: number[] = [];
  for (let i = 0; i < 5; i++) times.push(await timeToHealthy(dataDir));
  rmSync(dataDir, { recursive: true, force: true });
  const median = percentile(times, 50);
  rows.push({
    section: "cold start",
    measure: `start → first 200 /healthz, PGlite (median of 5; first start with initdb, migrations and seed: ${round(first)} ms)`,
    value: `${round(median)} ms`,
    baseline: "target < 2000 ms",
  });
  results.coldStart = { medianMs: median, runsMs: times, firstStartMs: first };
}

async function timeToHealthy(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const shop = startShop({ DATA_DIR: dataDir, LOG_LEVEL: "warn" }, port, { keepOutput: false });
  try {
    await waitForHealthy(shop, 60_000, 5);
    return performance.now() - started;
  } finally {
    await stopShop(shop);
  }
}
