import type { DatabaseHandle } from "./db/client";
import { isSchemaCurrent } from "./db/migrate";

/**
 * Readiness (`GET /readyz`, ADR 0020): whether this instance should be given requests. It is
 * when the database answers, holds every migration this build carries (a database restored
 * from an older dump, or another shop's, does not), and change notifications arrive (the live
 * order streams and the menu cache's invalidation depend on them). `/healthz` stays the
 * liveness check: the process answers and so does the database.
 */
export interface Readiness {
  status: "ready" | "not ready";
  database: "ok" | "unavailable";
  /** `pending`: the newest migration of this build is not in the database; `unknown` without a database. */
  migrations: "ok" | "pending" | "unknown";
  listener: "ok" | "disconnected";
}

/** A database slower than this to answer counts as unavailable: the check answers in time for its caller's timeout. */
const DATABASE_TIMEOUT_MS = 2_000;

function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export async function checkReadiness(database: DatabaseHandle): Promise<Readiness> {
  const listener = database.isListening() ? "ok" : "disconnected";
  let answered = false;
  let migrations: Readiness["migrations"] = "unknown";
  try {
    await withinTimeout(database.db.execute("select 1"), DATABASE_TIMEOUT_MS);
    answered = true;
    migrations = (await withinTimeout(isSchemaCurrent(database.db), DATABASE_TIMEOUT_MS)) ? "ok" : "pending";
  } catch {
    // Reported below: the database did not answer, or not in time.
  }
  const ready = answered && migrations === "ok" && listener === "ok";
  return { status: ready ? "ready" : "not ready", database: answered ? "ok" : "unavailable", migrations, listener };
}
