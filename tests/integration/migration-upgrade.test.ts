import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { wrapPglite, type DatabaseHandle } from "@server/db/client";
import { runMigrations } from "@server/db/migrate";
import { openPostgres } from "@server/db/postgres-client";
import { migrationsFolder } from "@server/paths";
import { createLogger } from "@server/lib/logger";
import { sumFacts } from "@server/services/reports/report-figures";
import { refreshReportRollups } from "@server/services/reports/report-rollups";
import { shopDate } from "@shared/ordering/schedule";
import { createScratchDatabase } from "../../support/postgres";

/**
 * A shop already running upgrades with nothing lost (ARCHITECTURE.md 'Upgrades keep the shop's
 * data'): a database made by the migrations before selling by weight (ADR 0013) and filled as that version filled
 * it is migrated to today's, and every row is still there, with the new columns backfilled so
 * the old orders read as they did (whole quantities, lines costing price × quantity, paid orders
 * charged their total) and the old items sell as they did (from 1 in steps of 1, no choices).
 */

const BEFORE = "0007_weights_options_holds";

function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "migrations-before-"));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string; idx: number }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

async function migrateTo(handle: DatabaseHandle, folder: string) {
  if (handle.kind === "pglite") await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  else await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder });
}

/** Rows as the previous version wrote them: integer quantities, no line costs, no holds. */
async function fillAsBefore(handle: DatabaseHandle) {
  // One statement per call: PGlite's extended protocol takes no batches.
  await handle.db.execute(sql`
    insert into categories (id, name, slug) values ('00000000-0000-4000-8000-000000000001', 'Carnitas', 'carnitas')
  `);
  await handle.db.execute(sql`
    insert into items (id, name, price_cents, price_unit, category_id) values
      ('00000000-0000-4000-8000-000000000011', 'Carnitas Maciza', 1599, 'lb', '00000000-0000-4000-8000-000000000001'),
      ('00000000-0000-4000-8000-000000000012', 'Horchata', 450, 'each', '00000000-0000-4000-8000-000000000001')
  `);
  await handle.db.execute(sql`
    insert into orders (id, customer_name, customer_email, customer_phone, order_type, delivery_time, status, payment_status,
                        subtotal_cents, tax_cents, total_cents, tax_rate, paid_at)
      values ('00000000-0000-4000-8000-000000000021', 'Paid', 'paid@example.com', '3235550100', 'pickup', now(), 'completed', 'paid', 3648, 301, 3949, 825, now()),
             ('00000000-0000-4000-8000-000000000022', 'Unpaid', 'unpaid@example.com', '3235550100', 'pickup', now(), 'cancelled', 'expired', 450, 37, 487, 825, null)
  `);
  await handle.db.execute(sql`
    insert into order_items (order_id, item_id, item_name, quantity, price_cents, notes) values
      ('00000000-0000-4000-8000-000000000021', '00000000-0000-4000-8000-000000000011', 'Carnitas Maciza', 2, 1599, 'crispy'),
      ('00000000-0000-4000-8000-000000000021', '00000000-0000-4000-8000-000000000012', 'Horchata', 1, 450, null),
      ('00000000-0000-4000-8000-000000000022', '00000000-0000-4000-8000-000000000012', 'Horchata', 1, 450, null)
  `);
}

async function rows<T>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await handle.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Migrates a fresh database to just before `tag`, fills it as that version did, then runs today's migrations. */
async function upgradeFrom(handle: DatabaseHandle, tag: string, fill: (handle: DatabaseHandle) => Promise<void>) {
  const folder = migrationsBefore(tag);
  try {
    await migrateTo(handle, folder);
    await fill(handle);
    await runMigrations(handle);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function countRows(handle: DatabaseHandle) {
  const counts = await rows<{ items: number; orders: number; lines: number }>(
    handle,
    sql`select (select count(*)::int from items) as items, (select count(*)::int from orders) as orders, (select count(*)::int from order_items) as lines`,
  );
  return counts[0];
}

/** `check` on PGlite, and on the PostgreSQL server too when the run has one (as describeEachDatabase does). */
function describeUpgrade(title: string, name: string, check: (handle: DatabaseHandle) => Promise<void>) {
  describe(title, () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups) await cleanup();
    });

    // Every migration from a new database up: twenty and more on PGlite, which takes a while on a busy machine.
    it(`[pglite] ${name}`, { timeout: 90_000 }, async () => {
      const handle = wrapPglite(await PGlite.create());
      cleanups.push(() => handle.close());
      await check(handle);
    });

    if (process.env.TEST_DATABASE_URL)
      it(`[postgres] ${name}`, { timeout: 90_000 }, async () => {
        const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, "shop_upgrade");
        const handle = openPostgres(scratch.url, 2);
        cleanups.push(async () => {
          await handle.close();
          await scratch.drop();
        });
        await check(handle);
      });
  });
}

