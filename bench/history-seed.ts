/**
 * The shop's history for the bench (ADR 0019): years of past orders with their lines and
 * status history, sent e-mails and contact messages, written set-based (generate_series,
 * INSERT … SELECT) into a migrated PostgreSQL database, grown in steps (0 → 200k → 1M orders).
 *
 * The rows are ones the app accepts as its own: valid statuses and payment states in a
 * realistic mix (most orders completed and paid, some refunded, cancelled, expired or failed;
 * only the last two days' still pending, cooking or held), totals that add up (lines' price ×
 * quantity, tax, delivery fee, tip), lines of the menu's real items, customers in the user
 * table (one of them with hundreds of orders), sent e-mails about real orders, a few of them
 * marked unread, and sign-in e-mails among them.
 *
 * While it writes, the tables' own triggers are off (as db:move does): a million NOTIFYs would
 * flood the running shop's live streams. The dashboard's kept figures (order_figures, when the
 * schema has them) are then filled as migration 0016 fills them for an upgraded shop.
 */
import type pg from "pg";

export const HISTORY_DAYS = 4 * 365;
/** Every this-many-th order belongs to the one heavy customer (hundreds of orders at 200k and beyond). */
const HEAVY_CUSTOMER_EVERY = 1000;
/** Orders per registered customer (a third of the orders are placed signed in). */
const ORDERS_PER_CUSTOMER = 50;

export interface HistoryTarget {
  orders: number;
  sentEmails: number;
  contactMessages: number;
}

export interface GrowthReport {
  ordersAdded: number;
  emailsAdded: number;
  messagesAdded: number;
  seconds: number;
}

const SEEDED_TABLES = ["orders", "order_items", "order_status_history", "order_payments", "refunds", "mail_outbox", "messages", '"user"'];
const VACUUMED = ["orders", "mail_outbox", "messages"];

/**
 * Grows the history in `pool`'s database to `target` (rows already there count), the heavy
 * customer being the user `heavyCustomerId` (a real, signed-in account). The first
 * `openOrders` new orders are today's, still open (in the kitchen, held, at the pay page); all
 * others are finished, placed over the years before today's last hours, so a shop grown from
 * another has the same day's work and more history. VACUUM ANALYZE after, as autovacuum would
 * have done over the years: the plans measured are a settled shop's.
 */
export async function growHistory(
  pool: pg.Pool,
  target: HistoryTarget,
  options: { heavyCustomerId: string; openOrders: number },
): Promise<GrowthReport> {
  const started = performance.now();
  const client = await pool.connect();
  try {
    const count = async (from: string) => Number((await client.query<{ n: string }>(`select count(*) as n from ${from}`)).rows[0]!.n);
    const ordersBefore = await count("orders");
    const emailsBefore = await count("mail_outbox where status = 'sent'");
    const messagesBefore = await count("messages");
    await client.query("begin");
    await client.query("set local maintenance_work_mem = '256MB'");
    for (const table of SEEDED_TABLES) await client.query(`alter table ${table} disable trigger user`);
    // A large growth builds the plain indexes once afterwards: far quicker than row by row.
    const rebuilt = target.orders - ordersBefore >= 10_000 ? await dropPlainIndexes(client) : [];
    await seedCustomers(client, Math.ceil(target.orders / ORDERS_PER_CUSTOMER / 3));
    if (target.orders > ordersBefore) await seedOrders(client, ordersBefore, target.orders, options);
    if (target.sentEmails > emailsBefore) await seedEmails(client, emailsBefore, target.sentEmails);
    if (target.contactMessages > messagesBefore) await seedMessages(client, messagesBefore, target.contactMessages);
    for (const definition of rebuilt) await client.query(definition);
    for (const table of SEEDED_TABLES) await client.query(`alter table ${table} enable trigger user`);
    await refillOrderFigures(client);
    await client.query("commit");
    // After the commit, on its own: inside the seeding transaction it would wait on the running
    // shop's refresh of the roll-ups while that refresh waits on the seeded tables.
    await forgetReportRollups(client);
    // The tables read through index-only scans get their visibility map; the rest their statistics.
    for (const table of SEEDED_TABLES) await client.query(`${VACUUMED.includes(table) ? "vacuum analyze" : "analyze"} ${table}`);
    return {
      ordersAdded: Math.max(0, target.orders - ordersBefore),
      emailsAdded: Math.max(0, target.sentEmails - emailsBefore),
      messagesAdded: Math.max(0, target.contactMessages - messagesBefore),
      seconds: (performance.now() - started) / 1000,
    };
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Drops the indexes of the big seeded tables that back no constraint (keys and unique columns
 * stay, and keep checking every row); returns the statements that make them again.
 */
async function dropPlainIndexes(client: pg.PoolClient): Promise<string[]> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i
      where i.indrelid in ('orders'::regclass, 'order_items'::regclass, 'order_status_history'::regclass, 'mail_outbox'::regclass)
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
  );
  for (const { name } of rows) await client.query(`drop index ${name}`);
  return rows.map((row) => row.definition);
}

