import { sql, type SQL } from "drizzle-orm";
import { fromWallTime } from "@shared/core/time";
import { MONEY_TAKEN } from "@shared/orders/orders";
import { addDays } from "@shared/ordering/schedule";
import type { Executor } from "../../db/client";
import type { ServiceContext } from "../service-context";

/**
 * The reports' roll-ups (ADR 0025; tables in db/schema/reports.ts): each shop day's figures,
 * worked out again from the orders whenever something touching that day changed. Triggers
 * (migration 0023) append the instants a change touches to report_dirty; `refreshReportRollups`
 * takes them (DELETE … RETURNING: exactly the ones it saw), works their days out in the shop's
 * time zone and replaces those days' rows and their months'. Without a state row, or after the
 * shop's time zone changed, it works out the whole history at once.
 *
 * The facts, one row per day and dimension (columns n, cents, cents_b, pounds, pieces):
 * - money       ''               money taken (cents) and given back (cents_b) that day: the revenue plot's one row a day
 * - paid        method|channel   payments (n), money taken (cents), by the payment's day
 * - refund      full|partial     refunds (n), money given back (cents), by the day it went through
 * - order       channel|type     orders placed that took money or a hold (n), their totals (cents)
 * - subtotal, tax, tip, fee, discount (cents; n = orders with one above zero), by the day placed
 * - customer    new|returning    orders placed by a first-time or a returning customer (n)
 * - item        itemId␟choice    orders with the line (n), sales (cents), pounds, pieces, by the day placed
 * - weighed     up|down|same     orders weighed (n), estimated (cents), weighed total (cents_b), by the day weighed
 * - slot        weekday-hour     orders to hand over (n), their pounds, by the pickup or delivery day
 * - prep        itemId␟choice    pre-ordered lines of items with a pre-order window, by pickup day
 */

/** An order that took money or a hold (as the dashboard counts them): the orders a report counts. */
export const TAKEN = sql.raw(`(${[...MONEY_TAKEN, "authorized"].map((status) => `'${status}'`).join(", ")})`);

/** Web, phone (staff with a payment link) or walk-in (staff, paid at the counter or by a gift card). */
export const channelOf = (alias: string) =>
  sql.raw(
    `(case when ${alias}.channel = 'web' then 'web' when ${alias}.payment_provider in ('counter', 'gift_card') then 'walk_in' else 'phone' end)`,
  );

/** The chosen options' names, as one label ('' without options). */
export const choiceOf = (alias: string) =>
  sql.raw(
    `coalesce((select string_agg(e->>'name', ', ' order by e->>'groupName', e->>'name') from jsonb_array_elements(${alias}.options) e), '')`,
  );

/** The separator of an item's id and its choice in a roll-up's dimension. */
export const DIM_SEPARATOR = "\u001f";

type Window = { from: Date; until: Date } | null;

/** `column` within the window (the whole history without one). */
function within(column: string, window: Window): SQL {
  return window ? sql`${sql.raw(column)} >= ${window.from} and ${sql.raw(column)} < ${window.until}` : sql`${sql.raw(column)} is not null`;
}

