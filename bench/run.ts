/**
 * `npm run bench`: the shop's speed as figures, each next to a baseline measured in the same
 * run on the same machine (docs/benchmarks.md). Not part of `npm test`: timings vary with the machine's
 * load. Prints a table and writes bench/results.json. `--only=menu,checkout,…` runs a subset.
 *
 * Sections: menu (API throughput vs a bare node:http server), checkout (orders/s vs pgbench),
 * storefront (Lighthouse mobile + first-load JavaScript), coldstart (start → first 200),
 * realtime (status change → SSE event at an admin client), instances (menu API and checkout
 * through nginx to one and two instances vs one instance directly), history (every admin, staff and
 * customer GET API with 0, 200k and 1M past orders vs a new shop beside it), memory (RSS of one
 * instance under a 5-minute mixed load).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { stopProcessesOnExit, withProcesses } from "../support/child-processes";
import { projectRoot } from "../support/shop-process";
import { results, round, rows, want } from "./lib";
import { benchCheckout } from "./sections/checkout";
import { benchColdStart } from "./sections/coldstart";
import { benchHistory } from "./sections/history";
import { benchInteractivity } from "./sections/interactivity";
import { benchInstances } from "./sections/instances";
import { benchMemory } from "./sections/memory";
import { benchMenu } from "./sections/menu";
import { benchRealtime } from "./sections/realtime";
import { benchStorefront } from "./sections/storefront";

const sections: [string, () => Promise<void>][] = [
  ["menu", benchMenu],
  ["checkout", benchCheckout],
  ["storefront", benchStorefront],
  ["interactivity", benchInteractivity],
  ["coldstart", benchColdStart],
  ["realtime", benchRealtime],
  ["instances", benchInstances],
  ["history", benchHistory],
  ["memory", benchMemory],
];

// Whatever ends the run (a section that throws, Ctrl-C, an uncaught error), the shops, browsers
// and servers it started are stopped; a section that fails is reported and the others still run.
stopProcessesOnExit();
const failed: string[] = [];
for (const [name, run] of sections) {
  if (!want(name)) continue;
  process.stdout.write(`running ${name}…\n`);
  try {
    await withProcesses(run);
  } catch (error) {
    failed.push(name);
    process.stderr.write(`${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
}

const machine = {
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model,
  memoryGb: round(os.totalmem() / 1024 ** 3),
  node: process.version,
  platform: `${os.platform()} ${os.release()}`,
  date: new Date().toISOString(),
};
// A partial run (--only=…) updates its sections and keeps the others' last figures.
const resultsFile = path.join(projectRoot, "bench/results.json");
const previous = existsSync(resultsFile)
  ? (JSON.parse(readFileSync(resultsFile, "utf8")) as { results?: Record<string, unknown> }).results
  : undefined;
writeFileSync(resultsFile, `${JSON.stringify({ machine, results: { ...previous, ...results } }, null, 2)}\n`);
console.table(rows);
console.log(`machine: ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGb} GB, Node ${machine.node}; results in bench/results.json`);
if (failed.length > 0) {
  console.error(`failed: ${failed.join(", ")} (their figures are missing above; the messages are further up)`);
  process.exitCode = 1;
}