async function seedCustomers(client: pg.PoolClient, customers: number) {
  await client.query(
    `insert into "user" (id, name, email, email_verified, role, locale, created_at, updated_at)
     select 'history-' || n, 'Customer ' || n, 'history-' || n || '@example.com', true, 'customer',
            case when n % 7 = 0 then 'es' else 'en' end,
            now() - interval '${HISTORY_DAYS} days', now() - interval '${HISTORY_DAYS} days'
       from generate_series(0, $1::int - 1) n
     on conflict (id) do nothing`,
    [customers],
  );
}

/**
 * Orders `from` … `to` - 1, their lines and status history. Each order's fate is drawn once
 * (uniform in [0, 1)); placed at a time skewed towards today (a growing shop).
 */
async function seedOrders(client: pg.PoolClient, from: number, to: number, options: { heavyCustomerId: string; openOrders: number }) {
  const customers = Math.ceil(to / ORDERS_PER_CUSTOMER / 3);
  await client.query(
    // Items sold only by pre-order are left out: checkout takes them for their window's few days
    // a year, not every day of the history (the reports' holiday prep list would be years long).
    `create temp table seed_items on commit drop as
     select (row_number() over (order by id))::int - 1 as k, id, name, price_cents
       from items where not is_archived and preorder_first_date is null`,
  );
  const items = Number((await client.query<{ n: string }>("select count(*) as n from seed_items")).rows[0]!.n);
  if (items === 0) throw new Error("history seed: the menu has no items (start the shop once so it seeds its demo data)");

  // Fates: today's open orders are in the kitchen, held or at the pay page; past ones mostly
  // completed and paid, some refunded, cancelled, lapsed, declined or let go.
  await client.query(
    `create temp table seed_orders on commit drop as
     select g.seq, gen_random_uuid() as id, g.placed, f.status, f.payment_status,
            case when g.seq % 10 < 3 then 'delivery' else 'pickup' end as order_type,
            case when g.seq % ${HEAVY_CUSTOMER_EVERY} = 0 then $3
                 when g.seq % 3 = 0 then 'history-' || ((g.seq::bigint * 7919) % $4::int) end as customer_id,
            case when g.seq % 10 = 9 then 'staff' else 'web' end as channel,
            case when g.seq % 7 = 0 then 'es' else 'en' end as locale,
            case when g.seq % 20 < 3 then 200 + (g.seq % 9) * 100 else 0 end as tip_cents
       from (select seq, seq - $1::int < $5::int as open, random() as fate,
                    date_trunc('second', case when seq - $1::int < $5::int then now() - random() * interval '3 hours'
                      else now() - interval '3 hours' - (1 - sqrt(random())) * interval '${HISTORY_DAYS} days' end) as placed
               from generate_series($1::int, $2::int - 1) seq) g
       cross join lateral (
         select status, payment_status from (values
           (g.open and g.fate < 0.40, 'pending', 'paid'),
           (g.open and g.fate < 0.55, 'processing', 'paid'),
           (g.open and g.fate < 0.70, 'ready', 'paid'),
           (g.open and g.fate < 0.85, 'pending', 'authorized'),
           (g.open, 'pending', 'unpaid'),
           (g.fate < 0.86, 'completed', 'paid'),
           (g.fate < 0.90, 'completed', 'partially_refunded'),
           (g.fate < 0.92, 'cancelled', 'refunded'),
           (g.fate < 0.96, 'cancelled', 'expired'),
           (g.fate < 0.98, 'cancelled', 'failed'),
           (g.fate < 0.99, 'cancelled', 'released'),
           (true, 'completed', 'paid')
         ) as fates(applies, status, payment_status)
         where applies limit 1
       ) f`,
    [from, to, options.heavyCustomerId, customers, options.openOrders],
  );
  await client.query(
    `create temp table seed_lines on commit drop as
     select o.seq, o.id as order_id, i.id as item_id, i.name as item_name,
            1 + ((o.seq + n) % 3) as quantity, i.price_cents,
            i.price_cents * (1 + ((o.seq + n) % 3)) as line_total_cents
       from seed_orders o
       cross join lateral generate_series(0, o.seq % 3) n
       join seed_items i on i.k = (o.seq::bigint * 31 + n * 7) % ${items}`,
  );
  await client.query("analyze seed_orders");
  await client.query("analyze seed_lines");
  await client.query(
    `insert into orders (id, customer_name, customer_email, customer_phone, order_type, delivery_address,
                         delivery_time, status, payment_status, subtotal_cents, tax_cents, delivery_fee_cents,
                         tip_cents, total_cents, tax_rate, customer_id, idempotency_key, payment_provider,
                         payment_expires_at, paid_at, captured_cents, refunded_cents, hold_cents, hold_expires_at,
                         locale, channel, payment_method, created_at, updated_at)
     select o.id, 'Customer ' || o.seq, 'history-' || (o.seq % 50000) || '@example.com', '3235550' || lpad((o.seq % 1000)::text, 3, '0'),
            o.order_type, case when o.order_type = 'delivery' then o.seq || ' Main St, Los Angeles' end,
            o.placed + interval '2 hours', o.status, o.payment_status, s.subtotal, s.tax, s.fee, o.tip_cents,
            s.subtotal + s.tax + s.fee + o.tip_cents, 825, o.customer_id, 'history-' || o.seq, 'sandbox',
            o.placed + interval '30 minutes',
            case when o.payment_status in ('paid', 'partially_refunded', 'refunded') then o.placed + interval '2 minutes' end,
            case when o.payment_status in ('paid', 'partially_refunded', 'refunded') then s.subtotal + s.tax + s.fee + o.tip_cents end,
            case o.payment_status when 'refunded' then s.subtotal + s.tax + s.fee + o.tip_cents
                                  when 'partially_refunded' then (s.subtotal + s.tax + s.fee + o.tip_cents) / 4 else 0 end,
            case when o.payment_status in ('authorized', 'released') then (s.subtotal + s.tax + s.fee + o.tip_cents) * 115 / 100 end,
            case when o.payment_status in ('authorized', 'released') then o.placed + interval '7 days' end,
            o.locale, o.channel,
            case when o.payment_status in ('unpaid', 'processing', 'failed', 'expired', 'released') then null
                 when o.channel = 'staff' then case when o.seq % 2 = 0 then 'cash' else 'card_present' end
                 else 'card' end,
            o.placed, o.placed + interval '1 hour'
       from seed_orders o
       join (select seq, sum(line_total_cents)::int as subtotal, round(sum(line_total_cents) * 0.0825)::int as tax,
                    case when seq % 10 < 3 and sum(line_total_cents) < 5000 then 499 else 0 end as fee
               from seed_lines group by seq) s on s.seq = o.seq`,
  );
  await client.query(
    `insert into order_items (order_id, item_id, item_name, quantity, price_cents, line_total_cents)
     select order_id, item_id, item_name, quantity, price_cents, line_total_cents from seed_lines`,
  );
  // Placed; then what happened to it: started, ready and completed, or cancelled.
  await client.query(
    `insert into order_status_history (order_id, status, note, created_at)
     select o.id, h.status, h.note, o.placed + h.after
       from seed_orders o
       cross join lateral (values
         ('pending', 'checkout', interval '0', true),
         ('processing', null, interval '20 minutes', o.status in ('processing', 'ready', 'completed')),
         ('ready', null, interval '50 minutes', o.status in ('ready', 'completed')),
         ('completed', null, interval '70 minutes', o.status = 'completed'),
         ('cancelled', 'expiry', interval '30 minutes', o.status = 'cancelled')
       ) as h(status, note, after, happened)
      where h.happened`,
  );
  // The money (order_payments, refunds; when the schema has them): each paid order's payment two
  // minutes after placing, its refund (a quarter, or all) the next day.
  const { rows } = await client.query<{ exists: boolean }>("select to_regclass('public.order_payments') is not null as exists");
  if (!rows[0]?.exists) return;
  await client.query(
    `insert into order_payments (order_id, purpose, method, provider, amount_cents, refunded_cents, created_at)
     select o.id, 'order', o.payment_method, case when o.channel = 'web' then 'sandbox' end, o.captured_cents, o.refunded_cents, o.paid_at
       from orders o join seed_orders s on s.id = o.id
      where o.payment_status in ('paid', 'partially_refunded', 'refunded') and o.captured_cents > 0`,
  );
  await client.query(
    `insert into refunds (order_id, amount_cents, idempotency_key, status, created_at, settled_at)
     select o.id, o.refunded_cents, 'history-refund-' || o.id, 'succeeded', o.paid_at + interval '1 day', o.paid_at + interval '1 day'
       from orders o join seed_orders s on s.id = o.id
      where o.refunded_cents > 0`,
  );
}

