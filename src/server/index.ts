/**
 * The server entry (React Router's build bundles it as build/server/index.js; `npm run dev`
 * loads it through Vite). Order: configuration → runtime (lock, database, migrations, seed)
 * → Hono app → listen → background work; SIGTERM/SIGINT stop it gracefully, from the first step on.
 *
 * Cold start (ADR 0019): this module imports only what opening the database needs; the app and
 * the pages load while the database opens (PGlite compiles its WebAssembly and reads its files
 * meanwhile), and the server listens once both are ready.
 */
import type { Server } from "node:http";
import type { ServerBuild } from "react-router";
import { createConfig, type Config } from "./config";
import { EXIT_CONFIG_ERROR, EnvError, loadEnv } from "./env";
import { DataDirLockedError } from "./db/data-dir-lock";
import { createLogger, type Logger } from "./lib/logger";
import { startRuntime, type Runtime } from "./runtime";

const entryLoadedAt = Math.round(performance.now());
const isViteDev = import.meta.env.DEV;
/**
 * How long after the server listens the outbox workers and the payment sweeper start (cold
 * start, ADR 0019). They are pollers: mail queued before a restart goes out a second later.
 */
const BACKGROUND_WORK_DELAY_MS = 1_000;

/**
 * Start-up, serving, stopping. The signal handlers are installed before the database opens:
 * a signal during start-up lets the step in progress finish (a migration is never cut in
 * half), then closes the database and releases the lock; once serving, the HTTP server first
 * finishes its requests. In `npm run dev` Vite serves HTTP, and React Router's CLI exits on
 * SIGINT/SIGTERM at once: its handlers are set aside and run once the runtime is closed.
 */
class ShopProcess {
  readonly runtime: Promise<Runtime>;
  server: Server | undefined;
  private readonly starting = new AbortController();
  private stopping: Promise<void> | undefined;

  constructor(
    readonly config: Config,
    readonly log: Logger,
  ) {
    for (const signal of ["SIGTERM", "SIGINT"] as const) {
      const handOver = process.listeners(signal);
      process.removeAllListeners(signal);
      process.on(signal, () => this.stopAndExit(signal, 0, () => handOver.forEach((handler) => handler(signal))));
    }
    this.runtime = startRuntime(config, log, { signal: this.starting.signal });
  }

  get isStopping(): boolean {
    return this.stopping !== undefined;
  }

  /** Stops once, whenever it is asked and however often. */
  stop(reason: string): Promise<void> {
    this.stopping ??= this.close(reason);
    return this.stopping;
  }

  stopAndExit(reason: string, exitCode: number, beforeExit = () => {}): void {
    this.stop(reason)
      .then(
        () => {
          if (exitCode === 0) this.log.info("stopped cleanly");
        },
        (error: unknown) => {
          this.log.error({ err: error }, "error while stopping");
          exitCode = 1;
        },
      )
      .finally(() => {
        beforeExit();
        process.exit(exitCode);
      });
  }

  private async close(reason: string): Promise<void> {
    this.log.info({ reason }, "shutting down: no new connections, finishing requests and the start-up step in progress");
    this.starting.abort();
    let runtime: Runtime;
    try {
      runtime = await this.runtime;
    } catch {
      return; // start-up failed or was interrupted: it closed what it had opened
    }
    // Live streams would keep their connections open: end them first.
    void runtime.ctx.orderEvents.close();
    if (this.server?.listening) await closeHttpServer(this.server);
    await runtime.close();
  }
}

function closeHttpServer(server: Server): Promise<void> {
  // Requests still running after 10 s are cut off; idle keep-alive sockets close now.
  const force = setTimeout(() => server.closeAllConnections(), 10_000);
  force.unref();
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
}

function listenFailure(error: NodeJS.ErrnoException, config: Config): string {
  if (error.code === "EADDRINUSE") {
    return `Port ${config.port} is already in use by another program. Stop that program, or start the shop with a different PORT.`;
  }
  if (error.code === "EACCES") {
    return `Port ${config.port} needs privileges this process does not have. Start the shop with a PORT above 1023.`;
  }
  if (error.code === "EADDRNOTAVAIL") return `HOST ${config.host} is not an address of this machine.`;
  return `Could not listen on ${config.host}:${config.port}: ${error.message}`;
}

function begin(): ShopProcess {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(EXIT_CONFIG_ERROR);
    }
    throw error;
  }
  const config = createConfig(env);
  return new ShopProcess(config, createLogger(config.logLevel));
}

/** Vite re-imports this module on every change in dev: keep one process state across reloads. */
const devGlobal = globalThis as unknown as { __shop?: ShopProcess };
const shop = isViteDev ? (devGlobal.__shop ??= begin()) : begin();
const { config, log } = shop;

const appModules = Promise.all([import("./app"), import("./fast-path"), import("virtual:react-router/server-build")]);
appModules.catch(() => {}); // awaited below, once the runtime is up

let runtime: Runtime;
try {
  runtime = await shop.runtime;
} catch (error) {
  // Stopped during start-up: the signal handler exits once everything is closed.
  if (shop.isStopping) await new Promise<never>(() => {});
  if (error instanceof DataDirLockedError) {
    log.fatal(error.message);
    process.stderr.write(`\n${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

const [{ createApp }, { createHttpServer }, reactRouterBuild] = await appModules;
const appLoadedAt = Math.round(performance.now());
const build = reactRouterBuild as unknown as ServerBuild;
const app = createApp(runtime.ctx, {
  reactRouter: { build, mode: isViteDev ? "development" : "production" },
  staticFiles: isViteDev ? "public" : "build",
});

if (!isViteDev) {
  // Cache hits of the public catalogue skip the framework (fast-path.ts); the rest is the app.
  const server = createHttpServer(app, runtime.ctx);
  shop.server = server;
  // Only a failure to listen is expected here (a busy port): say so plainly, close, exit non-zero.
  const onListenError = (error: NodeJS.ErrnoException) => {
    const message = listenFailure(error, config);
    log.fatal({ err: error }, message);
    process.stderr.write(`\n${message}\n`);
    shop.stopAndExit("listen failed", 1);
  };
  server.once("error", onListenError);
  server.listen(config.port, config.host, () => {
    server.off("error", onListenError);
    log.debug(
      {
        msSinceProcessStart: {
          entryLoaded: entryLoadedAt,
          ...runtime.timings,
          appLoaded: appLoadedAt,
          listening: Math.round(performance.now()),
        },
      },
      "start-up",
    );
    log.info(
      { port: config.port, database: runtime.ctx.database.kind, demoMode: config.demoMode },
      `shop listening on ${config.publicUrl}`,
    );
    // The first requests (a health check, the first page) go first: the workers' first rounds
    // and their first queries would otherwise hold the one PGlite connection ahead of them.
    setTimeout(() => startBackgroundWork(runtime), BACKGROUND_WORK_DELAY_MS);
  });
} else {
  startBackgroundWork(runtime);
}

function startBackgroundWork(runtime: Runtime) {
  if (shop.isStopping) return;
  runtime.startBackgroundWork().catch((error: unknown) => {
    log.fatal({ err: error }, "could not start the background work (outbox workers, payment sweeper)");
    shop.stopAndExit("background work failed", 1);
  });
}

export default app;
