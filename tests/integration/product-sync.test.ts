import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { SaveItemResponse } from "@shared/menu/menu";
import { createCategory, createItem } from "@server/db/factories";
import { items } from "@server/db/schema/menu";
import { tempDataDir, uploadFile } from "../setup/admin-helpers";
import { DEFAULT_ADMIN, signedInAdmin } from "../setup/admins";
import { FakeStripe } from "../setup/fake-stripe";
import { photo } from "../setup/images";
import { describeEachDatabase, type TestHarness } from "../setup/test-app";
import { signedInClient, type TestClient } from "../setup/test-client";
import { checkoutDetails } from "../setup/checkout-details";

/**
 * create-stripe-product / update-stripe-product (docs/product.md 'Product sync') through the
 * real `stripe` SDK against a local server speaking Stripe's API.
 */
const fake = new FakeStripe();
beforeAll(() => fake.start());
afterAll(() => fake.stop());

describeEachDatabase(
  "menu items as Stripe products",
  (harness) => {
    async function setup() {
      const h = harness();
      const { client } = await signedInAdmin(h, DEFAULT_ADMIN);
      const category = await createCategory(h.ctx.db, { name: "Carnitas", slug: "carnitas" });
      return { h, client, category };
    }

    const input = (categoryId: string, overrides: Record<string, unknown> = {}) => ({
      name: "Carnitas Mixed",
      description: "Maciza with cuero and buche.",
      price: "13.99",
      priceUnit: "lb",
      categoryId,
      imageUrl: "",
      isAvailable: true,
      isFeatured: true,
      ...overrides,
    });

    async function save(client: TestClient, id: string | null, body: Record<string, unknown>) {
      const res = id
        ? await client.request(`/api/admin/items/${id}`, { method: "PUT", json: body })
        : await client.post("/api/admin/items", body);
      expect(res.status).toBe(id ? 200 : 201);
      return (await res.json()) as SaveItemResponse;
    }

    async function checkoutLine(h: TestHarness, itemId: string) {
      const customer = await signedInClient(h, `sync-${Math.random().toString(36).slice(2, 8)}@example.com`);
      const res = await customer.post("/api/checkout", {
        idempotencyKey: `product-sync-${Date.now()}-${Math.random().toString(36).slice(2)}`,
        details: checkoutDetails(h, { name: "Ana", email: "ana@example.com", phone: "3235550123" }),
        lines: [{ itemId, quantity: 2 }],
      });
      expect(res.status).toBe(200);
      const create = fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/checkout/sessions").at(-1)!;
      return {
        price: create.body.get("line_items[0][price]"),
        unitAmount: create.body.get("line_items[0][price_data][unit_amount]"),
      };
    }

    it("creating an item creates its product and price and stores the price id", async () => {
      const { h, client, category } = await setup();
      const picture = (
        (await (await uploadFile(client, "products", await photo("png", 400, 300), "p.png", "image/png")).json()) as { url: string }
      ).url;
      const { item, sync } = await save(client, null, input(category.id, { imageUrl: picture }));
      expect(sync.ok).toBe(true);
      const product = fake.productOf(item.id)!;
      expect(product).toMatchObject({
        name: "Carnitas Mixed",
        description: "Maciza with cuero and buche.",
        images: [`${h.ctx.config.publicUrl}${picture}`],
        metadata: { item_id: item.id, price_unit: "lb" },
        active: true,
      });
      expect(item.priceId).toBe(product.default_price);
      expect(fake.prices.get(item.priceId!)).toMatchObject({ unit_amount: 1399, currency: "usd", active: true, product: product.id });
      // Checkout charges through that price.
      expect(await checkoutLine(h, item.id)).toEqual({ price: item.priceId, unitAmount: null });
    });

    it("a price change creates a NEW price on the same product, makes it the default and retires the old one", async () => {
      const { h, client, category } = await setup();
      const { item } = await save(client, null, input(category.id));
      const oldPriceId = item.priceId!;
      const { item: repriced, sync } = await save(client, item.id, input(category.id, { price: "14.49" }));
      expect(sync).toEqual({ ok: true, priceId: repriced.priceId });
      expect(repriced.priceId).not.toBe(oldPriceId);
      const product = fake.productOf(item.id)!;
      expect(fake.prices.get(repriced.priceId!)).toMatchObject({ unit_amount: 1449, product: product.id, active: true });
      expect(product.default_price).toBe(repriced.priceId);
      expect(fake.prices.get(oldPriceId)!.active).toBe(false);
      expect(fake.products.size).toBeGreaterThan(0);
      expect([...fake.products.values()].filter((p) => p.metadata.item_id === item.id)).toHaveLength(1);
      expect(await checkoutLine(h, item.id)).toEqual({ price: repriced.priceId, unitAmount: null });
    });

    it("name, description and picture follow without a new price; clearing them clears them at Stripe", async () => {
      const { client, category } = await setup();
      const { item } = await save(client, null, input(category.id, { imageUrl: "https://cdn.example.com/mixed.jpg" }));
      const pricesBefore = fake.prices.size;
      const { item: edited } = await save(
        client,
        item.id,
        input(category.id, { name: "Carnitas Surtidas", description: "", imageUrl: "" }),
      );
      expect(edited.priceId).toBe(item.priceId);
      expect(fake.prices.size).toBe(pricesBefore);
      expect(fake.productOf(item.id)).toMatchObject({ name: "Carnitas Surtidas", description: null, images: [] });
    });

    it("a failed sync leaves the item saved and says so; checkout then charges the saved price, and saving again syncs", async () => {
      const { h, client, category } = await setup();
      fake.menuOutage = true;
      const created = await save(client, null, input(category.id));
      fake.menuOutage = false;
      expect(created.sync).toEqual({ ok: false, message: expect.stringMatching(/^Saved, but the payment provider was not updated: /) });
      expect(created.item.priceId).toBeNull();
      const menu = (await (await h.request("/api/menu")).json()) as { items: { name: string }[] };
      expect(menu.items.map((i) => i.name)).toEqual(["Carnitas Mixed"]);

      const retried = await save(client, created.item.id, input(category.id));
      expect(retried.sync.ok).toBe(true);
      expect(retried.item.priceId).toMatch(/^price_/);

      // A price change whose sync fails must not leave the old price id behind: the customer
      // would be charged the old amount through it.
      fake.menuOutage = true;
      const repriced = await save(client, created.item.id, input(category.id, { price: "15.25" }));
      fake.menuOutage = false;
      expect(repriced.sync.ok).toBe(false);
      expect(repriced.item).toMatchObject({ priceCents: 1525, priceId: null });
      expect(await checkoutLine(h, created.item.id)).toEqual({ price: null, unitAmount: "1525" });
    });

    it("a failed sync is said in the admin's language (the form shows it in a toast)", async () => {
      const { client, category } = await setup();
      fake.menuOutage = true;
      const res = await client.request("/api/admin/items", {
        method: "POST",
        json: input(category.id),
        headers: { "Accept-Language": "es" },
      });
      fake.menuOutage = false;
      expect(res.status).toBe(201);
      const { sync } = (await res.json()) as SaveItemResponse;
      expect(sync).toEqual({ ok: false, message: expect.stringMatching(/^Se guardó, pero no se actualizó el proveedor de pagos: /) });
    });

    it("after a failed price sync, saving again updates the same product: one product, the new price its active default", async () => {
      const { h, client, category } = await setup();
      const { item } = await save(client, null, input(category.id));
      const oldPriceId = item.priceId!;
      const product = fake.productOf(item.id)!;

      fake.menuOutage = true;
      const failed = await save(client, item.id, input(category.id, { price: "15.25" }));
      fake.menuOutage = false;
      expect(failed.sync.ok).toBe(false);
      expect(failed.item.priceId).toBeNull();

      const again = await save(client, item.id, input(category.id, { price: "15.25" }));
      expect(again.sync).toEqual({ ok: true, priceId: again.item.priceId });
      expect([...fake.products.values()].filter((p) => p.metadata.item_id === item.id)).toHaveLength(1);
      expect(fake.prices.get(again.item.priceId!)).toMatchObject({ unit_amount: 1525, product: product.id, active: true });
      expect(fake.products.get(product.id)!.default_price).toBe(again.item.priceId);
      expect(fake.prices.get(oldPriceId)!.active).toBe(false);
      const [row] = await h.ctx.db.select().from(items).where(eq(items.id, item.id));
      expect(row).toMatchObject({ productId: product.id, priceId: again.item.priceId });
      expect(await checkoutLine(h, item.id)).toEqual({ price: again.item.priceId, unitAmount: null });
    });

    it("saving again with unchanged fields after a failed sync is a new request to Stripe; the SDK's own retries reuse their key", async () => {
      const { client, category } = await setup();
      const creates = () => fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/products");
      const before = creates().length;
      fake.menuOutage = true;
      const failed = await save(client, null, input(category.id));
      fake.menuOutage = false;
      expect(failed.sync.ok).toBe(false);
      // The first try and the SDK's two retries, one key: Stripe answered the stored 500 to the retries.
      const firstSave = creates().slice(before);
      expect(firstSave).toHaveLength(3);
      expect(new Set(firstSave.map((r) => r.idempotencyKey)).size).toBe(1);

      // Stripe would answer that stored 500 for 24 hours to the same key: the next save sends another.
      const retried = await save(client, failed.item.id, input(category.id));
      expect(retried.sync.ok).toBe(true);
      const secondSave = creates().slice(before + 3);
      expect(secondSave).toHaveLength(1);
      expect(secondSave[0]!.idempotencyKey).not.toBe(firstSave[0]!.idempotencyKey);
      expect([...fake.products.values()].filter((p) => p.metadata.item_id === failed.item.id)).toHaveLength(1);
    });

    it("an item with a sandbox price id from demo mode gets a real product and price", async () => {
      const { h, client, category } = await setup();
      const legacy = await createItem(h.ctx.db, {
        categoryId: category.id,
        name: "Chicharrón",
        priceId: "sbx_price_abc",
        priceCents: 1099,
      });
      const { item, sync } = await save(client, legacy.id, input(category.id, { name: "Chicharrón", price: "10.99" }));
      expect(sync.ok).toBe(true);
      expect(item.priceId).toMatch(/^price_/);
      expect(fake.productOf(legacy.id)?.name).toBe("Chicharrón");
      const [row] = await h.ctx.db.select().from(items).where(eq(items.id, legacy.id));
      expect(row!.priceId).toBe(item.priceId);
    });

    it("a retried create never makes a second product (idempotency keys)", async () => {
      const { h, client, category } = await setup();
      const { item } = await save(client, null, input(category.id));
      const creates = fake.requests.filter((r) => r.method === "POST" && r.path === "/v1/products");
      const last = creates.at(-1)!;
      expect(last.idempotencyKey).toBeTruthy();
      // The same create again (as the SDK's retry would send it) answers the same product.
      const again = await h.ctx.payments.createProduct({
        itemId: item.id,
        name: "Carnitas Mixed",
        description: "Maciza with cuero and buche.",
        priceCents: 1399,
        priceUnit: "lb",
        imageUrl: null,
        syncKey: `${item.id}@${item.updatedAt}`,
      });
      expect(again.priceId).toBe(item.priceId);
      expect([...fake.products.values()].filter((p) => p.metadata.item_id === item.id)).toHaveLength(1);
    });
  },
  {
    env: () => ({
      DATA_DIR: tempDataDir(),
      STRIPE_SECRET_KEY: "sk_test_shop",
      STRIPE_WEBHOOK_SECRET: "whsec_test_secret_for_the_shop",
      STRIPE_API_URL: fake.url,
    }),
  },
);
