import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { UPLOADS_PATH } from "@shared/images/images";
import type { StorageConfig } from "../../config";
import { migrationsFolder } from "../../paths";
import { createS3Store } from "../../services/images/s3-store";
import { wrapPglite } from "../client";
import { acquireDataDirLock, DataDirLockedError } from "../data-dir-lock";
import { runMigrations } from "../migrate";
import { openPostgres } from "../postgres-client";
import { planCopyOrder, type ForeignKey } from "./copy-order";
import { copyUploads, listUploads } from "./uploads";

/**
 * `npm run db:move`: a shop's embedded PGlite database (DATA_DIR/pglite) copied into an empty
 * PostgreSQL database, all or nothing, and proven equal table by table before it is committed.
 * The source is only read (one read-only snapshot) while its data directory's lock is held, so
 * no shop can start on it meanwhile.
 */

export type S3Settings = Extract<StorageConfig, { kind: "s3" }>;

export interface MoveOptions {
  /** The shop's DATA_DIR: the database is in its pglite/, the pictures in its uploads/. */
  dataDir: string;
  /** postgres://… of the (empty) target database. */
  targetUrl: string;
  /** The bucket the pictures go to; null keeps them in DATA_DIR/uploads. */
  s3: S3Settings | null;
  /** Where the human-readable report goes, a line at a time. */
  print?: (line: string) => void;
  /** Rows read and written per statement. */
  batchRows?: number;
  /** Told after each table's rows are in the target (inside the transaction); a throw aborts and rolls back. */
  onTableCopied?: (table: string, rows: number) => void | Promise<void>;
}

export interface TableCheck {
  table: string;
  sourceRows: number;
  targetRows: number;
  sourceChecksum: string;
  targetChecksum: string;
  ok: boolean;
}

export interface MoveResult {
  tables: TableCheck[];
  /** Files copied to the bucket (0 without S3). */
  uploadedFiles: number;
  /** Picture addresses changed from /uploads/… to the bucket's public address. */
  rewrittenUrls: number;
}

export type MoveErrorReason =
  /** Refusals: checked before anything is written anywhere. */
  | "source-missing"
  | "source-locked"
  | "source-not-migrated"
  | "target-unreachable"
  | "target-not-empty"
  | "target-unsuitable"
  /** After the target's schema was migrated: the target holds no data. */
  | "schema-differs"
  | "checksums-differ"
  | "copy-failed";

export class MoveError extends Error {
  constructor(
    readonly reason: MoveErrorReason,
    message: string,
    readonly tables: TableCheck[] = [],
  ) {
    super(message);
    this.name = "MoveError";
  }
}

/** Columns that may hold the address of an uploaded picture (`/uploads/<store>/<name>-<width>w.webp`). */
export const PICTURE_URL_COLUMNS = [
  { table: "items", column: "image_url" },
  { table: "blog_posts", column: "image_url" },
  { table: "user", column: "image" },
] as const;

type Query = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

const ident = pg.escapeIdentifier;
const qualified = (table: string) => `"public".${ident(table)}`;

/**
 * Both sessions print values the same way: to_jsonb's text of a timestamptz depends on TimeZone,
 * of an interval on IntervalStyle, of bytea on bytea_output, of a float on extra_float_digits.
 */
export const SESSION_SETTINGS =
  "SET TimeZone = 'UTC'; SET IntervalStyle = 'postgres'; SET bytea_output = 'hex'; SET extra_float_digits = 1";

/** The password of a connection string is not printed. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(not a URL)";
  }
}

interface Migration {
  when: number;
  tag: string;
}

function knownMigrations(): Migration[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as { entries: Migration[] };
  return journal.entries;
}

/** The created_at (the journal's `when`) of the migrations drizzle applied, or null when it never ran. */
async function appliedMigrations(query: Query): Promise<number[] | null> {
  const [{ present }] = (await query<{ present: boolean }>(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
  )) as [{ present: boolean }];
  if (!present) return null;
  const rows = await query<{ created_at: string }>("select created_at::text as created_at from drizzle.__drizzle_migrations order by 1");
  return rows.map((row) => Number(row.created_at));
}

