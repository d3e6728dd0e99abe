import { sql } from "drizzle-orm";
import { fromThousandths, toThousandths } from "@shared/core/quantity";
import { capacityFor } from "@shared/ordering/ordering";
import { addDays, shopDate, slotMinutesOn, weekdayOf } from "@shared/ordering/schedule";
import {
  bucketOf,
  bucketStarts,
  monthStart,
  previousRange,
  quickPickRange,
  REPORT_CHANNELS,
  REPORT_METHODS,
  type ItemFigure,
  type PrepFigure,
  type ReportChannel,
  type ReportDto,
  type ReportMethod,
  type ReportRange,
  type RevenuePoint,
  type SlotFigure,
} from "@shared/reports/reports";
import type { ReportQuery } from "@shared/reports/reports.schema";
import type { Executor } from "../../db/client";
import { calendarOf, readOrderingSettings } from "../ordering/ordering-settings";
import type { ServiceContext } from "../service-context";
import { DIM_SEPARATOR, refreshReportRollups, rowsOf, windowOf } from "./report-rollups";

/**
 * The owner's reports (ADR 0025): the roll-ups brought up to date, then read for the range and
 * the period it stands beside: whole months from report_months, the days at the range's ends
 * from report_days, so that years of history cost a few thousand rows. Gift cards, promo codes
 * and catering are read from their own tables (a handful of rows a day, by indexed dates).
 */

/** A bigint or numeric from the database as a number; cents stay exact up to 2^53. */
function num(value: string | number | bigint | null | undefined): number {
  const number = Number(value ?? 0);
  if (!Number.isFinite(number)) throw new Error(`report figure is not a number: ${String(value)}`);
  return number;
}

/** Pounds to the thousandth, as the lines keep them. */
const pounds = (value: number) => fromThousandths(toThousandths(value));

interface FactRow {
  fact: string;
  dim: string;
  n: string | number;
  cents: string | number;
  cents_b: string | number;
  pounds: string | number;
  pieces: string | number;
}

/**
 * The range's facts summed: its whole months from report_months, the rest from report_days; all
 * facts, or only `fact` (read through the (fact, day) and (fact, month) indexes).
 */
export async function sumFacts(db: Executor, range: ReportRange, fact?: string): Promise<FactRow[]> {
  const firstFull = range.from === monthStart(range.from) ? range.from : monthStart(addDays(monthStart(range.from), 32));
  const afterLastFull = monthStart(addDays(range.to, 1));
  const columns = sql.raw("fact, dim, n, cents, cents_b, pounds, pieces");
  const only = fact ? sql` and fact = ${fact}` : sql``;
  const parts =
    firstFull < afterLastFull
      ? sql`select ${columns} from report_months where month >= ${firstFull}::date and month < ${afterLastFull}::date${only}
            union all
            select ${columns} from report_days where day >= ${range.from}::date and day < ${firstFull}::date${only}
            union all
            select ${columns} from report_days where day >= ${afterLastFull}::date and day <= ${range.to}::date${only}`
      : sql`select ${columns} from report_days where day >= ${range.from}::date and day <= ${range.to}::date${only}`;
  return rowsOf<FactRow>(
    db,
    sql`select fact, dim, sum(n) as n, sum(cents) as cents, sum(cents_b) as cents_b, sum(pounds) as pounds, sum(pieces) as pieces
          from (${parts}) x group by fact, dim`,
  );
}

/** Money taken and given back on each day of the range (orders from the roll-ups, catering from its payments). */
async function dailyMoney(db: Executor, tz: string, range: ReportRange, window: { from: Date; until: Date }) {
  const rows = await rowsOf<{ day: string; captured: string | number; refunded: string | number }>(
    db,
    sql`select day::text as day, sum(captured) as captured, sum(refunded) as refunded from (
          select day, cents as captured, cents_b as refunded
            from report_days where fact = 'money' and day >= ${range.from}::date and day <= ${range.to}::date
          union all
          select (paid_at at time zone ${tz})::date, case when kind = 'refund' then 0 else amount_cents end,
                 case when kind = 'refund' then amount_cents else 0 end
            from catering_payments
           where paid_at >= ${window.from} and paid_at < ${window.until} and status in ('paid', 'done')
        ) x group by day`,
  );
  return rows.map((row) => ({ day: row.day, captured: num(row.captured), refunded: num(row.refunded) }));
}