/** Each fact's statement: its rows for the days of `window`, grouped by shop day. */
function factQueries(tz: string, window: Window): SQL[] {
  const day = (column: string) => sql`(${sql.raw(column)} at time zone ${tz})::date`;
  return [
    sql`select day, 'money' as fact, '' as dim, 0 as n, sum(taken) as cents, sum(given) as cents_b, 0 as pounds, 0 as pieces
          from (select ${day("p.created_at")} as day, p.amount_cents as taken, 0 as given
                  from order_payments p where ${within("p.created_at", window)}
                union all
                select ${day("r.settled_at")}, 0, r.amount_cents
                  from refunds r where r.status = 'succeeded' and ${within("r.settled_at", window)}) m
         group by day`,
    sql`select ${day("p.created_at")} as day, 'paid' as fact, p.method || '|' || ${channelOf("o")} as dim,
               count(*) as n, sum(p.amount_cents) as cents, 0 as cents_b, 0 as pounds, 0 as pieces
          from order_payments p join orders o on o.id = p.order_id
         where ${within("p.created_at", window)}
         group by 1, 3`,
    sql`select ${day("r.settled_at")} as day, 'refund' as fact,
               case when r.amount_cents >= coalesce((select sum(x.amount_cents) from order_payments x where x.order_id = r.order_id), 0)
                    then 'full' else 'partial' end as dim,
               count(*) as n, sum(r.amount_cents) as cents, 0 as cents_b, 0 as pounds, 0 as pieces
          from refunds r
         where r.status = 'succeeded' and ${within("r.settled_at", window)}
         group by 1, 3`,
    sql`select d.day, f.fact, f.dim, sum(f.n) as n, sum(f.cents) as cents, 0 as cents_b, 0 as pounds, 0 as pieces
          from (select ${day("o.created_at")} as day, o.* , ${channelOf("o")} as report_channel,
                       exists (select 1 from orders e
                                where lower(e.customer_email) = lower(o.customer_email) and e.created_at < o.created_at
                                  and e.payment_status in ${TAKEN}) as returning
                  from orders o
                 where o.payment_status in ${TAKEN} and ${within("o.created_at", window)}) d
         cross join lateral (values
           ('order', d.report_channel || '|' || d.order_type, 1, d.total_cents),
           ('subtotal', '', (d.subtotal_cents > 0)::int, d.subtotal_cents),
           ('tax', '', (d.tax_cents > 0)::int, d.tax_cents),
           ('tip', '', (d.tip_cents > 0)::int, d.tip_cents),
           ('fee', '', (d.delivery_fee_cents > 0)::int, d.delivery_fee_cents),
           ('discount', '', (d.discount_cents > 0)::int, d.discount_cents),
           ('customer', case when d.returning then 'returning' else 'new' end, 1, 0)
         ) as f(fact, dim, n, cents)
         group by 1, 2, 3`,
    sql`select ${day("o.created_at")} as day, 'item' as fact, oi.item_id::text || ${DIM_SEPARATOR} || ${choiceOf("oi")} as dim,
               count(distinct o.id) as n, sum(coalesce(oi.weighed_total_cents, oi.line_total_cents)) as cents, 0 as cents_b,
               coalesce(sum(coalesce(oi.weighed_quantity, oi.quantity)) filter (where oi.unit = 'lb'), 0) as pounds,
               coalesce(sum(oi.quantity) filter (where oi.unit <> 'lb'), 0) as pieces
          from orders o join order_items oi on oi.order_id = o.id
         where o.payment_status in ${TAKEN} and ${within("o.created_at", window)}
         group by 1, 3`,
    sql`select ${day("o.weighed_at")} as day, 'weighed' as fact,
               case when o.total_cents > o.estimated_total_cents then 'up' when o.total_cents < o.estimated_total_cents then 'down' else 'same' end as dim,
               count(*) as n, sum(o.estimated_total_cents) as cents, sum(o.total_cents) as cents_b, 0 as pounds, 0 as pieces
          from orders o
         where o.estimated_total_cents is not null and o.payment_status in ${TAKEN} and ${within("o.weighed_at", window)}
         group by 1, 3`,
    sql`select ${day("o.delivery_time")} as day, 'slot' as fact,
               extract(dow from o.delivery_time at time zone ${tz})::int || '-' || extract(hour from o.delivery_time at time zone ${tz})::int as dim,
               count(*) as n, 0 as cents, 0 as cents_b, sum(o.pounds) as pounds, 0 as pieces
          from orders o
         where o.status <> 'cancelled' and o.payment_status in ${TAKEN} and ${within("o.delivery_time", window)}
         group by 1, 3`,
    sql`select ${day("o.delivery_time")} as day, 'prep' as fact, oi.item_id::text || ${DIM_SEPARATOR} || ${choiceOf("oi")} as dim,
               count(distinct o.id) as n, 0 as cents, 0 as cents_b,
               coalesce(sum(coalesce(oi.weighed_quantity, oi.quantity)) filter (where oi.unit = 'lb'), 0) as pounds,
               coalesce(sum(oi.quantity) filter (where oi.unit <> 'lb'), 0) as pieces
          from orders o join order_items oi on oi.order_id = o.id join items i on i.id = oi.item_id
         where i.preorder_first_date is not null and o.status <> 'cancelled' and o.payment_status in ${TAKEN}
           and ${within("o.delivery_time", window)}
         group by 1, 3`,
  ];
}