/** Sent e-mails about the orders (confirmations, status changes) and sign-in links among them. */
async function seedEmails(client: pg.PoolClient, from: number, to: number) {
  await client.query(
    `create temp table seed_order_ids on commit drop as
     select (row_number() over ())::int - 1 as k, id, created_at, customer_email, customer_name from orders`,
  );
  const orders = Number((await client.query<{ n: string }>("select count(*) as n from seed_order_ids")).rows[0]!.n);
  if (orders === 0) throw new Error("history seed: e-mails need orders to be about");
  await client.query(
    `insert into mail_outbox (kind, to_email, to_name, from_email, from_name, subject, text_body, html_body, locale,
                              related_order_id, dedupe_key, is_sensitive, status, attempts, next_attempt_at,
                              is_read, created_at, sent_at)
     select case when j % 10 = 0 then 'magic_link' when j % 2 = 0 then 'order_confirmation' else 'order_status' end,
            o.customer_email, o.customer_name, 'shop@example.com', 'Carnicería', 
            case when j % 10 = 0 then 'Your sign-in link' when j % 2 = 0 then 'Order confirmed' else 'Your order is ready' end,
            case when j % 10 = 0 then '' else 'Thank you for your order ' || left(o.id::text, 8) || '.' end,
            case when j % 10 = 0 then '' else '<p>Thank you for your order ' || left(o.id::text, 8) || '.</p>' end,
            'en', case when j % 10 <> 0 then o.id end, 'history-mail-' || j, j % 10 = 0, 'sent', 1,
            o.created_at + interval '1 minute', j % 2000 <> 7, o.created_at + interval '1 minute',
            o.created_at + interval '1 minute' + (j % 5) * interval '1 second'
       from generate_series($1::int, $2::int - 1) j
       join seed_order_ids o on o.k = (j::bigint * 7919) % ${orders}`,
    [from, to],
  );
}

