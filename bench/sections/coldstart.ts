import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, realpathSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { cleanUp, removeDirectory, spawnInGroup, stopProcess } from "../../support/child-processes";
import { freePort, projectRoot, tempDataDir } from "../../support/shop-process";
import { args, rows, results, percentile, round } from "../lib";

/**
 * Cold start on PGlite (an existing data directory, as `npm start` restarts a shop): from the
 * spawn of `npm start`'s script (scripts/start.mjs) to the first 200 from /healthz, for this
 * working tree and, side by side, for a baseline commit built in a temporary git worktree.
 * The two alternate round by round (baseline first in even rounds, ours first in odd ones), so
 * the machine's other load falls on both alike. `--coldstart-against=<rev>` picks the baseline
 * (default: where this branch left main, or on main the previous commit);
 * `--coldstart-rounds=<n>` the number of rounds (default 7).
 */
export async function benchColdStart() {
  const rounds = Number(args.get("coldstart-rounds") ?? 7);
  const baseline = resolveBaseline(args.get("coldstart-against"));
  process.stdout.write(`cold start: baseline ${baseline.sha.slice(0, 10)} "${baseline.subject}" (${baseline.why})\n`);

  const worktree = await prepareBaselineWorktree(baseline.sha);
  const sides: Side[] = [
    { name: "baseline", root: worktree.root, dataDir: tempDataDir(), runsMs: [], firstPageMs: [] },
    { name: "ours", root: projectRoot, dataDir: tempDataDir(), runsMs: [], firstPageMs: [] },
  ];
  try {
    // The first start makes the data directory (initdb, migrations, seed) and warms the file cache.
    const firstStartMs = new Map<string, number>();
    for (const side of sides) firstStartMs.set(side.name, (await startOnce(side)).healthyMs);
    for (let i = 0; i < rounds; i++) {
      for (const side of i % 2 === 0 ? sides : [...sides].reverse()) {
        const { healthyMs, pageMs } = await startOnce(side);
        side.runsMs.push(healthyMs);
        side.firstPageMs.push(pageMs);
      }
    }
    const [base, ours] = sides as [Side, Side];
    const baseMedian = percentile(base.runsMs, 50);
    const oursMedian = percentile(ours.runsMs, 50);
    const spread = (side: Side) => `${round(Math.min(...side.runsMs), 0)}–${round(Math.max(...side.runsMs), 0)} ms`;
    rows.push({
      section: "cold start",
      measure: `npm start → first 200 /healthz, PGlite, existing data directory (median of ${rounds}, alternating; ours ${spread(ours)}, baseline ${spread(base)})`,
      value: `${round(oursMedian, 0)} ms`,
      baseline: `${baseline.sha.slice(0, 10)}: ${round(baseMedian, 0)} ms`,
      ratio: `${round(oursMedian / baseMedian, 2)}`,
    });
    rows.push({
      section: "cold start",
      measure: "npm start → GET / answered 200 right after /healthz (median)",
      value: `${round(percentile(ours.firstPageMs, 50), 0)} ms`,
      baseline: `${round(percentile(base.firstPageMs, 50), 0)} ms`,
    });
    results.coldStart = {
      baseline: { commit: baseline.sha, subject: baseline.subject, why: baseline.why },
      rounds,
      oursMedianMs: oursMedian,
      baselineMedianMs: baseMedian,
      ratio: oursMedian / baseMedian,
      oursRunsMs: ours.runsMs,
      baselineRunsMs: base.runsMs,
      oursFirstPageMs: ours.firstPageMs,
      baselineFirstPageMs: base.firstPageMs,
      firstStartMs: Object.fromEntries(firstStartMs),
    };
  } finally {
    await cleanUp({
      "the data directories": () => Promise.all(sides.map((side) => removeDirectory(side.dataDir))),
      "the baseline's worktree": () => worktree.remove(),
    });
  }
}

interface Side {
  name: string;
  root: string;
  dataDir: string;
  runsMs: number[];
  firstPageMs: number[];
}

interface Baseline {
  sha: string;
  subject: string;
  why: string;
}