async function checkUpgrade(handle: DatabaseHandle) {
  await upgradeFrom(handle, BEFORE, fillAsBefore);
  expect(await countRows(handle)).toEqual({ items: 2, orders: 2, lines: 3 });

  const lines = await rows<{
    item_name: string;
    quantity: string;
    unit: string;
    line_total_cents: number;
    options: unknown;
    notes: string | null;
  }>(handle, sql`select item_name, quantity::text, unit, line_total_cents, options, notes from order_items order by order_id, item_name`);
  expect(lines).toEqual([
    { item_name: "Carnitas Maciza", quantity: "2.000", unit: "lb", line_total_cents: 3198, options: [], notes: "crispy" },
    { item_name: "Horchata", quantity: "1.000", unit: "each", line_total_cents: 450, options: [], notes: null },
    { item_name: "Horchata", quantity: "1.000", unit: "each", line_total_cents: 450, options: [], notes: null },
  ]);
  const orders = await rows<{
    customer_name: string;
    total_cents: number;
    captured_cents: number | null;
    hold_cents: number | null;
    allowance_cents: number;
  }>(handle, sql`select customer_name, total_cents, captured_cents, hold_cents, allowance_cents from orders order by customer_name`);
  expect(orders).toEqual([
    { customer_name: "Paid", total_cents: 3949, captured_cents: 3949, hold_cents: null, allowance_cents: 0 },
    { customer_name: "Unpaid", total_cents: 487, captured_cents: null, hold_cents: null, allowance_cents: 0 },
  ]);
  const items = await rows<{
    name: string;
    quantity_min: string;
    quantity_step: string;
    priced_by_weight: boolean;
    option_groups: unknown;
  }>(handle, sql`select name, quantity_min::text, quantity_step::text, priced_by_weight, option_groups from items order by name`);
  expect(items).toEqual([
    { name: "Carnitas Maciza", quantity_min: "1.000", quantity_step: "1.000", priced_by_weight: false, option_groups: [] },
    { name: "Horchata", quantity_min: "1.000", quantity_step: "1.000", priced_by_weight: false, option_groups: [] },
  ]);
}

describeUpgrade(
  "upgrading a shop's database to weights, choices and holds (migration 0007)",
  "keeps every row and backfills the new columns",
  checkUpgrade,
);

/**
 * Ordering ahead (ADR 0014, migration 0008): a shop with orders at 0007 keeps every row; its orders take their
 * pounds from their lines sold by the pound, so past orders count toward a slot's weight; and the
 * settings row holds docs/product.md's hours with no capacity limits, delivery anywhere and no fee.
 */
const BEFORE_ORDERING_AHEAD = "0008_ordering_ahead";

async function fillAt0007(handle: DatabaseHandle) {
  await handle.db.execute(sql`
    insert into categories (id, name, slug) values ('00000000-0000-4000-8000-000000000001', 'Carnitas', 'carnitas')
  `);
  await handle.db.execute(sql`
    insert into items (id, name, price_cents, price_unit, category_id, quantity_min, quantity_step) values
      ('00000000-0000-4000-8000-000000000011', 'Carnitas Maciza', 1599, 'lb', '00000000-0000-4000-8000-000000000001', 0.5, 0.5),
      ('00000000-0000-4000-8000-000000000012', 'Horchata', 450, 'each', '00000000-0000-4000-8000-000000000001', 1, 1),
      ('00000000-0000-4000-8000-000000000013', 'Chorizo', 899, 'lb', '00000000-0000-4000-8000-000000000001', 1, 1)
  `);
  await handle.db.execute(sql`
    insert into orders (id, customer_name, customer_email, customer_phone, order_type, delivery_time, status, payment_status,
                        subtotal_cents, tax_cents, total_cents, tax_rate, paid_at, captured_cents, delivery_address)
      values ('00000000-0000-4000-8000-000000000021', 'Mixed', 'mixed@example.com', '3235550100', 'pickup', now(), 'completed', 'paid', 5347, 441, 5788, 825, now(), 5788, null),
             ('00000000-0000-4000-8000-000000000022', 'Drinks', 'drinks@example.com', '3235550100', 'delivery', now(), 'pending', 'unpaid', 900, 74, 974, 825, null, null, '123 Main St, Los Angeles, CA 90012'),
             ('00000000-0000-4000-8000-000000000023', 'Cancelled', 'gone@example.com', '3235550100', 'pickup', now(), 'cancelled', 'expired', 2399, 198, 2597, 825, null, null, null)
  `);
  await handle.db.execute(sql`
    insert into order_items (order_id, item_id, item_name, quantity, unit, price_cents, line_total_cents) values
      ('00000000-0000-4000-8000-000000000021', '00000000-0000-4000-8000-000000000011', 'Carnitas Maciza', 2.5, 'lb', 1599, 3998),
      ('00000000-0000-4000-8000-000000000021', '00000000-0000-4000-8000-000000000013', 'Chorizo', 1, 'lb', 899, 899),
      ('00000000-0000-4000-8000-000000000021', '00000000-0000-4000-8000-000000000012', 'Horchata', 1, 'each', 450, 450),
      ('00000000-0000-4000-8000-000000000022', '00000000-0000-4000-8000-000000000012', 'Horchata', 2, 'each', 450, 900),
      ('00000000-0000-4000-8000-000000000023', '00000000-0000-4000-8000-000000000011', 'Carnitas Maciza', 1.5, 'lb', 1599, 2399)
  `);
}

