import { type ChildProcess } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { cleanUp, removeDirectory, spawnInGroup, stopProcess } from "../../support/child-processes";
import { createScratchDatabase } from "../../support/postgres";
import { freePort, projectRoot, startShop, stopShop, tempDataDir, waitForHealthy } from "../../support/shop-process";
import { args, CONNECTIONS, DURATION, rows, results, percentile, round, load, rawGet, assertSameAnswer, pgUrl } from "../lib";

/**
 * Menu API requests per second on PGlite and PostgreSQL, against a bare node:http server (its
 * own process) sending the same bytes and headers. Both run side by side and are loaded in
 * alternating rounds (app, bare, app, bare…); the medians are compared, so a passing load on
 * the machine hits both alike.
 */
export async function benchMenu() {
  const rounds = Number(args.get("rounds") ?? 3);
  const measure = async (label: string, env: Record<string, string>) => {
    const port = await freePort();
    const shop = startShop({ ...env, LOG_LEVEL: "info" }, port, { keepOutput: false });
    let bare: ChildProcess | undefined;
    let bareDir: string | undefined;
    try {
      await waitForHealthy(shop, 60_000);
      const url = `http://127.0.0.1:${port}/api/menu`;
      // The sample is asked for as autocannon asks (no Accept-Encoding): the bytes it will be sent.
      // The first request fills the cache; the load is answered from it, like the sample.
      await rawGet(url);
      const sample = await rawGet(url);
      const headers: Record<string, string> = {};
      for (const [key, value] of Object.entries(sample.headers)) {
        if (!["date", "connection", "keep-alive", "transfer-encoding", "content-length"].includes(key)) headers[key] = String(value);
      }
      bareDir = mkdtempSync(path.join(os.tmpdir(), "bench-bare-"));
      const file = path.join(bareDir, "response.json");
      writeFileSync(file, JSON.stringify({ status: sample.status, body: sample.body.toString("base64"), headers }));
      const barePort = await freePort();
      bare = spawnInGroup("the bare server", process.execPath, [path.join(projectRoot, "bench/bare-server.mjs"), file, String(barePort)], {
        stdio: ["ignore", "pipe", "inherit"],
      });
      await new Promise<void>((resolve) => bare!.stdout!.once("data", () => resolve()));
      const bareUrl = `http://127.0.0.1:${barePort}/api/menu`;
      assertSameAnswer(sample, await rawGet(url), "the app twice");
      assertSameAnswer(sample, await rawGet(bareUrl), "the app and the bare server");
      await load(url, CONNECTIONS, 3); // warm up both
      await load(bareUrl, CONNECTIONS, 3);
      const app: number[] = [];
      const baseline: number[] = [];
      for (let round = 0; round < rounds; round++) {
        app.push((await load(url)).requests.average);
        baseline.push((await load(bareUrl)).requests.average);
      }
      const appMedian = percentile(app, 50);
      const bareMedian = percentile(baseline, 50);
      rows.push({
        section: "menu API",
        measure: `${label} req/s (${CONNECTIONS} connections, median of ${rounds} × ${DURATION} s)`,
        value: String(round(appMedian)),
        baseline: `${round(bareMedian)} bare node:http`,
        ratio: String(round(appMedian / bareMedian, 2)),
      });
      results[`menu_${label}`] = {
        requestsPerSecond: appMedian,
        bareRequestsPerSecond: bareMedian,
        ratio: appMedian / bareMedian,
        rounds: { app, bare: baseline },
        bytes: sample.body.length,
      };
    } finally {
      await cleanUp({
        "the bare server": () => bare && stopProcess(bare),
        "the shop": () => stopShop(shop),
        "the bare server's answer": () => bareDir && removeDirectory(bareDir),
      });
    }
  };

  const dataDir = tempDataDir();
  await measure("PGlite", { DATA_DIR: dataDir });
  await removeDirectory(dataDir);
  const database = await createScratchDatabase(pgUrl, "shop_bench");
  try {
    await measure("PostgreSQL", { DATABASE_URL: database.url, DATA_DIR: tempDataDir() });
  } finally {
    await database.drop();
  }
}