function git(gitArgs: string[], cwd = projectRoot): string | undefined {
  const result = spawnSync("git", gitArgs, { cwd, encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/**
 * On a branch, the commit it left main at (everything the branch changed is then measured);
 * on main itself, the previous commit (for a merge: main before the merge).
 */
function resolveBaseline(requested: string | undefined): Baseline {
  const head = git(["rev-parse", "HEAD"]);
  let sha: string | undefined;
  let why: string;
  if (requested) {
    sha = git(["rev-parse", "--verify", `${requested}^{commit}`]);
    why = `--coldstart-against=${requested}`;
    if (!sha) throw new Error(`cold start: ${requested} is not a commit`);
  } else {
    const mergeBase = git(["merge-base", "HEAD", "main"]);
    if (mergeBase && mergeBase !== head) {
      sha = mergeBase;
      why = "where this branch left main; --coldstart-against=<rev> picks another";
    } else {
      sha = git(["rev-parse", "--verify", "HEAD~1^{commit}"]);
      why = "the previous commit, HEAD~1; --coldstart-against=<rev> picks another";
    }
    if (!sha) throw new Error("cold start: no baseline commit found; pass --coldstart-against=<rev>");
  }
  return { sha, subject: git(["log", "-1", "--format=%s", sha]) ?? "", why };
}

/**
 * The baseline's own build in a temporary worktree. node_modules is our own when the baseline's
 * package-lock.json is the same, and installed from its lock file otherwise.
 */
async function prepareBaselineWorktree(sha: string): Promise<{ root: string; remove(): Promise<void> }> {
  const parent = mkdtempSync(path.join(os.tmpdir(), "bench-coldstart-"));
  const root = path.join(parent, "baseline");
  const remove = async () => {
    git(["worktree", "remove", "--force", root]);
    await removeDirectory(parent);
    git(["worktree", "prune"]);
  };
  try {
    run("git", ["worktree", "add", "--detach", root, sha], projectRoot);
    const theirLock = readFileSync(path.join(root, "package-lock.json"), "utf8");
    const ourLock = readFileSync(path.join(projectRoot, "package-lock.json"), "utf8");
    if (theirLock === ourLock && existsSync(path.join(projectRoot, "node_modules"))) {
      symlinkSync(realpathSync(path.join(projectRoot, "node_modules")), path.join(root, "node_modules"), "dir");
    } else {
      process.stdout.write("cold start: the baseline's package-lock.json differs from ours: npm ci in its worktree…\n");
      run("npm", ["ci", "--no-audit", "--no-fund"], root);
    }
    process.stdout.write("cold start: building the baseline…\n");
    run("npm", ["run", "build"], root, true);
    return { root, remove };
  } catch (error) {
    await cleanUp({ "the baseline's worktree": remove });
    throw error;
  }
}

function run(command: string, commandArgs: string[], cwd: string, quiet = false) {
  const result = spawnSync(command, commandArgs, { cwd, stdio: quiet ? "pipe" : "inherit", encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`cold start: ${command} ${commandArgs.join(" ")} failed in ${cwd}\n${result.stdout ?? ""}${result.stderr ?? ""}`);
  }
}

/**
 * One start as `npm start` runs it (NODE_ENV unset: the demo shop), polled every 5 ms; then the
 * home page must answer 200 with the shop's HTML, so that a quick /healthz alone cannot pass.
 */
async function startOnce(side: Side): Promise<{ healthyMs: number; pageMs: number }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  const started = performance.now();
  const child = spawnInGroup(`the ${side.name} shop`, process.execPath, [path.join(side.root, "scripts/start.mjs")], {
    cwd: side.root,
    env: { PATH: process.env.PATH, DATA_DIR: side.dataDir, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  try {
    const deadline = Date.now() + 120_000;
    let healthyMs: number | undefined;
    while (healthyMs === undefined) {
      if (child.exitCode !== null) throw new Error(`cold start (${side.name}): the shop exited early:\n${output}`);
      if (Date.now() > deadline) throw new Error(`cold start (${side.name}): not healthy in 120 s:\n${output}`);
      try {
        const res = await fetch(`${url}/healthz`);
        await res.arrayBuffer();
        if (res.status === 200) healthyMs = performance.now() - started;
      } catch {
        // not listening yet
      }
      if (healthyMs === undefined) await new Promise((resolve) => setTimeout(resolve, 5));
    }
    if (output.includes("Building the shop")) {
      throw new Error(`cold start (${side.name}): npm start rebuilt the shop; run \`npm run build\` first`);
    }
    const page = await fetch(`${url}/`);
    const html = await page.text();
    const pageMs = performance.now() - started;
    if (page.status !== 200 || !html.includes("</html>")) {
      throw new Error(`cold start (${side.name}): GET / answered ${page.status} after /healthz:\n${html.slice(0, 300)}`);
    }
    return { healthyMs, pageMs };
  } finally {
    await stopProcess(child);
  }
}
