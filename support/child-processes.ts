import { fork, spawn, type ChildProcess, type ForkOptions, type SpawnOptions } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { rm } from "node:fs/promises";

/**
 * The processes a long run (the bench) starts, and its clean-up: whatever happens (a section that
 * throws, Ctrl-C, an uncaught error), every process it started is stopped before it exits, and a
 * clean-up that fails is a warning, never the end of the run (docs/benchmarks.md).
 *
 * A process started here gets a process group of its own (Chromium's renderers, zygote and
 * storage service; a shell's children): stopping it signals the whole group and waits until none
 * of it runs any more, so nothing writes into a folder the caller removes next.
 */

interface Tracked {
  child: ChildProcess;
  /** The child leads a process group of its own: signals go to the group. */
  group: boolean;
  name: string;
}

const running = new Set<Tracked>();

export type Warn = (message: string) => void;
export const warnOnStderr: Warn = (message) => process.stderr.write(`warning: ${message}\n`);

/** Registers a process started elsewhere (a shop, nginx): stopped by `stopAllProcesses` if still running. */
export function trackProcess(child: ChildProcess, name: string, options: { group?: boolean } = {}): ChildProcess {
  if (child.pid === undefined) return child; // it never started; its 'error' event says why
  const entry: Tracked = { child, group: options.group ?? false, name };
  running.add(entry);
  child.once("exit", () => {
    // The group's other members may outlive the leader: a group stays until stopped.
    if (!entry.group || !groupIsAlive(child.pid!)) running.delete(entry);
  });
  return child;
}

/** `spawn` in a process group of its own, tracked. */
export function spawnInGroup(name: string, command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
  return trackProcess(spawn(command, args, { ...options, detached: true }), name, { group: true });
}

/** `fork` (a Node script with an IPC channel) in a process group of its own, tracked. */
export function forkInGroup(name: string, modulePath: string, args: string[], options: ForkOptions = {}): ChildProcess {
  return trackProcess(fork(modulePath, args, { ...options, detached: true }), name, { group: true });
}

/** Is any process of the group `pgid` still running? Zombies (exited, not yet reaped) do not count. */
export function groupIsAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
  } catch {
    return false;
  }
  // kill(2) also reaches zombies, which write nothing; on Linux, /proc tells them apart.
  let pids: string[];
  try {
    pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return true;
  }
  return pids.some((pid) => {
    try {
      // pid (comm) state ppid pgrp …; comm may hold spaces and parentheses: read after the last ')'.
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      return Number(pgrp) === pgid && state !== "Z" && state !== "X";
    } catch {
      return false; // gone meanwhile
    }
  });
}

/** Is the process `pid` running (not a zombie)? */
export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const state = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[0];
    return state !== "Z" && state !== "X";
  } catch {
    return false;
  }
}

function signal(entry: Tracked, name: NodeJS.Signals) {
  try {
    if (entry.group) process.kill(-entry.child.pid!, name);
    else if (entry.child.exitCode === null && entry.child.signalCode === null) entry.child.kill(name);
  } catch {
    // already gone
  }
}

const isRunning = (entry: Tracked) =>
  entry.group ? groupIsAlive(entry.child.pid!) : entry.child.exitCode === null && entry.child.signalCode === null;

