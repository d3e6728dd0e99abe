import { rmSync } from "node:fs";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyLimitFor, LONG_TEXT_BODY_LIMIT } from "@server/http/body-limits";
import { SIMULATED_CLIENTS_ENV, HttpClient, signedIn } from "../../support/http-client";
import { orderableNow } from "../../support/checkout";
import { createScratchDatabase } from "../../support/postgres";
import type { ItemSchedule } from "@shared/ordering/schedule";
import { freePort, startedShop, stopShop, tempDataDir, type ShopProcess } from "../../support/shop-process";
import { createFixtures, placeOrder } from "./fixtures";
import { API_ROUTES, AUTH_ROUTES, type Fixtures, type Probe, type RouteCase } from "./route-table";
import { changedRows, readAllTablesOnPglite, readAllTablesOnPostgres, requirePostgres, type TableRows } from "./support";

/**
 * The reliability suite (docs/benchmarks.md 'Reliability'): thousands of generated malformed requests across every route of the shop (the
 * route table of route-table.ts, which the matrix test keeps complete, better-auth's endpoints
 * included), sent to a real shop process on PGlite and on PostgreSQL: wrong types, missing
 * fields, huge bodies, deep JSON, odd unicode, SQL and HTML injection, against real rows as
 * well as junk ids. No 5xx, no crash, and nothing written by a refused request.
 *
 * How "nothing written" is told apart from what an accepted request may write: every table's
 * rows are read before and after; each request that could be accepted carries a marker
 * (`zq<n>zq`) in its strings, so a row that changed must contain the marker of a request that
 * was accepted (or the id of such a row: an order's lines), or belong to the rows handed to
 * requests whose legitimate effect has no marker (the admin's status change of an order, the
 * throwaway users' own sign-out). Anything else — a row with a refused request's marker, or a
 * change nobody can account for — fails the test.
 *
 * Bodies over the API's 64 KB limit go on a connection of their own: the 413 is answered from
 * the Content-Length without reading the body, and the server then resets that kept-alive
 * connection 500 ms later (@hono/node-server's drain of the unread body never sees its end), so
 * a next request on it would be lost. Every other request must be answered.
 */

const NASTY_STRINGS = [
  "",
  " ",
  "'; DROP TABLE orders; --",
  "' OR '1'='1",
  "1 UNION SELECT password FROM account --",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "${7*7}{{7*7}}",
  "../../../../etc/passwd",
  "%00%0d%0a",
  "\u0000\u0001\u0002",
  "\ud800 lone surrogate",
  "\u202e\u202dreversed",
  "\ufeff\u200b\u200d",
  "Z\u0364\u0351\u0313a\u0308\u0316lgo",
  "𝕮𝖆𝖗𝖓𝖎𝖙𝖆𝖘 🌮🔥",
  "é".repeat(300),
  "a".repeat(5000),
  "NaN",
  "-1",
  "1e309",
  "null",
  "{}",
];

const NASTY_VALUES: unknown[] = [
  ...NASTY_STRINGS,
  null,
  true,
  false,
  0,
  -1,
  1.5,
  Number.MAX_SAFE_INTEGER,
  [],
  [null],
  {},
  { $gt: "" },
  { __proto__: { admin: true } },
  ["a".repeat(1000)],
];

/** Keys of the shop's bodies, for junk objects. Left out on purpose: lone booleans that would make a valid request (isAvailable…). */
const JUNK_KEYS = [
  "email",
  "password",
  "name",
  "idempotencyKey",
  "details",
  "lines",
  "itemId",
  "quantity",
  "status",
  "priceCents",
  "price",
  "title",
  "content",
  "isRead",
  "category",
  "message",
  "phone",
  "token",
  "callbackURL",
  "url",
];

/**
 * A request on a connection of its own, closed after it: a body over the limit leaves its
 * connection unusable (see the header), which must not take the next request down with it.
 */
