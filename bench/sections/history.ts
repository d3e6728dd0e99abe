import type pg from "pg";
import { preferredTime } from "../../support/checkout";
import { cleanUp } from "../../support/child-processes";
import { openEventStream } from "../../support/event-stream";
import { HttpClient, signIn } from "../../support/http-client";
import type { createScratchDatabase } from "../../support/postgres";
import { stopShop, waitForHealthy, type ShopProcess } from "../../support/shop-process";
import { growHistory, HISTORY_DAYS } from "../history-seed";
import { args, orderableItems, percentile, pickupCheckout, results, round, rows, startPostgresShop } from "../lib";

/**
 * The speed work (ADR 0019): every admin, staff and customer GET API as the shop's history grows to
 * 200,000 and 1,000,000 past orders (with 200,000 sent e-mails and 20,000 contact messages), each
 * next to the same API of a shop without that history, measured in the same moments: two shops
 * run side by side on PostgreSQL, their requests interleaved, so that the machine's other work
 * weighs on both alike. Both shops start the same, as a new shop whose every list fills its first
 * page: the owner, a staff member, a customer's orders placed through the real checkout, and a
 * few hundred orders, e-mails and messages from the seeder. Then one of them grows. The figure
 * is the ratio (history / new shop) of the medians; the target is ≤ 2.
 */

/** What a new shop has: every list's first page full (the lists show 50). */
const NEW_SHOP = { orders: 400, sentEmails: 300, contactMessages: 100 };
/** Today's work, the same in both shops: orders in the kitchen, held or at the pay page. */
const OPEN_ORDERS = 80;

const ADMIN = "admin@example.com";
const STAFF = "history-staff@example.com";
const CUSTOMER = "history-customer@example.com";

type Role = "admin" | "staff" | "customer";
interface Probe {
  name: string;
  role: Role;
  path: (fx: Fixtures) => string;
}
interface Fixtures {
  orderId: string;
  /**
   * A page deep in the history: half its length back (a made-up cursor: the API takes any). For
   * the new shop, a page from now: the same work, a full page.
   */
  deepCursor: string;
}

/** Every admin, staff and customer GET API (tests/reliability/route-table.ts), as their pages call them. */
const PROBES: Probe[] = [
  { name: "dashboard", role: "admin", path: () => "/api/admin/dashboard" },
  { name: "orders, first page", role: "admin", path: () => "/api/admin/orders?limit=50" },
  { name: "orders, pending", role: "admin", path: () => "/api/admin/orders?status=pending&limit=50" },
  { name: "orders, completed", role: "admin", path: () => "/api/admin/orders?status=completed&limit=50" },
  { name: "orders, deep page (cursor)", role: "admin", path: (fx) => `/api/admin/orders?limit=50&cursor=${fx.deepCursor}` },
  { name: "order", role: "admin", path: (fx) => `/api/admin/orders/${fx.orderId}` },
  { name: "order history", role: "admin", path: (fx) => `/api/admin/orders/${fx.orderId}/history` },
  { name: "kitchen", role: "admin", path: () => "/api/admin/kitchen" },
  { name: "messages, all", role: "admin", path: () => "/api/admin/messages?type=all&limit=50" },
  { name: "messages, contact form", role: "admin", path: () => "/api/admin/messages?type=contact_form&limit=50" },
  { name: "messages, e-mail", role: "admin", path: () => "/api/admin/messages?type=email&limit=50" },
  { name: "messages, deep page (cursor)", role: "admin", path: (fx) => `/api/admin/messages?type=all&limit=50&cursor=${fx.deepCursor}` },
  { name: "messages, unread count", role: "admin", path: () => "/api/admin/messages/unread-count" },
  { name: "items", role: "admin", path: () => "/api/admin/items?archived=false" },
  { name: "categories", role: "admin", path: () => "/api/admin/categories" },
  { name: "team", role: "admin", path: () => "/api/admin/team" },
  { name: "ordering settings", role: "admin", path: () => "/api/admin/settings/ordering" },
  { name: "blog posts", role: "admin", path: () => "/api/admin/blog/posts" },
  // The owner's reports (ADR 0025): read from the roll-ups, whatever the range.
  { name: "reports, today", role: "admin", path: () => "/api/admin/reports?pick=today" },
  { name: "reports, this month by day", role: "admin", path: () => "/api/admin/reports?pick=this_month&bucket=day" },
  { name: "reports, last 30 days against a week before", role: "admin", path: () => "/api/admin/reports?pick=last_30_days&compare=week" },
  { name: "reports, this year by week", role: "admin", path: () => "/api/admin/reports?pick=this_year&bucket=week" },
  {
    name: "reports, four years by month",
    role: "admin",
    path: () => `/api/admin/reports?from=${yearsAgo(4)}&to=${yearsAgo(0)}&bucket=month`,
  },
  { name: "staff: orders, first page", role: "staff", path: () => "/api/admin/orders?limit=50" },
  { name: "staff: kitchen", role: "staff", path: () => "/api/admin/kitchen" },
  { name: "staff: order", role: "staff", path: (fx) => `/api/admin/orders/${fx.orderId}` },
  { name: "customer: own orders", role: "customer", path: () => "/api/account/orders" },
  { name: "customer: order payment", role: "customer", path: (fx) => `/api/checkout/orders/${fx.orderId}/payment` },
  { name: "customer: session", role: "customer", path: () => "/api/session" },
];

