import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppContext } from "@server/composition-root";
import type { AppContext } from "@server/app-context";
import type { DatabaseHandle } from "@server/db/client";
import { leases } from "@server/db/schema/leases";
import { takeLease } from "@server/lib/lease";
import { createLogger } from "@server/lib/logger";
import { PAYMENT_SWEEPER_LEASE, startPaymentSweeper } from "@server/services/orders/payment-sweeper";
import { testDatabaseKinds, type TestDatabase } from "../setup/databases";
import { testConfig } from "../setup/test-app";

/**
 * The payment sweeper on several instances (ADR 0020): two service contexts on one database
 * (on PostgreSQL each with its own pool, as two processes; PGlite has one handle to share),
 * each running the sweeper at a short interval. Only the holder of the database lease sweeps,
 * so the sweep runs once per interval however many instances there are; when the holder stops,
 * the other takes over.
 */
const INTERVAL_MS = 100;
const log = createLogger(process.env.TEST_LOG_LEVEL ?? "silent");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

for (const kind of testDatabaseKinds()) {
  describe(`the payment sweeper on two instances [${kind.name}]`, () => {
    let database: TestDatabase;
    let secondHandle: DatabaseHandle;
    let a: AppContext;
    let b: AppContext;

    beforeAll(async () => {
      database = await kind.create();
      secondHandle = database.connectAgain();
      a = await createAppContext(testConfig(), database.handle, log);
      b = await createAppContext(testConfig(), secondHandle, log);
    });

    afterAll(async () => {
      if (secondHandle && secondHandle !== database?.handle) await secondHandle.close();
      await database?.destroy();
    });

    it("sweeps once per interval, not once per instance, and the other instance takes over when the holder stops", async () => {
      const sweeps: { instance: "A" | "B"; at: number }[] = [];
      const counting = (instance: "A" | "B") => async () => void sweeps.push({ instance, at: performance.now() });
      // A lease long enough that only a release lets B in within this test.
      const options = { intervalMs: INTERVAL_MS, leaseMs: 60_000 };
      const stopA = startPaymentSweeper(a, { ...options, holder: "instance-a", sweep: counting("A") });
      await sleep(INTERVAL_MS / 2);
      const stopB = startPaymentSweeper(b, { ...options, holder: "instance-b", sweep: counting("B") });
      try {
        const started = performance.now();
        await sleep(15 * INTERVAL_MS);
        const whileBoth = sweeps.filter((sweep) => sweep.at >= started);
        // Both ticked every interval; one swept. (A busy machine may delay a timer, never add one.)
        expect(whileBoth.length).toBeGreaterThanOrEqual(5);
        expect(whileBoth.length).toBeLessThanOrEqual(16);
        // Whichever took the lease first (A started first, but a busy machine may run B's first
        // tick sooner) is the only one sweeping, and the lease names it.
        const sweepers = new Set(whileBoth.map((sweep) => sweep.instance));
        expect(sweepers.size).toBe(1);
        const holder = [...sweepers][0]!;
        const other = holder === "A" ? "B" : "A";
        const [stopHolder, otherCtx] = holder === "A" ? [stopA, b] : [stopB, a];
        expect(await a.db.select().from(leases).where(eq(leases.name, PAYMENT_SWEEPER_LEASE))).toMatchObject([
          { holder: holder === "A" ? "instance-a" : "instance-b" },
        ]);

        // The holder stops: it releases the lease, and the other sweeps from its next tick on, long before the lease would have run out.
        await stopHolder();
        const stoppedAt = performance.now();
        for (const deadline = stoppedAt + 5_000; !sweeps.some((sweep) => sweep.instance === other); await sleep(10)) {
          if (performance.now() > deadline) throw new Error(`${other} did not take over within 5 s of ${holder} stopping`);
        }
        const takeover = sweeps.find((sweep) => sweep.instance === other)!;
        expect(takeover.at - stoppedAt).toBeLessThan(2_000);
        expect(sweeps.filter((sweep) => sweep.instance === holder && sweep.at > stoppedAt)).toEqual([]);
        expect(await otherCtx.db.select().from(leases).where(eq(leases.name, PAYMENT_SWEEPER_LEASE))).toMatchObject([
          { holder: other === "A" ? "instance-a" : "instance-b" },
        ]);
      } finally {
        await stopA();
        await stopB();
      }
    });

    it("lets another instance take a lease that ran out (its holder died), and never one that is held", async () => {
      const lease = { name: "test-lease", ttlMs: 300 };
      expect(await takeLease(a.db, { ...lease, holder: "dead" })).toBe(true);
      expect(await takeLease(b.db, { ...lease, holder: "alive" })).toBe(false);
      // Renewed by its holder, it stays its holder's.
      expect(await takeLease(a.db, { ...lease, holder: "dead" })).toBe(true);
      expect(await takeLease(b.db, { ...lease, holder: "alive" })).toBe(false);
      await sleep(400);
      expect(await takeLease(b.db, { ...lease, holder: "alive" })).toBe(true);
      expect(await takeLease(a.db, { ...lease, holder: "dead" })).toBe(false);
      // Both at once on a free lease: exactly one gets it.
      const race = await Promise.all(
        ["x", "y", "z"].map((holder, i) => takeLease(i % 2 ? b.db : a.db, { name: "raced-lease", holder, ttlMs: 60_000 })),
      );
      expect(race.filter(Boolean)).toHaveLength(1);
    });
  });
}