async function listTables(query: Query): Promise<string[]> {
  const rows = await query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by 1`,
  );
  return rows.map((row) => row.name);
}

async function rowCounts(query: Query, tables: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const table of tables) {
    const [row] = await query<{ n: string }>(`select count(*)::text as n from ${qualified(table)}`);
    counts.set(table, Number(row!.n));
  }
  return counts;
}

interface Column {
  table: string;
  name: string;
  type: string;
  generated: boolean;
  identity: boolean;
}

async function listColumns(query: Query): Promise<Column[]> {
  return query<Column>(
    `select c.relname as "table", a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
            a.attgenerated <> '' as generated, a.attidentity <> '' as identity
     from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
     order by c.relname, a.attnum`,
  );
}

async function listForeignKeys(query: Query): Promise<ForeignKey[]> {
  return query<ForeignKey>(
    `select con.conname as name, child.relname as child, parent.relname as parent, pg_get_constraintdef(con.oid) as definition
     from pg_constraint con
     join pg_class child on child.oid = con.conrelid
     join pg_class parent on parent.oid = con.confrelid
     join pg_namespace n on n.oid = child.relnamespace
     where con.contype = 'f' and n.nspname = 'public' order by 1`,
  );
}

interface Trigger {
  table: string;
  name: string;
  /** pg_trigger.tgenabled: O (origin), A (always), R (replica). */
  enabled: string;
}

async function listEnabledUserTriggers(query: Query): Promise<Trigger[]> {
  return query<Trigger>(
    `select c.relname as "table", t.tgname as name, t.tgenabled::text as enabled
     from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and not t.tgisinternal and t.tgenabled <> 'D' order by 1, 2`,
  );
}

/**
 * A table's row count and a checksum of all its rows, computed by the database holding them:
 * the md5 of the sorted md5s of each row's to_jsonb text. to_jsonb (unlike row_to_json) orders
 * keys by name, so the column order does not matter; sorting in the "C" collation does not
 * depend on the database's locale.
 */
async function tableChecksum(query: Query, table: string): Promise<{ rows: number; checksum: string }> {
  const [row] = await query<{ rows: string; checksum: string }>(
    `select count(*)::text as rows, md5(coalesce(string_agg(h, '' order by h collate "C"), '')) as checksum
     from (select md5(to_jsonb(t)::text) as h from ${qualified(table)} t) s`,
  );
  return { rows: Number(row!.rows), checksum: row!.checksum };
}

/** What a freshly migrated database of this version holds: its tables, and the rows the migrations write (shop_settings' defaults). */
async function migratedBaseline(): Promise<Map<string, number>> {
  const scratch = await PGlite.create();
  try {
    await runMigrations(wrapPglite(scratch));
    const query: Query = async (text, params) => (await scratch.query(text, params)).rows as never;
    return await rowCounts(query, await listTables(query));
  } finally {
    await scratch.close();
  }
}

function columnsByTable(columns: readonly Column[]): Map<string, Column[]> {
  const byTable = new Map<string, Column[]>();
  for (const column of columns) byTable.set(column.table, [...(byTable.get(column.table) ?? []), column]);
  return byTable;
}

const describeColumns = (columns: readonly Column[] = []) =>
  columns
    .map((c) => `${c.name} ${c.type}${c.generated ? " generated" : ""}`)
    .sort()
    .join(", ");

function pad(text: string, width: number, right = false) {
  return right ? text.padStart(width) : text.padEnd(width);
}

function printChecks(print: (line: string) => void, checks: readonly TableCheck[]) {
  const nameWidth = Math.max(5, ...checks.map((check) => check.table.length));
  const rowsWidth = Math.max(4, ...checks.map((check) => String(check.sourceRows).length));
  print(`${pad("table", nameWidth)}  ${pad("rows", rowsWidth, true)}  ${pad("checksum", 32)}  ok`);
  for (const check of checks) {
    print(
      `${pad(check.table, nameWidth)}  ${pad(String(check.sourceRows), rowsWidth, true)}  ${check.sourceChecksum}  ${check.ok ? "yes" : "NO"}`,
    );
    if (!check.ok)
      print(`${pad("", nameWidth)}  ${pad(String(check.targetRows), rowsWidth, true)}  ${check.targetChecksum}  (in PostgreSQL)`);
  }
}

/**
 * Moves the shop whose data directory is `dataDir` into the PostgreSQL database at `targetUrl`.
 * Throws a MoveError (reason says which) when it refuses or fails; the target then holds no
 * data, and the source was not written.
 */
export async function moveToPostgres(options: MoveOptions): Promise<MoveResult> {
  const print = options.print ?? (() => {});
  const batchRows = options.batchRows ?? 500;
  const dataDir = path.resolve(options.dataDir);
  const pgliteDir = path.join(dataDir, "pglite");
  const uploadsDir = path.join(dataDir, "uploads");
  const target = redactUrl(options.targetUrl);

  if (!existsSync(path.join(pgliteDir, "PG_VERSION"))) {
    throw new MoveError("source-missing", `There is no shop database in ${pgliteDir} (DATA_DIR is ${dataDir}). Nothing to move.`);
  }
  let lock;
  try {
    lock = await acquireDataDirLock(dataDir, { onWait: print });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new MoveError(
      "source-locked",
      `A shop is running on ${dataDir}: ${error.message.split("\n")[0]}\n` +
        `Stop it first: the move copies a database no one is writing to. Lock file: ${error.lockFile}`,
    );
  }

  let source: PGlite | undefined;
  let client: pg.Client | undefined;
  try {
    const migrations = knownMigrations();
    const latest = migrations.at(-1)!;

    // The source: one read-only snapshot, the same for the copy and its checksums.
    source = await PGlite.create(pgliteDir);
    const sourceDb = source;
    const fromSource: Query = async (text, params) => (await sourceDb.query(text, params)).rows as never;
    await source.exec(SESSION_SETTINGS);
    const applied = await appliedMigrations(fromSource);
    const newest = applied?.at(-1) ?? null;
    if (newest === null || newest < latest.when) {
      const version = newest === null ? "no migrations" : (migrations.find((m) => m.when === newest)?.tag ?? "an unknown migration");
      throw new MoveError(
        "source-not-migrated",
        `The database in ${pgliteDir} is behind this version of the shop (it has ${version}; this code is at ${latest.tag}).\n` +
          `Start the shop once on it (npm start, with DATA_DIR=${dataDir}) so it upgrades its database, stop it, then run the move again.\n` +
          `(The move never writes to the source, so it does not upgrade it itself.)`,
      );
    }
    if (newest > latest.when) {
      throw new MoveError(
        "source-not-migrated",
        `The database in ${pgliteDir} was upgraded by a newer version of the shop than this one (at ${latest.tag}). Run the move from that version.`,
      );
    }
    await source.exec("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const sourceTables = await listTables(fromSource);

    // The target: reachable, UTF-8, and holding nothing but what migrations write.
    client = new pg.Client({ connectionString: options.targetUrl, connectionTimeoutMillis: 10_000 });
    client.on("error", () => {});
    try {
      await client.connect();
    } catch (error) {
      throw new MoveError("target-unreachable", `Cannot reach the target database ${target}: ${(error as Error).message}`);
    }
    const targetClient = client;
    const toTarget: Query = async (text, params) => (await targetClient.query(text, params)).rows as never;
    await client.query(SESSION_SETTINGS);
    await client.query("SET statement_timeout = 0; SET idle_in_transaction_session_timeout = 0");

    const [{ server_encoding: encoding }] = (await toTarget<{ server_encoding: string }>("show server_encoding")) as [
      { server_encoding: string },
    ];
    if (encoding !== "UTF8") {
      throw new MoveError(
        "target-unsuitable",
        `The target database ${target} is encoded in ${encoding}; the shop needs UTF8 (createdb -E UTF8).`,
      );
    }

    const baseline = await migratedBaseline();
    const unknownInSource = sourceTables.filter((table) => !baseline.has(table));
    if (unknownInSource.length > 0) {
      throw new MoveError(
        "source-not-migrated",
        `The database in ${pgliteDir} has tables this version of the shop does not create: ${unknownInSource.join(", ")}. The move copies a shop's own tables only.`,
      );
    }
    await refuseUnlessEmpty(toTarget, baseline, target, latest.when);

    print(`Moving the shop's database`);
    print(`  from  ${pgliteDir} (embedded PGlite, at migration ${latest.tag})`);
    print(`  to    ${target}`);
    const handle = openPostgres(options.targetUrl, 1);
    try {
      await runMigrations(handle);
    } finally {
      await handle.close();
    }
    print(`The target's schema is at migration ${latest.tag} (the shop's own migrations).`);

    // Same migrations, same schema; a database changed by hand on either side is not guessed at.
    const sourceColumns = columnsByTable(await listColumns(fromSource));
    const targetColumns = columnsByTable(await listColumns(toTarget));
    const targetTables = await listTables(toTarget);
    const differing = [...new Set([...sourceTables, ...targetTables])].filter(
      (table) => describeColumns(sourceColumns.get(table)) !== describeColumns(targetColumns.get(table)),
    );
    if (differing.length > 0) {
      throw new MoveError(
        "schema-differs",
        `These tables have other columns in the source than in the migrated target: ${differing.join(", ")}. Nothing was copied.`,
      );
    }

    const plan = planCopyOrder(sourceTables, await listForeignKeys(toTarget));
    print(`Copying ${sourceTables.length} tables in foreign-key order, in one transaction…`);
    const result = await copyInOneTransaction(client, fromSource, {
      ...options,
      print,
      batchRows,
      tables: sourceTables,
      columns: sourceColumns,
      plan,
      baseline,
      target,
      uploadsDir,
    });
    printNextSteps(print, options, dataDir, uploadsDir, result);
    return result;
  } finally {
    try {
      if (source && !source.closed) {
        await source.exec("ROLLBACK").catch(() => {});
        await source.close();
      }
      await client?.end().catch(() => {});
    } finally {
      lock.release();
    }
  }
}

