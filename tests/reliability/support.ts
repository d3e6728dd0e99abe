import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { postgresUrl } from "../../support/postgres";

/** Helpers of the reliability tests; what they share with the bench (shop processes, HTTP
 * clients, scratch databases) is in support/. */

/**
 * The PostgreSQL tests are part of what the suite claims: without a server they fail, with
 * the reason, instead of being skipped in silence.
 */
export async function requirePostgres(): Promise<string> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 5_000 });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.query("select 1");
  } catch (error) {
    const where = new URL(postgresUrl);
    where.password = "";
    throw new Error(
      `PostgreSQL is not reachable at ${where.toString()} (${error instanceof Error ? error.message : String(error)}). ` +
        "The reliability suite runs against it: start PostgreSQL, or point TEST_DATABASE_URL at a server where this user may create databases.",
    );
  } finally {
    await client.end().catch(() => {});
  }
  return postgresUrl;
}

/** Every row of every table of the public schema, as JSON text, by table. */
export type TableRows = Map<string, string[]>;
type Query = (text: string) => Promise<Record<string, unknown>[]>;

export async function readAllTables(query: Query): Promise<TableRows> {
  const tables = await query(
    "select table_name::text as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  const rows: TableRows = new Map();
  for (const { name } of tables as { name: string }[]) {
    const result = await query(`select row_to_json(t)::text as row from ${pg.escapeIdentifier(name)} t`);
    rows.set(name, (result as { row: string }[]).map((r) => r.row).sort());
  }
  return rows;
}

export async function readAllTablesOnPostgres(pool: pg.Pool): Promise<TableRows> {
  return readAllTables(async (text) => (await pool.query(text)).rows as Record<string, unknown>[]);
}

/** The tables of a stopped shop's PGlite data directory (its process must not be running). */
export async function readAllTablesOnPglite(dataDir: string): Promise<TableRows> {
  const db = await PGlite.create(path.join(dataDir, "pglite"));
  try {
    return await readAllTables(async (text) => (await db.query<Record<string, unknown>>(text)).rows);
  } finally {
    await db.close();
  }
}

export interface ChangedRow {
  table: string;
  /** In the first reading only (removed, or the old version of a changed row), or in the second only. */
  side: "before" | "after";
  row: string;
}

/** The rows that differ between two readings; a changed row shows as its two versions. */
export function changedRows(before: TableRows, after: TableRows): ChangedRow[] {
  const changes: ChangedRow[] = [];
  for (const table of new Set([...before.keys(), ...after.keys()])) {
    const counts = new Map<string, number>();
    for (const row of before.get(table) ?? []) counts.set(row, (counts.get(row) ?? 0) + 1);
    for (const row of after.get(table) ?? []) counts.set(row, (counts.get(row) ?? 0) - 1);
    for (const [row, count] of counts) if (count !== 0) changes.push({ table, side: count > 0 ? "before" : "after", row });
  }
  return changes;
}
