import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { trackProcess } from "./child-processes";

/** The production build as a process of its own, for tests and benchmarks that need one. */

export const projectRoot = path.resolve(import.meta.dirname, "..");
export const serverEntry = path.join(projectRoot, "build/server/index.js");

export function assertBuildExists() {
  if (!existsSync(serverEntry)) {
    throw new Error("build/server/index.js is missing: run `npm run build` first (npm test does).");
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export function tempDataDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), "shop-data-"));
}

export interface ShopProcess {
  child: ChildProcess;
  port: number;
  url: string;
  output(): string;
  /** Resolves with the exit code (or signal name). */
  exited: Promise<number | string>;
}

/** Starts the production build as `npm start` would, on its own port and data directory. */
export function startShop(env: Record<string, string>, port: number, options: { keepOutput?: boolean } = {}): ShopProcess {
  assertBuildExists();
  const keepOutput = options.keepOutput ?? true;
  let output = "";
  const child = spawn(process.execPath, [serverEntry], {
    cwd: projectRoot,
    env: { PATH: process.env.PATH, NODE_ENV: "production", DEMO_MODE: "true", PORT: String(port), LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // A run that stops early (the bench on an error or Ctrl-C) still stops it (support/child-processes.ts).
  trackProcess(child, `the shop on port ${port}`);
  // Long runs (benchmarks) read and drop the logs instead of keeping them in memory.
  child.stdout!.on("data", (chunk: Buffer) => keepOutput && (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.on("exit", (code, signal) => resolve(code ?? signal ?? "unknown")));
  return { child, port, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

/** Polls /healthz every `pollMs` until it answers 200 (a timing measurement polls often). */
export async function waitForHealthy(shop: ShopProcess, timeoutMs = 30_000, pollMs = 100): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (shop.child.exitCode !== null) throw new Error(`shop exited early:\n${shop.output()}`);
    try {
      const res = await fetch(`${shop.url}/healthz`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`shop did not become healthy in ${timeoutMs} ms:\n${shop.output()}`);
}

/** Starts the production build and waits for /healthz; a shop that never gets there is killed. */
export async function startedShop(env: Record<string, string>, port: number, options: { keepOutput?: boolean } = {}): Promise<ShopProcess> {
  const shop = startShop(env, port, options);
  try {
    await waitForHealthy(shop, 60_000);
  } catch (error) {
    await stopShop(shop, "SIGKILL");
    throw error;
  }
  return shop;
}

export async function stopShop(shop: ShopProcess | undefined, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (!shop || shop.child.exitCode !== null || shop.child.signalCode !== null) return;
  shop.child.kill(signal);
  await shop.exited;
}
