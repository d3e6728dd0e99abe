import type { Config } from "./config";
import type { AppContext } from "./app-context";
import { acquireDataDirLock, type DataDirLock } from "./db/data-dir-lock";
import { openDatabase, type DatabaseHandle, type Unlisten } from "./db/client";
import type { Logger } from "./lib/logger";

export interface Runtime {
  ctx: AppContext;
  /**
   * Starts what no request waits for: the mail and SMS outbox workers, the payment sweeper and
   * the reports' roll-up refresher.
   * The server calls it a moment after it listens (they are pollers: starting later loses nothing).
   */
  startBackgroundWork(): Promise<void>;
  close(): Promise<void>;
  /** Milliseconds since the process started at the end of each start-up step (logged at debug). */
  timings: Record<string, number>;
}

export interface StartOptions {
  /**
   * Aborted when the process is asked to stop during start-up: the step in progress finishes
   * (a migration is never cut in half), nothing further starts, and what is open is closed.
   */
  signal?: AbortSignal;
}

const sinceProcessStart = () => Math.round(performance.now());

/**
 * What start-up needs once the database is open. Imported while it opens (cold start, ADR 0019):
 * opening PGlite compiles its WebAssembly and reads its files, and that overlaps loading these.
 */
function importStartupModules() {
  return Promise.all([
    import("./db/migrate"),
    import("./db/seed/seed"),
    import("./composition-root"),
    import("./demo-access"),
    import("./services/menu/menu-cache"),
    import("./services/mail/worker"),
    import("./services/sms/worker"),
    import("./services/orders/payment-sweeper"),
    import("./services/reports/report-rollups"),
  ]);
}

/**
 * Start-up in order: lock the data directory (PGlite), open the database, migrate, seed the
 * demo data once, build the context, subscribe to change notifications; the background work
 * starts later (startBackgroundWork). `close()` undoes it in reverse order.
 */
export async function startRuntime(config: Config, log: Logger, options: StartOptions = {}): Promise<Runtime> {
  const { signal } = options;
  let lock: DataDirLock | undefined;
  let database: DatabaseHandle | undefined;
  let backgroundStarting: Promise<void> | undefined;
  let closing = false;
  const unlisteners: Unlisten[] = [];
  const stoppers: (() => Promise<void>)[] = [];
  const timings: Record<string, number> = { runtimeStarted: sinceProcessStart() };
  const mark = (step: string) => (timings[step] = sinceProcessStart());

  const close = async () => {
    closing = true;
    await backgroundStarting?.catch(() => {});
    for (const stop of stoppers.splice(0).reverse()) await stop().catch(() => {});
    for (const unlisten of unlisteners.splice(0)) await unlisten().catch(() => {});
    await database?.close();
    lock?.release();
  };

  const modules = importStartupModules();
  modules.catch(() => {}); // awaited below; a failure is reported there

  try {
    if (config.database.kind === "pglite") {
      lock = await acquireDataDirLock(config.dataDir, { signal, onWait: (message) => log.warn(message) });
      mark("locked");
    }
    signal?.throwIfAborted();
    database = await openDatabase(config.database, log);
    mark("databaseOpen");
    const [
      { runMigrations },
      { seedDemoDataOnce },
      { createAppContext, warnIfTextMessagesOff },
      { warnIfDevMailboxExposed },
      { watchMenuChanges },
      { MailWorker },
      { SmsWorker },
      { startPaymentSweeper },
      { startReportRefresher },
    ] = await modules;
    mark("modulesLoaded");
    signal?.throwIfAborted();
    await runMigrations(database);
    mark("migrated");
    signal?.throwIfAborted();
    if (config.seedDemoData && (await seedDemoDataOnce(database.db, config.shop))) {
      log.info("demo data seeded");
    }
    mark("seeded");
    signal?.throwIfAborted();

    const ctx = await createAppContext(config, database, log);
    mark("context");
    warnIfDevMailboxExposed(ctx, log);
    warnIfTextMessagesOff(config, log);
    // Both before the first request: a menu cached before its listener, or a live stream opened
    // before the hub listens, could miss a change made meanwhile.
    unlisteners.push(await watchMenuChanges(ctx));
    await ctx.orderEvents.start(database);
    stoppers.push(() => ctx.orderEvents.close());
    mark("subscribed");

    const open = database;
    const startBackground = async () => {
      if (closing) return;
      const outbox = { leaseMs: config.outbox.leaseMs };
      const mailWorker = new MailWorker(ctx.db, ctx.mailTransport, log, outbox);
      stoppers.push(() => mailWorker.stop());
      await mailWorker.start(open);
      const smsWorker = new SmsWorker(ctx.db, ctx.smsTransport, log, outbox);
      stoppers.push(() => smsWorker.stop());
      await smsWorker.start(open);
      stoppers.push(startPaymentSweeper(ctx));
      stoppers.push(startReportRefresher(ctx));
    };
    const startBackgroundWork = () => (backgroundStarting ??= startBackground());
    return { ctx, close, timings, startBackgroundWork };
  } catch (error) {
    await close();
    throw error;
  }
}
