import { randomUUID } from "node:crypto";
import pg from "pg";

/** The PostgreSQL server of the reliability suite and the bench: the same default as .ci/run. */
export const postgresUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/**
 * A fresh database on the PostgreSQL server at `serverUrl`, dropped (with whoever is still
 * connected) by `drop()`. Its pool opens connections on first use only.
 */
export async function createScratchDatabase(serverUrl: string, prefix = "shop_rel") {
  const name = `${prefix}_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
  return {
    url: url.toString(),
    pool,
    async drop() {
      // pool.end() resolves before its connections have closed, and the forced drop below may
      // cut one that is still closing: the pool reports that as an 'error' event, which would
      // otherwise be an uncaught exception.
      pool.on("error", () => {});
      await pool.end();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