async function checkOrderingAheadUpgrade(handle: DatabaseHandle) {
  await upgradeFrom(handle, BEFORE_ORDERING_AHEAD, fillAt0007);
  expect(await countRows(handle)).toEqual({ items: 3, orders: 3, lines: 5 });

  const orders = await rows<{ customer_name: string; pounds: string; delivery_fee_cents: number; tip_cents: number; total_cents: number }>(
    handle,
    sql`select customer_name, pounds::text, delivery_fee_cents, tip_cents, total_cents from orders order by customer_name`,
  );
  expect(orders).toEqual([
    { customer_name: "Cancelled", pounds: "1.500", delivery_fee_cents: 0, tip_cents: 0, total_cents: 2597 },
    { customer_name: "Drinks", pounds: "0.000", delivery_fee_cents: 0, tip_cents: 0, total_cents: 974 },
    { customer_name: "Mixed", pounds: "3.500", delivery_fee_cents: 0, tip_cents: 0, total_cents: 5788 },
  ]);

  const items = await rows<{
    name: string;
    lead_minutes: number;
    sold_out_on: string | null;
    daily_stock: string | null;
    preorder: boolean;
  }>(
    handle,
    sql`select name, lead_minutes, sold_out_on::text, daily_stock::text, preorder_first_date is not null as preorder from items order by name`,
  );
  expect(items.map((item) => [item.name, item.lead_minutes, item.sold_out_on, item.daily_stock, item.preorder])).toEqual([
    ["Carnitas Maciza", 0, null, null, false],
    ["Chorizo", 0, null, null, false],
    ["Horchata", 0, null, null, false],
  ]);

  const settings = await rows<{ id: number; weekly_hours: unknown; capacity: unknown; delivery: unknown }>(
    handle,
    sql`select id, weekly_hours, capacity, delivery from shop_settings`,
  );
  const day = (open: string, close: string) => ({ open, close });
  expect(settings).toEqual([
    {
      id: 1,
      // docs/product.md 'Constants': Mon-Sat 8AM-8PM, Sun 9AM-6PM.
      weekly_hours: {
        "0": day("09:00", "18:00"),
        "1": day("08:00", "20:00"),
        "2": day("08:00", "20:00"),
        "3": day("08:00", "20:00"),
        "4": day("08:00", "20:00"),
        "5": day("08:00", "20:00"),
        "6": day("08:00", "20:00"),
      },
      capacity: {
        everyDay: { pickup: { maxOrders: null, maxPounds: null }, delivery: { maxOrders: null, maxPounds: null } },
        byWeekday: {},
      },
      delivery: { zipCodes: [], minimumCents: 0, feeCents: 0, freeOverCents: 3000 },
    },
  ]);
  expect(await rows(handle, sql`select * from special_days`)).toEqual([]);
}

describeUpgrade(
  "upgrading a shop's database to ordering ahead (migration 0008)",
  "keeps every row, gives orders their pounds and writes today's settings",
  checkOrderingAheadUpgrade,
);

/**
 * Two languages (ADR 0015, migration 0009): a shop with customers, orders and mail at 0008 keeps every row, and
 * each reads as English, the only language there was: the orders' e-mails and the accounts'
 * sign-in mails go on as before. Only the shop's two languages can be stored.
 */
const BEFORE_LOCALES = "0009_locales";