/** Refuses a target that holds any table or row an empty database of this version would not. */
async function refuseUnlessEmpty(toTarget: Query, baseline: Map<string, number>, target: string, latest: number) {
  const tables = await listTables(toTarget);
  const applied = await appliedMigrations(toTarget);
  const problems: string[] = [];
  const foreign = tables.filter((table) => !baseline.has(table));
  if (foreign.length > 0) problems.push(`tables a shop database does not have: ${foreign.join(", ")}`);
  if (applied !== null && applied.some((when) => when > latest)) problems.push("migrations of a newer version of the shop");
  if (applied === null && tables.length > 0 && foreign.length < tables.length)
    problems.push("shop tables without drizzle's record of the migrations");
  if (applied !== null && applied.length > 0 && tables.length === 0) problems.push("a record of migrations but no tables");
  const counts = await rowCounts(
    toTarget,
    tables.filter((table) => baseline.has(table)),
  );
  const withData = [...counts].filter(([table, count]) => count > (baseline.get(table) ?? 0));
  if (withData.length > 0)
    problems.push(`data: ${withData.map(([table, count]) => `${table} (${count} ${count === 1 ? "row" : "rows"})`).join(", ")}`);
  if (problems.length > 0) {
    throw new MoveError(
      "target-not-empty",
      `The target database ${target} is not empty: it holds ${problems.join("; ")}.\n` +
        `The move only fills an empty database (a new one, e.g. createdb, or one the shop's migrations alone have filled). Nothing was written.`,
    );
  }
}

