import { createHash, randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import {
  HEARTBEAT_MS,
  LOCK_FILE_NAME,
  STALE_AFTER_MS,
  currentHolder,
  describeHolder,
  heldTokens,
  holderState,
  lockFilePath,
  lockedMessage,
  readLockFile,
  type LockFileState,
} from "./lock-holder.mjs";

/**
 * PGlite takes no lock on its data directory, and two processes writing one directory
 * corrupt it. We take one ourselves, the way PostgreSQL's postmaster.pid does: a lock file
 * created exclusively (and whole: written aside, then hard-linked into place), holding our pid,
 * the process start time and where that pid means something (lock-holder.mjs).
 *
 * - A holder we can see by pid is live while that process runs (and is the same process).
 * - A holder elsewhere (another host, or a container recreated on the same volume) is judged
 *   by its heartbeat: the holder touches the file every `heartbeatMs`; a lock untouched for
 *   `staleAfterMs` is stale. A recent one is watched until it is touched (live: refuse) or
 *   goes stale (take it over), so a restart after a kill waits at most that long.
 * - Taking over a stale lock is claimed first, by exclusively creating
 *   `shop.lock.takeover-<hash of its text>`. Only the claimant removes the lock, and only if
 *   it still holds that text, so of several processes starting at once exactly one wins.
 */

export class DataDirLockedError extends Error {
  readonly holderPid: number | null;

  constructor(
    readonly lockFile: string,
    holder: LockFileState,
  ) {
    super(lockedMessage(lockFile, holder));
    this.name = "DataDirLockedError";
    this.holderPid = holder.content?.pid ?? null;
  }
}

export interface DataDirLockOptions {
  heartbeatMs?: number;
  staleAfterMs?: number;
  /** Told once when a lock from elsewhere is watched before being taken over. */
  onWait?: (message: string) => void;
  /** Ends the watching (start-up interrupted by a signal). */
  signal?: AbortSignal;
}

export interface DataDirLock {
  lockFile: string;
  release(): void;
}

const newToken = () => randomBytes(16).toString("hex");

/** Creates `file` with `text` unless it exists; readers never see it half-written. */
function createWhole(file: string, text: string): boolean {
  const temp = `${file}.${newToken()}.tmp`;
  writeFileSync(temp, text, { flag: "wx", mode: 0o600 });
  try {
    linkSync(temp, file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") return false;
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "ENOSYS") throw error;
    // A file system without hard links: an exclusive create, written right after.
    try {
      writeFileSync(file, text, { flag: "wx", mode: 0o600 });
      return true;
    } catch (fallbackError) {
      if ((fallbackError as NodeJS.ErrnoException).code === "EEXIST") return false;
      throw fallbackError;
    }
  } finally {
    rmSync(temp, { force: true });
  }
}

type Settings = Required<Pick<DataDirLockOptions, "heartbeatMs" | "staleAfterMs">> & DataDirLockOptions;

async function judge(lockFile: string, lock: LockFileState, options: Settings): Promise<"live" | "stale" | "changed"> {
  let state = await holderState(lock, options.staleAfterMs);
  if (state === "fresh") {
    const seconds = Math.ceil((options.staleAfterMs - (Date.now() - lock.mtimeMs)) / 1000);
    options.onWait?.(
      `The data directory's lock belongs to ${describeHolder(lock)}; watching its heartbeat for up to ${seconds} s before taking it over.`,
    );
  }
  let current = lock;
  while (state === "fresh") {
    await sleep(Math.min(1_000, Math.max(10, options.staleAfterMs - (Date.now() - current.mtimeMs) + 10)), undefined, {
      signal: options.signal,
    });
    const again = readLockFile(lockFile);
    if (again === null || again.text !== lock.text) return "changed";
    if (again.mtimeMs !== current.mtimeMs) return "live"; // its holder touched it
    current = again;
    state = await holderState(current, options.staleAfterMs);
  }
  return state === "live" ? "live" : "stale";
}

/**
 * Removes `file` if it still holds `seen`'s text, as the only process allowed to: returns
 * false when another process has claimed that removal (it is doing it, or died doing it, in
 * which case its dead claim is removed the same way and the caller tries again).
 */
async function removeIfUnchanged(lockFile: string, file: string, seen: LockFileState, staleAfterMs: number, depth = 0): Promise<boolean> {
  const claim = `${lockFile}.takeover-${createHash("sha256").update(seen.text).digest("hex").slice(0, 32)}`;
  if (!createWhole(claim, JSON.stringify(await currentHolder(newToken())))) {
    const claimant = readLockFile(claim);
    if (claimant === null || depth >= 3) return false;
    const state = await holderState(claimant, staleAfterMs);
    if (state === "dead" || state === "stale") await removeIfUnchanged(lockFile, claim, claimant, staleAfterMs, depth + 1);
    return false;
  }
  try {
    if (readLockFile(file)?.text === seen.text) rmSync(file);
    return true;
  } finally {
    rmSync(claim, { force: true });
  }
}

/** Claims and temporary files left by processes killed mid-way (both live for milliseconds). */
function removeLeftovers(dataDir: string, olderThanMs: number) {
  for (const name of readdirSync(dataDir)) {
    if (!name.startsWith(`${LOCK_FILE_NAME}.`)) continue;
    const file = path.join(dataDir, name);
    try {
      if (Date.now() - statSync(file).mtimeMs > olderThanMs) rmSync(file, { force: true });
    } catch {
      // removed meanwhile
    }
  }
}

function hold(dataDir: string, lockFile: string, text: string, token: string, heartbeatMs: number, staleAfterMs: number): DataDirLock {
  heldTokens.add(token);
  const isOurs = () => {
    try {
      return readLockFile(lockFile)?.text === text;
    } catch {
      return false;
    }
  };
  const heartbeat = setInterval(() => {
    if (!isOurs()) return;
    const now = new Date();
    try {
      utimesSync(lockFile, now, now);
    } catch {
      // the next beat tries again
    }
  }, heartbeatMs);
  heartbeat.unref();
  removeLeftovers(dataDir, staleAfterMs);
  let released = false;
  return {
    lockFile,
    release() {
      if (released) return;
      released = true;
      clearInterval(heartbeat);
      heldTokens.delete(token);
      if (isOurs()) rmSync(lockFile, { force: true });
    },
  };
}

export async function acquireDataDirLock(dataDir: string, options: DataDirLockOptions = {}): Promise<DataDirLock> {
  const settings: Settings = { heartbeatMs: HEARTBEAT_MS, staleAfterMs: STALE_AFTER_MS, ...options };
  mkdirSync(dataDir, { recursive: true });
  const lockFile = lockFilePath(dataDir);
  const token = newToken();
  const text = JSON.stringify(await currentHolder(token));

  for (let attempt = 0; attempt < 100; attempt++) {
    settings.signal?.throwIfAborted();
    if (createWhole(lockFile, text)) return hold(dataDir, lockFile, text, token, settings.heartbeatMs, settings.staleAfterMs);
    const lock = readLockFile(lockFile);
    if (lock === null) continue; // released meanwhile
    const verdict = await judge(lockFile, lock, settings);
    if (verdict === "live") throw new DataDirLockedError(lockFile, lock);
    if (verdict === "changed") continue;
    // Stale: remove it (unless another starter is doing so), then try to create ours again.
    if (!(await removeIfUnchanged(lockFile, lockFile, lock, settings.staleAfterMs)))
      await sleep(10 + Math.random() * 40, undefined, { signal: settings.signal });
  }
  throw new Error(`Could not take the lock ${lockFile}`);
}