async function fillAt0008(handle: DatabaseHandle) {
  await handle.db.execute(sql`
    insert into "user" (id, name, email, email_verified, role) values
      ('user-1', 'Ana', 'ana@example.com', true, 'customer'),
      ('user-2', 'Admin', 'admin@example.com', true, 'admin')
  `);
  await handle.db.execute(sql`
    insert into categories (id, name, slug) values ('00000000-0000-4000-8000-000000000001', 'Carnitas', 'carnitas')
  `);
  await handle.db.execute(sql`
    insert into items (id, name, price_cents, price_unit, category_id) values
      ('00000000-0000-4000-8000-000000000012', 'Horchata', 450, 'each', '00000000-0000-4000-8000-000000000001')
  `);
  await handle.db.execute(sql`
    insert into orders (id, customer_name, customer_email, customer_phone, order_type, delivery_time, status, payment_status,
                        subtotal_cents, tax_cents, total_cents, tax_rate, paid_at, captured_cents, customer_id, tip_cents)
      values ('00000000-0000-4000-8000-000000000021', 'Ana', 'ana@example.com', '3235550100', 'pickup', now(), 'completed', 'paid', 900, 74, 1074, 825, now(), 1074, 'user-1', 100),
             ('00000000-0000-4000-8000-000000000022', 'Guest', 'guest@example.com', '3235550100', 'pickup', now(), 'pending', 'unpaid', 450, 37, 487, 825, null, null, null, 0)
  `);
  await handle.db.execute(sql`
    insert into order_items (order_id, item_id, item_name, quantity, unit, price_cents, line_total_cents) values
      ('00000000-0000-4000-8000-000000000021', '00000000-0000-4000-8000-000000000012', 'Horchata', 2, 'each', 450, 900),
      ('00000000-0000-4000-8000-000000000022', '00000000-0000-4000-8000-000000000012', 'Horchata', 1, 'each', 450, 450)
  `);
  await handle.db.execute(sql`
    insert into mail_outbox (kind, to_email, from_email, subject, text_body, html_body, related_order_id, status) values
      ('order_confirmation', 'ana@example.com', 'shop@example.com', 'Order #1 confirmed', 'Thank you', '<p>Thank you</p>', '00000000-0000-4000-8000-000000000021', 'sent'),
      ('magic_link', 'guest@example.com', 'shop@example.com', 'Your sign-in link', 'Sign in', '<p>Sign in</p>', null, 'pending')
  `);
}

async function checkLocalesUpgrade(handle: DatabaseHandle) {
  await upgradeFrom(handle, BEFORE_LOCALES, fillAt0008);
  expect(await countRows(handle)).toEqual({ items: 1, orders: 2, lines: 2 });

  expect(await rows(handle, sql`select id, email, role, locale from "user" order by id`)).toEqual([
    { id: "user-1", email: "ana@example.com", role: "customer", locale: "en" },
    { id: "user-2", email: "admin@example.com", role: "admin", locale: "en" },
  ]);
  expect(
    await rows(handle, sql`select customer_name, status, total_cents, tip_cents, customer_id, locale from orders order by customer_name`),
  ).toEqual([
    { customer_name: "Ana", status: "completed", total_cents: 1074, tip_cents: 100, customer_id: "user-1", locale: "en" },
    { customer_name: "Guest", status: "pending", total_cents: 487, tip_cents: 0, customer_id: null, locale: "en" },
  ]);
  expect(await rows(handle, sql`select kind, status, subject, locale from mail_outbox order by kind`)).toEqual([
    { kind: "magic_link", status: "pending", subject: "Your sign-in link", locale: "en" },
    { kind: "order_confirmation", status: "sent", subject: "Order #1 confirmed", locale: "en" },
  ]);

  // Spanish can be stored; a language the shop does not speak cannot.
  await handle.db.execute(sql`update orders set locale = 'es' where customer_name = 'Guest'`);
  await handle.db.execute(sql`update "user" set locale = 'es' where id = 'user-1'`);
  await expect(handle.db.execute(sql`update orders set locale = 'fr' where customer_name = 'Ana'`)).rejects.toThrow();
  await expect(handle.db.execute(sql`update "user" set locale = 'EN' where id = 'user-2'`)).rejects.toThrow();
  await expect(handle.db.execute(sql`update mail_outbox set locale = '' where kind = 'magic_link'`)).rejects.toThrow();
}

describeUpgrade(
  "upgrading a shop's database to two languages (migration 0009)",
  "keeps every row, reads them all as English and stores only en or es",
  checkLocalesUpgrade,
);

/**
 * Two languages (ADR 0015), content in both languages (migration 0010): a shop with its menu, choices and blog
 * at 0009 keeps every row as it was, English words and choices included, and nothing reads as
 * translated yet: every Spanish column starts empty, so Spanish pages show the English until the
 * admin writes the Spanish. A blank Spanish name or title cannot be stored (empty is null).
 */
const BEFORE_CONTENT_IN_SPANISH = "0010_content_in_spanish";

const STYLE_GROUP = {
  id: "00000000-0000-4000-8000-000000000031",
  name: "Style",
  selection: "single",
  isRequired: true,
  minPicks: 1,
  maxPicks: 1,
  options: [
    { id: "00000000-0000-4000-8000-000000000032", name: "Maciza", priceDeltaCents: 0, isDefault: true },
    { id: "00000000-0000-4000-8000-000000000033", name: "Mixed", priceDeltaCents: -200, isDefault: false },
  ],
};