interface CopySettings extends MoveOptions {
  print: (line: string) => void;
  batchRows: number;
  tables: string[];
  columns: Map<string, Column[]>;
  plan: ReturnType<typeof planCopyOrder>;
  baseline: Map<string, number>;
  target: string;
  uploadsDir: string;
}

async function copyInOneTransaction(client: pg.Client, fromSource: Query, settings: CopySettings): Promise<MoveResult> {
  const { print, tables, plan } = settings;
  const toTarget: Query = async (text, params) => (await client.query(text, params)).rows as never;
  await client.query("BEGIN");
  try {
    // No shop started on the target meanwhile may write to it until the commit; and none did.
    await client.query(`LOCK TABLE ${tables.map(qualified).join(", ")} IN ACCESS EXCLUSIVE MODE`);
    const counts = await rowCounts(toTarget, tables);
    const written = [...counts].filter(([table, count]) => count > (settings.baseline.get(table) ?? 0)).map(([table]) => table);
    if (written.length > 0) {
      throw new MoveError(
        "target-not-empty",
        `Someone wrote to the target while it was being migrated (${written.join(", ")}): is a shop running on it?`,
      );
    }

    // The rows are copied as they are: no trigger may rewrite them (today's triggers only NOTIFY,
    // but a timestamp-setting one would silently change what the checksums then catch).
    const triggers = await listEnabledUserTriggers(toTarget);
    for (const table of new Set(triggers.map((trigger) => trigger.table))) {
      await client.query(`ALTER TABLE ${qualified(table)} DISABLE TRIGGER USER`);
    }
    // The migrations' own rows (shop_settings' defaults) give way to the shop's.
    await client.query(`TRUNCATE ${tables.map(qualified).join(", ")}`);
    for (const key of plan.deferred) await client.query(`ALTER TABLE ${qualified(key.child)} DROP CONSTRAINT ${ident(key.name)}`);

    let totalRows = 0;
    for (const table of plan.order) {
      const copied = await copyTable(client, fromSource, table, settings.columns.get(table) ?? [], settings.batchRows);
      totalRows += copied;
      await settings.onTableCopied?.(table, copied);
    }
    // Re-created, each key checks every row it covers.
    for (const key of plan.deferred) {
      await client.query(`ALTER TABLE ${qualified(key.child)} ADD CONSTRAINT ${ident(key.name)} ${key.definition}`);
    }
    await copySequences(client, fromSource, toTarget);

    const checks: TableCheck[] = [];
    for (const table of [...tables].sort()) {
      const [fromPglite, inPostgres] = [await tableChecksum(fromSource, table), await tableChecksum(toTarget, table)];
      checks.push({
        table,
        sourceRows: fromPglite.rows,
        targetRows: inPostgres.rows,
        sourceChecksum: fromPglite.checksum,
        targetChecksum: inPostgres.checksum,
        ok: fromPglite.rows === inPostgres.rows && fromPglite.checksum === inPostgres.checksum,
      });
    }
    print("");
    printChecks(print, checks);
    print("");
    const bad = checks.filter((check) => !check.ok);
    if (bad.length > 0) {
      throw new MoveError(
        "checksums-differ",
        `These tables differ between the source and the copy: ${bad.map((check) => check.table).join(", ")}.\n` +
          `Nothing was committed: the target holds no data (only the shop's schema).`,
        checks,
      );
    }
    print(`All ${checks.length} tables match: ${totalRows} rows, the same row counts and checksums on both sides.`);

    const { uploadedFiles, rewrittenUrls } = await moveUploads(client, settings);

    for (const trigger of triggers) {
      const mode = trigger.enabled === "A" ? "ALWAYS " : trigger.enabled === "R" ? "REPLICA " : "";
      await client.query(`ALTER TABLE ${qualified(trigger.table)} ENABLE ${mode}TRIGGER ${ident(trigger.name)}`);
    }
    await client.query("COMMIT");
    print(`Committed: the PostgreSQL database now holds the shop.`);
    return { tables: checks, uploadedFiles, rewrittenUrls };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    if (error instanceof MoveError) throw error;
    throw new MoveError(
      "copy-failed",
      `The copy failed: ${(error as Error).message}\nNothing was committed: the target holds no data (only the shop's schema).`,
    );
  }
}

