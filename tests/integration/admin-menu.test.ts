import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { AdminItemsResponse, SaveItemResponse } from "@shared/menu/menu";
import { createApp } from "@server/app";
import { createCategory, createItem } from "@server/db/factories";
import { JsonCache } from "@server/lib/cached-json";
import { items } from "@server/db/schema/menu";
import { adminItemInput, errorOf, expectFieldError, storedFiles, tempDataDir, uploadFile } from "../setup/admin-helpers";
import { DEFAULT_ADMIN, signedInAdmin } from "../setup/admins";
import { photo } from "../setup/images";
import { describeEachDatabase, type TestHarness } from "../setup/test-app";
import type { TestClient } from "../setup/test-client";

describeEachDatabase(
  "admin menu items",
  (harness) => {
    async function setup() {
      const h = harness();
      const { client } = await signedInAdmin(h, DEFAULT_ADMIN);
      const carnitas = await createCategory(h.ctx.db, { name: "Carnitas", slug: "carnitas" });
      const beef = await createCategory(h.ctx.db, { name: "Beef", slug: "beef" });
      return { h, client, carnitas, beef };
    }

    const menuNames = async (h: TestHarness) =>
      ((await (await h.request("/api/menu")).json()) as { items: { name: string }[] }).items.map((item) => item.name);

    async function create(client: TestClient, input: Record<string, unknown>) {
      const res = await client.post("/api/admin/items", input);
      expect(res.status).toBe(201);
      return (await res.json()) as SaveItemResponse;
    }

    it("creates an item that the public menu shows at once, with a sandbox price id", async () => {
      const { h, client, carnitas } = await setup();
      expect(await menuNames(h)).toEqual([]); // warms the public cache
      const saved = await create(client, adminItemInput(carnitas.id));
      expect(saved.item).toMatchObject({
        name: "Carnitas Maciza",
        priceCents: 1599,
        priceUnit: "lb",
        description: "Lean pork shoulder from the cazo.",
        imageUrl: null,
        category: { id: carnitas.id, name: "Carnitas" },
      });
      expect(saved.sync).toEqual({ ok: true, priceId: expect.stringMatching(/^sbx_price_/) });
      expect(saved.item.priceId).toBe(saved.sync.ok && saved.sync.priceId);
      expect(await menuNames(h)).toEqual(["Carnitas Maciza"]);
    });

    it.each([
      [{ name: "" }, "name", "Name is required"],
      [{ name: "   " }, "name", "Name is required"],
      [{ price: "" }, "price", "Price is required"],
      [{ price: undefined }, "price", "Price is required"],
      [{ price: "0" }, "price", "Price must be a positive number"],
      [{ price: "-3" }, "price", "Price must be a positive number"],
      [{ price: "abc" }, "price", "Price must be a positive number"],
      [{ price: 12 }, "price", "Price must be a positive number"],
      [{ price: "1.999" }, "price", "Use dollars and cents, e.g. 12.99 (at most $99,999.99)"],
      [{ categoryId: "" }, "categoryId", "Category is required"],
      [{ categoryId: "beef" }, "categoryId", "Category is required"],
      [{ imageUrl: "not a url" }, "imageUrl", "Please enter a valid URL"],
      [{ imageUrl: "javascript:alert(1)" }, "imageUrl", "Please enter a valid URL"],
      [{ imageUrl: "//evil.example/x.png" }, "imageUrl", "Please enter a valid URL"],
      [{ priceUnit: "kg" }, "priceUnit", expect.any(String)],
    ])("refuses %o with a 400 naming the field (%s: %s)", async (overrides, field, message) => {
      const { client, carnitas } = await setup();
      const res = await client.post("/api/admin/items", adminItemInput(carnitas.id, overrides));
      await expectFieldError(res, field, message);
    });

    it("refuses an unknown category and a body that is not JSON with a 400, never a 500", async () => {
      const { client } = await setup();
      const unknown = await client.post("/api/admin/items", adminItemInput("7f1c4a4e-1111-4222-8333-944444444444"));
      expect(unknown.status).toBe(400);
      expect((await errorOf(unknown)).fields).toEqual({ categoryId: "That category no longer exists" });
      const garbage = await client.request("/api/admin/items", {
        method: "POST",
        body: "{nope",
        headers: { "Content-Type": "application/json" },
      });
      expect(garbage.status).toBe(400);
      const notUuid = await client.request("/api/admin/items/42", { method: "PUT", json: adminItemInput("x") });
      expect(notUuid.status).toBe(400);
      const missing = await client.request("/api/admin/items/7f1c4a4e-1111-4222-8333-944444444444", {
        method: "PUT",
        json: adminItemInput("7f1c4a4e-1111-4222-8333-944444444444"),
      });
      expect(missing.status).toBe(404);
    });

    it("edits an item: a new price gets a new price id, a new name keeps it; the menu shows the change at once", async () => {
      const { h, client, carnitas, beef } = await setup();
      const { item } = await create(client, adminItemInput(carnitas.id));
      await menuNames(h);

      const renamed = await client.request(`/api/admin/items/${item.id}`, {
        method: "PUT",
        json: adminItemInput(carnitas.id, { name: "Carnitas Maciza (lean)" }),
      });
      expect(renamed.status).toBe(200);
      const afterRename = (await renamed.json()) as SaveItemResponse;
      expect(afterRename.item.priceId).toBe(item.priceId);
      expect(await menuNames(h)).toEqual(["Carnitas Maciza (lean)"]);

      const repriced = (await (
        await client.request(`/api/admin/items/${item.id}`, {
          method: "PUT",
          json: adminItemInput(beef.id, { name: "Arrachera", price: "$16.49" }),
        })
      ).json()) as SaveItemResponse;
      expect(repriced.item).toMatchObject({ priceCents: 1649, category: { id: beef.id } });
      expect(repriced.item.priceId).toMatch(/^sbx_price_/);
      expect(repriced.item.priceId).not.toBe(item.priceId);
      const menu = (await (await h.request("/api/menu?category=beef")).json()) as { items: { name: string; priceCents: number }[] };
      expect(menu.items).toEqual([expect.objectContaining({ name: "Arrachera", priceCents: 1649 })]);
    });

    it("replacing an uploaded picture deletes the old one; pictures from elsewhere are left alone", async () => {
      const { h, client, carnitas } = await setup();
      const upload = async () =>
        ((await (await uploadFile(client, "products", await photo("png", 300, 200), "a.png", "image/png")).json()) as { url: string }).url;
      const first = await upload();
      const { item } = await create(client, adminItemInput(carnitas.id, { imageUrl: first }));
      expect(item.imageUrl).toBe(first);
      const second = await upload();
      await client.request(`/api/admin/items/${item.id}`, { method: "PUT", json: adminItemInput(carnitas.id, { imageUrl: second }) });
      expect((await h.request(first)).status).toBe(404);
      expect((await h.request(second)).status).toBe(200);
      expect(storedFiles(h.ctx.config.dataDir).filter((file) => file.includes(first.split("/").pop()!.replace("-640w.webp", "")))).toEqual(
        [],
      );

      await client.request(`/api/admin/items/${item.id}`, {
        method: "PUT",
        json: adminItemInput(carnitas.id, { imageUrl: "https://cdn.example.com/carnitas.jpg" }),
      });
      expect((await h.request(second)).status).toBe(404);
      const [row] = await h.ctx.db.select().from(items).where(eq(items.id, item.id));
      expect(row!.imageUrl).toBe("https://cdn.example.com/carnitas.jpg");
    });

    it("the status toggle hides and shows an item on the menu; it is refused for archived items", async () => {
      const { h, client, carnitas } = await setup();
      const { item } = await create(client, adminItemInput(carnitas.id));
      await menuNames(h);
      const off = await client.request(`/api/admin/items/${item.id}/availability`, { method: "PUT", json: { isAvailable: false } });
      expect(off.status).toBe(200);
      expect(((await off.json()) as { item: { isAvailable: boolean } }).item.isAvailable).toBe(false);
      expect(await menuNames(h)).toEqual([]);
      await client.request(`/api/admin/items/${item.id}/availability`, { method: "PUT", json: { isAvailable: true } });
      expect(await menuNames(h)).toEqual(["Carnitas Maciza"]);

      await client.request(`/api/admin/items/${item.id}/archive`, { method: "POST" });
      const refused = await client.request(`/api/admin/items/${item.id}/availability`, { method: "PUT", json: { isAvailable: false } });
      expect(refused.status).toBe(409);
      expect((await errorOf(refused)).message).toBe("Restore the item before changing its availability");
      const bad = await client.request(`/api/admin/items/${item.id}/availability`, { method: "PUT", json: { isAvailable: "no" } });
      expect(bad.status).toBe(400);
    });

    it("archive hides an item from the menu and from the admin list unless archived items are shown; restore brings it back", async () => {
      const { h, client, carnitas } = await setup();
      const { item } = await create(client, adminItemInput(carnitas.id));
      await createItem(h.ctx.db, { categoryId: carnitas.id, name: "Chicharrón" });
      await menuNames(h);

      const archived = await client.request(`/api/admin/items/${item.id}/archive`, { method: "POST" });
      expect(archived.status).toBe(200);
      expect(((await archived.json()) as { item: { isArchived: boolean } }).item.isArchived).toBe(true);
      expect(await menuNames(h)).toEqual(["Chicharrón"]);
      const list = async (archivedToo: boolean) =>
        ((await (await client.request(`/api/admin/items?archived=${archivedToo}`)).json()) as AdminItemsResponse).items.map((i) => i.name);
      expect(await list(false)).toEqual(["Chicharrón"]);
      expect(await list(true)).toEqual(["Carnitas Maciza", "Chicharrón"]);

      const restored = await client.request(`/api/admin/items/${item.id}/restore`, { method: "POST" });
      expect(((await restored.json()) as { item: { isArchived: boolean } }).item.isArchived).toBe(false);
      expect(await menuNames(h)).toEqual(["Carnitas Maciza", "Chicharrón"]);
      expect((await client.request("/api/admin/items/7f1c4a4e-1111-4222-8333-944444444444/archive", { method: "POST" })).status).toBe(404);
    });

    it("every write refreshes the public menu at once, without waiting for the database's notification", async () => {
      const { h, carnitas } = await setup();
      // An instance whose cache hears no NOTIFY: only the service's own invalidation can refresh it.
      const deaf = { ...h, app: createApp({ ...h.ctx, menuCache: new JsonCache(60 * 60_000) }) };
      const { client: admin } = await signedInAdmin(deaf, DEFAULT_ADMIN);
      const names = async () =>
        ((await (await deaf.app.request("/api/menu")).json()) as { items: { name: string; priceCents: number }[] }).items.map(
          (item) => `${item.name} ${item.priceCents}`,
        );
      expect(await names()).toEqual([]);
      const { item } = (await (await admin.post("/api/admin/items", adminItemInput(carnitas.id))).json()) as SaveItemResponse;
      expect(await names()).toEqual(["Carnitas Maciza 1599"]);
      await admin.request(`/api/admin/items/${item.id}`, { method: "PUT", json: adminItemInput(carnitas.id, { price: "14.99" }) });
      expect(await names()).toEqual(["Carnitas Maciza 1499"]);
      await admin.request(`/api/admin/items/${item.id}/availability`, { method: "PUT", json: { isAvailable: false } });
      expect(await names()).toEqual([]);
      await admin.request(`/api/admin/items/${item.id}/availability`, { method: "PUT", json: { isAvailable: true } });
      await admin.request(`/api/admin/items/${item.id}/archive`, { method: "POST" });
      expect(await names()).toEqual([]);
      await admin.request(`/api/admin/items/${item.id}/restore`, { method: "POST" });
      expect(await names()).toEqual(["Carnitas Maciza 1499"]);
    });

    it("lists items with their category, the categories by name and the payment provider; answers are not cached", async () => {
      const { client, carnitas } = await setup();
      await create(client, adminItemInput(carnitas.id));
      const res = await client.request("/api/admin/items");
      expect(res.headers.get("cache-control")).toBe("no-store");
      const body = (await res.json()) as AdminItemsResponse;
      expect(body.categories.map((c) => c.name)).toEqual(["Beef", "Carnitas"]);
      expect(body.paymentProvider).toBe("sandbox");
      expect(body.items[0]).toMatchObject({ name: "Carnitas Maciza", category: { slug: "carnitas" } });
      expect((await client.request("/api/admin/items?archived=maybe")).status).toBe(400);
      const categories = (await (await client.request("/api/admin/categories")).json()) as { categories: { name: string }[] };
      expect(categories.categories.map((c) => c.name)).toEqual(["Beef", "Carnitas"]);
    });
  },
  { env: () => ({ DATA_DIR: tempDataDir() }) },
);