/** A list of dates for `in (…)`, each a typed parameter. */
const dateList = (dates: readonly string[]) =>
  sql.join(
    dates.map((date) => sql`${date}::date`),
    sql`, `,
  );

const FIGURES = sql.raw("n, cents, cents_b, pounds, pieces");
/** An upsert's update: only rows whose figures changed get a new version (no bloat from a day worked out again unchanged). */
const changedFigures = (table: string) =>
  sql.raw(`set n = excluded.n, cents = excluded.cents, cents_b = excluded.cents_b, pounds = excluded.pounds, pieces = excluded.pieces
           where (${table}.n, ${table}.cents, ${table}.cents_b, ${table}.pounds, ${table}.pieces)
                 is distinct from (excluded.n, excluded.cents, excluded.cents_b, excluded.pounds, excluded.pieces)`);

/**
 * The days of `days` worked out again (every day without them): in one statement, rows inserted,
 * changed in place when their figures moved, and removed when their fact is gone; a window's edges
 * can reach into neighbouring days, whose rows are left alone.
 */
async function rebuildDays(tx: Executor, tz: string, window: Window, days: string[] | null) {
  const fresh = sql.join(
    factQueries(tz, window).map((query) => sql`(${query})`),
    sql` union all `,
  );
  if (!days) {
    await tx.execute(sql`delete from report_days`);
    await tx.execute(sql`insert into report_days (day, fact, dim, ${FIGURES}) select day, fact, dim, ${FIGURES} from (${fresh}) q`);
    return;
  }
  const list = dateList(days);
  await tx.execute(sql`
    with fresh as (select day, fact, dim, ${FIGURES} from (${fresh}) q where day in (${list})),
         kept as (insert into report_days (day, fact, dim, ${FIGURES}) select day, fact, dim, ${FIGURES} from fresh
                  on conflict (day, fact, dim) do update ${changedFigures("report_days")})
    delete from report_days d
     where d.day in (${list}) and not exists (select 1 from fresh f where f.day = d.day and f.fact = d.fact and f.dim = d.dim)`);
}

/** The months of `days` (all months without them) summed again from their days, the same way. */
async function rebuildMonths(tx: Executor, days: string[] | null) {
  const sums = sql.raw("sum(n) as n, sum(cents) as cents, sum(cents_b) as cents_b, sum(pounds) as pounds, sum(pieces) as pieces");
  if (!days) {
    await tx.execute(sql`delete from report_months`);
    await tx.execute(sql`insert into report_months (month, fact, dim, ${FIGURES})
                         select date_trunc('month', day)::date, fact, dim, ${sums} from report_days group by 1, 2, 3`);
    return;
  }
  const months = [...new Set(days.map((date) => `${date.slice(0, 8)}01`))];
  const inMonths = sql.join(
    months.map((month) => sql`(day >= ${month}::date and day < (${month}::date + interval '1 month')::date)`),
    sql` or `,
  );
  await tx.execute(sql`
    with summed as (select date_trunc('month', day)::date as month, fact, dim, ${sums} from report_days where ${inMonths} group by 1, 2, 3),
         kept as (insert into report_months (month, fact, dim, ${FIGURES}) select month, fact, dim, ${FIGURES} from summed
                  on conflict (month, fact, dim) do update ${changedFigures("report_months")})
    delete from report_months m
     where m.month in (${dateList(months)})
       and not exists (select 1 from summed f where f.month = m.month and f.fact = m.fact and f.dim = m.dim)`);
}

/** Consecutive dates as runs [first, last]. */
export function runsOf(dates: readonly string[]): [string, string][] {
  const sorted = [...new Set(dates)].sort();
  const runs: [string, string][] = [];
  for (const date of sorted) {
    const last = runs[runs.length - 1];
    if (last && addDays(last[1], 1) === date) last[1] = date;
    else runs.push([date, date]);
  }
  return runs;
}

