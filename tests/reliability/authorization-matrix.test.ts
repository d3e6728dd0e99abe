import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIMULATED_CLIENTS_ENV, HttpClient, signedIn } from "../../support/http-client";
import { freePort, startedShop, stopShop, tempDataDir, type ShopProcess } from "../../support/shop-process";
import { routesOfTheShop } from "./app-routes";
import { createFixtures } from "./fixtures";
import {
  API_ROUTES,
  AUTH_ROUTES,
  PAGE_DATA_ROUTES,
  PAGE_ROUTES,
  DOOMED_STAFF,
  ROLES,
  type Expectation,
  type Fixtures,
  type Probe,
  type Role,
  type RouteCase,
} from "./route-table";
import { openEventStream } from "../../support/event-stream";

/**
 * The reliability suite (docs/benchmarks.md 'Reliability'): every route × {anonymous, customer, another customer, admin} against a real
 * shop process (API, better-auth, pages and their loader data), each role's answer asserted from
 * the table in route-table.ts; then what the statuses cannot show: whose orders each one sees,
 * and whose order changes reach each live stream.
 */

const ADMIN_EMAILS = ["admin@example.com", "admin-2@example.com", "admin-3@example.com"];

describe("authorization matrix", () => {
  const dataDir = tempDataDir();
  let shop: ShopProcess;
  let base: string;
  let clients: Record<Role, HttpClient>;
  let fx: Fixtures;
  let spare = 0;

  /** A client of `role` signed in for one request that ends or changes its session. */
  async function spareClient(role: Role): Promise<HttpClient> {
    spare++;
    const ip = `10.90.1.${spare}`;
    if (role === "anonymous") return new HttpClient(base, ip);
    if (role === "staff") return staffSignedIn(`matrix-spare-staff-${spare}@example.com`, ip, clients.admin);
    return signedIn(base, role === "admin" ? ADMIN_EMAILS[spare % ADMIN_EMAILS.length]! : `matrix-spare-${spare}@example.com`, ip);
  }

  /** Staff are made by the owner on the Team page, then sign in like anyone. */
  async function grantStaff(owner: HttpClient, email: string) {
    const res = await owner.request("/api/admin/team", { method: "PUT", json: { email, role: "staff" } });
    expect(res.status, await res.text()).toBe(200);
  }
  async function staffSignedIn(email: string, ip: string, owner: HttpClient): Promise<HttpClient> {
    await grantStaff(owner, email);
    return signedIn(base, email, ip);
  }

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    shop = await startedShop(
      { DATA_DIR: dataDir, ...SIMULATED_CLIENTS_ENV, PUBLIC_URL: base, LOG_LEVEL: "warn", ADMIN_EMAILS: ADMIN_EMAILS.join(",") },
      port,
    );
    const adminClient = await signedIn(base, "admin@example.com", "10.90.0.4");
    clients = {
      anonymous: new HttpClient(base, "10.90.0.1"),
      customer: await signedIn(base, "matrix-customer@example.com", "10.90.0.2"),
      otherCustomer: await signedIn(base, "matrix-other@example.com", "10.90.0.3"),
      admin: adminClient,
      staff: await staffSignedIn("matrix-staff@example.com", "10.90.0.5", adminClient),
    };
    // A member for the owner's DELETE /api/admin/team to remove.
    await grantStaff(adminClient, DOOMED_STAFF);
    fx = await createFixtures(clients, "matrix");
  }, 120_000);

  afterAll(async () => {
    await stopShop(shop);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("has an expectation for every route the shop serves", async () => {
    const { app, auth, pages } = await routesOfTheShop();
    const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`;
    const listed = (cases: RouteCase[]) => new Set(cases.map(key));
    // better-auth's endpoints are all behind its mount; the table lists them one by one.
    const mounts = app.filter((route) => route.path.includes("*")).map(key);
    expect(mounts.sort()).toEqual(["GET /api/auth/*", "POST /api/auth/*"]);
    expect(
      app
        .filter((route) => !route.path.includes("*"))
        .map(key)
        .filter((route) => !listed(API_ROUTES).has(route)),
    ).toEqual([]);
    expect(auth.map(key).filter((route) => !listed(AUTH_ROUTES).has(route))).toEqual([]);
    expect(pages.map(key).filter((route) => !listed(PAGE_ROUTES).has(route))).toEqual([]);
    // And nothing listed that the shop does not serve (a stale entry would assert nothing).
    expect([...listed(API_ROUTES)].filter((route) => !app.some((served) => key(served) === route))).toEqual([]);
    expect([...listed(AUTH_ROUTES)].filter((route) => !auth.some((served) => key(served) === route))).toEqual([]);
    expect([...listed(PAGE_ROUTES)].filter((route) => !pages.some((served) => key(served) === route))).toEqual([]);
  });

  async function send(client: HttpClient, probe: Probe): Promise<{ res: Response; text: string }> {
    let body: BodyInit | undefined;
    if (probe.form) {
      const hasFile = Object.values(probe.form).some((value) => typeof value !== "string");
      if (hasFile) {
        const form = new FormData();
        for (const [name, value] of Object.entries(probe.form)) form.set(name, value);
        body = form;
      } else body = new URLSearchParams(probe.form as Record<string, string>);
    }
    const res = await client.request(probe.path, { method: probe.method, json: probe.json, body });
    if (probe.stream) {
      // A live stream stays open: its head is the answer.
      await res.body?.cancel();
      return { res, text: "" };
    }
    return { res, text: await res.text() };
  }

  function problems(expectation: Expectation, res: Response, text: string, stream: boolean): string[] {
    const wanted = typeof expectation === "number" ? { status: expectation } : expectation;
    const found: string[] = [];
    if (res.status !== wanted.status) found.push(`status ${res.status}, expected ${wanted.status}: ${text.slice(0, 160)}`);
    if (wanted.location !== undefined) {
      const location = new URL(res.headers.get("location") ?? "", base);
      if (`${location.pathname}${location.search}` !== wanted.location)
        found.push(`redirected to ${location.pathname}${location.search}, expected ${wanted.location}`);
    }
    for (const needle of wanted.contains ?? []) if (!text.includes(needle)) found.push(`lacks ${JSON.stringify(needle)}`);
    for (const needle of wanted.lacks ?? []) if (text.includes(needle)) found.push(`contains ${JSON.stringify(needle)}`);
    if (stream && res.status === 200 && !res.headers.get("content-type")?.startsWith("text/event-stream"))
      found.push(`content-type ${res.headers.get("content-type")}`);
    return found;
  }

  it("answers each role on every route exactly as the table says", async () => {
    const failures: string[] = [];
    let checked = 0;
    const cases = [
      ...API_ROUTES,
      ...AUTH_ROUTES.map((route) => ({ ...route, path: `/api/auth${route.path}` })),
      ...PAGE_ROUTES,
      ...PAGE_DATA_ROUTES,
    ];
    for (const route of cases) {
      const expectations = typeof route.expect === "function" ? route.expect(fx) : route.expect;
      for (const role of ROLES) {
        const client = route.endsSession ? await spareClient(role) : clients[role];
        const probe = route.probe({ ...fx, tag: `${role}-${checked}` }, role);
        const { res, text } = await send(client, probe);
        checked++;
        for (const problem of problems(expectations[role], res, text, Boolean(probe.stream)))
          failures.push(`${route.method} ${route.path} as ${role}: ${problem}`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBe(cases.length * ROLES.length);
    // The sessions the matrix used are still the same people (nothing above signed them out or swapped them).
    for (const role of ["customer", "otherCustomer", "staff", "admin"] as const) {
      const { user } = (await (await clients[role].request("/api/session")).json()) as { user: { email: string } | null };
      expect(user?.email, role).toBe(
        {
          customer: "matrix-customer@example.com",
          otherCustomer: "matrix-other@example.com",
          staff: "matrix-staff@example.com",
          admin: "admin@example.com",
        }[role],
      );
    }
  }, 300_000);

  it("shows each customer their own orders and nobody else's", async () => {
    const ids = async (role: Role) =>
      ((await (await clients[role].request("/api/account/orders")).json()) as { orders: { id: string }[] }).orders.map((order) => order.id);
    expect(await ids("customer")).toContain(fx.customerOrder.id);
    expect(await ids("customer")).not.toContain(fx.otherOrder.id);
    expect(await ids("otherCustomer")).toContain(fx.otherOrder.id);
    expect(await ids("otherCustomer")).not.toContain(fx.customerOrder.id);
    expect(await ids("admin")).not.toContain(fx.customerOrder.id);
    // The page and its loader data too.
    for (const path of ["/account/orders", "/account/orders.data"]) {
      const page = await (await clients.otherCustomer.request(path)).text();
      expect(page, path).toContain(fx.otherOrder.id);
      expect(page, path).not.toContain(fx.customerOrder.id);
    }
    // The payment poll answers only to the order's own session id.
    const payment = async (orderId: string, sessionId: string) =>
      (
        (await (await clients.otherCustomer.request(`/api/checkout/payment?order_id=${orderId}&session_id=${sessionId}`)).json()) as {
          payment: unknown;
        }
      ).payment;
    expect(await payment(fx.customerOrder.id, fx.otherOrder.sessionId)).toBeNull();
    expect(await payment(fx.customerOrder.id, "sbx_cs_guess")).toBeNull();
    expect(await payment(fx.customerOrder.id, fx.customerOrder.sessionId)).not.toBeNull();
  });

  it("sends each customer's live stream their own order changes only", async () => {
    const customerStream = await openEventStream(clients.customer, "/api/account/orders/events");
    const otherStream = await openEventStream(clients.otherCustomer, "/api/account/orders/events");
    const adminStream = await openEventStream(clients.admin, "/api/admin/orders/events");
    const refused = await Promise.all([
      openEventStream(clients.anonymous, "/api/account/orders/events"),
      openEventStream(clients.otherCustomer, "/api/admin/orders/events"),
    ]);
    try {
      expect(refused.map((stream) => stream.status)).toEqual([401, 403]);
      for (const stream of [customerStream, otherStream, adminStream]) {
        expect(stream.status).toBe(200);
        await stream.until((events) => events.some((event) => event.event === "ready"));
      }
      const change = async (orderId: string, status: string) => {
        const res = await clients.admin.request(`/api/admin/orders/${orderId}/status`, { method: "PATCH", json: { status } });
        expect(res.status).toBe(200);
        expect(((await res.json()) as { changed: boolean }).changed).toBe(true);
      };
      // Changes reach each stream in order: once the customer has seen the third, a leak of
      // the second (the other customer's) would have arrived before it.
      await change(fx.customerOrder.id, "completed");
      await change(fx.otherOrder.id, "completed");
      await change(fx.customerOrder.id, "cancelled");
      const orderIds = (stream: typeof customerStream) =>
        stream.events.filter((event) => event.event === "order").map((event) => (JSON.parse(event.data) as { id: string }).id);
      await adminStream.until(() => orderIds(adminStream).length >= 3);
      await customerStream.until(() => orderIds(customerStream).length >= 2);
      await otherStream.until(() => orderIds(otherStream).length >= 1);
      expect(orderIds(adminStream)).toEqual([fx.customerOrder.id, fx.otherOrder.id, fx.customerOrder.id]);
      expect(orderIds(customerStream)).toEqual([fx.customerOrder.id, fx.customerOrder.id]);
      // The other customer's stream: its own change, and nothing of the first customer's.
      await change(fx.otherOrder.id, "pending");
      await otherStream.until(() => orderIds(otherStream).length >= 2);
      expect(orderIds(otherStream)).toEqual([fx.otherOrder.id, fx.otherOrder.id]);
    } finally {
      for (const stream of [customerStream, otherStream, adminStream, ...refused]) stream.close();
    }
  });
});