/** The revenue plot's points: this range's buckets, each beside the compared period's bucket at the same place. */
function seriesOf(
  range: ReportRange,
  previous: ReportRange,
  bucket: ReportDto["bucket"],
  current: { day: string; captured: number; refunded: number }[],
  before: { day: string; captured: number }[],
): RevenuePoint[] {
  const starts = bucketStarts(range, bucket);
  const previousStarts = bucketStarts(previous, bucket);
  const points: RevenuePoint[] = starts.map((start, index) => ({
    start,
    capturedCents: 0,
    refundedCents: 0,
    previousStart: previousStarts[index] ?? null,
    previousCapturedCents: 0,
  }));
  for (const row of current) {
    const point = points[bucketOf(starts, row.day)]!;
    point.capturedCents += row.captured;
    point.refundedCents += row.refunded;
  }
  for (const row of before) {
    const index = bucketOf(previousStarts, row.day);
    if (points[index]) points[index].previousCapturedCents += row.captured;
  }
  return points;
}

/** Gift cards, promo codes and catering in the range's instants. */
async function sideFigures(db: Executor, window: { from: Date; until: Date }) {
  const [side] = await rowsOf<Record<string, string | number | null>>(
    db,
    sql`select
      (select count(*) from gift_card_sales where status = 'paid' and paid_at >= ${window.from} and paid_at < ${window.until}) as sold_count,
      (select coalesce(sum(amount_cents), 0) from gift_card_sales where status = 'paid' and paid_at >= ${window.from} and paid_at < ${window.until}) as sold_cents,
      (select coalesce(-sum(amount_cents), 0) from gift_card_ledger where kind = 'captured' and created_at >= ${window.from} and created_at < ${window.until}) as redeemed_cents,
      (select coalesce(sum(amount_cents), 0) from gift_card_ledger where kind = 'refunded' and created_at >= ${window.from} and created_at < ${window.until}) as gift_refunded_cents,
      (select coalesce(sum(l.amount_cents), 0) from gift_card_ledger l join gift_cards c on c.id = l.card_id
        where l.kind = 'issued' and c.kind = 'promotional' and l.created_at >= ${window.from} and l.created_at < ${window.until}) as promotional_cents,
      (select coalesce(sum(l.amount_cents), 0) from gift_card_ledger l join gift_cards c on c.id = l.card_id
        where c.status in ('active', 'frozen') and l.created_at < ${window.until}) as liability_cents,
      (select count(distinct event_id) from catering_payments
        where kind <> 'refund' and status = 'paid' and paid_at >= ${window.from} and paid_at < ${window.until}) as catering_events,
      (select coalesce(sum(amount_cents), 0) from catering_payments
        where kind = 'deposit' and status = 'paid' and paid_at >= ${window.from} and paid_at < ${window.until}) as deposits_cents,
      (select coalesce(sum(amount_cents), 0) from catering_payments
        where kind in ('balance', 'counter') and status = 'paid' and paid_at >= ${window.from} and paid_at < ${window.until}) as balances_cents,
      (select coalesce(sum(amount_cents), 0) from catering_payments
        where kind = 'refund' and status = 'done' and paid_at >= ${window.from} and paid_at < ${window.until}) as catering_refunds_cents,
      (select coalesce(sum(greatest(0, total_cents - (paid_cents - refunded_cents))), 0) from catering_events
        where status in ('accepted', 'confirmed', 'balance_due', 'paid', 'fulfilled')
          and event_at >= ${window.from} and event_at < ${window.until}) as owed_cents,
      (select coalesce(jsonb_agg(jsonb_build_object('method', m, 'cents', c)), '[]'::jsonb) from (
         select case when kind in ('deposit', 'balance') then 'card' when method = 'cash' then 'cash' else 'card_present' end as m,
                sum(amount_cents) as c
           from catering_payments where kind <> 'refund' and status = 'paid' and paid_at >= ${window.from} and paid_at < ${window.until}
          group by 1) cm) as catering_methods`,
  );
  const promos = await rowsOf<{ code: string; uses: string | number; cents: string | number }>(
    db,
    sql`select p.code, count(*) as uses, sum(r.discount_cents) as cents
          from promo_redemptions r join promo_codes p on p.id = r.promo_id
         where not r.voided and r.created_at >= ${window.from} and r.created_at < ${window.until}
         group by p.code order by sum(r.discount_cents) desc, p.code`,
  );
  return { side: side!, promos };
}

