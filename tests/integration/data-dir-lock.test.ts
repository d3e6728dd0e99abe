import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from "@server/db/data-dir-lock";
import { liveHolderMessage } from "@server/db/lock-holder.mjs";
import { projectRoot } from "../../support/shop-process";

const DEAD_PID = 2 ** 22 - 1;

describe("the data directory lock", () => {
  const dirs: string[] = [];
  const locks: DataDirLock[] = [];
  const timers: NodeJS.Timeout[] = [];
  const newDir = () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "shop-lock-"));
    dirs.push(dir);
    return dir;
  };
  const lockFile = (dir: string) => path.join(dir, "shop.lock");
  const holderOf = (dir: string) => JSON.parse(readFileSync(lockFile(dir), "utf8")) as { pid: number; hostname: string };
  const writeLock = (dir: string, holder: Record<string, unknown>, ageMs = 0) => {
    writeFileSync(lockFile(dir), JSON.stringify(holder));
    const then = new Date(Date.now() - ageMs);
    utimesSync(lockFile(dir), then, then);
  };
  const acquire = async (dir: string, options?: Parameters<typeof acquireDataDirLock>[1]) => {
    const lock = await acquireDataDirLock(dir, options);
    locks.push(lock);
    return lock;
  };

  afterEach(() => {
    for (const timer of timers.splice(0)) clearInterval(timer);
    for (const lock of locks.splice(0)) lock.release();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("refuses a second holder in the same process, and is free again once released", async () => {
    const dir = newDir();
    const lock = await acquire(dir);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(DataDirLockedError);
    expect(await liveHolderMessage(dir)).toContain(`(pid ${process.pid})`);
    lock.release();
    expect(existsSync(lockFile(dir))).toBe(false);
    expect(await liveHolderMessage(dir)).toBeNull();
    await acquire(dir);
  });

  it("keeps its lock fresh with a heartbeat while held", async () => {
    const dir = newDir();
    await acquire(dir, { heartbeatMs: 40 });
    const past = new Date(Date.now() - 60_000);
    utimesSync(lockFile(dir), past, past);
    await expect.poll(() => statSync(lockFile(dir)).mtimeMs, { timeout: 2_000 }).toBeGreaterThan(Date.now() - 5_000);
  });

  it("takes over at once a lock from another host whose heartbeat is old (a container recreated after a kill)", async () => {
    const dir = newDir();
    writeLock(dir, { pid: process.pid, startTime: "1", hostname: "old-container-3f2a", token: "x" }, 10 * 60_000);
    const started = Date.now();
    await acquire(dir);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(holderOf(dir).hostname).toBe(os.hostname());
  });

  it("refuses a lock from another host whose heartbeat moves, naming that host", async () => {
    const dir = newDir();
    writeLock(dir, { pid: 4242, startTime: "1", hostname: "web-2", token: "x" });
    timers.push(
      setInterval(() => {
        const now = new Date();
        utimesSync(lockFile(dir), now, now);
      }, 30),
    );
    const waits: string[] = [];
    const error = await acquireDataDirLock(dir, { staleAfterMs: 600, onWait: (message) => waits.push(message) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toContain("The data directory is in use by another running shop process (pid 4242 on host web-2");
    expect(waits).toHaveLength(1);
    expect(holderOf(dir).hostname).toBe("web-2");
  });

  it("takes over a recent lock from another host once its heartbeat has not moved for the stale period", async () => {
    const dir = newDir();
    writeLock(dir, { pid: 4242, startTime: "1", hostname: "web-2", token: "x" });
    const waits: string[] = [];
    const started = Date.now();
    await acquire(dir, { staleAfterMs: 500, onWait: (message) => waits.push(message) });
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    expect(waits[0]).toContain("pid 4242 on host web-2");
    expect(holderOf(dir).pid).toBe(process.pid);
  });

  it("does not trust a live pid from another pid namespace (a container with the same host name)", async () => {
    const dir = newDir();
    // process.ppid is alive here, but the lock says it was written in another pid namespace.
    writeLock(dir, { pid: process.ppid, startTime: null, hostname: os.hostname(), pidNamespace: "pid:[1]", token: "x" }, 10 * 60_000);
    await acquire(dir);
    expect(holderOf(dir).pid).toBe(process.pid);
  });

  it("lets exactly one of many processes starting at once take over a stale lock", async () => {
    const dir = newDir();
    const contenders = await startContenders(dir, 8);
    try {
      // Many rounds: a lost race shows up only now and then. Before each, the lock is stale again.
      for (let round = 0; round < 25; round++) {
        rmSync(lockFile(dir), { force: true });
        writeLock(dir, { pid: DEAD_PID, startTime: "1", hostname: os.hostname(), token: `dead-${round}` });
        const outcomes = await contenders.race();
        expect(
          outcomes.filter((outcome) => outcome === "won"),
          `round ${round}: ${outcomes.join(", ")}`,
        ).toHaveLength(1);
        expect(outcomes.filter((outcome) => outcome === "refused")).toHaveLength(7);
      }
    } finally {
      await contenders.stop();
    }
    // Only the lock is left: no takeover claims, no temporary files.
    expect(readdirSync(dir)).toEqual(["shop.lock"]);
  }, 120_000);
});

/** `count` processes (tests/setup/lock-contender.ts); `race()` has them all take the lock at the same moment. */
async function startContenders(dir: string, count: number) {
  const children = Array.from({ length: count }, () =>
    spawn(process.execPath, ["--import", "tsx", path.join(projectRoot, "tests/setup/lock-contender.ts"), dir], {
      cwd: projectRoot,
      stdio: ["pipe", "pipe", "inherit"],
    }),
  );
  const nextLines = children.map((child) => {
    const queue: string[] = [];
    let wake: (() => void) | undefined;
    let buffer = "";
    child.stdout.on("data", (chunk: Buffer) => {
      buffer += chunk.toString();
      let end: number;
      while ((end = buffer.indexOf("\n")) >= 0) {
        queue.push(buffer.slice(0, end));
        buffer = buffer.slice(end + 1);
      }
      wake?.();
    });
    return async () => {
      while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      return queue.shift()!;
    };
  });
  const stop = () =>
    Promise.all(
      children.map((child) => {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.stdin.end();
        return exited;
      }),
    );
  try {
    expect(await Promise.all(nextLines.map((next) => next()))).toEqual(Array(count).fill("ready"));
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    async race(): Promise<string[]> {
      for (const child of children) child.stdin.write("go\n");
      return Promise.all(nextLines.map((next) => next()));
    },
    stop,
  };
}