async function fillAt0009(handle: DatabaseHandle) {
  await handle.db.execute(sql`
    insert into categories (id, name, slug) values
      ('00000000-0000-4000-8000-000000000001', 'Carnitas', 'carnitas'),
      ('00000000-0000-4000-8000-000000000002', 'Sides & Drinks', 'sides-drinks')
  `);
  await handle.db.execute(sql`
    insert into items (id, name, description, price_cents, price_unit, category_id, option_groups) values
      ('00000000-0000-4000-8000-000000000011', 'Carnitas', 'Pork slow-cooked in a copper cazo.', 1599, 'lb', '00000000-0000-4000-8000-000000000001', ${JSON.stringify([STYLE_GROUP])}::jsonb),
      ('00000000-0000-4000-8000-000000000012', 'Horchata', null, 450, 'each', '00000000-0000-4000-8000-000000000002', '[]'::jsonb)
  `);
  await handle.db.execute(sql`
    insert into blog_post_authors (id, full_name, email) values ('00000000-0000-4000-8000-000000000041', 'Rosa', 'rosa@example.com')
  `);
  await handle.db.execute(sql`
    insert into blog_posts (title, slug, content, is_published, published_at, author_id) values
      ('Our Story', 'our-story', 'Fifteen years behind the **counter**.', true, '2025-01-05T18:00:00Z', '00000000-0000-4000-8000-000000000041'),
      ('Weekend Birria', 'weekend-birria', 'Details soon.', false, null, null)
  `);
}

async function checkContentInSpanishUpgrade(handle: DatabaseHandle) {
  await upgradeFrom(handle, BEFORE_CONTENT_IN_SPANISH, fillAt0009);
  expect(await countRows(handle)).toEqual({ items: 2, orders: 0, lines: 0 });

  expect(await rows(handle, sql`select name, slug, name_es from categories order by name`)).toEqual([
    { name: "Carnitas", slug: "carnitas", name_es: null },
    { name: "Sides & Drinks", slug: "sides-drinks", name_es: null },
  ]);
  expect(
    await rows(handle, sql`select name, description, price_cents, option_groups, name_es, description_es from items order by name`),
  ).toEqual([
    {
      name: "Carnitas",
      description: "Pork slow-cooked in a copper cazo.",
      price_cents: 1599,
      option_groups: [STYLE_GROUP],
      name_es: null,
      description_es: null,
    },
    { name: "Horchata", description: null, price_cents: 450, option_groups: [], name_es: null, description_es: null },
  ]);
  expect(await rows(handle, sql`select title, slug, content, is_published, title_es, content_es from blog_posts order by slug`)).toEqual([
    {
      title: "Our Story",
      slug: "our-story",
      content: "Fifteen years behind the **counter**.",
      is_published: true,
      title_es: null,
      content_es: null,
    },
    { title: "Weekend Birria", slug: "weekend-birria", content: "Details soon.", is_published: false, title_es: null, content_es: null },
  ]);

  // The Spanish can be written; a blank Spanish name or title cannot (a missing one is null).
  await handle.db.execute(
    sql`update items set name_es = 'Carnitas', description_es = 'Puerco cocido en cazo de cobre.' where name = 'Carnitas'`,
  );
  await handle.db.execute(sql`update categories set name_es = 'Guarniciones y bebidas' where slug = 'sides-drinks'`);
  await handle.db.execute(sql`update blog_posts set title_es = 'Nuestra historia', content_es = 'Quince años.' where slug = 'our-story'`);
  await expect(handle.db.execute(sql`update items set name_es = '  ' where name = 'Horchata'`)).rejects.toThrow();
  await expect(handle.db.execute(sql`update categories set name_es = '' where slug = 'carnitas'`)).rejects.toThrow();
  await expect(handle.db.execute(sql`update blog_posts set title_es = ' ' where slug = 'weekend-birria'`)).rejects.toThrow();
}

describeUpgrade(
  "upgrading a shop's database to content in two languages (migration 0010)",
  "keeps every row and its English, with every Spanish column empty",
  checkContentInSpanishUpgrade,
);

const BEFORE_HISTORY_AT_SCALE = "0016_history_at_scale";