/** The date `years` before today (UTC; the bench's ranges need not be the shop's exact days). */
function yearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
}

interface Shop {
  label: string;
  process: ShopProcess;
  database: Awaited<ReturnType<typeof createScratchDatabase>>;
  clients: Record<Role, HttpClient>;
  fx: Fixtures;
  customerId: string;
}

async function openShop(label: string, firstDayOrders: number, ipBlock: number): Promise<Shop> {
  const { database, base, shop: process } = await startPostgresShop();
  await waitForHealthy(process, 60_000);
  const client = (n: number) => new HttpClient(base, `10.${ipBlock}.0.${n}`);
  const admin = client(1);
  await signIn(admin, ADMIN);
  const granted = await admin.request("/api/admin/team", { method: "PUT", json: { email: STAFF, role: "staff" } });
  if (granted.status !== 200) throw new Error(`history bench: granting staff: HTTP ${granted.status} ${await granted.text()}`);
  const staff = client(2);
  await signIn(staff, STAFF);
  const customer = client(3);
  await signIn(customer, CUSTOMER);

  // The first day: the customer's orders through the real checkout, each from its own address.
  const items = await orderableItems(base);
  const pickupTime = preferredTime();
  let orderId = "";
  for (let n = 0; n < firstDayOrders; n++) {
    customer.ip = `10.${ipBlock + 1}.${n >> 8}.${n & 255}`;
    const res = await customer.request("/api/checkout", {
      method: "POST",
      json: pickupCheckout(`history-first-day-${n}-${Date.now()}`, { name: "History", email: CUSTOMER }, items, n, 3, pickupTime),
    });
    const body = (await res.json()) as { orderId?: string };
    if (res.status !== 200 || !body.orderId) throw new Error(`history bench: checkout HTTP ${res.status} ${JSON.stringify(body)}`);
    orderId = body.orderId;
  }
  customer.ip = `10.${ipBlock}.0.3`;
  const { rows: found } = await database.pool.query<{ id: string }>(`select id from "user" where email = $1`, [CUSTOMER]);
  await growHistory(database.pool, NEW_SHOP, { heavyCustomerId: found[0]!.id, openOrders: OPEN_ORDERS });
  const back = label === "history" ? (HISTORY_DAYS / 2) * 86_400_000 : 0;
  const middle = new Date(Date.now() - back).toISOString().replace(/\.(\d{3})Z$/, ".$1000Z");
  return {
    label,
    process,
    database,
    clients: { admin, staff, customer },
    fx: { orderId, deepCursor: `${middle}_ffffffff-ffff-ffff-ffff-ffffffffffff` },
    customerId: found[0]!.id,
  };
}

async function timeGet(client: HttpClient, path: string): Promise<number> {
  const started = performance.now();
  const res = await client.request(path);
  await res.arrayBuffer();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`history bench: GET ${path} answered ${res.status}`);
  return ms;
}

/** Each probe `samples` times on both shops, alternating request by request; the medians and p95s. */
async function measure(fresh: Shop, grown: Shop, samples: number) {
  const figures: Record<string, { freshMs: number; grownMs: number; freshP95: number; grownP95: number; ratio: number }> = {};
  for (const probe of PROBES) {
    const times = { fresh: [] as number[], grown: [] as number[] };
    for (let i = 0; i < samples + 3; i++) {
      const order: [Shop, number[]][] =
        i % 2 === 0
          ? [
              [fresh, times.fresh],
              [grown, times.grown],
            ]
          : [
              [grown, times.grown],
              [fresh, times.fresh],
            ];
      for (const [shop, into] of order) {
        const ms = await timeGet(shop.clients[probe.role], probe.path(shop.fx));
        if (i >= 3) into.push(ms); // the first three warm the caches and the plans
      }
    }
    const freshMs = percentile(times.fresh, 50);
    const grownMs = percentile(times.grown, 50);
    figures[probe.name] = {
      freshMs: round(freshMs, 2),
      grownMs: round(grownMs, 2),
      freshP95: round(percentile(times.fresh, 95), 2),
      grownP95: round(percentile(times.grown, 95), 2),
      ratio: round(grownMs / freshMs, 2),
    };
  }
  return figures;
}

