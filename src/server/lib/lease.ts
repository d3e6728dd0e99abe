import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { leases } from "../db/schema/leases";

/**
 * A named lease in the database (the `leases` table, ADR 0020): work that one app instance
 * does for all of them — the payment sweeper — is done only by the instance holding its lease.
 * The holder renews it before each round; one that stops releases it, and one that dies simply
 * stops renewing, so another instance takes it once it has run out. Every time is the
 * database's `now()`, the clock all instances share, so instances' own clocks do not matter.
 * The same statements serve PGlite (one instance) and PostgreSQL.
 */

/** Names an instance, for a lease's `holder`: which machine and process, and which start of it. */
export function leaseHolderName(): string {
  return `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
}

/**
 * Takes the lease `name` for `holder` until `ttlMs` from now, or renews it when `holder` has it
 * already; true when `holder` holds it afterwards. One statement: two instances asking at once
 * queue on the row (or on its first insert), and the second sees the first one's lease.
 */
export async function takeLease(db: Database, lease: { name: string; holder: string; ttlMs: number }): Promise<boolean> {
  const until = sql`now() + ${Math.round(lease.ttlMs)}::int * interval '1 millisecond'`;
  const taken = await db
    .insert(leases)
    .values({ name: lease.name, holder: lease.holder, expiresAt: until })
    .onConflictDoUpdate({
      target: leases.name,
      set: {
        holder: sql`excluded.holder`,
        expiresAt: sql`excluded.expires_at`,
        acquiredAt: sql`case when ${leases.holder} = excluded.holder then ${leases.acquiredAt} else now() end`,
      },
      setWhere: sql`${leases.holder} = excluded.holder or ${leases.expiresAt} <= now()`,
    })
    .returning({ holder: leases.holder });
  return taken.length === 1;
}

/** Gives the lease up at once when `holder` has it, so another instance need not wait for it to run out. */
export async function releaseLease(db: Database, lease: { name: string; holder: string }): Promise<void> {
  await db
    .update(leases)
    .set({ expiresAt: sql`now()` })
    .where(and(eq(leases.name, lease.name), eq(leases.holder, lease.holder)));
}
