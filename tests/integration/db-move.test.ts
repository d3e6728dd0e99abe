import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { wrapPglite } from "@server/db/client";
import { createMessage } from "@server/db/factories";
import { runMigrations } from "@server/db/migrate";
import { planCopyOrder } from "@server/db/move/copy-order";
import { MoveError, moveToPostgres, SESSION_SETTINGS, type MoveOptions } from "@server/db/move/move";
import { openPostgres } from "@server/db/postgres-client";
import { account, appSettings, blogPosts, items, mailOutbox, session, smsOutbox, teamMembers, user, verification } from "@server/db/schema";
import { isDemoDataSeeded, seedDemoDataOnce } from "@server/db/seed/seed";
import { createScratchDatabase, postgresUrl } from "../../support/postgres";
import { projectRoot } from "../../support/shop-process";
import { changedRows, readAllTables, type TableRows } from "../reliability/support";
import { FakeS3 } from "../setup/fake-s3";
import { createOrder } from "../setup/order-factory";
import { testConfig } from "../setup/test-app";

/**
 * A move needs a PostgreSQL server to move to: TEST_DATABASE_URL's, or the local one every
 * machine of this project runs (as the reliability suite assumes), so `npm test` on a fresh
 * clone runs it too.
 */
const serverUrl = postgresUrl;

const WIDTHS = [320, 640, 960];

/**
 * A stopped shop's data directory with real data: migrated, the demo seeded, customers with
 * sessions, orders with lines, mail and text messages queued, and two uploaded pictures (each
 * in its three widths) used by an item and a blog post.
 */
async function makeShopDataDir(): Promise<{ dataDir: string; uploadedKeys: string[] }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-move-"));
  const client = await PGlite.create(path.join(dataDir, "pglite"));
  const handle = wrapPglite(client);
  try {
    await runMigrations(handle);
    const db = handle.db;
    await seedDemoDataOnce(db, testConfig().shop);
    const uploadedKeys: string[] = [];
    const upload = (store: "products" | "blog") => {
      const name = randomBytes(16).toString("base64url");
      for (const width of WIDTHS) {
        const key = `${store}/${name}-${width}w.webp`;
        mkdirSync(path.join(dataDir, "uploads", store), { recursive: true });
        writeFileSync(path.join(dataDir, "uploads", key), randomBytes(200 + width));
        uploadedKeys.push(key);
      }
      return `/uploads/${store}/${name}-640w.webp`;
    };
    const [firstItem, secondItem] = await db.select().from(items).orderBy(items.name).limit(2);
    await db
      .update(items)
      .set({ imageUrl: upload("products"), dailyStock: 12.345 })
      .where(eq(items.id, firstItem!.id));
    const [post] = await db.select().from(blogPosts).limit(1);
    await db
      .update(blogPosts)
      .set({ imageUrl: upload("blog"), content: 'Carnitas "al estilo" Michoacán — ñ, \\ backslash, 🌶️\nsecond line\ttab' })
      .where(eq(blogPosts.id, post!.id));

    for (let i = 0; i < 7; i++) {
      const id = `user-${i}-${randomBytes(4).toString("hex")}`;
      await db.insert(user).values({
        id,
        name: `Cliente ${i} Peña`,
        email: `cliente${i}@example.com`,
        emailVerified: i % 2 === 0,
        locale: i % 2 ? "es" : "en",
      });
      await db
        .insert(session)
        .values({ id: `s-${id}`, token: `t-${id}`, userId: id, expiresAt: new Date(Date.now() + 86_400_000), userAgent: "Mozilla/5.0" });
      await db.insert(account).values({ id: `a-${id}`, accountId: id, providerId: "credential", userId: id, password: "hash:salt" });
      const order = await createOrder(db, {
        customerId: id,
        paid: i % 3 === 0,
        lines: [
          { itemId: firstItem!.id, quantity: 1.25, priceCents: 1299, unit: "lb", pricedByWeight: true, notes: "cut thin" },
          { itemId: secondItem!.id, quantity: 2, priceCents: 450 },
        ],
      });
      await db.insert(mailOutbox).values({
        kind: "order_confirmation",
        toEmail: `cliente${i}@example.com`,
        fromEmail: "orders@example.com",
        subject: `Pedido ${i}`,
        textBody: "Gracias",
        htmlBody: "<p>Gracias</p>",
        relatedOrderId: order.id,
        metadata: { attempt: i, nested: { ok: true, ratio: 0.1 + 0.2 } },
        sentAt: new Date("2024-03-10T09:30:00.123456Z"),
      });
      await db.insert(smsOutbox).values({ kind: "order_ready", toPhone: "+13235550100", body: `Listo ${i}`, relatedOrderId: order.id });
    }
    await db.insert(verification).values({ id: "v1", identifier: "cliente1@example.com", value: "token", expiresAt: new Date() });
    await db.insert(teamMembers).values({ email: "staff@example.com", role: "staff" });
    await db.insert(appSettings).values({ key: "auth_secret_for_test", value: { secret: "x".repeat(40) } });
    for (let i = 0; i < 3; i++) await createMessage(db, { name: `Visita ${i}`, message: "¿Tienen chicharrón?" });
    // Microseconds and a time zone offset: the copy keeps the instant to the microsecond.
    await db.execute(sql`update messages set created_at = '2024-07-01 23:59:59.999999-07' where name = 'Visita 0'`);
    return { dataDir, uploadedKeys };
  } finally {
    await handle.close();
  }
}