function requestAlone(client: HttpClient, attempt: Attempt): Promise<Response> {
  const body = Buffer.from(attempt.body as string);
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(attempt.path, client.baseUrl),
      {
        method: attempt.method,
        agent: false,
        headers: {
          Origin: new URL(client.baseUrl).origin,
          "X-Forwarded-For": client.ip,
          Cookie: client.cookieHeader(),
          "Content-Type": attempt.contentType ?? "application/json",
          "Content-Length": String(body.length),
          Connection: "close",
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers)) if (typeof value === "string") headers.set(name, value);
          resolve(
            new Response(res.statusCode === 204 || res.statusCode === 304 ? null : Buffer.concat(chunks), {
              status: res.statusCode,
              headers,
            }),
          );
        });
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** Requests per (route, client): enough for 5,000 in all. */
const PER_ROUTE_AND_CLIENT = 22;

/** A deterministic pseudo-random sequence (the same run every time). */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state >>> 8;
  };
}
type Next = ReturnType<typeof random>;
const pick = <T>(list: readonly T[], next: Next): T => list[next() % list.length]!;

/** Percent-encodes a path segment; a lone surrogate becomes the invalid UTF-8 bytes it would be. */
const encodeSegment = (text: string) =>
  text
    .split(/([\ud800-\udfff])/)
    .map((part) => (/^[\ud800-\udfff]$/.test(part) ? "%ED%A0%80" : encodeURIComponent(part)))
    .join("");

function junkObject(next: Next, depth = 0): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  const count = next() % 6;
  for (let i = 0; i < count; i++)
    value[pick(JUNK_KEYS, next)] = depth < 2 && next() % 4 === 0 ? junkObject(next, depth + 1) : pick(NASTY_VALUES, next);
  return value;
}

/** A value of another JSON type than `value`. */
function wrongType(value: unknown, next: Next): unknown {
  if (typeof value === "string") return pick([42, -1, 1e21, null, true, {}, [], [value], { $ne: null }], next);
  if (typeof value === "number") return pick([String(value), null, {}, [], true, -value, value + 0.5, 1e21], next);
  if (typeof value === "boolean") return pick([String(value), 1, 0, null, {}, []], next);
  if (Array.isArray(value)) return pick([null, "x", {}, 42, [], Array.from({ length: 500 }, () => value[0] ?? null)], next);
  return pick([null, "x", [], 42, true], next);
}

/** Paths to every value of a JSON template (objects, arrays and leaves). */
function valuePaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== "object") return prefix.length > 0 ? [prefix] : [];
  const entries = Array.isArray(value) ? value.map((item, index) => [index, item] as const) : Object.entries(value);
  return [...(prefix.length > 0 ? [prefix] : []), ...entries.flatMap(([key, item]) => valuePaths(item, [...prefix, key]))];
}

/** The template with one value made wrong: another type, removed, a hostile string, or far too long. */
function mutateJson(template: unknown, tag: string, next: Next): unknown {
  const copy = structuredClone(template) as Record<string | number, unknown>;
  const paths = valuePaths(copy);
  if (paths.length === 0) return junkObject(next);
  const path = pick(paths, next);
  let parent: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const key = path.at(-1)!;
  const old = parent[key];
  const how = next() % 4;
  if (how === 0) parent[key] = wrongType(old, next);
  else if (how === 1) {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  } else if (how === 2 || typeof old !== "string")
    parent[key] = typeof old === "string" ? `${pick(NASTY_STRINGS, next)} ${tag}` : wrongType(old, next);
  else parent[key] = `${tag} ${"x".repeat(pick([300, 5_000, 70_000], next))}`;
  return copy;
}

function mutateQuery(path: string, next: Next): string {
  const url = new URL(path, "http://x");
  const keys = [...url.searchParams.keys()];
  if (keys.length === 0 || next() % 3 === 0)
    url.searchParams.append(
      pick(["category", "to", "order_id", "session_id", "type", "status", "limit", "archived", "token", "callbackURL"], next),
      pick(NASTY_STRINGS, next),
    );
  else if (next() % 2 === 0) url.searchParams.delete(pick(keys, next));
  else url.searchParams.set(pick(keys, next), pick(NASTY_STRINGS, next));
  return `${url.pathname}${url.search}`;
}