/**
 * The admin's order page after a live event: a status change (PATCH) reaches the admin's
 * stream, and the page refetches the dashboard's figures; the time of that refetch. Both shops
 * in turn, change by change.
 */
async function dashboardAfterEvent(shops: Shop[], changes: number): Promise<number[][]> {
  const streams = await Promise.all(shops.map((shop) => openEventStream(shop.clients.admin, "/api/admin/orders/events")));
  const latencies: number[][] = shops.map(() => []);
  try {
    for (let i = 0; i < changes; i++) {
      for (const s of i % 2 === 0 ? [0, 1] : [1, 0]) {
        const [shop, stream] = [shops[s]!, streams[s]!];
        if (stream.status !== 200) throw new Error(`history bench: order events HTTP ${stream.status}`);
        const seen = stream.events.filter((event) => event.event === "order").length;
        const changed = await shop.clients.admin.request(`/api/admin/orders/${shop.fx.orderId}/status`, {
          method: "PATCH",
          json: { status: i % 2 === 0 ? "processing" : "pending" },
        });
        await changed.arrayBuffer();
        if (changed.status !== 200) throw new Error(`history bench: status change HTTP ${changed.status}`);
        await stream.until((events) => events.filter((event) => event.event === "order").length > seen, 10_000);
        latencies[s]!.push(await timeGet(shop.clients.admin, "/api/admin/dashboard"));
      }
    }
  } finally {
    for (const stream of streams) stream.close();
  }
  return latencies;
}

/** The plans of the main queries at the largest step: which index serves each (EXPLAIN ANALYZE). */
async function explainMainQueries(pool: pg.Pool, customerId: string, deepCursor: string) {
  const [deepTime, deepId] = [deepCursor.slice(0, 27), deepCursor.slice(28)];
  const queries: Record<string, string> = {
    "orders, first page": "select * from orders order by created_at desc, id desc limit 51",
    "orders, pending": "select * from orders where status = 'pending' order by created_at desc, id desc limit 51",
    "orders, deep page": `select * from orders where (created_at, id) < ('${deepTime}'::timestamptz, '${deepId}'::uuid) order by created_at desc, id desc limit 51`,
    "order lines": "select * from order_items where order_id in (select id from orders order by created_at desc limit 50)",
    "order history": `select * from order_history_with_details where order_id = (select id from orders order by created_at desc limit 1) order by created_at desc, id desc`,
    "customer's orders": `select * from orders where customer_id = '${customerId}' order by created_at desc, id desc limit 50`,
    kitchen: `select * from orders where status in ('pending', 'processing', 'ready') and (payment_status in ('paid', 'authorized', 'partially_refunded') or (payment_status = 'expired' and hold_cents is not null)) and delivery_time >= date_trunc('day', now()) order by delivery_time, created_at, id limit 200`,
    "messages, contact page": "select * from messages order by created_at desc, id desc limit 51",
    "messages, e-mail page":
      "select * from mail_outbox where status = 'sent' and not is_sensitive order by coalesce(sent_at, created_at) desc, id desc limit 51",
    "messages, e-mail deep page": `select * from mail_outbox where status = 'sent' and not is_sensitive and (coalesce(sent_at, created_at), id) < ('${deepTime}'::timestamptz, '${deepId}'::uuid) order by coalesce(sent_at, created_at) desc, id desc limit 51`,
    "unread count":
      "select (select count(*) from messages where not is_read) + (select count(*) from mail_outbox where status = 'sent' and not is_sensitive and not is_read)",
    "dashboard: kept figures": "select sum(taken_orders), sum(revenue_cents) from order_figures",
    "dashboard: pending":
      "select count(*) from orders where payment_status in ('paid', 'authorized', 'partially_refunded', 'refunded') and status = 'pending'",
    "dashboard: holds": "select sum(hold_cents), count(*) from orders where payment_status = 'authorized'",
    "dashboard: tips today":
      "select sum(tip_cents) from orders where payment_status in ('paid', 'authorized', 'partially_refunded', 'refunded') and status <> 'cancelled' and created_at >= date_trunc('day', now()) and created_at < date_trunc('day', now()) + interval '1 day'",
    "dashboard: expired holds":
      "select * from orders where payment_status = 'expired' and hold_expires_at is not null and status not in ('completed', 'cancelled') order by hold_expires_at desc limit 20",
  };
  const plans: Record<string, { ms: number; uses: string[]; plan: string[] }> = {};
  for (const [name, query] of Object.entries(queries)) {
    const { rows: lines } = await pool.query<{ "QUERY PLAN": string }>(`explain (analyze, buffers) ${query}`);
    const text = lines.map((line) => line["QUERY PLAN"]);
    const uses = [
      ...new Set(
        text.flatMap((line) =>
          [...line.matchAll(/(Index Only Scan|Index Scan|Bitmap Index Scan|Seq Scan)(?: Backward)? (?:using|on) (\S+)/g)].map(
            (m) => `${m[1]} ${m[2]}`,
          ),
        ),
      ),
    ];
    plans[name] = { ms: Number(/Execution Time: ([\d.]+)/.exec(text.join("\n"))?.[1]), uses, plan: text };
  }
  return plans;
}

