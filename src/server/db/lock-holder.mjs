// Who holds the data directory's lock, and whether that process is still running. Plain
// JavaScript so that `npm start` (scripts/start.mjs) can ask before it builds anything;
// data-dir-lock.ts takes and keeps the lock with the same rules. Types: lock-holder.d.mts.
import { readFileSync, readlinkSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import process from "node:process";

export const LOCK_FILE_NAME = "shop.lock";
/** The holder refreshes the lock file's mtime this often… */
export const HEARTBEAT_MS = 10_000;
/**
 * …and a lock whose holder cannot be checked by pid (another host or container) is stale once
 * its heartbeat is this old. Generous: PGlite runs on the main thread and a long query delays
 * the heartbeat timer.
 */
export const STALE_AFTER_MS = 4 * HEARTBEAT_MS;

export function lockFilePath(dataDir) {
  return path.join(dataDir, LOCK_FILE_NAME);
}

function readOrNull(read) {
  try {
    return read();
  } catch {
    return null;
  }
}

/** Linux: field 22 of /proc/<pid>/stat is the start time in clock ticks since boot. */
async function processStartTime(pid) {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may contain spaces; it is wrapped in parentheses.
    const afterName = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return afterName[19] ?? null;
  } catch {
    return null;
  }
}

/**
 * Where pids mean something: the host name, the kernel's boot id (a pid from before a reboot
 * names another process) and the pid namespace (a container has its own pids, often 1).
 */
function pidScope() {
  return {
    hostname: os.hostname(),
    bootId: readOrNull(() => readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim()),
    pidNamespace: readOrNull(() => readlinkSync("/proc/self/ns/pid")),
  };
}

/** Tokens of the locks this process holds (data-dir-lock.ts): its own pid alone would read as "a previous life". */
export const heldTokens = new Set();

/** What a lock (or a takeover claim) written by this process says about it. */
export async function currentHolder(token) {
  return { pid: process.pid, startTime: await processStartTime(process.pid), ...pidScope(), token };
}

/** A lock file's text, its parsed content (null when unreadable) and its mtime; null when there is none. */
export function readLockFile(file) {
  let text;
  let mtimeMs;
  try {
    text = readFileSync(file, "utf8");
    mtimeMs = statSync(file).mtimeMs;
  } catch (error) {
    if (error.code === "ENOENT") return null;
    throw error;
  }
  return { text, content: parseHolder(text), mtimeMs };
}

function parseHolder(text) {
  try {
    const value = JSON.parse(text);
    if (typeof value?.pid !== "number" || typeof value.hostname !== "string") return null;
    return {
      pid: value.pid,
      startTime: value.startTime ?? null,
      hostname: value.hostname,
      bootId: value.bootId ?? null,
      pidNamespace: value.pidNamespace ?? null,
      token: value.token ?? null,
    };
  } catch {
    return null;
  }
}

/** Whether a pid in `holder` names a process we can see. Locks written before these fields existed carry only the host name. */
export function inOurPidScope(holder) {
  const ours = pidScope();
  return (
    holder.hostname === ours.hostname &&
    (holder.bootId === null || holder.bootId === ours.bootId) &&
    (holder.pidNamespace === null || holder.pidNamespace === ours.pidNamespace)
  );
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

/**
 * "live", "dead" or, for a holder outside our pid scope, "fresh"/"stale" by the age of its
 * heartbeat. An unreadable lock (a writer killed mid-write, before locks were written whole)
 * is dead.
 */
export async function holderState(lock, staleAfterMs = STALE_AFTER_MS) {
  const holder = lock.content;
  if (holder === null) return "dead";
  if (!inOurPidScope(holder)) return Date.now() - lock.mtimeMs > staleAfterMs ? "stale" : "fresh";
  // Our own pid on a lock we do not hold: a previous life of this container, whose pid was ours.
  if (holder.pid === process.pid) return holder.token !== null && heldTokens.has(holder.token) ? "live" : "dead";
  if (!isAlive(holder.pid)) return "dead";
  if (holder.startTime === null) return "live";
  const current = await processStartTime(holder.pid);
  return current === null || current === holder.startTime ? "live" : "dead";
}

/** "pid 123" or "pid 123 on host web-2, last heartbeat 4 s ago": what the messages name. */
export function describeHolder(lock) {
  const holder = lock.content;
  if (holder === null) return "an unknown process";
  if (inOurPidScope(holder)) return `pid ${holder.pid}`;
  const seconds = Math.max(0, Math.round((Date.now() - lock.mtimeMs) / 1000));
  return `pid ${holder.pid} on host ${holder.hostname}, last heartbeat ${seconds} s ago`;
}

export function lockedMessage(lockFile, lock) {
  return (
    `The data directory is in use by another running shop process (${describeHolder(lock)}).\n` +
    `Stop that process first, or start this one with a different DATA_DIR. Lock file: ${lockFile}`
  );
}

/**
 * The message to refuse with when a running process certainly holds `dataDir`'s lock, else
 * null. A holder on another host whose heartbeat is recent is left to the server, which
 * watches that heartbeat before deciding (data-dir-lock.ts).
 */
export async function liveHolderMessage(dataDir) {
  const lockFile = lockFilePath(dataDir);
  const lock = readLockFile(lockFile);
  if (lock === null || (await holderState(lock)) !== "live") return null;
  return lockedMessage(lockFile, lock);
}