interface Attempt {
  label: string;
  client: string;
  method: string;
  path: string;
  body?: BodyInit;
  contentType?: string;
  /** Carried by requests that might be accepted; absent from the rest. */
  tag?: string;
  /** Not even parseable as the route's body: must be refused with a 4xx. */
  unparseable: boolean;
}

/** Rows the fuzzer may point at without them being its own: real ids, so validation and write paths run. */
interface Protected {
  itemId: string;
  postId: string;
  postSlug: string;
  messageId: string;
  order: { id: string; sessionId: string };
}

function plan(fx: Fixtures, kept: Protected, clientNames: { regular: string[]; self: Map<string, string> }): Attempt[] {
  const next = random(20261122);
  let counter = 0;
  const attempts: Attempt[] = [];
  // The fixtures are the rows admins may legitimately change; requests that must be refused
  // also point at rows nothing may change.
  const toProtected = (path: string) =>
    path
      .replaceAll(fx.item.id, kept.itemId)
      .replaceAll(fx.post.id, kept.postId)
      .replaceAll(fx.doomedPost.id, kept.postId)
      .replaceAll(fx.message.id, kept.messageId)
      .replaceAll(fx.customerOrder.id, kept.order.id)
      .replaceAll(fx.otherOrder.id, kept.order.id)
      .replaceAll(fx.customerOrder.sessionId, kept.order.sessionId)
      .replaceAll(`/${fx.post.slug}`, `/${kept.postSlug}`);
  const junkPath = (pattern: string) => pattern.replace(/:\w+/g, () => encodeSegment(pick(NASTY_STRINGS, next) || "x"));

  const cases: { route: RouteCase; prefix: string }[] = [
    ...API_ROUTES.map((route) => ({ route, prefix: "" })),
    ...AUTH_ROUTES.map((route) => ({ route, prefix: "/api/auth" })),
  ];
  for (const { route, prefix } of cases) {
    // Live streams stay open by design; the matrix test covers who may open them.
    if (route.path.endsWith("/events")) continue;
    const clients = route.selfService ? ["anonymous", clientNames.self.get(route.path)!] : clientNames.regular;
    for (const client of clients) {
      for (let i = 0; i < PER_ROUTE_AND_CLIENT; i++) {
        const tag = `zq${++counter}zq`;
        const probe: Probe = route.probe({ ...fx, tag }, "customer");
        const takesBody = probe.json !== undefined || probe.form !== undefined;
        // A route whose template has fields cannot accept a body it cannot parse; {} marks an optional body.
        const needsBody = (probe.json !== undefined && Object.keys(probe.json as object).length > 0) || probe.form !== undefined;
        const actsWithoutBody = !takesBody && probe.method !== "GET" && probe.method !== "HEAD";
        const roll = next() % 10;
        // Rolls 3 and 5–9 send the template (reshaped or with one value wrong): those may be accepted.
        const mayBeAccepted = roll >= 5 || roll === 3;
        let path = probe.path;
        if (!mayBeAccepted) {
          const where = next() % 3;
          // A route that acts without reading a body would act on a protected row: junk ids only.
          if (where === 0 || actsWithoutBody) path = `${prefix}${junkPath(route.path)}${new URL(probe.path, "http://x").search}`;
          else if (where === 1) path = toProtected(probe.path);
        }
        const attempt: Attempt = {
          label: `${route.method} ${prefix}${route.path}`,
          client,
          method: probe.method,
          path,
          unparseable: false,
        };
        if (probe.method === "GET" || probe.method === "HEAD") {
          attempt.path = mayBeAccepted ? mutateQuery(path, next) : path;
          attempt.tag = tag;
        } else if (roll === 0) {
          attempt.body = pick(["{not json", JSON.stringify(probe.json ?? {}).slice(0, -1), '{"a":1}{"b":2}', "\u0000{}", "[1,2,,3]"], next);
          attempt.contentType = "application/json";
          attempt.unparseable = needsBody;
        } else if (roll === 1) {
          attempt.body = next() % 2 === 0 ? "[".repeat(20_000) + "]".repeat(20_000) : '{"a":'.repeat(5_000) + "1" + "}".repeat(5_000);
          attempt.contentType = "application/json";
          attempt.unparseable = needsBody;
        } else if (roll === 2) {
          // Over the route's own limit (64 KB, blog posts 512 KB); uploads refuse it as no picture.
          const big = bodyLimitFor(probe.path) === LONG_TEXT_BODY_LIMIT ? LONG_TEXT_BODY_LIMIT + 136_000 : 200_000;
          attempt.body = JSON.stringify({ ...(probe.json as object), big: "x".repeat(big) });
          attempt.contentType = "application/json";
          attempt.unparseable = needsBody;
        } else if (roll === 3) {
          const flat = Object.entries((probe.json ?? { card_number: "x" }) as Record<string, unknown>).map(([key, value]) => [
            key,
            typeof value === "string" ? value : JSON.stringify(value),
          ]);
          attempt.body = pick([new URLSearchParams(flat).toString(), JSON.stringify(probe.json ?? {})], next);
          attempt.contentType = pick(
            ["application/x-www-form-urlencoded", "text/plain", "multipart/form-data; boundary=nope", "application/json; charset=utf-7"],
            next,
          );
          attempt.tag = tag;
        } else if (roll === 4) {
          attempt.body = JSON.stringify(next() % 3 === 0 ? pick(NASTY_VALUES, next) : junkObject(next));
          attempt.contentType = "application/json";
        } else if (probe.json !== undefined) {
          attempt.body = JSON.stringify(mutateJson(probe.json, tag, next));
          attempt.contentType = "application/json";
          attempt.tag = tag;
        } else if (probe.form !== undefined) {
          const form = new FormData();
          for (const [name, value] of Object.entries(probe.form)) {
            const how = next() % 4;
            if (how === 0) continue;
            if (how === 1) form.set(name, pick(NASTY_STRINGS, next));
            else if (how === 2)
              form.set(
                name,
                new Blob([pick(NASTY_STRINGS, next)], { type: pick(["image/png", "text/html", "application/octet-stream"], next) }),
                "x.png",
              );
            else form.set(name, value);
          }
          attempt.body = form;
          attempt.tag = tag;
        } else {
          attempt.body = JSON.stringify(junkObject(next));
          attempt.contentType = "application/json";
          attempt.tag = tag;
        }
        attempts.push(attempt);
      }
    }
  }
  // Paths no route has: under the API, better-auth's mount and the sandbox.
  for (let i = 0; i < 120; i++) {
    const prefix = pick(["/api/", "/api/auth/", "/api/admin/", "/sandbox/", "/api/account/"], next);
    attempts.push({
      label: `${prefix}<junk>`,
      client: pick(clientNames.regular, next),
      method: pick(["GET", "POST", "PUT", "DELETE", "PATCH"], next),
      path: `${prefix}${encodeSegment(pick(NASTY_STRINGS, next) || "x")}`,
      unparseable: false,
    });
  }
  return attempts;
}