async function copyTable(
  client: pg.Client,
  fromSource: Query,
  table: string,
  columns: readonly Column[],
  batchRows: number,
): Promise<number> {
  const writable = columns.filter((column) => !column.generated).map((column) => ident(column.name));
  const list = writable.join(", ");
  const overriding = columns.some((column) => column.identity) ? " OVERRIDING SYSTEM VALUE" : "";
  // row_to_json keeps each value's text as PostgreSQL printed it (numerics digit for digit,
  // timestamps to the microsecond); json_populate_recordset reads it back with the column's type.
  const insert = `INSERT INTO ${qualified(table)} (${list})${overriding} SELECT ${list} FROM json_populate_recordset(null::${qualified(table)}, $1::json)`;
  await fromSource(`DECLARE move_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS r FROM ${qualified(table)} t`);
  let copied = 0;
  try {
    for (;;) {
      const rows = await fromSource<{ r: string }>(`FETCH ${batchRows} FROM move_rows`);
      if (rows.length === 0) break;
      await client.query(insert, [`[${rows.map((row) => row.r).join(",")}]`]);
      copied += rows.length;
    }
  } finally {
    await fromSource("CLOSE move_rows");
  }
  return copied;
}

/** Sequences (none today; serial and identity columns would have them) continue where the source's were, and past the copied values. */
async function copySequences(client: pg.Client, fromSource: Query, toTarget: Query) {
  const sequences = await fromSource<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'S'`,
  );
  for (const { name } of sequences) {
    const [state] = await fromSource<{ value: string; called: boolean }>(
      `select last_value::text as value, is_called as called from ${qualified(name)}`,
    );
    await client.query("select setval($1::regclass, $2::bigint, $3)", [qualified(name), state!.value, state!.called]);
  }
  const owned = await toTarget<{ sequence: string; table: string; column: string }>(
    `select s.relname as sequence, t.relname as "table", a.attname as column
     from pg_class s
     join pg_namespace n on n.oid = s.relnamespace
     join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
     join pg_class t on t.oid = d.refobjid
     join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
     where s.relkind = 'S' and n.nspname = 'public'`,
  );
  for (const { sequence, table, column } of owned) {
    await client.query(
      `select setval($1::regclass, m) from (select max(${ident(column)})::bigint as m from ${qualified(table)}) s
       where m is not null and m >= (select case when is_called then last_value else last_value - 1 end from ${qualified(sequence)})`,
      [qualified(sequence)],
    );
  }
}

/** With S3: the pictures go to the bucket, and, with a public address, the stored addresses follow. */
async function moveUploads(client: pg.Client, settings: CopySettings): Promise<{ uploadedFiles: number; rewrittenUrls: number }> {
  const { print, s3, uploadsDir } = settings;
  if (!s3) return { uploadedFiles: 0, rewrittenUrls: 0 };
  const files = await listUploads(uploadsDir);

  await copyUploads(createS3Store(s3), files);
  print(
    `Pictures: copied ${files.length} files from ${uploadsDir} to the S3 bucket ${s3.bucket} at ${s3.endpoint} (every width of every picture), each read back and its SHA-256 compared.`,
  );
  const keys = new Set(files.map((file) => `${UPLOADS_PATH}/${file.key}`));
  let missing = 0;
  for (const { table, column } of PICTURE_URL_COLUMNS) {
    const rows = await client.query<{ url: string }>(
      `SELECT ${ident(column)} AS url FROM ${qualified(table)} WHERE ${ident(column)} LIKE $1`,
      [`${UPLOADS_PATH}/%`],
    );
    missing += rows.rows.filter((row) => !keys.has(row.url)).length;
  }
  if (missing > 0)
    print(`Warning: ${missing} picture addresses point at files that are not in ${uploadsDir} (they were missing before the move too).`);

  if (!s3.publicUrl) {
    print(
      `Pictures: rewrote 0 picture addresses to S3: without S3_PUBLIC_URL the shop serves the bucket's files at ${UPLOADS_PATH}/…, where the addresses already point.`,
    );
    return { uploadedFiles: files.length, rewrittenUrls: 0 };
  }
  let rewritten = 0;
  for (const { table, column } of PICTURE_URL_COLUMNS) {
    const result = await client.query(
      `UPDATE ${qualified(table)} SET ${ident(column)} = $1 || substr(${ident(column)}, $2) WHERE ${ident(column)} LIKE $3`,
      [s3.publicUrl, UPLOADS_PATH.length + 1, `${UPLOADS_PATH}/%`],
    );
    rewritten += result.rowCount ?? 0;
  }
  print(
    `Pictures: rewrote ${rewritten} picture addresses to S3 (${UPLOADS_PATH}/… → ${s3.publicUrl}/…), after the checksums above were compared.`,
  );
  return { uploadedFiles: files.length, rewrittenUrls: rewritten };
}

function printNextSteps(print: (line: string) => void, options: MoveOptions, dataDir: string, uploadsDir: string, result: MoveResult) {
  print("");
  print("Next steps:");
  print(`  1. Set DATABASE_URL=${redactUrl(options.targetUrl)} (with its real password) in the shop's environment.`);
  if (options.s3) {
    print(`  2. Keep the S3_* settings this move ran with: the pictures (${result.uploadedFiles} files) are in the bucket now.`);
  } else {
    print(`  2. The pictures stay in ${uploadsDir}: keep that directory with the new instance (its DATA_DIR/uploads),`);
    print(
      `     or, for several instances, configure S3 (S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) and copy them there.`,
    );
  }
  print(`  3. Start the shop: npm start. It runs on PostgreSQL and no longer reads ${path.join(dataDir, "pglite")};`);
  print(`     keep that directory as a backup until you have checked the shop.`);
}