/** A raw statement's rows (node-postgres and PGlite both answer `{ rows }`). */
export const rowsOf = async <T>(db: Executor, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * Brings the roll-ups up to date: the days whose orders, payments or refunds changed since the
 * last time, or the whole history when the roll-ups were never built in this time zone. One
 * rebuild at a time across instances (a transaction-scoped advisory lock); a report waits for it.
 */
export async function refreshReportRollups(
  ctx: Pick<ServiceContext, "db" | "config" | "log">,
  options: { wait?: boolean } = {},
): Promise<{ days: number; whole: boolean } | null> {
  const tz = ctx.config.shop.timeZone;
  // Up to date (the usual case between changes): one read, no transaction.
  const [now] = await rowsOf<{ time_zone: string | null; dirty: boolean }>(
    ctx.db,
    sql`select (select time_zone from report_state where id = 1) as time_zone, exists (select 1 from report_dirty) as dirty`,
  );
  if (now && now.time_zone === tz && !now.dirty) return { days: 0, whole: false };
  return ctx.db.transaction(async (tx) => {
    if (options.wait === false) {
      // The background refresher leaves a rebuild under way to whoever is doing it.
      const [taken] = await rowsOf<{ taken: boolean }>(tx, sql`select pg_try_advisory_xact_lock(hashtext('report-rollups')) as taken`);
      if (!taken?.taken) return null;
    } else await tx.execute(sql`select pg_advisory_xact_lock(hashtext('report-rollups'))`);
    const [state] = await rowsOf<{ time_zone: string | null }>(tx, sql`select time_zone from report_state where id = 1`);
    if (!state || state.time_zone !== tz) {
      await tx.execute(sql`delete from report_dirty`);
      await rebuildDays(tx, tz, null, null);
      await rebuildMonths(tx, null);
      // Every row replaced: the planner's figures for them are new too (autovacuum would come later).
      await tx.execute(sql`analyze report_days`);
      await tx.execute(sql`analyze report_months`);
      await tx.execute(sql`insert into report_state (id, time_zone, built_at) values (1, ${tz}, now())
                           on conflict (id) do update set time_zone = excluded.time_zone, built_at = excluded.built_at`);
      ctx.log.info({ timeZone: tz }, "report roll-ups rebuilt whole");
      return { days: -1, whole: true };
    }
    const dirty = await rowsOf<{ day: string }>(
      tx,
      sql`with taken as (delete from report_dirty returning at)
          select distinct (at at time zone ${tz})::date::text as day from taken order by 1`,
    );
    const days = dirty.map((row) => row.day);
    if (days.length === 0) return { days: 0, whole: false };
    for (const [first, last] of runsOf(days)) {
      // A day's margin each side: the rows kept are the run's days, as the database reads the zone.
      const window = windowOf(tz, addDays(first, -1), addDays(last, 1));
      const run: string[] = [];
      for (let date = first; date <= last; date = addDays(date, 1)) run.push(date);
      await rebuildDays(tx, tz, window, run);
    }
    await rebuildMonths(tx, days);
    return { days: days.length, whole: false };
  });
}

/** The instants from the start of `first` to the start of the day after `last`, in the shop's time zone (23- and 25-hour days included). */
export function windowOf(tz: string, first: string, last: string): { from: Date; until: Date } {
  return { from: fromWallTime(`${first}T00:00`, tz)!, until: fromWallTime(`${addDays(last, 1)}T00:00`, tz)! };
}

/**
 * Keeps the roll-ups close to the orders between reports, so that the owner's first report after
 * a busy day (or an upgraded shop's first, its whole history) seldom waits: a first round soon
 * after start-up, then every few minutes. Rounds that find another instance rebuilding skip.
 */
export function startReportRefresher(
  ctx: Pick<ServiceContext, "db" | "config" | "log">,
  options: { firstAfterMs?: number; intervalMs?: number } = {},
): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const round = () => {
    if (running || stopped) return;
    running = refreshReportRollups(ctx, { wait: false })
      .catch((error: unknown) => ctx.log.warn({ err: error }, "could not bring the report roll-ups up to date"))
      .finally(() => (running = null));
  };
  const first = setTimeout(round, options.firstAfterMs ?? 5_000);
  const timer = setInterval(round, options.intervalMs ?? 5 * 60_000);
  first.unref();
  timer.unref();
  return async () => {
    stopped = true;
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