/** Contact form messages over the years; the newest few still unread. */
async function seedMessages(client: pg.PoolClient, from: number, to: number) {
  await client.query(
    `insert into messages (name, email, phone, message, is_read, created_at)
     select 'Neighbour ' || m, 'neighbour-' || m || '@example.com', case when m % 3 = 0 then '3235551' || lpad((m % 1000)::text, 3, '0') end,
            'Do you have beef ribs this weekend? (' || m || ')', m % 100 <> 5,
            date_trunc('second', now() - (1 - sqrt(random())) * interval '${HISTORY_DAYS} days')
       from generate_series($1::int, $2::int - 1) m`,
    [from, to],
  );
}

/**
 * The reports' roll-ups (ADR 0025) forgotten, as migration 0023 leaves an upgraded shop's: the
 * shop works the whole history out before its next report. Nothing to do on a schema without them.
 */
async function forgetReportRollups(client: pg.PoolClient) {
  const { rows } = await client.query<{ exists: boolean }>("select to_regclass('public.report_state') is not null as exists");
  if (!rows[0]?.exists) return;
  await client.query("delete from report_state");
}

/** order_figures from the orders, as migration 0016 fills it; nothing to do on a schema without it. */
async function refillOrderFigures(client: pg.PoolClient) {
  const { rows } = await client.query<{ exists: boolean }>("select to_regclass('public.order_figures') is not null as exists");
  if (!rows[0]?.exists) return;
  await client.query("delete from order_figures");
  await client.query(
    `insert into order_figures (shard, taken_orders, revenue_cents)
     select hashtext(id::text) & 15,
            count(*) filter (where payment_status in ('paid', 'authorized', 'partially_refunded', 'refunded')),
            coalesce(sum(coalesce(captured_cents, total_cents) - refunded_cents)
                     filter (where payment_status in ('paid', 'partially_refunded', 'refunded')), 0)
       from orders group by 1`,
  );
}