/** Drops the rows `excluded` names, then the rows of accepted requests and the rows that name those. */
function unexplainedChanges(
  before: TableRows,
  after: TableRows,
  excluded: string[],
  accepted: Set<string>,
  refused: Map<string, string>,
): string[] {
  // Rate-limit counters (one per client address and scope, kept as a hash) count every request,
  // refused or not, by design: they are the limiter's record, not data a request changed. The
  // payment sweeper's lease is renewed every minute by whichever instance holds it (ADR 0020). The
  // reports' roll-ups (ADR 0025) are worked out again from the orders by the background round and
  // by any report: derived from what the other tables hold, which are compared.
  const derived = new Set(["rate_limit_counters", "leases", "report_dirty", "report_state", "report_days", "report_months"]);
  const changes = changedRows(before, after).filter(({ table }) => !derived.has(table));
  const explained = new Set<string>([...excluded, ...accepted]);
  const isExplained = (row: string) => [...explained].some((needle) => row.includes(needle));
  // A fixed point: an accepted order explains its lines and its history, which name it.
  for (let grown = true; grown;) {
    grown = false;
    for (const { row } of changes) {
      if (!isExplained(row)) continue;
      const id = (JSON.parse(row) as { id?: unknown }).id;
      if (typeof id === "string" && !explained.has(id)) {
        explained.add(id);
        grown = true;
      }
    }
  }
  return changes
    .filter(({ row }) => !isExplained(row))
    .map(({ table, side, row }) => {
      const marker = /zq\d+zq/.exec(row)?.[0];
      const where = `${table} (${side === "before" ? "removed or changed" : "added or changed"}): ${row.slice(0, 400)}`;
      return marker && refused.has(marker) ? `written by a refused request [${refused.get(marker)}]: ${where}` : `unexplained: ${where}`;
    });
}

