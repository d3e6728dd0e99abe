import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from "node:fs";
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

/**
 * PGlite takes no lock on its data directory, and two processes writing one directory
 * corrupt it. We take one ourselves, the way PostgreSQL's postmaster.pid does: a lock file
 * created exclusively, holding our pid and the process start time. A lock left by a process
 * that is gone (or by a different process that reused its pid) is stale and taken over.
 */

export class DataDirLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly holderPid: number,
  ) {
    super(
      `The data directory is in use by another running shop process (pid ${holderPid}).\n` +
        `Stop that process first, or start this one with a different DATA_DIR. Lock file: ${lockFile}`,
    );
    this.name = "DataDirLockedError";
  }
}

interface LockContent {
  pid: number;
  startTime: string | null;
  hostname: string;
}

/** Linux: field 22 of /proc/<pid>/stat is the start time in clock ticks since boot. */
async function processStartTime(pid: number): Promise<string | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may contain spaces; it is wrapped in parentheses.
    const afterName = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return afterName[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function isHeldByLiveProcess(content: LockContent): Promise<boolean> {
  if (content.hostname !== os.hostname()) return true; // another machine on a shared disk: be safe
  if (content.pid === process.pid) return false;
  if (!isAlive(content.pid)) return false;
  if (content.startTime === null) return true;
  const current = await processStartTime(content.pid);
  return current === null || current === content.startTime;
}

function parseLock(text: string): LockContent | null {
  try {
    const value = JSON.parse(text) as Partial<LockContent>;
    if (typeof value.pid !== "number" || typeof value.hostname !== "string") return null;
    return { pid: value.pid, hostname: value.hostname, startTime: value.startTime ?? null };
  } catch {
    return null;
  }
}

export interface DataDirLock {
  release(): void;
}

export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, "shop.lock");
  const content: LockContent = {
    pid: process.pid,
    startTime: await processStartTime(process.pid),
    hostname: os.hostname(),
  };

  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockFile, "wx", 0o600);
      writeSync(fd, JSON.stringify(content));
      closeSync(fd);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          const current = parseLock(readFileSafe(lockFile));
          if (current?.pid === process.pid) rmSync(lockFile, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const existing = parseLock(readFileSafe(lockFile));
    if (existing && (await isHeldByLiveProcess(existing))) {
      throw new DataDirLockedError(lockFile, existing.pid);
    }
    // Stale (its process is gone) or unreadable (killed mid-write): take it over.
    rmSync(lockFile, { force: true });
  }
  throw new Error(`Could not take the lock ${lockFile}`);
}

function readFileSafe(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}