/** Orders as 0015 left them: paid, held, refunded in part and in full, cancelled, captured after weighing. */
async function fillAt0015(handle: DatabaseHandle) {
  await handle.db.execute(sql`
    insert into orders (id, customer_name, customer_email, customer_phone, order_type, delivery_time, status, payment_status,
                        subtotal_cents, tax_cents, total_cents, tax_rate, paid_at, captured_cents, refunded_cents, hold_cents, created_at)
      values ('00000000-0000-4000-8000-000000000061', 'Paid', 'a@example.com', '3235550100', 'pickup', now(), 'completed', 'paid', 3648, 301, 3949, 825, now(), 3949, 0, null, '2024-02-01T10:00:00Z'),
             ('00000000-0000-4000-8000-000000000062', 'Weighed', 'b@example.com', '3235550100', 'pickup', now(), 'completed', 'paid', 5457, 450, 5907, 825, now(), 5907, 0, 6169, '2024-02-01T10:00:00Z'),
             ('00000000-0000-4000-8000-000000000063', 'Held', 'c@example.com', '3235550100', 'pickup', now(), 'pending', 'authorized', 5247, 433, 5680, 825, null, null, 0, 6169, '2025-06-01T10:00:00Z'),
             ('00000000-0000-4000-8000-000000000064', 'Part', 'd@example.com', '3235550100', 'pickup', now(), 'completed', 'partially_refunded', 2000, 165, 2165, 825, now(), 2165, 500, null, '2025-07-01T10:00:00Z'),
             ('00000000-0000-4000-8000-000000000065', 'Back', 'e@example.com', '3235550100', 'pickup', now(), 'cancelled', 'refunded', 1000, 83, 1083, 825, now(), 1083, 1083, null, '2025-08-01T10:00:00Z'),
             ('00000000-0000-4000-8000-000000000066', 'Lapsed', 'f@example.com', '3235550100', 'pickup', now(), 'cancelled', 'expired', 450, 37, 487, 825, null, null, 0, null, '2025-09-01T10:00:00Z'),
             ('00000000-0000-4000-8000-000000000067', 'Old paid', 'g@example.com', '3235550100', 'pickup', now(), 'completed', 'paid', 450, 37, 487, 825, now(), null, 0, null, '2023-01-01T10:00:00Z')
  `);
}

async function checkHistoryAtScaleUpgrade(handle: DatabaseHandle) {
  await upgradeFrom(handle, BEFORE_HISTORY_AT_SCALE, fillAt0015);
  expect((await countRows(handle))?.orders).toBe(7);
  const figures = () =>
    rows<{ taken: number; revenue: number }>(
      handle,
      sql`select coalesce(sum(taken_orders), 0)::int as taken, coalesce(sum(revenue_cents), 0)::int as revenue from order_figures`,
    );
  // Taken: all but the lapsed one. Kept: 3949 + 5907 + (2165 - 500) + 0 + 487 (captured unknown: the total).
  expect(await figures()).toEqual([{ taken: 6, revenue: 3949 + 5907 + 1665 + 487 }]);
  // From then on each change counts: the held order captured, the lapsed one removed.
  await handle.db.execute(
    sql`update orders set payment_status = 'paid', paid_at = now(), captured_cents = 5700 where id = '00000000-0000-4000-8000-000000000063'`,
  );
  await handle.db.execute(sql`delete from orders where id = '00000000-0000-4000-8000-000000000066'`);
  expect(await figures()).toEqual([{ taken: 6, revenue: 3949 + 5907 + 1665 + 487 + 5700 }]);
}

describeUpgrade(
  "upgrading a shop's database to kept dashboard figures (migration 0016)",
  "fills order_figures from the orders so far, then keeps it as they change",
  checkHistoryAtScaleUpgrade,
);

/**
 * Migration 0018: every order that took money keeps its payments apart (order_payments, ADR
 * 0016): its first payment (what was taken less its paid links, with what was refunded of it),
 * each paid link (its payment id read from the sandbox's session where the sandbox kept it), and
 * nothing for an order that took none.
 */
const BEFORE_ORDER_PAYMENTS = "0018_order_payments";

async function fillAt0017(handle: DatabaseHandle) {
  await handle.db.execute(sql`
    insert into orders (id, customer_name, customer_email, customer_phone, order_type, delivery_time, status, payment_status,
                        subtotal_cents, tax_cents, total_cents, tax_rate, paid_at, captured_cents, refunded_cents, payment_provider,
                        payment_reference, payment_method, balance_due_cents)
      values ('00000000-0000-4000-8000-000000000071', 'Card', 'a@example.com', '3235550100', 'pickup', now(), 'completed', 'partially_refunded', 3398, 280, 3678, 825, now(), 3678, 1839, 'sandbox', 'sbx_pi_first', 'card', 0),
             ('00000000-0000-4000-8000-000000000072', 'Topped up', 'b@example.com', '3235550100', 'pickup', now(), 'pending', 'paid', 5097, 421, 5518, 825, now(), 5518, 0, 'sandbox', 'sbx_pi_second', 'card', 0),
             ('00000000-0000-4000-8000-000000000073', 'Cash', '', '3235550100', 'pickup', now(), 'completed', 'paid', 900, 74, 974, 825, now(), 974, 0, 'counter', null, 'cash', 0),
             ('00000000-0000-4000-8000-000000000074', 'Unpaid', 'd@example.com', '3235550100', 'pickup', now(), 'cancelled', 'expired', 450, 37, 487, 825, null, null, 0, 'sandbox', null, null, 0)
  `);
  await handle.db.execute(sql`
    insert into sandbox_checkout_sessions (id, order_id, idempotency_key, lines, amount_total_cents, customer_email, success_url, cancel_url,
                                           capture_method, expires_at, status, payment_status, payment_reference, intent_status, amount_received_cents)
      values ('sbx_cs_link', '00000000-0000-4000-8000-000000000072', 'top-up-key', '[]', 1840, 'b@example.com', 'http://x/ok', 'http://x/',
              'automatic', now(), 'complete', 'paid', 'sbx_pi_link', 'succeeded', 1840)
  `);
  await handle.db.execute(sql`
    insert into order_top_ups (id, order_id, amount_cents, session_id, status, paid_at)
      values ('00000000-0000-4000-8000-000000000081', '00000000-0000-4000-8000-000000000072', 1840, 'sbx_cs_link', 'paid', now())
  `);
}

