import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createApp } from "@server/app";
import type { AppContext } from "@server/app-context";
import { describeEachDatabase, FROM_THIS_MACHINE } from "../setup/test-app";

/**
 * `GET /readyz` (ADR 0020): 200 only when the database answers, every migration of this build
 * is applied and change notifications arrive; otherwise 503 naming what is not ready.
 * `/healthz` (liveness) stays 200 whenever the database answers.
 */
const readyz = async (ctx: AppContext) => {
  const res = await createApp(ctx).request("/readyz", {}, FROM_THIS_MACHINE);
  return { status: res.status, body: (await res.json()) as Record<string, string>, cache: res.headers.get("Cache-Control") };
};

describe("readiness", () => {
  describeEachDatabase("GET /readyz", (harness) => {
    it("answers 200 when the database answers, the migrations are applied and the listener is connected", async () => {
      const res = await harness().request("/readyz");
      expect(res.status).toBe(200);
      expect(res.headers.get("Cache-Control")).toBe("no-store");
      expect(await res.json()).toEqual({ status: "ready", database: "ok", migrations: "ok", listener: "ok" });
    });

    it("answers 503 naming the listener while change notifications cannot arrive; /healthz stays 200", async () => {
      const { ctx } = harness();
      // As while the PostgreSQL listening session is lost and reconnecting (db/pg-listener.ts).
      const disconnected: AppContext = { ...ctx, database: { ...ctx.database, isListening: () => false } };
      expect(await readyz(disconnected)).toEqual({
        status: 503,
        body: { status: "not ready", database: "ok", migrations: "ok", listener: "disconnected" },
        cache: "no-store",
      });
      expect((await createApp(disconnected).request("/healthz", {}, FROM_THIS_MACHINE)).status).toBe(200);
    });

    it("answers 503 naming the migrations when the newest one of this build is not in the database", async () => {
      const { ctx } = harness();
      type Applied = { id: number; hash: string; created_at: string };
      const rows = async (query: ReturnType<typeof sql>) => (await ctx.db.execute(query)) as unknown as { rows: Applied[] };
      // As a database restored from a dump taken before the last release.
      const { rows: removed } = await rows(
        sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)
            returning id, hash, created_at::text`,
      );
      expect(removed).toHaveLength(1);
      try {
        expect(await readyz(ctx)).toMatchObject({
          status: 503,
          body: { status: "not ready", database: "ok", migrations: "pending", listener: "ok" },
        });
      } finally {
        const [row] = removed;
        await ctx.db.execute(
          sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row!.id}, ${row!.hash}, ${row!.created_at}::bigint)`,
        );
      }
      expect((await readyz(ctx)).status).toBe(200);
    });
  });
});
