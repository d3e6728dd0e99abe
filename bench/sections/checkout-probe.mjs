/**
 * Loaded into the shop under the checkout bench with `node --import` (NODE_OPTIONS), never by the
 * shop itself: it counts every statement node-postgres sends (pool, transactions, the listener:
 * every `Client#query`, BEGIN and COMMIT included) and, with BENCH_PROBE_PROFILE=1, samples the
 * CPU through the inspector. Each mark also carries the process's CPU time so far (all its
 * threads, user and system: what the shop costs the machine, whatever else runs beside it). The bench marks the timed window with two SIGUSR2: the first starts
 * the profiler, the second stops it; each writes `mark-<n>.json` (the counts so far) to
 * BENCH_PROBE_DIR, the second after `window.cpuprofile`.
 */
import { renameSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector";
import { createRequire } from "node:module";
import path from "node:path";

const dir = process.env.BENCH_PROBE_DIR;
if (dir) {
  const pg = createRequire(path.join(process.cwd(), "package.json"))("pg");
  const byText = new Map();
  let queries = 0;
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function countedQuery(config, ...rest) {
    queries++;
    const text = typeof config === "string" ? config : (config?.text ?? "?");
    // The statement's shape: its first words, enough to tell the shop's statements apart (spaces
    // are tidied when the bench prints them: this runs in the shop, on every statement).
    const key = text.slice(0, 140);
    byText.set(key, (byText.get(key) ?? 0) + 1);
    return original.call(this, config, ...rest);
  };

  const profiling = process.env.BENCH_PROBE_PROFILE === "1";
  const session = profiling ? new Session() : null;
  const post = (method, params) =>
    new Promise((resolve, reject) => session.post(method, params ?? {}, (error, result) => (error ? reject(error) : resolve(result))));
  if (session) {
    session.connect();
    await post("Profiler.enable");
    await post("Profiler.setSamplingInterval", { interval: 1000 });
  }

  let marks = 0;
  const write = (name, content) => {
    const file = path.join(dir, name);
    writeFileSync(`${file}.tmp`, content);
    renameSync(`${file}.tmp`, file);
  };
  process.on("SIGUSR2", () => {
    const mark = ++marks;
    void (async () => {
      if (session && mark === 1) await post("Profiler.start");
      if (session && mark === 2) write("window.cpuprofile", JSON.stringify((await post("Profiler.stop")).profile));
      write(`mark-${mark}.json`, JSON.stringify({ queries, byText: Object.fromEntries(byText), cpu: process.cpuUsage() }));
    })();
  });
}