async function checkOrderPaymentsUpgrade(handle: DatabaseHandle) {
  await upgradeFrom(handle, BEFORE_ORDER_PAYMENTS, fillAt0017);
  expect((await countRows(handle))?.orders).toBe(4);
  const payments = await rows<{
    customer_name: string;
    purpose: string;
    method: string;
    provider: string | null;
    reference: string | null;
    amount_cents: number;
    refunded_cents: number;
  }>(
    handle,
    sql`select o.customer_name, p.purpose, p.method, p.provider, p.reference, p.amount_cents, p.refunded_cents
        from order_payments p join orders o on o.id = p.order_id order by o.customer_name, p.amount_cents desc`,
  );
  expect(payments).toEqual([
    {
      customer_name: "Card",
      purpose: "order",
      method: "card",
      provider: "sandbox",
      reference: "sbx_pi_first",
      amount_cents: 3678,
      refunded_cents: 1839,
    },
    { customer_name: "Cash", purpose: "order", method: "cash", provider: null, reference: null, amount_cents: 974, refunded_cents: 0 },
    {
      customer_name: "Topped up",
      purpose: "order",
      method: "card",
      provider: "sandbox",
      reference: "sbx_pi_second",
      amount_cents: 3678,
      refunded_cents: 0,
    },
    {
      customer_name: "Topped up",
      purpose: "top_up",
      method: "card",
      provider: "sandbox",
      reference: "sbx_pi_link",
      amount_cents: 1840,
      refunded_cents: 0,
    },
  ]);
  expect(await rows(handle, sql`select status, payment_reference from order_top_ups`)).toEqual([
    { status: "paid", payment_reference: "sbx_pi_link" },
  ]);
}

describeUpgrade(
  "upgrading a shop's database to payments kept apart (migration 0018)",
  "writes each order's payments from what it took, its paid links apart",
  checkOrderPaymentsUpgrade,
);

/**
 * Gift cards and promo codes (ADR 0024, migration 0022): a shop's orders, their payments and
 * its settings from 0021 stay as they were; each order reads with no discount and no gift card,
 * the amounts' rule (now less a discount) holds for every one of them, and the gift cards'
 * settings keep California's rule, $1,000 a day and a day's wait for new accounts.
 */
const BEFORE_GIFT_CARDS = "0022_gift_cards_and_promos";

async function fillAt0021(handle: DatabaseHandle) {
  await handle.db.execute(sql`
    insert into categories (id, name, slug) values ('00000000-0000-4000-8000-000000000001', 'Carnitas', 'carnitas')
  `);
  await handle.db.execute(sql`
    insert into items (id, name, price_cents, price_unit, category_id) values
      ('00000000-0000-4000-8000-000000000012', 'Horchata', 450, 'each', '00000000-0000-4000-8000-000000000001')
  `);
  await handle.db.execute(sql`
    insert into orders (id, customer_name, customer_email, customer_phone, order_type, delivery_time, status, payment_status,
                        subtotal_cents, tax_cents, total_cents, tax_rate, paid_at, captured_cents, payment_method, tip_cents)
      values ('00000000-0000-4000-8000-000000000021', 'Ana', 'ana@example.com', '3235550100', 'pickup', now(), 'completed', 'paid', 900, 74, 1074, 825, now(), 1074, 'card', 100),
             ('00000000-0000-4000-8000-000000000022', 'Cash', 'cash@example.com', '3235550100', 'pickup', now(), 'pending', 'paid', 450, 37, 487, 825, now(), 487, 'cash', 0)
  `);
  await handle.db.execute(sql`
    insert into order_payments (order_id, purpose, method, provider, reference, amount_cents) values
      ('00000000-0000-4000-8000-000000000021', 'order', 'card', 'sandbox', 'sbx_pi_1', 1074),
      ('00000000-0000-4000-8000-000000000022', 'order', 'cash', null, null, 487)
  `);
}

