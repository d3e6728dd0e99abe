import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createCategory, createItem } from "@server/db/factories";
import { createHttpServer } from "@server/fast-path";
import { API_PREFIX } from "@server/routes";
import { publicMenuRoutes } from "@server/routes/menu";
import { describeEachDatabase } from "../setup/test-app";

/**
 * The catalogue's HTTP fast path must answer exactly like the app (same bytes, ETag, headers
 * that matter), fall back to the app on a miss, and never serve a stale list.
 */
/** The fast path's request ids are this process's id and a counter; the app's are UUIDs. */
const isFastPath = (res: Response) => /^[0-9a-f]{8}-\d+$/.test(res.headers.get("x-request-id") ?? "");

/** A response's headers, less the ones that differ by design: the request's id and the date. */
function headersOf(res: Response): Record<string, string> {
  const headers = Object.fromEntries(res.headers);
  delete headers["x-request-id"];
  delete headers.date;
  return headers;
}

describeEachDatabase("catalogue fast path", (harness) => {
  let server: Server;
  let base: string;

  beforeAll(async () => {
    server = createHttpServer(harness().app, harness().ctx);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("answers a cache hit with the app's bytes, ETag and headers, in every encoding", async () => {
    const { db } = harness().ctx;
    const category = await createCategory(db, { name: "Carnitas", slug: "carnitas" });
    for (let i = 0; i < 12; i++) await createItem(db, { categoryId: category.id, name: `Cut ${i}`, description: "x".repeat(100) });
    // Each insert notifies the cache (PostgreSQL delivers it a moment later): once two asks in a
    // row find it filled, the last notification is in and every later ask is a hit.
    await expect
      .poll(
        async () =>
          [await fetch(`${base}/api/menu?category=carnitas`), await fetch(`${base}/api/menu?category=carnitas`)].every(isFastPath),
        {
          timeout: 10_000,
        },
      )
      .toBe(true);

    const fromApp = await fetch(`${base}/api/menu?category=carnitas&`); // a query the fast path leaves to the app
    const appBody = await fromApp.text();
    const fromFastPath = await fetch(`${base}/api/menu?category=carnitas`);
    expect(isFastPath(fromFastPath)).toBe(true);
    expect(isFastPath(fromApp)).toBe(false);
    expect(await fromFastPath.text()).toBe(appBody);
    // Every header of both, but the request's own id and the clock's, in every encoding: a
    // trailing '&' is a query the fast path leaves to the app, which answers from the same entry.
    expect(headersOf(fromFastPath)).toEqual(headersOf(fromApp));
    for (const encoding of ["br", "gzip", "identity"]) {
      const init = { headers: { "Accept-Encoding": encoding } };
      const [fast, app] = [
        await fetch(`${base}/api/menu?category=carnitas`, init),
        await fetch(`${base}/api/menu?category=carnitas&`, init),
      ];
      expect(isFastPath(fast), encoding).toBe(true);
      expect(isFastPath(app), encoding).toBe(false);
      expect(headersOf(fast), encoding).toEqual(headersOf(app));
      expect(fast.headers.get("content-encoding"), encoding).toBe(encoding === "identity" ? null : encoding);
    }
    // fetch decompresses: the same JSON arrives whatever the encoding.
    for (const encoding of ["br", "gzip", "identity"]) {
      const res = await fetch(`${base}/api/menu?category=carnitas`, { headers: { "Accept-Encoding": encoding } });
      expect(await res.text()).toBe(appBody);
    }
    const notModified = await fetch(`${base}/api/menu?category=carnitas`, { headers: { "If-None-Match": fromApp.headers.get("etag")! } });
    expect(notModified.status).toBe(304);
    // The app's own 304 (a query the fast path leaves to it) has the same headers.
    const appNotModified = await fetch(`${base}/api/menu?category=carnitas&`, {
      headers: { "If-None-Match": fromApp.headers.get("etag")! },
    });
    expect(appNotModified.status).toBe(304);
    expect(headersOf(notModified)).toEqual(headersOf(appNotModified));
  });

  it("leaves everything else to the app, and never serves a stale list", async () => {
    const { db } = harness().ctx;
    const category = await createCategory(db, { name: "Beef", slug: "beef" });
    await createItem(db, { categoryId: category.id, name: "Arrachera" });
    expect((await fetch(`${base}/api/menu?category=Bad%20Slug`)).status).toBe(400);
    const first = (await (await fetch(`${base}/api/menu`)).json()) as { items: unknown[] };
    await fetch(`${base}/api/menu`); // now a hit
    await createItem(db, { categoryId: category.id, name: "Diezmillo" });
    await expect
      .poll(async () => ((await (await fetch(`${base}/api/menu`)).json()) as { items: unknown[] }).items.length, { timeout: 5_000 })
      .toBe(first.items.length + 1);
  });

  it("keeps each language's answer apart (ADR 0015): ?lang=es in either order with the category, never the English", async () => {
    const { db } = harness().ctx;
    const category = await createCategory(db, { name: "Beef", nameEs: "Res", slug: "beef" });
    await createItem(db, { categoryId: category.id, name: "Ground Beef", nameEs: "Carne molida" });
    const names = async (res: Response) => ((await res.json()) as { items: { name: string }[] }).items.map((item) => item.name);
    const hits = async (path: string) => {
      await expect
        .poll(async () => [await fetch(`${base}${path}`), await fetch(`${base}${path}`)].every(isFastPath), { timeout: 10_000 })
        .toBe(true);
    };
    await hits("/api/menu?lang=es");
    await hits("/api/menu");
    const spanish = await fetch(`${base}/api/menu?lang=es`);
    expect(isFastPath(spanish)).toBe(true);
    expect(await names(spanish)).toEqual(["Carne molida"]);
    const english = await fetch(`${base}/api/menu`);
    expect(isFastPath(english)).toBe(true);
    expect(await names(english)).toEqual(["Ground Beef"]);
    // The same answer as the app's, whichever order the parameters come in.
    await hits("/api/menu?category=beef&lang=es");
    const fromApp = await fetch(`${base}/api/menu?category=beef&lang=es&`);
    expect(isFastPath(fromApp)).toBe(false);
    const appBody = await fromApp.text();
    for (const path of ["/api/menu?category=beef&lang=es", "/api/menu?lang=es&category=beef"]) {
      const res = await fetch(`${base}${path}`);
      expect(isFastPath(res), path).toBe(true);
      expect(await res.text(), path).toBe(appBody);
    }
    await hits("/api/categories?lang=es");
    expect(((await (await fetch(`${base}/api/categories?lang=es`)).json()) as { categories: { name: string }[] }).categories).toEqual([
      { id: category.id, name: "Res", slug: "beef" },
    ]);
    // Parameters the fast path does not know, or twice, are the app's to judge.
    for (const path of [
      "/api/menu?lang=fr",
      "/api/menu?lang=es&lang=es",
      "/api/categories?category=beef",
      "/api/menu/featured?lang=es&x=1",
    ]) {
      expect(isFastPath(await fetch(`${base}${path}`)), path).toBe(false);
    }
  });

  it("answers every route of the catalogue's table (routes/menu.ts) with the app's bytes and headers, in both languages", async () => {
    const { db } = harness().ctx;
    const category = await createCategory(db, { name: "Pork", nameEs: "Cerdo", slug: "pork" });
    await createItem(db, { categoryId: category.id, name: "Chops", nameEs: "Chuletas", description: "x".repeat(1200) });
    for (const route of Object.values(publicMenuRoutes)) {
      for (const query of ["", "?lang=es"]) {
        const path = `${API_PREFIX}${route.path}${query}`;
        await expect
          .poll(async () => [await fetch(`${base}${path}`), await fetch(`${base}${path}`)].every(isFastPath), { timeout: 10_000 })
          .toBe(true);
        // A trailing '?' or '&' is a query the fast path leaves to the app.
        const appPath = `${path}${query ? "&" : "?"}`;
        for (const encoding of ["br", "gzip", "identity"]) {
          const init = { headers: { "Accept-Encoding": encoding } };
          const [fast, app] = [await fetch(`${base}${path}`, init), await fetch(`${base}${appPath}`, init)];
          expect([isFastPath(fast), isFastPath(app)], `${path} ${encoding}`).toEqual([true, false]);
          expect(app.status, `${path} ${encoding}`).toBe(200);
          expect(headersOf(fast), `${path} ${encoding}`).toEqual(headersOf(app));
          expect(Buffer.from(await fast.arrayBuffer()), `${path} ${encoding}`).toEqual(Buffer.from(await app.arrayBuffer()));
        }
      }
    }
  });
});
