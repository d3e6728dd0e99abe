import { expect, it } from "vitest";
import { createCategory, createItem } from "@server/db/factories";
import { describeEachDatabase } from "../setup/test-app";

describeEachDatabase("public catalogue API", (harness) => {
  async function seedCatalog() {
    const { db } = harness().ctx;
    const beef = await createCategory(db, { name: "Beef", slug: "beef" });
    const carnitas = await createCategory(db, { name: "Carnitas", slug: "carnitas" });
    const maciza = await createItem(db, {
      categoryId: carnitas.id,
      name: "Carnitas Maciza",
      priceCents: 1599,
      priceUnit: "lb",
      isFeatured: true,
    });
    await createItem(db, { categoryId: carnitas.id, name: "Carnitas Mixed", priceCents: 1399, isFeatured: true });
    await createItem(db, { categoryId: beef.id, name: "Arrachera", priceCents: 1499, isFeatured: true });
    await createItem(db, { categoryId: beef.id, name: "Diezmillo", priceCents: 899, isFeatured: true });
    await createItem(db, { categoryId: beef.id, name: "Hidden Cut", isAvailable: false, isFeatured: true });
    await createItem(db, { categoryId: beef.id, name: "Old Cut", isArchived: true, isFeatured: true });
    return { beef, carnitas, maciza };
  }

  it("lists categories ordered by name", async () => {
    const { db } = harness().ctx;
    await createCategory(db, { name: "Pork", slug: "pork" });
    await createCategory(db, { name: "Beef", slug: "beef" });
    await createCategory(db, { name: "Chicken", slug: "chicken" });
    const res = await harness().request("/api/categories");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { categories: { name: string }[] };
    expect(body.categories.map((c) => c.name)).toEqual(["Beef", "Chicken", "Pork"]);
  });

  it("lists only available, not archived items, with their category and price in cents", async () => {
    const { maciza } = await seedCatalog();
    const res = await harness().request("/api/menu");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { items: { id: string; name: string; priceCents: number; category: { slug: string } }[] };
    expect(body.items.map((i) => i.name)).toEqual(["Arrachera", "Diezmillo", "Carnitas Maciza", "Carnitas Mixed"]);
    const item = body.items.find((i) => i.id === maciza.id)!;
    expect(item).toMatchObject({ priceCents: 1599, priceUnit: "lb", category: { slug: "carnitas", name: "Carnitas" } });
  });

  it("filters by category slug; an unknown slug gives an empty list", async () => {
    await seedCatalog();
    const carnitas = (await (await harness().request("/api/menu?category=carnitas")).json()) as { items: { name: string }[] };
    expect(carnitas.items.map((i) => i.name)).toEqual(["Carnitas Maciza", "Carnitas Mixed"]);
    const unknown = await harness().request("/api/menu?category=lamb");
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ items: [] });
  });

  it("lists at most 3 featured items, all available and not archived", async () => {
    await seedCatalog();
    const body = (await (await harness().request("/api/menu/featured")).json()) as { items: { name: string }[] };
    expect(body.items).toHaveLength(3);
    expect(body.items.map((i) => i.name)).not.toContain("Hidden Cut");
    expect(body.items.map((i) => i.name)).not.toContain("Old Cut");
  });

  it.each([
    ["/api/menu?category=Not%20A%20Slug"],
    ["/api/menu?category=beef&category=pork"],
    ["/api/menu?category=%27%3B%20drop%20table%20items%3B--"],
    [`/api/menu?category=${"a".repeat(200)}`],
  ])("answers a malformed request %s with a 400 JSON error", async (path) => {
    const res = await harness().request(path);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("validation_failed");
    expect(typeof body.error.message).toBe("string");
  });

  it("refuses a NUL character anywhere in a request with a 400, before any query", async () => {
    for (const path of ["/api/menu?category=%00", "/api/nothing%00here"]) {
      const res = await harness().request(path);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: "bad_request" } });
    }
    const post = await harness().request("/api/checkout", {
      method: "POST",
      body: JSON.stringify({ name: "a\u0000b" }),
      headers: { "Content-Type": "application/json" },
    });
    expect(post.status).toBe(400);
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await harness().request("/api/nope");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: "not_found" } });
  });

  it("sends an ETag and answers a matching If-None-Match with 304", async () => {
    await seedCatalog();
    const first = await harness().request("/api/menu");
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    const second = await harness().request("/api/menu", { headers: { "If-None-Match": etag! } });
    expect(second.status).toBe(304);
  });

  it("shows a change at once: writes invalidate the cached menu through the database notification", async () => {
    const { carnitas } = await seedCatalog();
    const before = (await (await harness().request("/api/menu?category=carnitas")).json()) as { items: unknown[] };
    expect(before.items).toHaveLength(2);
    await createItem(harness().ctx.db, { categoryId: carnitas.id, name: "Chicharrón" });
    // The notification arrives asynchronously on PostgreSQL; the cache must drop within moments.
    await expect
      .poll(async () => ((await (await harness().request("/api/menu?category=carnitas")).json()) as { items: unknown[] }).items.length, {
        timeout: 5_000,
      })
      .toBe(3);
  });

  it("answers /healthz with 200 when the database answers", async () => {
    const res = await harness().request("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok" });
  });
});