export async function benchHistory() {
  const steps = (args.get("history-steps") ?? "0,200000,1000000").split(",").map(Number);
  const sentEmails = Number(args.get("history-emails") ?? 200_000);
  const contactMessages = Number(args.get("history-messages") ?? 20_000);
  const samples = Number(args.get("history-samples") ?? 25);
  const firstDayOrders = 55;
  const shops: Shop[] = [];
  try {
    shops.push(await openShop("new shop", firstDayOrders, 70));
    shops.push(await openShop("history", firstDayOrders, 72));
    const [fresh, grown] = shops as [Shop, Shop];
    const tooSmall = steps.find((orders) => orders !== 0 && orders < NEW_SHOP.orders);
    if (tooSmall !== undefined) throw new Error(`history bench: a step of ${tooSmall} orders is below the new shop's ${NEW_SHOP.orders}`);
    const stepResults: Record<string, unknown> = {};
    for (const orders of steps) {
      const seeded =
        orders === 0 || orders <= NEW_SHOP.orders
          ? null
          : await growHistory(
              grown.database.pool,
              { orders, sentEmails, contactMessages },
              { heavyCustomerId: grown.customerId, openOrders: 0 },
            );
      // The roll-ups of the grown history, worked out whole by the first report (as after an upgrade).
      const rebuild = {
        fresh: await timeGet(fresh.clients.admin, "/api/admin/reports?pick=today"),
        grown: await timeGet(grown.clients.admin, "/api/admin/reports?pick=today"),
      };
      const figures = await measure(fresh, grown, samples);
      const [freshAfterEvent, grownAfterEvent] = await dashboardAfterEvent([fresh, grown], 20);
      const afterEvent = { fresh: freshAfterEvent!, grown: grownAfterEvent! };
      const worst = Object.entries(figures).reduce((a, b) => (b[1].ratio > a[1].ratio ? b : a));
      const label = orders === 0 ? "new shop" : `${orders / 1000}k`;
      for (const [name, figure] of Object.entries(figures)) {
        rows.push({
          section: "history",
          measure: `${label} orders: ${name} (p50 ms; p95 ${figure.grownP95} vs ${figure.freshP95})`,
          value: String(figure.grownMs),
          baseline: `${figure.freshMs} new shop`,
          ratio: String(figure.ratio),
        });
      }
      const eventMs = { fresh: percentile(afterEvent.fresh, 50), grown: percentile(afterEvent.grown, 50) };
      rows.push({
        section: "history",
        measure: `${label} orders: dashboard refetch after a live order event (p50 ms)`,
        value: String(round(eventMs.grown, 2)),
        baseline: `${round(eventMs.fresh, 2)} new shop`,
        ratio: String(round(eventMs.grown / eventMs.fresh, 2)),
      });
      if (seeded) {
        rows.push({
          section: "history",
          measure: `${label} orders: the reports' roll-ups worked out whole by the first report (ms)`,
          value: String(round(rebuild.grown, 0)),
          baseline: `${round(rebuild.fresh, 0)} new shop`,
        });
        rows.push({
          section: "history",
          measure: `${label} orders: seeding (+${seeded.ordersAdded} orders, +${seeded.emailsAdded} e-mails, +${seeded.messagesAdded} messages, vacuum analyze)`,
          value: `${round(seeded.seconds)} s`,
        });
      }
      rows.push({
        section: "history",
        measure: `${label} orders: worst ratio (${worst[0]})`,
        value: String(worst[1].ratio),
        baseline: "target ≤ 2",
      });
      stepResults[label] = {
        seeded,
        apis: figures,
        dashboardAfterEventMs: { newShop: round(eventMs.fresh, 2), history: round(eventMs.grown, 2) },
        worstRatio: { api: worst[0], ratio: worst[1].ratio },
      };
    }
    const plans = await explainMainQueries(grown.database.pool, grown.customerId, grown.fx.deepCursor);
    for (const [name, plan] of Object.entries(plans)) {
      rows.push({
        section: "history",
        measure: `plan at ${steps.at(-1)} orders: ${name} (${plan.ms} ms)`,
        value: plan.uses.join(", ") || "no scan",
      });
    }
    results.history = { samples, steps: stepResults, plansAtLargestStep: plans };
  } finally {
    for (const shop of shops) {
      await cleanUp({ "a shop": () => stopShop(shop.process), "its database": () => shop.database.drop() });
    }
  }
}