function fuzzSuite(kind: "pglite" | "postgres") {
  describe(`hostile input [${kind}]`, () => {
    const dataDir = tempDataDir();
    let database: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
    let shop: ShopProcess | undefined;
    let env: Record<string, string>;
    let port: number;
    let base: string;
    let clients: Map<string, HttpClient>;
    let fx: Fixtures;
    let kept: Protected;
    /** Route path → name of the throwaway client that sends it; and that client's e-mail. */
    const selfClients = new Map<string, string>();
    const selfEmails: string[] = [];

    const readTables = async () => {
      if (database) return readAllTablesOnPostgres(database.pool);
      // PGlite is one process's: read it while the shop is stopped, then start it again.
      await stopShop(shop);
      const rows = await readAllTablesOnPglite(dataDir);
      shop = await startedShop(env, port);
      return rows;
    };

    beforeAll(async () => {
      port = await freePort();
      base = `http://127.0.0.1:${port}`;
      env = { DATA_DIR: dataDir, ...SIMULATED_CLIENTS_ENV, PUBLIC_URL: base, LOG_LEVEL: "warn" };
      if (kind === "postgres") {
        database = await createScratchDatabase(await requirePostgres(), "shop_fuzz");
        env.DATABASE_URL = database.url;
      }
      shop = await startedShop(env, port);
      const anonymous = new HttpClient(base, "198.18.0.1");
      const customer = await signedIn(base, "fuzz-customer@example.com", "198.18.0.2");
      const admin = await signedIn(base, "admin@example.com", "198.18.0.3");
      const otherCustomer = await signedIn(base, "fuzz-owner@example.com", "198.18.0.4");
      clients = new Map([
        ["anonymous", anonymous],
        ["customer", customer],
        ["admin", admin],
      ]);
      // Throwaway users for the endpoints that change the caller's own account or session.
      for (const [index, route] of AUTH_ROUTES.filter((candidate) => candidate.selfService).entries()) {
        const name = `self-${index}`;
        selfEmails.push(`fuzz-self-${index}@example.com`);
        clients.set(name, await signedIn(base, selfEmails.at(-1)!, `198.18.1.${index + 1}`));
        selfClients.set(route.path, name);
      }
      fx = await createFixtures({ anonymous, customer, otherCustomer, admin }, "fuzz");
      const fullMenu = (await (await fetch(`${base}/api/menu`)).json()) as { items: { id: string; schedule: ItemSchedule }[] };
      const menu = { items: orderableNow(fullMenu.items) };
      const { posts } = (await (await fetch(`${base}/api/blog/posts`)).json()) as { posts: { id: string; slug: string }[] };
      const seeded = posts.find((post) => post.slug !== fx.post.slug)!;
      const { message } = (await (
        await anonymous.request("/api/contact", {
          method: "POST",
          json: { name: "Kept", email: "kept@example.com", phone: "", message: "Keep me" },
        })
      ).json()) as { message: { id: string } };
      kept = {
        itemId: menu.items.find((item) => item.id !== fx.item.id)!.id,
        postId: seeded.id,
        postSlug: seeded.slug,
        messageId: message.id,
        order: await placeOrder(customer, "fuzz-kept-order-key", menu.items[0]!.id, "kept-order@example.com"),
      };
    }, 180_000);

    afterAll(async () => {
      await stopShop(shop);
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it("answers at least 5,000 malformed requests without a 5xx, a crash or a write by a refused request", async () => {
      const before = await readTables();
      const attempts = plan(fx, kept, { regular: ["anonymous", "customer", "admin"], self: selfClients });
      expect(attempts.length).toBeGreaterThanOrEqual(5_000);

      const failures: string[] = [];
      const accepted = new Set<string>();
      const refused = new Map<string, string>();
      let limited = 0;
      let sent = 0;
      let closed = 0;
      let writesAccepted = 0;
      let writesRefused = 0;
      const queue = attempts.entries();
      await Promise.all(
        Array.from({ length: 6 }, async () => {
          for (const [index, attempt] of queue) {
            const client = clients.get(attempt.client)!;
            // A new address each time: the handlers' own checks run rather than the rate limits.
            client.ip = `198.19.${(index >> 8) & 255}.${index & 255}`;
            const headers: Record<string, string> = attempt.contentType ? { "Content-Type": attempt.contentType } : {};
            const oversized =
              typeof attempt.body === "string" &&
              attempt.path.startsWith("/api/") &&
              Buffer.byteLength(attempt.body) > bodyLimitFor(attempt.path);
            let res: Response;
            try {
              res = oversized
                ? await requestAlone(client, attempt)
                : await client.request(attempt.path, { method: attempt.method, body: attempt.body, headers });
              await res.arrayBuffer();
            } catch (error) {
              // A body over the limit may be refused by closing its connection before the 413 is read.
              if (oversized) {
                closed++;
                if (attempt.tag) refused.set(attempt.tag, `connection closed: ${attempt.method} ${attempt.path.slice(0, 100)}`);
              } else {
                failures.push(
                  `network error ${String((error as Error).cause ?? error)}: ${attempt.client} ${attempt.method} ${attempt.path.slice(0, 100)}`,
                );
              }
              continue;
            }
            sent++;
            const what = `${res.status} ${attempt.client} ${attempt.method} ${attempt.path.slice(0, 100)} ${typeof attempt.body === "string" ? attempt.body.slice(0, 80) : ""}`;
            if (res.status >= 500) failures.push(what);
            // Refusals by redirect: to an error page, or (the OAuth callback's form_post) to the GET of itself, which refuses.
            const location = res.headers.get("location") ?? "";
            const refusedByRedirect = res.status === 302 && (/error/i.test(location) || location.includes("/api/auth/callback/"));
            if (attempt.unparseable && (res.status < 400 || res.status >= 500) && !refusedByRedirect)
              failures.push(`not refused: ${what} → ${res.headers.get("location")}`);
            if (res.status === 429) limited++;
            const wasAccepted = res.status < 400;
            if (attempt.tag && wasAccepted) accepted.add(attempt.tag);
            if (attempt.tag && !wasAccepted) refused.set(attempt.tag, what);
            if (attempt.method !== "GET" && attempt.method !== "HEAD") {
              if (wasAccepted) writesAccepted++;
              else writesRefused++;
            }
          }
        }),
      );
      expect(failures).toEqual([]);
      expect(sent + closed).toBe(attempts.length);
      // The requests reached the handlers' validation, not the rate limiters.
      expect(limited).toBeLessThan(sent * 0.05);
      // Refused requests far outnumber the accepted ones (the fuzzer is not sending valid requests).
      expect(writesRefused).toBeGreaterThan(writesAccepted * 4);

      // Still up, and the signed-in clients are still who they were.
      expect(shop!.child.exitCode).toBeNull();
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      for (const [name, email] of [
        ["customer", "fuzz-customer@example.com"],
        ["admin", "admin@example.com"],
      ] as const) {
        const { user } = (await (await clients.get(name)!.request("/api/session")).json()) as { user: { email: string } | null };
        expect(user?.email).toBe(email);
      }

      const after = await readTables();
      const selfIds = [...after.get("user")!, ...before.get("user")!]
        .map((row) => JSON.parse(row) as { id: string; email: string })
        .filter((user) => selfEmails.includes(user.email))
        .map((user) => user.id);
      const excluded = [
        // What the admin may change without a marker: the fixtures' status, availability, archive and read flags, a deleted post.
        fx.item.id,
        // The shop's one settings row (ADR 0014): hours, capacity and delivery terms carry no text to mark.
        '"weekly_hours":',
        fx.post.id,
        fx.doomedPost.id,
        fx.message.id,
        fx.customerOrder.id,
        fx.customerOrder.sessionId,
        "fuzz-customer-order@example.com",
        // The throwaway users signing themselves out, renaming themselves, revoking their sessions.
        ...selfIds,
        ...selfEmails,
      ];
      expect(unexplainedChanges(before, after, excluded, accepted, refused)).toEqual([]);
      console.log(
        `hostile input [${kind}]: ${attempts.length} requests; ${writesRefused} requests to change something refused, ${writesAccepted} accepted; ${limited} rate-limited; ${closed} oversized bodies refused by closing the connection`,
      );
    }, 600_000);

    it("refuses the requests it once answered with a 500", async () => {
      const admin = clients.get("admin")!;
      // A NUL character in the dev mailbox's query (PostgreSQL cannot hold one).
      expect((await admin.request("/dev/mailbox.json?to=%00%01")).status).toBe(400);
      // A broken multipart body on the sandbox's pay page.
      const pay = await admin.request(`/sandbox/pay/${fx.customerOrder.sessionId}`, {
        method: "POST",
        body: "{}",
        headers: { "Content-Type": "multipart/form-data; boundary=nope" },
      });
      expect(pay.status).toBe(400);
      // A null name through better-auth's update-user (a NOT NULL column).
      const self = clients.get(selfClients.get("/update-user")!)!;
      const renamed = await self.request("/api/auth/update-user", { method: "POST", json: { name: null } });
      expect(renamed.status).toBe(400);
      expect((await self.request("/api/auth/update-user", { method: "POST", json: 42 })).status).toBeLessThan(500);
      expect((await self.request("/api/auth/update-user", { method: "POST", json: { name: "Still Me" } })).status).toBe(200);
    });

    it("refuses every request that changes something when it comes from another site, with the admin's cookie", async () => {
      const admin = clients.get("admin")!;
      const answers: string[] = [];
      const cases = [
        ...API_ROUTES.map((route) => ({ route, prefix: "" })),
        ...AUTH_ROUTES.map((route) => ({ route, prefix: "/api/auth" })),
      ];
      for (const { route, prefix } of cases) {
        const probe = route.probe({ ...fx, tag: "zqcrosszq" }, "admin");
        if (probe.method === "GET" || probe.method === "HEAD" || route.signedWebhook) continue;
        for (const [origin, site] of [
          ["https://evil.example", undefined],
          [undefined, "cross-site"],
        ] as const) {
          const form = probe.form
            ? new URLSearchParams(Object.entries(probe.form).filter((entry): entry is [string, string] => typeof entry[1] === "string"))
            : undefined;
          const res = await fetch(`${base}${probe.path}`, {
            method: probe.method,
            headers: {
              Cookie: admin.cookieHeader(),
              "X-Forwarded-For": admin.ip,
              "Content-Type": form ? "application/x-www-form-urlencoded" : "application/json",
              ...(origin && { Origin: origin }),
              ...(site && { "Sec-Fetch-Site": site }),
            },
            body: form ?? JSON.stringify(probe.json ?? {}),
          });
          const body = await res.text();
          if (res.status !== 403 || !body.includes('"forbidden"'))
            answers.push(`${res.status} ${probe.method} ${prefix}${route.path} (${origin ?? site}): ${body.slice(0, 120)}`);
        }
      }
      expect(answers).toEqual([]);
      // The admin is still signed in: the sign-out from elsewhere was refused too.
      const { user } = (await (await admin.request("/api/session")).json()) as { user: { email: string } | null };
      expect(user?.email).toBe("admin@example.com");
    });
  });
}

fuzzSuite("pglite");
fuzzSuite("postgres");
