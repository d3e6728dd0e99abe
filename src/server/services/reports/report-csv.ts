import { sql } from "drizzle-orm";
import { addDays } from "@shared/ordering/schedule";
import { nextMonth, ORDER_CSV_COLUMNS, PAYMENT_CSV_COLUMNS } from "@shared/reports/reports";
import type { ReportCsvQuery } from "@shared/reports/reports.schema";
import type { Executor } from "../../db/client";
import type { ServiceContext } from "../service-context";
import { resolveRange } from "./report-figures";
import { channelOf, choiceOf, rowsOf, TAKEN, windowOf } from "./report-rollups";

/**
 * The bookkeeper's CSV (ADR 0025; columns in docs/product.md 'Reports'), read from the orders
 * and payments themselves, a month at a time so that ten years never sit in memory at once.
 *
 * - One row per order: the orders a report counts (placed in the range, money or a hold taken),
 *   with what each was charged and how it was paid. Its subtotal, discount, tax, delivery_fee,
 *   tip and total columns add up to the page's figures for the range, and its rows to its orders.
 * - One row per payment: every payment and refund on the day the money moved, refunds negative,
 *   catering's deposits, balances and refunds, and gift cards sold (kind gift_card_sale, not
 *   revenue until spent). The payment and catering rows add up to the page's revenue; the refund
 *   rows to its refunds; gift_card_sale to the gift cards sold.
 *
 * Money is written from integer cents as dollars with two decimals; times in the shop's time zone.
 */

/** Cents as dollars, exactly: '-12.05'. */
export function dollarsOf(cents: number | string): string {
  const value = BigInt(String(cents));
  const negative = value < 0n;
  const abs = negative ? -value : value;
  return `${negative ? "-" : ""}${abs / 100n}.${String(abs % 100n).padStart(2, "0")}`;
}

/** A field as CSV writes it: quoted when it must be; text led by = + - @ made plain text, so no spreadsheet runs it (numbers stay numbers). */
export function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const line = (fields: (string | number | null)[]) => `${fields.map(csvField).join(",")}\r\n`;

/** The range's months as [first day, last day] pieces. */
function monthPieces(from: string, to: string): [string, string][] {
  const pieces: [string, string][] = [];
  for (let start = from; start <= to; start = nextMonth(start)) {
    const end = addDays(nextMonth(start), -1);
    pieces.push([start, end < to ? end : to]);
  }
  return pieces;
}

interface OrderCsvRow {
  date: string;
  time: string;
  id: string;
  channel: string;
  order_type: string;
  status: string;
  payment_status: string;
  items: string | null;
  pounds: string | number;
  pieces: string | number;
  subtotal_cents: number;
  discount_cents: number;
  tax_cents: number;
  delivery_fee_cents: number;
  tip_cents: number;
  total_cents: number;
  gift_card: string | number;
  card: string | number;
  counter: string | number;
  refunds: string | number;
}

async function orderRows(db: Executor, tz: string, window: { from: Date; until: Date }): Promise<string> {
  const rows = await rowsOf<OrderCsvRow>(
    db,
    sql`select to_char(o.created_at at time zone ${tz}, 'YYYY-MM-DD') as date, to_char(o.created_at at time zone ${tz}, 'HH24:MI') as time,
               o.id::text as id, ${channelOf("o")} as channel, o.order_type, o.status, o.payment_status,
               coalesce(l.items, '') as items, coalesce(l.pounds, 0) as pounds, coalesce(l.pieces, 0) as pieces,
               o.subtotal_cents, o.discount_cents, o.tax_cents, o.delivery_fee_cents, o.tip_cents, o.total_cents,
               coalesce(p.gift_card, 0) as gift_card, coalesce(p.card, 0) as card, coalesce(p.counter, 0) as counter, coalesce(p.refunds, 0) as refunds
          from orders o
          left join lateral (
            -- The lines once: each with its choice, then summed.
            select string_agg(x.item_name || case when x.choice <> '' then ' (' || x.choice || ')' else '' end
                              || ' ' || trim(to_char(x.shown, 'FM999990.###'), '.') || case when x.unit = 'lb' then ' lb' else '' end,
                              '; ' order by x.id) as items,
                   sum(x.shown) filter (where x.unit = 'lb') as pounds,
                   sum(x.quantity) filter (where x.unit <> 'lb') as pieces
              from (select oi.id, oi.item_name, oi.unit, ${choiceOf("oi")} as choice,
                           coalesce(oi.weighed_quantity, oi.quantity) as shown, oi.quantity
                      from order_items oi where oi.order_id = o.id) x) l on true
          left join lateral (
            select sum(amount_cents) filter (where method = 'gift_card') as gift_card,
                   sum(amount_cents) filter (where method = 'card') as card,
                   sum(amount_cents) filter (where method in ('cash', 'card_present')) as counter,
                   sum(refunded_cents) as refunds
              from order_payments where order_id = o.id) p on true
         where o.payment_status in ${TAKEN} and o.created_at >= ${window.from} and o.created_at < ${window.until}
         order by o.created_at, o.id`,
  );
  return rows
    .map((row) => {
      const gift = Number(row.gift_card);
      const card = Number(row.card);
      const counter = Number(row.counter);
      const refunds = Number(row.refunds);
      return line([
        row.date,
        row.time,
        row.id,
        row.channel,
        row.order_type,
        row.status,
        row.payment_status,
        row.items ?? "",
        String(Number(row.pounds)),
        String(Number(row.pieces)),
        dollarsOf(row.subtotal_cents),
        dollarsOf(row.discount_cents),
        dollarsOf(row.tax_cents),
        dollarsOf(row.delivery_fee_cents),
        dollarsOf(row.tip_cents),
        dollarsOf(row.total_cents),
        dollarsOf(gift),
        dollarsOf(card),
        dollarsOf(counter),
        dollarsOf(refunds),
        dollarsOf(gift + card + counter - refunds),
      ]);
    })
    .join("");
}