/** What the shop's slots in each weekday × hour could take over the range (today's settings on every date). */
function slotCapacity(
  settings: Awaited<ReturnType<typeof readOrderingSettings>>,
  tz: string,
  range: ReportRange,
): Map<string, { orders: number | null; pounds: number | null }> {
  const calendar = calendarOf(settings, tz);
  const special = new Set(settings.specialDays.map((day) => day.date));
  // A weekday's slots are the same every week but on special days: worked out once per weekday.
  const usual = new Map<number, Map<number, number>>();
  const hoursOf = (date: string) => {
    const slots = new Map<number, number>();
    for (const minute of slotMinutesOn(calendar, date)) slots.set(Math.floor(minute / 60), (slots.get(Math.floor(minute / 60)) ?? 0) + 1);
    return slots;
  };
  const cells = new Map<string, { orders: number | null; pounds: number | null }>();
  for (let date = range.from; date <= range.to; date = addDays(date, 1)) {
    const weekday = weekdayOf(date);
    let slotsByHour = special.has(date) ? hoursOf(date) : usual.get(weekday);
    if (!slotsByHour) usual.set(weekday, (slotsByHour = hoursOf(date)));
    const pickup = capacityFor(settings.capacity, weekday, "pickup");
    const delivery = capacityFor(settings.capacity, weekday, "delivery");
    const orders = pickup.maxOrders === null || delivery.maxOrders === null ? null : pickup.maxOrders + delivery.maxOrders;
    const lb = pickup.maxPounds === null || delivery.maxPounds === null ? null : pickup.maxPounds + delivery.maxPounds;
    for (const [hour, slots] of slotsByHour) {
      const key = `${weekday}-${hour}`;
      const cell = cells.get(key) ?? { orders: 0, pounds: 0 };
      cell.orders = cell.orders === null || orders === null ? null : cell.orders + orders * slots;
      cell.pounds = cell.pounds === null || lb === null ? null : cell.pounds + lb * slots;
      cells.set(key, cell);
    }
  }
  return cells;
}

/** The range a query asks for: its dates, or its quick pick on the shop's today. */
export function resolveRange(
  ctx: Pick<ServiceContext, "clock" | "config">,
  query: { pick?: ReportQuery["pick"]; from?: string; to?: string },
) {
  if (query.from && query.to) return { from: query.from, to: query.to };
  return quickPickRange(query.pick ?? "this_month", shopDate(ctx.clock.now(), ctx.config.shop.timeZone));
}