async function checkGiftCardsUpgrade(handle: DatabaseHandle) {
  await upgradeFrom(handle, BEFORE_GIFT_CARDS, fillAt0021);
  expect(
    await rows(
      handle,
      sql`select customer_name, total_cents, discount_cents, promo, gift_card_id, gift_card_cents, payment_method from orders order by customer_name`,
    ),
  ).toEqual([
    {
      customer_name: "Ana",
      total_cents: 1074,
      discount_cents: 0,
      promo: null,
      gift_card_id: null,
      gift_card_cents: 0,
      payment_method: "card",
    },
    {
      customer_name: "Cash",
      total_cents: 487,
      discount_cents: 0,
      promo: null,
      gift_card_id: null,
      gift_card_cents: 0,
      payment_method: "cash",
    },
  ]);
  expect(await rows(handle, sql`select method, amount_cents from order_payments order by amount_cents`)).toEqual([
    { method: "cash", amount_cents: 487 },
    { method: "card", amount_cents: 1074 },
  ]);
  expect(await rows(handle, sql`select gift_cards from shop_settings`)).toEqual([
    { gift_cards: { cashOutState: "CA", perDayCents: 100_000, newAccountDelayHours: 24 } },
  ]);
  // The amounts' rule counts a discount now: an order whose total forgets it is refused.
  await expect(handle.db.execute(sql`update orders set discount_cents = 100 where customer_name = 'Ana'`)).rejects.toThrow();
  // The ledger keeps what it was given: no entry changes or goes.
  await handle.db.execute(sql`
    insert into gift_cards (id, kind, status, initial_cents, recipient_name, recipient_email, deliver_at)
      values ('00000000-0000-4000-8000-000000000031', 'bought', 'active', 2500, 'Ana', 'ana@example.com', now())
  `);
  await handle.db.execute(sql`
    insert into gift_card_ledger (card_id, kind, amount_cents, key) values ('00000000-0000-4000-8000-000000000031', 'issued', 2500, 'issued:1')
  `);
  const refusal = (query: ReturnType<typeof sql>) =>
    handle.db.execute(query).then(
      () => "written",
      (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
    );
  expect(await refusal(sql`update gift_card_ledger set amount_cents = 9999`)).toMatch(/append-only/);
  expect(await refusal(sql`delete from gift_card_ledger`)).toMatch(/append-only/);
  // A bought card never expires.
  await expect(
    handle.db.execute(sql`update gift_cards set expires_on = '2030-01-01' where id = '00000000-0000-4000-8000-000000000031'`),
  ).rejects.toThrow();
}

describeUpgrade(
  "upgrading a shop's database to gift cards and promo codes (migration 0022)",
  "keeps every order and payment, with no discount and no gift card, and California's defaults",
  checkGiftCardsUpgrade,
);

/**
 * The owner's reports (ADR 0025, migration 0023): a shop's orders and payments from 0022 stay as
 * they were, the roll-ups start unbuilt (no state row), and the first refresh works the whole
 * history out; from then on a change to an order marks its days for the next one.
 */
async function checkReportsUpgrade(handle: DatabaseHandle) {
  await upgradeFrom(handle, "0023_reports", fillAt0021);
  expect(await countRows(handle)).toEqual({ items: 1, orders: 2, lines: 0 });
  // No state yet: the roll-ups were never built.
  expect(await rows(handle, sql`select time_zone from report_state`)).toEqual([]);
  const timeZone = "America/Los_Angeles";
  const ctx = { db: handle.db, config: { shop: { timeZone } }, log: createLogger("silent") } as unknown as Parameters<
    typeof refreshReportRollups
  >[0];
  expect(await refreshReportRollups(ctx)).toEqual({ days: -1, whole: true });
  const today = shopDate(new Date(), timeZone);
  const paid = (await sumFacts(handle.db, { from: today, to: today })).filter((row) => row.fact === "paid");
  expect(paid.map((row) => [row.dim, Number(row.cents)]).sort()).toEqual([
    ["card|web", 1074],
    ["cash|web", 487],
  ]);
  // Nothing changed since: nothing to work out. A tip changed: today again.
  expect(await refreshReportRollups(ctx)).toEqual({ days: 0, whole: false });
  await handle.db.execute(sql`update orders set tip_cents = 200, total_cents = 1174 where customer_name = 'Ana'`);
  expect(await refreshReportRollups(ctx)).toEqual({ days: 1, whole: false });
  const tips = (await sumFacts(handle.db, { from: today, to: today })).find((row) => row.fact === "tip");
  expect(Number(tips?.cents)).toBe(200);
}

describeUpgrade(
  "upgrading a shop's database to the owner's reports (migration 0023)",
  "keeps every order and payment, and works the whole history out at the first report",
  checkReportsUpgrade,
);