interface PaymentCsvRow {
  date: string;
  time: string;
  kind: string;
  reference: string | null;
  channel: string;
  method: string;
  amount: string | number;
  order_id: string | null;
  event_id: string | null;
}

async function paymentRows(db: Executor, tz: string, window: { from: Date; until: Date }): Promise<string> {
  const at = (column: string) =>
    sql`to_char(${sql.raw(column)} at time zone ${tz}, 'YYYY-MM-DD') as date, to_char(${sql.raw(column)} at time zone ${tz}, 'HH24:MI') as time, ${sql.raw(column)} as at`;
  const rows = await rowsOf<PaymentCsvRow>(
    db,
    sql`select * from (
          select ${at("p.created_at")}, 'payment' as kind, p.id::text as reference, ${channelOf("o")} as channel, p.method,
                 p.amount_cents as amount, o.id::text as order_id, null::text as event_id
            from order_payments p join orders o on o.id = p.order_id
           where p.created_at >= ${window.from} and p.created_at < ${window.until}
          union all
          select ${at("r.settled_at")}, 'refund', r.id::text, ${channelOf("o")}, '', -r.amount_cents, o.id::text, null
            from refunds r join orders o on o.id = r.order_id
           where r.status = 'succeeded' and r.settled_at >= ${window.from} and r.settled_at < ${window.until}
          union all
          select ${at("c.paid_at")}, case when c.kind = 'refund' then 'catering_refund' else 'catering_' || c.kind end, c.id::text, 'catering',
                 case when c.kind in ('deposit', 'balance') then 'card' when c.kind = 'refund' then '' when c.method = 'cash' then 'cash' else 'card_present' end,
                 case when c.kind = 'refund' then -c.amount_cents else c.amount_cents end, null, c.event_id::text
            from catering_payments c
           where c.status in ('paid', 'done') and c.paid_at >= ${window.from} and c.paid_at < ${window.until}
          union all
          select ${at("s.paid_at")}, 'gift_card_sale', s.id::text, 'web', 'card', s.amount_cents, null, null
            from gift_card_sales s
           where s.status = 'paid' and s.paid_at >= ${window.from} and s.paid_at < ${window.until}
        ) x order by at, reference`,
  );
  return rows
    .map((row) =>
      line([
        row.date,
        row.time,
        row.kind,
        row.reference,
        row.channel,
        row.method,
        dollarsOf(row.amount),
        row.order_id ?? "",
        row.event_id ?? "",
      ]),
    )
    .join("");
}

/** The CSV for a range: its header, then a month of rows at a time. */
export async function* reportCsvChunks(
  ctx: Pick<ServiceContext, "db" | "config" | "clock">,
  query: ReportCsvQuery,
): AsyncGenerator<string> {
  const tz = ctx.config.shop.timeZone;
  const range = resolveRange(ctx, query);
  const columns = query.rows === "orders" ? ORDER_CSV_COLUMNS : PAYMENT_CSV_COLUMNS;
  yield line([...columns]);
  for (const [first, last] of monthPieces(range.from, range.to)) {
    const window = windowOf(tz, first, last);
    yield query.rows === "orders" ? await orderRows(ctx.db, tz, window) : await paymentRows(ctx.db, tz, window);
  }
}

export function reportCsvFileName(ctx: Pick<ServiceContext, "config" | "clock">, query: ReportCsvQuery): string {
  const range = resolveRange(ctx, query);
  return `${query.rows}-${range.from}-to-${range.to}.csv`;
}