async function readPglite(dataDir: string): Promise<TableRows> {
  const client = await PGlite.create(path.join(dataDir, "pglite"));
  try {
    await client.exec("set timezone = 'UTC'");
    return await readAllTables(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
  } finally {
    await client.close();
  }
}

async function readPostgres(url: string): Promise<TableRows> {
  const pool = new pg.Pool({ connectionString: url, max: 1, options: "-c TimeZone=UTC" });
  try {
    return await readAllTables(async (text) => (await pool.query(text)).rows as Record<string, unknown>[]);
  } finally {
    await pool.end();
  }
}

/** Rows per table, only for tables that have any. */
function nonEmpty(rows: TableRows): Record<string, number> {
  return Object.fromEntries([...rows].filter(([, list]) => list.length > 0).map(([table, list]) => [table, list.length]));
}

type Scratch = Awaited<ReturnType<typeof createScratchDatabase>>;

describe("npm run db:move: from PGlite to PostgreSQL", () => {
  let shop: { dataDir: string; uploadedKeys: string[] };
  let sourceRows: TableRows;
  const scratches: Scratch[] = [];
  const dirs: string[] = [];
  const children: ChildProcess[] = [];
  const lines: string[] = [];
  const newTarget = async () => {
    const scratch = await createScratchDatabase(serverUrl, "shop_move");
    scratches.push(scratch);
    return scratch;
  };
  const move = (overrides: Partial<MoveOptions> & Pick<MoveOptions, "targetUrl">) =>
    moveToPostgres({ dataDir: shop.dataDir, s3: null, print: (line) => lines.push(line), ...overrides });
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(MoveError);
    return error as MoveError;
  };

  beforeAll(async () => {
    shop = await makeShopDataDir();
    dirs.push(shop.dataDir);
    sourceRows = await readPglite(shop.dataDir);
  }, 120_000);

  afterEach(() => {
    lines.length = 0;
    for (const child of children.splice(0)) child.kill();
  });

  afterAll(async () => {
    for (const scratch of scratches) await scratch.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("copies every row of every table, proves it, and leaves the source as it was", async () => {
    const target = await newTarget();
    const result = await move({ targetUrl: target.url, batchRows: 3 });

    expect(result.tables.length).toBe(sourceRows.size);
    expect(result.tables.every((check) => check.ok)).toBe(true);
    expect(changedRows(sourceRows, await readPostgres(target.url))).toEqual([]);
    expect(nonEmpty(sourceRows)).toMatchObject({ orders: 7, order_items: 14, user: 7, session: 7, mail_outbox: 7, sms_outbox: 7 });
    // The source: unchanged, and its lock released.
    expect(changedRows(sourceRows, await readPglite(shop.dataDir))).toEqual([]);
    expect(existsSync(path.join(shop.dataDir, "shop.lock"))).toBe(false);

    const output = lines.join("\n");
    expect(output).toMatch(/^table\s+rows\s+checksum\s+ok$/m);
    expect(output).toMatch(/^orders\s+7\s+[0-9a-f]{32}\s+yes$/m);
    expect(output).toContain(`All ${sourceRows.size} tables match`);
    expect(output).toContain(`The pictures stay in ${path.join(shop.dataDir, "uploads")}`);
    expect(output).toContain("Set DATABASE_URL=");

    // The shop runs on it: migrations have nothing to do, the demo is not seeded again, the
    // NOTIFY triggers are back on.
    const handle = openPostgres(target.url, 2);
    try {
      await runMigrations(handle);
      expect(await isDemoDataSeeded(handle.db)).toBe(true);
    } finally {
      await handle.close();
    }
    const triggers = await target.pool.query<{ enabled: string }>(
      "select tgenabled::text as enabled from pg_trigger where not tgisinternal",
    );
    expect(triggers.rows.length).toBeGreaterThan(5);
    expect(triggers.rows.every((row) => row.enabled === "O")).toBe(true);
  });

  it("accepts a database the migrations alone have filled, with no trigger rewriting the copied rows", async () => {
    const target = await newTarget();
    const handle = openPostgres(target.url, 1);
    await runMigrations(handle);
    await handle.close();
    // A trigger that stamps rows as they are written would corrupt a copy.
    await target.pool.query(`
      create function stamp() returns trigger language plpgsql as $$ begin new.updated_at := now() + interval '1 day'; return new; end $$;
      create trigger stamp_orders before insert or update on orders for each row execute function stamp();`);

    const result = await move({ targetUrl: target.url });
    expect(result.tables.every((check) => check.ok)).toBe(true);
    expect(changedRows(sourceRows, await readPostgres(target.url))).toEqual([]);
    const { rows } = await target.pool.query("select tgenabled::text as enabled from pg_trigger where tgname = 'stamp_orders'");
    expect(rows).toEqual([{ enabled: "O" }]);
  });

  it("refuses a target that holds data, or tables a shop does not have, and writes nothing", async () => {
    const target = await newTarget();
    const handle = openPostgres(target.url, 1);
    await runMigrations(handle);
    await handle.close();
    await target.pool.query("insert into categories (name, slug) values ('Old', 'old')");
    const before = await readPostgres(target.url);

    const error = await refusal(move({ targetUrl: target.url }));
    expect(error.reason).toBe("target-not-empty");
    expect(error.message).toContain("categories (1 row)");
    expect(changedRows(before, await readPostgres(target.url))).toEqual([]);

    const other = await newTarget();
    await other.pool.query("create table notes (id int primary key)");
    const foreign = await refusal(move({ targetUrl: other.url }));
    expect(foreign.reason).toBe("target-not-empty");
    expect(foreign.message).toContain("tables a shop database does not have: notes");
    const { rows } = await other.pool.query("select count(*)::int as n from pg_tables where schemaname = 'public'");
    expect(rows[0].n).toBe(1);
    expect(existsSync(path.join(shop.dataDir, "shop.lock"))).toBe(false);
  });

  it("refuses while a shop runs on the data directory", async () => {
    const holder = spawn(process.execPath, ["--import", "tsx", path.join(projectRoot, "tests/setup/lock-contender.ts"), shop.dataDir], {
      cwd: projectRoot,
      stdio: ["pipe", "pipe", "inherit"],
    });
    children.push(holder);
    const output = createInterface({ input: holder.stdout! })[Symbol.asyncIterator]();
    expect((await output.next()).value).toBe("ready");
    holder.stdin!.write("take\n");
    expect((await output.next()).value).toBe("won");

    const target = await newTarget();
    const error = await refusal(move({ targetUrl: target.url }));
    expect(error.reason).toBe("source-locked");
    expect(error.message).toContain(`pid ${holder.pid}`);
    const { rows } = await target.pool.query("select count(*)::int as n from pg_tables where schemaname = 'public'");
    expect(rows[0].n).toBe(0);
  });

  it("refuses a missing source and an unreachable target", async () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), "shop-move-empty-"));
    dirs.push(empty);
    const target = await newTarget();
    const missing = await refusal(move({ dataDir: empty, targetUrl: target.url }));
    expect(missing.reason).toBe("source-missing");
    expect(missing.message).toContain(path.join(empty, "pglite"));
    expect(readdirSync(empty)).toEqual([]);

    const unreachable = await refusal(move({ targetUrl: "postgres://postgres@127.0.0.1:1/nowhere" }));
    expect(unreachable.reason).toBe("target-unreachable");
    expect(existsSync(path.join(shop.dataDir, "shop.lock"))).toBe(false);
  });

  it("refuses a source behind this version of the shop", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "shop-move-old-"));
    dirs.push(dataDir);
    const client = await PGlite.create(path.join(dataDir, "pglite"));
    await runMigrations(wrapPglite(client));
    await client.exec(
      "delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)",
    );
    await client.close();
    const target = await newTarget();

    const error = await refusal(move({ dataDir, targetUrl: target.url }));
    expect(error.reason).toBe("source-not-migrated");
    expect(error.message).toContain("Start the shop once");
  });

  it("rolls everything back when the copy fails half-way, and can be run again", async () => {
    const target = await newTarget();
    let copied = 0;
    const error = await refusal(
      move({
        targetUrl: target.url,
        onTableCopied: () => {
          if (++copied === 5) throw new Error("the connection broke");
        },
      }),
    );
    expect(error.reason).toBe("copy-failed");
    expect(error.message).toContain("the connection broke");
    // Only what the migrations write (shop_settings' default row) is there.
    expect(nonEmpty(await readPostgres(target.url))).toEqual({ shop_settings: 1 });

    const result = await move({ targetUrl: target.url });
    expect(result.tables.every((check) => check.ok)).toBe(true);
    expect(changedRows(sourceRows, await readPostgres(target.url))).toEqual([]);
  });

  it("refuses to commit a copy whose checksums differ", async () => {
    const target = await newTarget();
    const handle = openPostgres(target.url, 1);
    await runMigrations(handle);
    await handle.close();
    // A rule (triggers are switched off for the copy, rules are not) that changes rows on their way in.
    await target.pool.query(
      "create rule mangle as on insert to categories do also update categories set name = name || '!' where id = new.id",
    );

    const error = await refusal(move({ targetUrl: target.url }));
    expect(error.reason).toBe("checksums-differ");
    expect(error.tables.filter((check) => !check.ok).map((check) => check.table)).toEqual(["categories"]);
    expect(lines.join("\n")).toMatch(/^categories\s+\d+\s+[0-9a-f]{32}\s+NO$/m);
    expect(nonEmpty(await readPostgres(target.url))).toEqual({ shop_settings: 1 });
  });

  it("moves the pictures to S3, every width, and points the stored addresses at the bucket", async () => {
    const s3 = new FakeS3("shop-pictures", "AKIDMOVE", "move-test-secret-key", "eu-west-1");
    await s3.start();
    try {
      const target = await newTarget();
      const publicUrl = "https://cdn.example.com/pictures";
      const result = await move({
        targetUrl: target.url,
        s3: {
          kind: "s3",
          endpoint: s3.url,
          bucket: s3.bucket,
          region: s3.region,
          accessKeyId: "AKIDMOVE",
          secretAccessKey: "move-test-secret-key",
          publicUrl,
        },
      });

      expect(result.uploadedFiles).toBe(6);
      expect([...s3.objects.keys()].sort()).toEqual([...shop.uploadedKeys].sort());
      expect(s3.objects.get(shop.uploadedKeys[0]!)?.contentType).toBe("image/webp");
      expect(result.rewrittenUrls).toBe(2);
      expect(lines.join("\n")).toContain("rewrote 2 picture addresses to S3");

      const { rows } = await target.pool.query<{ url: string }>(
        "select image_url as url from items where image_url is not null union all select image_url from blog_posts where image_url is not null",
      );
      const moved = rows.map((row) => row.url).filter((url) => !url.startsWith("/images/"));
      expect(moved.sort()).toEqual(
        shop.uploadedKeys
          .filter((key) => key.endsWith("-640w.webp"))
          .map((key) => `${publicUrl}/${key}`)
          .sort(),
      );
      expect(rows.some((row) => row.url.startsWith("/uploads/"))).toBe(false);
      // Apart from those addresses, the copy is the source.
      const differences = changedRows(sourceRows, await readPostgres(target.url));
      expect(new Set(differences.map((change) => change.table))).toEqual(new Set(["items", "blog_posts"]));
      expect(differences.length).toBe(4);
      expect(changedRows(sourceRows, await readPglite(shop.dataDir))).toEqual([]);
    } finally {
      await s3.stop();
    }
  });

  it("works from the command line, with exit codes", async () => {
    const target = await newTarget();
    const run = () =>
      spawnSync("npm", ["run", "--silent", "db:move", "--", "--to", target.url, "--data-dir", shop.dataDir], {
        cwd: projectRoot,
        encoding: "utf8",
        env: { ...process.env, NODE_ENV: "", DATA_DIR: "", S3_ENDPOINT: "" },
        timeout: 120_000,
      });

    const first = run();
    expect(first.stderr).not.toContain("The move failed");
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/^table\s+rows\s+checksum\s+ok$/m);
    expect(first.stdout).toContain(`All ${sourceRows.size} tables match`);
    expect(first.stdout).toContain("npm start");

    const second = run();
    expect(second.status).toBe(1);
    expect(second.stderr).toContain("is not empty");
    expect(changedRows(sourceRows, await readPostgres(target.url))).toEqual([]);

    const usage = spawnSync("npm", ["run", "--silent", "db:move"], { cwd: projectRoot, encoding: "utf8" });
    expect(usage.status).toBe(64);
    expect(usage.stderr).toContain("Usage: npm run db:move");
  }, 120_000);
});

