import type { Config } from "./config";
import type { AppContext } from "./context";
import { acquireDataDirLock, type DataDirLock } from "./db/data-dir-lock";
import { openDatabase, type DatabaseHandle, type Unlisten } from "./db/client";
import { runMigrations } from "./db/migrate";
import { seedDemoDataOnce } from "./db/seed/seed";
import { createAppContext } from "./app-context";
import { warnIfDevMailboxExposed } from "./demo-access";
import { MailWorker } from "./services/mail/worker";
import { SmsWorker } from "./services/sms/worker";
import type { Logger } from "./lib/logger";
import { watchMenuChanges } from "./routes/menu";
import { startPaymentSweeper } from "./services/orders/payment-sweeper";

export interface Runtime {
  ctx: AppContext;
  close(): Promise<void>;
}

export interface StartOptions {
  /**
   * Aborted when the process is asked to stop during start-up: the step in progress finishes
   * (a migration is never cut in half), nothing further starts, and what is open is closed.
   */
  signal?: AbortSignal;
}

/**
 * Start-up in order: lock the data directory (PGlite), open the database, migrate, seed the
 * demo data once, subscribe to change notifications. `close()` undoes it in reverse order.
 */
export async function startRuntime(config: Config, log: Logger, options: StartOptions = {}): Promise<Runtime> {
  const { signal } = options;
  let lock: DataDirLock | undefined;
  let database: DatabaseHandle | undefined;
  const unlisteners: Unlisten[] = [];
  const stoppers: (() => Promise<void>)[] = [];

  const close = async () => {
    for (const stop of stoppers.splice(0).reverse()) await stop().catch(() => {});
    for (const unlisten of unlisteners.splice(0)) await unlisten().catch(() => {});
    await database?.close();
    lock?.release();
  };

  try {
    if (config.database.kind === "pglite") {
      lock = await acquireDataDirLock(config.dataDir, { signal, onWait: (message) => log.warn(message) });
    }
    signal?.throwIfAborted();
    database = await openDatabase(config.database, log);
    signal?.throwIfAborted();
    await runMigrations(database);
    signal?.throwIfAborted();
    if (config.seedDemoData && (await seedDemoDataOnce(database.db, config.shop))) {
      log.info("demo data seeded");
    }
    signal?.throwIfAborted();

    const ctx = await createAppContext(config, database, log);
    warnIfDevMailboxExposed(ctx, log);
    unlisteners.push(await watchMenuChanges(ctx));
    const mailWorker = new MailWorker(ctx.db, ctx.mailTransport, log);
    await mailWorker.start(database);
    stoppers.push(() => mailWorker.stop());
    const smsWorker = new SmsWorker(ctx.db, ctx.smsTransport, log);
    await smsWorker.start(database);
    stoppers.push(() => smsWorker.stop());
    await ctx.orderEvents.start(database);
    stoppers.push(() => ctx.orderEvents.close());
    stoppers.push(startPaymentSweeper(ctx));
    return { ctx, close };
  } catch (error) {
    await close();
    throw error;
  }
}
