import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { defaultPreferredTime } from "@shared/checkout";
import { createConfig } from "@server/config";
import { parseEnv } from "@server/env";
import { HttpClient } from "../setup/http-client";
import { startShop, waitForHealthy, type ShopProcess } from "../setup/server-process";

/** Helpers shared by the reliability tests (they all drive real shop processes). */

/** The PostgreSQL server of the suite: the same default as .ci/run and the bench. */
export const postgresUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

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

/** The checkout form's default pickup time, in the shop's configured time zone and hours. */
export function preferredTime(): string {
  const { timeZone, weeklyHours } = createConfig(parseEnv({})).shop;
  return defaultPreferredTime({ now: new Date(), timeZone, weeklyHours });
}

/** Starts the production build and waits for /healthz. */
export async function startedShop(env: Record<string, string>, port: number, options: { keepOutput?: boolean } = {}): Promise<ShopProcess> {
  const shop = startShop(env, port, options);
  await waitForHealthy(shop, 60_000);
  return shop;
}

export async function stopShop(shop: ShopProcess | undefined, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (!shop || shop.child.exitCode !== null || shop.child.signalCode !== null) return;
  shop.child.kill(signal);
  await shop.exited;
}

type Mail = { text: string };

function tokensIn(mails: Mail[]): string[] {
  return mails.flatMap((mail) => [...mail.text.matchAll(/[?&]token=([^&\s"'<>)]+)/g)].map((match) => decodeURIComponent(match[1]!)));
}

/**
 * Signs `client` in as `email` through better-auth's own endpoints: asks for a magic link,
 * reads its token from the dev mailbox and calls the verify endpoint directly. It does not
 * depend on where the mailed link points (the sign-in page may change), only on the token.
 */
export async function signIn(client: HttpClient, email: string): Promise<void> {
  const mailbox = async () => (await (await fetch(`${client.baseUrl}/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as Mail[];
  const seen = new Set(tokensIn(await mailbox()));
  const asked = await client.request("/api/auth/sign-in/magic-link", { method: "POST", json: { email, callbackURL: "/" } });
  await asked.arrayBuffer();
  if (asked.status !== 200) throw new Error(`magic link for ${email}: HTTP ${asked.status}`);
  let token: string | undefined;
  for (let attempt = 0; attempt < 200 && !token; attempt++) {
    token = tokensIn(await mailbox()).find((candidate) => !seen.has(candidate));
    if (!token) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (!token) throw new Error(`no magic link mailed to ${email}`);
  const verified = await client.request(`/api/auth/magic-link/verify?token=${encodeURIComponent(token)}&callbackURL=%2F`);
  await verified.arrayBuffer();
  const { user } = (await (await client.request("/api/session")).json()) as { user: { email: string } | null };
  if (user?.email !== email) throw new Error(`sign-in failed for ${email} (verify answered ${verified.status})`);
}

/** A new client at its own address, signed in as `email`. */
export async function signedIn(base: string, email: string, ip: string): Promise<HttpClient> {
  const client = new HttpClient(base, ip);
  await signIn(client, email);
  return client;
}

/** An open Server-Sent Events stream and the events read from it so far. */
export interface EventStream {
  status: number;
  contentType: string | null;
  events: { event: string; data: string }[];
  /** Resolves once `predicate` holds for the events read so far (rejects after `timeoutMs`). */
  until(predicate: (events: { event: string; data: string }[]) => boolean, timeoutMs?: number): Promise<void>;
  close(): void;
}

export async function openEventStream(client: HttpClient, path: string): Promise<EventStream> {
  const controller = new AbortController();
  const res = await fetch(`${client.baseUrl}${path}`, {
    headers: { Cookie: client.cookieHeader(), "X-Forwarded-For": client.ip, Accept: "text/event-stream" },
    signal: controller.signal,
  });
  const events: { event: string; data: string }[] = [];
  const waiters = new Set<() => void>();
  if (res.ok && res.body) {
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    void (async () => {
      let buffer = "";
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event) events.push({ event, data: data ?? "" });
        }
        for (const wake of waiters) wake();
      }
    })();
  } else {
    await res.arrayBuffer().catch(() => {});
  }
  return {
    status: res.status,
    contentType: res.headers.get("content-type"),
    events,
    until(predicate, timeoutMs = 10_000) {
      if (predicate(events)) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${path}: timed out; events so far: ${JSON.stringify(events)}`));
        }, timeoutMs);
        const check = () => {
          if (!predicate(events)) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
      });
    },
    close: () => controller.abort(),
  };
}

/** Every row of every table of the public schema, as JSON text, by table. */
export type TableRows = Map<string, string[]>;
type Query = (text: string) => Promise<Record<string, unknown>[]>;

export async function readAllTables(query: Query): Promise<TableRows> {
  const tables = await query("select table_name::text as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1");
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