describe("the checksum's row text", () => {
  it("is the same on PGlite and PostgreSQL for the same values of every type the copy meets", async () => {
    const row = `select 12.500::numeric(10, 3) as n, 0.1::float8 + 0.2 as f, 3::int as i, 9007199254740993::bigint as b,
      true as yes, false as no, null::text as nothing, 'ñ "q" \\ 🌶️'::text as t, '2024-07-01 23:59:59.999999-07'::timestamptz as ts,
      '2024-02-29 12:00'::timestamp as local, '2024-02-29'::date as d, '1 day 02:03:04.5'::interval as span,
      '{"b": [1, 2.50, null], "a": {"z": true}}'::jsonb as j, '\\xdeadbeef'::bytea as bytes, array['x', 'y'] as list,
      gen_random_uuid() is not null as has_uuid`;
    const query = `select to_jsonb(r)::text as text, row_to_json(r)::text as json from (${row}) r`;
    const pglite = await PGlite.create();
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await pglite.exec(SESSION_SETTINGS);
      await client.query(SESSION_SETTINGS);
      const [fromPglite] = (await pglite.query<{ text: string; json: string }>(query)).rows;
      const [fromPostgres] = (await client.query<{ text: string; json: string }>(query)).rows;
      expect(fromPglite).toEqual(fromPostgres);
      expect(fromPglite!.text).toContain('"ts": "2024-07-02T06:59:59.999999+00:00"');
    } finally {
      await client.end();
      await pglite.close();
    }
  });
});

describe("the copy order", () => {
  const key = (child: string, parent: string) => ({ name: `${child}_${parent}_fk`, child, parent, definition: "" });

  it("puts parents first, and defers only the keys of self-references and cycles", () => {
    const plan = planCopyOrder(
      ["order_items", "orders", "user", "categories", "employees", "a", "b"],
      [key("order_items", "orders"), key("orders", "user"), key("employees", "employees"), key("a", "b"), key("b", "a")],
    );
    expect(plan.order.indexOf("user")).toBeLessThan(plan.order.indexOf("orders"));
    expect(plan.order.indexOf("orders")).toBeLessThan(plan.order.indexOf("order_items"));
    expect(plan.order).toHaveLength(7);
    expect(plan.deferred.map((fk) => fk.name).sort()).toEqual(["a_b_fk", "employees_employees_fk"]);
  });
});
