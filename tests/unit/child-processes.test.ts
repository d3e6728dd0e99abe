import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  cleanUp,
  processIsAlive,
  removeDirectory,
  spawnInGroup,
  stopAllProcesses,
  stopProcess,
  withProcesses,
} from "../../support/child-processes";

/**
 * The bench's clean-up (support/child-processes.ts, docs/benchmarks.md): a browser's profile that
 * its helper processes still write into is removed or left with a warning, never a crash; every
 * process the run started is gone after it, even when it throws or is interrupted.
 */

const projectRoot = path.resolve(import.meta.dirname, "../..");

/**
 * Writes into `dir` for `ms` ms, as Chromium's storage service writes its cache while the browser
 * shuts down: sub-folders and files inside the folder, never the folder itself (once it is gone,
 * the writer stops).
 */
const WRITER = `
const fs = require("node:fs"), path = require("node:path");
const [dir, ms] = process.argv.slice(1);
const until = Date.now() + Number(ms);
let n = 0;
process.stdout.write("writing\\n");
while (Date.now() < until) {
  try { fs.mkdirSync(path.join(dir, "Cache")); } catch (error) { if (error.code === "ENOENT") break; }
  const sub = path.join(dir, "Cache", String(n % 7));
  try { fs.mkdirSync(sub); } catch {}
  try { fs.writeFileSync(path.join(sub, "entry-" + n++), "x".repeat(256)); } catch {}
}
`;

/** The pids a test's process printed, one a line, once it has printed `count` of them. */
function readPids(child: ChildProcess, count: number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const pids = output.match(/^\d+$/gm)?.map(Number) ?? [];
      if (pids.length >= count) resolve(pids.slice(0, count));
    });
    child.once("exit", (code) => reject(new Error(`exited (${code}) before printing ${count} pids:\n${output}`)));
  });
}

/**
 * A process that prints its pid and its child's, both ignoring SIGTERM (as a busy renderer may):
 * only SIGKILL to the whole group stops them.
 */
const STUBBORN_PARENT = `
const { spawn } = require("node:child_process");
process.on("SIGTERM", () => {});
const child = spawn(process.execPath, ["-e", 'process.on("SIGTERM", () => {}); console.log(process.pid); setInterval(() => {}, 1000)'], { stdio: ["ignore", "inherit", "inherit"] });
console.log(process.pid);
setInterval(() => {}, 1000);
`;

afterEach(async () => {
  await stopAllProcesses({ graceMs: 200 });
});

describe("removeDirectory", () => {
  it("removes a folder that another process keeps writing into for a while", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "cleanup-profile-"));
    for (let i = 0; i < 300; i++) writeFileSync(path.join(dir, `file-${i}`), "x");
    const writer = spawn(process.execPath, ["-e", WRITER, dir, "800"], { stdio: ["ignore", "pipe", "inherit"] });
    const writerExited = new Promise((resolve) => writer.once("exit", resolve));
    await new Promise((resolve) => writer.stdout.once("data", resolve));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const warnings: string[] = [];

    const removed = await removeDirectory(dir, { warn: (message) => warnings.push(message) });
    await writerExited;

    expect(warnings).toEqual([]);
    expect(removed).toBe(true);
    expect(existsSync(dir)).toBe(false);
  });

  it("warns and resolves false when the folder cannot be removed", async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), "cleanup-file-")), "not-a-folder");
    writeFileSync(file, "x");
    const warnings: string[] = [];

    const removed = await removeDirectory(path.join(file, "profile"), { attempts: 2, delayMs: 10, warn: (m) => warnings.push(m) });

    expect(removed).toBe(false);
    expect(warnings).toEqual([expect.stringContaining("ENOTDIR")]);
    await removeDirectory(path.dirname(file));
  });
});

describe("cleanUp", () => {
  it("runs every step in order, a failing one being a warning", async () => {
    const done: string[] = [];
    const warnings: string[] = [];

    await cleanUp(
      {
        browser: () => {
          throw new Error("ENOTEMPTY: directory not empty, rmdir '/tmp/bench-chromium-x'");
        },
        shops: async () => void done.push("shops"),
        "data folders": () => void done.push("data folders"),
      },
      (message) => warnings.push(message),
    );

    expect(done).toEqual(["shops", "data folders"]);
    expect(warnings).toEqual([expect.stringMatching(/browser.*ENOTEMPTY/)]);
  });
});

describe("processes started through the helpers", () => {
  it("are gone after the run, with their own children, when the run throws", async () => {
    let pids: number[] = [];
    const run = withProcesses(
      async () => {
        const parent = spawnInGroup("stubborn", process.execPath, ["-e", STUBBORN_PARENT], { stdio: ["ignore", "pipe", "inherit"] });
        pids = await readPids(parent, 2);
        throw new Error("the section failed");
      },
      { graceMs: 300 },
    );

    await expect(run).rejects.toThrow("the section failed");
    expect(pids).toHaveLength(2);
    for (const pid of pids) expect(processIsAlive(pid), `pid ${pid}`).toBe(false);
  });

  it("stopProcess waits for the whole group, not only the process it started", async () => {
    const parent = spawnInGroup("stubborn", process.execPath, ["-e", STUBBORN_PARENT], { stdio: ["ignore", "pipe", "inherit"] });
    const pids = await readPids(parent, 2);

    await stopProcess(parent, { graceMs: 300 });

    for (const pid of pids) expect(processIsAlive(pid), `pid ${pid}`).toBe(false);
  });

  it.each([
    ["an uncaught error", "throw", undefined, 1],
    ["SIGTERM", "wait", "SIGTERM", 143],
  ] as const)("are gone when the run ends by %s", async (_, mode, signal, exitCode) => {
    const script = spawn(process.execPath, ["--import", "tsx", path.join(projectRoot, "tests/setup/run-with-children.ts"), mode], {
      cwd: projectRoot,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const exited = new Promise<number | null>((resolve) => script.once("exit", (code) => resolve(code)));
    let stderr = "";
    script.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const pids = await readPids(script, 3);
    if (signal) script.kill(signal);

    expect(await exited, stderr).toBe(exitCode);
    expect(pids).toHaveLength(3);
    for (const pid of pids) expect(processIsAlive(pid), `pid ${pid}`).toBe(false);
  });
});