export async function buildReport(ctx: ServiceContext, query: ReportQuery): Promise<ReportDto> {
  const tz = ctx.config.shop.timeZone;
  const range = resolveRange(ctx, query);
  const previous = previousRange(range, query.compare);
  await refreshReportRollups(ctx);
  const db = ctx.db;
  const window = windowOf(tz, range.from, range.to);
  const previousWindow = windowOf(tz, previous.from, previous.to);
  // Independent reads, at once (on PostgreSQL each takes its own connection; PGlite runs them in turn).
  const [facts, previousFacts, money, previousMoney, sides, settings, prepRows] = await Promise.all([
    sumFacts(db, range),
    // The compared period shows its orders and its money only.
    sumFacts(db, previous, "order"),
    dailyMoney(db, tz, range, window),
    dailyMoney(db, tz, previous, previousWindow),
    sideFigures(db, window),
    readOrderingSettings(db, addDays(range.from, 1)),
    // The prep list by pickup date: its own read, by day, as each date is a line of the list.
    rowsOf<FactRow & { day: string }>(
      db,
      sql`select day::text as day, dim, n, pounds, pieces from report_days
           where fact = 'prep' and day >= ${range.from}::date and day <= ${range.to}::date order by day`,
    ),
  ]);

  const cateringMethods = (sides.side.catering_methods as unknown as { method: ReportMethod; cents: string | number }[]) ?? [];
  const byMethod = new Map<ReportMethod, number>(REPORT_METHODS.map((method) => [method, 0]));
  const channels = new Map<ReportChannel, { orders: number; capturedCents: number }>(
    REPORT_CHANNELS.map((channel) => [channel, { orders: 0, capturedCents: 0 }]),
  );
  const orderTypes = { pickup: { orders: 0, totalCents: 0 }, delivery: { orders: 0, totalCents: 0 } };
  const refunds = { fullCount: 0, fullCents: 0, partialCount: 0, partialCents: 0 };
  const extras = { tip: 0, fee: 0, discount: 0, subtotal: 0, tax: 0 };
  const weighing = { orders: 0, estimatedCents: 0, weighedCents: 0, upCount: 0, downCount: 0 };
  const customers = { newCustomers: 0, newOrders: 0, returningOrders: 0 };
  const items = new Map<string, ItemFigure & { itemId: string }>();
  const prep: (PrepFigure & { itemId: string })[] = [];
  const slots = new Map<string, { orders: number; pounds: number }>();
  let ordersCount = 0;
  let ordersTotal = 0;

  for (const row of facts) {
    const n = num(row.n);
    const cents = num(row.cents);
    switch (row.fact) {
      case "paid": {
        const [method, channel] = row.dim.split("|") as [ReportMethod, ReportChannel];
        byMethod.set(method, (byMethod.get(method) ?? 0) + cents);
        channels.get(channel)!.capturedCents += cents;
        break;
      }
      case "refund":
        if (row.dim === "full") Object.assign(refunds, { fullCount: refunds.fullCount + n, fullCents: refunds.fullCents + cents });
        else Object.assign(refunds, { partialCount: refunds.partialCount + n, partialCents: refunds.partialCents + cents });
        break;
      case "order": {
        const [channel, type] = row.dim.split("|") as [ReportChannel, "pickup" | "delivery"];
        channels.get(channel)!.orders += n;
        orderTypes[type].orders += n;
        orderTypes[type].totalCents += cents;
        ordersCount += n;
        ordersTotal += cents;
        break;
      }
      case "tip":
      case "fee":
      case "discount":
      case "subtotal":
      case "tax":
        extras[row.fact] += cents;
        break;
      case "customer":
        if (row.dim === "new") {
          customers.newCustomers += n;
          customers.newOrders += n;
        } else customers.returningOrders += n;
        break;
      case "weighed":
        weighing.orders += n;
        weighing.estimatedCents += cents;
        weighing.weighedCents += num(row.cents_b);
        if (row.dim === "up") weighing.upCount += n;
        if (row.dim === "down") weighing.downCount += n;
        break;
      case "slot":
        slots.set(row.dim, { orders: n, pounds: num(row.pounds) });
        break;
      case "item": {
        const [itemId = "", choice = ""] = row.dim.split(DIM_SEPARATOR);
        items.set(row.dim, {
          itemId,
          itemName: "",
          choice,
          orders: n,
          pounds: pounds(num(row.pounds)),
          pieces: num(row.pieces),
          salesCents: cents,
        });
        break;
      }
      default:
        break;
    }
  }
  for (const row of prepRows) {
    const [itemId = "", choice = ""] = row.dim.split(DIM_SEPARATOR);
    prep.push({
      date: row.day,
      itemId,
      itemName: "",
      choice,
      orders: num(row.n),
      pounds: pounds(num(row.pounds)),
      pieces: num(row.pieces),
    });
  }
  const ids = [...new Set([...[...items.values()].map((item) => item.itemId), ...prep.map((line) => line.itemId)])];
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await rowsOf<{ id: string; name: string }>(
            db,
            sql`select id::text as id, name from items where id in (${sql.join(
              ids.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})`,
          )
        ).map((row) => [row.id, row.name]),
  );

  let previousCaptured = 0;
  let previousRefunded = 0;
  let previousCount = 0;
  let previousTotal = 0;
  for (const row of previousFacts) {
    if (row.fact === "order") {
      previousCount += num(row.n);
      previousTotal += num(row.cents);
    }
  }
  for (const day of previousMoney) {
    previousCaptured += day.captured;
    previousRefunded += day.refunded;
  }
  let captured = 0;
  let refunded = 0;
  for (const day of money) {
    captured += day.captured;
    refunded += day.refunded;
  }
  for (const { method, cents } of cateringMethods) byMethod.set(method, (byMethod.get(method) ?? 0) + num(cents));
  const side = sides.side;
  channels.get("catering")!.orders = num(side.catering_events);
  channels.get("catering")!.capturedCents = num(side.deposits_cents) + num(side.balances_cents);

  const capacity = slotCapacity(settings, ctx.config.shop.timeZone, range);
  const slotKeys = new Set([...slots.keys(), ...capacity.keys()]);
  const slotFigures: SlotFigure[] = [...slotKeys]
    .map((key) => {
      const [weekday = 0, hour = 0] = key.split("-").map(Number);
      const used = slots.get(key) ?? { orders: 0, pounds: 0 };
      const cap = capacity.get(key);
      return {
        weekday,
        hour,
        orders: used.orders,
        pounds: pounds(used.pounds),
        capacityOrders: cap ? cap.orders : null,
        capacityPounds: cap ? cap.pounds : null,
      };
    })
    .sort((a, b) => a.weekday - b.weekday || a.hour - b.hour);

  const nameOf = (id: string) => names.get(id) ?? "";
  return {
    range,
    previous,
    bucket: query.bucket,
    compare: query.compare,
    timeZone: tz,
    revenue: {
      capturedCents: captured,
      refundedCents: refunded,
      netCents: captured - refunded,
      previousCapturedCents: previousCaptured,
      previousRefundedCents: previousRefunded,
      previousNetCents: previousCaptured - previousRefunded,
      byMethod: REPORT_METHODS.map((method) => ({ method, cents: byMethod.get(method) ?? 0 })),
      series: seriesOf(range, previous, query.bucket, money, previousMoney),
    },
    orders: {
      count: ordersCount,
      totalCents: ordersTotal,
      averageCents: ordersCount === 0 ? 0 : Math.round(ordersTotal / ordersCount),
      previousCount,
      previousAverageCents: previousCount === 0 ? 0 : Math.round(previousTotal / previousCount),
    },
    channels: REPORT_CHANNELS.map((channel) => ({ channel, ...channels.get(channel)! })),
    orderTypes: (["pickup", "delivery"] as const).map((type) => ({ type, ...orderTypes[type] })),
    extras: {
      tipsCents: extras.tip,
      deliveryFeesCents: extras.fee,
      discountCents: extras.discount,
      subtotalCents: extras.subtotal,
      taxCents: extras.tax,
      refunds,
    },
    weighing: { ...weighing, differenceCents: weighing.weighedCents - weighing.estimatedCents },
    items: [...items.values()]
      .map(({ itemId, ...item }) => ({ ...item, itemName: nameOf(itemId) }))
      .sort((a, b) => b.salesCents - a.salesCents || a.itemName.localeCompare(b.itemName) || a.choice.localeCompare(b.choice)),
    slots: slotFigures,
    preorders: prep.map(({ itemId, ...line }) => ({ ...line, itemName: nameOf(itemId) })),
    customers,
    giftCards: {
      soldCount: num(side.sold_count),
      soldCents: num(side.sold_cents),
      redeemedCents: num(side.redeemed_cents),
      refundedCents: num(side.gift_refunded_cents),
      promotionalCents: num(side.promotional_cents),
      liabilityCents: num(side.liability_cents),
    },
    promos: sides.promos.map((row) => ({ code: row.code, uses: num(row.uses), discountCents: num(row.cents) })),
    catering: {
      events: num(side.catering_events),
      depositsCents: num(side.deposits_cents),
      balancesCents: num(side.balances_cents),
      refundsCents: num(side.catering_refunds_cents),
      owedCents: num(side.owed_cents),
    },
  };
}
