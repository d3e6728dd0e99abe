/**
 * The server entry (React Router's build bundles it as build/server/index.js; `npm run dev`
 * loads it through Vite). Order: configuration → runtime (lock, database, migrations, seed)
 * → Hono app → listen; SIGTERM/SIGINT stop it gracefully.
 */
import type { ServerBuild } from "react-router";
import * as reactRouterBuild from "virtual:react-router/server-build";
import { createApp } from "./app";
import { createHttpServer } from "./fast-path";
import { createConfig } from "./config";
import { EXIT_CONFIG_ERROR, EnvError, loadEnv } from "./env";
import { DataDirLockedError } from "./db/data-dir-lock";
import { createLogger } from "./lib/logger";
import { startRuntime, type Runtime } from "./runtime";

const build = reactRouterBuild as unknown as ServerBuild;
const isViteDev = import.meta.env.DEV;

async function boot(): Promise<Runtime> {
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
  const log = createLogger(config.logLevel);
  try {
    return await startRuntime(config, log);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      log.fatal(error.message);
      process.stderr.write(`\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** Vite re-imports this module on every change in dev: keep one runtime across reloads. */
const globalRuntime = globalThis as unknown as { __shopRuntime?: Promise<Runtime> };
const runtime = await (isViteDev ? (globalRuntime.__shopRuntime ??= boot()) : boot());
const { config, log } = runtime.ctx;

const app = createApp(runtime.ctx, {
  reactRouter: { build, mode: isViteDev ? "development" : "production" },
  staticFiles: isViteDev ? "public" : "build",
});

if (!isViteDev) {
  // Cache hits of the public catalogue skip the framework (fast-path.ts); the rest is the app.
  const server = createHttpServer(app, runtime.ctx);
  server.listen(config.port, config.host, () => {
    log.info(
      { port: config.port, database: runtime.ctx.database.kind, demoMode: config.demoMode },
      `shop listening on ${config.publicUrl}`,
    );
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "shutting down: no new connections, finishing requests");
    // Live streams would keep their connections open: end them first.
    void runtime.ctx.orderEvents.close();
    // Requests still running after 10 s are cut off; idle keep-alive sockets close now.
    const force = setTimeout(() => {
      server.closeAllConnections();
    }, 10_000);
    force.unref();
    server.close(async () => {
      try {
        await runtime.close();
        log.info("stopped cleanly");
        process.exit(0);
      } catch (error) {
        log.error({ err: error }, "error while stopping");
        process.exit(1);
      }
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

export default app;