async function waitUntilStopped(entry: Tracked, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (isRunning(entry)) {
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/**
 * Stops one process (its whole group, when it has one): SIGTERM, then SIGKILL for whatever still
 * runs after `graceMs`. Resolves once nothing of it runs; never throws (a process that outlives
 * SIGKILL as well is a warning).
 */
export async function stopProcess(child: ChildProcess, options: { graceMs?: number; warn?: Warn } = {}): Promise<void> {
  const entry = [...running].find((tracked) => tracked.child === child) ?? { child, group: false, name: `process ${child.pid}` };
  const warn = options.warn ?? warnOnStderr;
  if (child.pid === undefined) return;
  signal(entry, "SIGTERM");
  if (!(await waitUntilStopped(entry, options.graceMs ?? 10_000))) {
    signal(entry, "SIGKILL");
    if (!(await waitUntilStopped(entry, 5_000))) warn(`${entry.name} (pid ${child.pid}) still runs after SIGKILL`);
  }
  running.delete(entry);
}

/** Stops every tracked process that still runs, all at once. */
export async function stopAllProcesses(options: { graceMs?: number; warn?: Warn } = {}): Promise<void> {
  await Promise.all([...running].map((entry) => stopProcess(entry.child, options)));
}

/** SIGKILL to every tracked process at once, synchronously: the last resort as the run exits. */
export function killAllProcessesNow(): void {
  for (const entry of running) signal(entry, "SIGKILL");
  running.clear();
}

/** Runs `run`, then stops every process still tracked, whether `run` returned or threw. */
export async function withProcesses<T>(run: () => Promise<T>, options: { graceMs?: number; warn?: Warn } = {}): Promise<T> {
  try {
    return await run();
  } finally {
    await stopAllProcesses(options);
  }
}

let handlersInstalled = false;

/**
 * For a script's entry point: on SIGINT, SIGTERM, an uncaught exception or an unhandled
 * rejection, stop every tracked process, then exit (130, 143 or 1); a second signal, or the
 * process exiting by any other way, kills what is left at once.
 */
export function stopProcessesOnExit(options: { graceMs?: number } = {}): void {
  if (handlersInstalled) return;
  handlersInstalled = true;
  let stopping = false;
  const stopThenExit = (code: number, why: string) => {
    if (stopping) {
      killAllProcessesNow();
      process.exit(code);
    }
    stopping = true;
    process.stderr.write(`${why}: stopping the processes this run started…\n`);
    const deadline = setTimeout(
      () => {
        killAllProcessesNow();
        process.exit(code);
      },
      (options.graceMs ?? 5_000) + 6_000,
    );
    void stopAllProcesses({ graceMs: options.graceMs ?? 5_000 }).finally(() => {
      clearTimeout(deadline);
      process.exit(code);
    });
  };
  process.on("SIGINT", () => stopThenExit(130, "SIGINT"));
  process.on("SIGTERM", () => stopThenExit(143, "SIGTERM"));
  process.on("uncaughtException", (error) => {
    process.stderr.write(`${error.stack ?? String(error)}\n`);
    stopThenExit(1, "uncaught exception");
  });
  process.on("unhandledRejection", (reason) => {
    process.stderr.write(`${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}\n`);
    stopThenExit(1, "unhandled rejection");
  });
  process.on("exit", killAllProcessesNow);
}

/**
 * Runs clean-up steps one after the other, in order; a step that fails is a warning and the next
 * still runs.
 */
export async function cleanUp(steps: Record<string, () => unknown>, warn: Warn = warnOnStderr): Promise<void> {
  for (const [what, step] of Object.entries(steps)) {
    try {
      await step();
    } catch (error) {
      warn(`clean-up (${what}) failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/**
 * Removes a folder and everything in it, retrying while something still writes into it (a
 * browser's cache, a server's log), for up to about `attempts` × `delayMs` × `attempts` / 2 ms.
 * Resolves true once it is gone, false (with a warning) if it could not be removed; never throws.
 */
export async function removeDirectory(dir: string, options: { attempts?: number; delayMs?: number; warn?: Warn } = {}): Promise<boolean> {
  const attempts = options.attempts ?? 8;
  const delayMs = options.delayMs ?? 150;
  for (let attempt = 1; ; attempt++) {
    try {
      await rm(dir, { recursive: true, force: true, maxRetries: 2, retryDelay: 50 });
      return true;
    } catch (error) {
      if (attempt >= attempts) {
        const code = (error as NodeJS.ErrnoException).code ?? String(error);
        (options.warn ?? warnOnStderr)(`could not remove ${dir} (${code}); left behind`);
        return false;
      }
      await new Promise((resolve) => setTimeout(resolve, delayMs * attempt));
    }
  }
}
