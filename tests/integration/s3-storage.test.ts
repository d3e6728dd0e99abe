import { afterAll, beforeAll, expect, it } from "vitest";
import { createCategory, createItem } from "@server/db/factories";
import { createS3Store } from "@server/services/images/s3-store";
import { errorOf, uploadFile } from "../setup/admin-helpers";
import { DEFAULT_ADMIN, signedInAdmin } from "../setup/admins";
import { FakeS3 } from "../setup/fake-s3";
import { isWebp, photo } from "../setup/images";
import { describeEachDatabase } from "../setup/test-app";

/** Uploads kept in an S3-compatible bucket (S3_* settings), against a local server that checks signatures. */
const s3 = new FakeS3("shop-images", "AKIDSHOPTEST", "shop-test-secret-key", "eu-west-1");
beforeAll(() => s3.start());
afterAll(() => s3.stop());

const env = () => ({
  S3_ENDPOINT: s3.url,
  S3_BUCKET: "shop-images",
  S3_REGION: "eu-west-1",
  S3_ACCESS_KEY_ID: "AKIDSHOPTEST",
  S3_SECRET_ACCESS_KEY: "shop-test-secret-key",
});

describeEachDatabase(
  "pictures in an S3 bucket",
  (harness) => {
    it("stores every width in the bucket with its type and cache header, serves them at /uploads, and removes them", async () => {
      const h = harness();
      const { client: admin } = await signedInAdmin(h, DEFAULT_ADMIN);
      const res = await uploadFile(admin, "blog", await photo("jpeg", 900, 600), "cover.jpg", "image/jpeg");
      expect(res.status).toBe(201);
      const { url } = (await res.json()) as { url: string };
      const name = /^\/uploads\/blog\/([A-Za-z0-9_-]{22})-640w\.webp$/.exec(url)![1];
      for (const width of [320, 640, 960]) {
        const object = s3.objects.get(`blog/${name}-${width}w.webp`)!;
        expect(object.contentType).toBe("image/webp");
        expect(object.cacheControl).toBe("public, max-age=31536000, immutable");
        expect(isWebp(object.body)).toBe(true);
        const served = await h.request(`/uploads/blog/${name}-${width}w.webp`);
        expect(served.status).toBe(200);
        expect(served.headers.get("content-type")).toBe("image/webp");
        expect(served.headers.get("x-content-type-options")).toBe("nosniff");
        expect(Buffer.from(await served.arrayBuffer()).equals(object.body)).toBe(true);
      }
      expect((await h.request(`/uploads/blog/${"B".repeat(22)}-640w.webp`)).status).toBe(404);
      const removed = await admin.request("/api/admin/uploads", { method: "DELETE", json: { url } });
      expect(removed.status).toBe(204);
      expect([...s3.objects.keys()].filter((key) => key.includes(name!))).toEqual([]);
    });

    it("a replaced item picture is deleted from the bucket", async () => {
      const h = harness();
      const { client: admin } = await signedInAdmin(h, DEFAULT_ADMIN);
      const upload = async () =>
        ((await (await uploadFile(admin, "products", await photo("png", 300, 300), "a.png", "image/png")).json()) as { url: string }).url;
      const category = await createCategory(h.ctx.db, {});
      const first = await upload();
      const item = await createItem(h.ctx.db, { categoryId: category.id, imageUrl: first });
      const second = await upload();
      const res = await admin.request(`/api/admin/items/${item.id}`, {
        method: "PUT",
        json: {
          name: item.name,
          description: "",
          price: "9.99",
          priceUnit: "each",
          categoryId: category.id,
          imageUrl: second,
          isAvailable: true,
          isFeatured: false,
        },
      });
      expect(res.status).toBe(200);
      const firstName = first.split("/").pop()!.replace("-640w.webp", "");
      expect([...s3.objects.keys()].some((key) => key.includes(firstName))).toBe(false);
      expect((await h.request(second)).status).toBe(200);
    });
  },
  { env },
);

describeEachDatabase(
  "pictures in an S3 bucket behind a CDN",
  (harness) => {
    it("answers the CDN's address when S3_PUBLIC_URL is set, and still knows it as its own", async () => {
      const { client: admin } = await signedInAdmin(harness(), DEFAULT_ADMIN);
      const res = await uploadFile(admin, "products", await photo("webp", 400, 400), "a.webp", "image/webp");
      const { url } = (await res.json()) as { url: string };
      expect(url).toMatch(/^https:\/\/cdn\.example\.com\/products\/[A-Za-z0-9_-]{22}-640w\.webp$/);
      expect((await admin.request("/api/admin/uploads", { method: "DELETE", json: { url } })).status).toBe(204);
    });
  },
  { env: () => ({ ...env(), S3_PUBLIC_URL: "https://cdn.example.com" }) },
);

describeEachDatabase(
  "pictures in an S3 bucket with wrong credentials",
  (harness) => {
    it("answers 'Failed to upload image' and logs the bucket's refusal", async () => {
      const { client: admin } = await signedInAdmin(harness(), DEFAULT_ADMIN);
      const before = s3.objects.size;
      const res = await uploadFile(admin, "products", await photo("png", 100, 100), "a.png", "image/png");
      expect(res.status).toBe(503);
      expect((await errorOf(res)).message).toBe("Failed to upload image");
      expect(s3.objects.size).toBe(before);
    });
  },
  { env: () => ({ ...env(), S3_SECRET_ACCESS_KEY: "not-the-secret" }) },
);

it("the S3 store reports the bucket's error code", async () => {
  const store = createS3Store({
    kind: "s3",
    endpoint: s3.url,
    bucket: "shop-images",
    region: "eu-west-1",
    accessKeyId: "AKIDSHOPTEST",
    secretAccessKey: "wrong",
    publicUrl: null,
  });
  await expect(store.put("products/x", Buffer.from("x"), "image/webp")).rejects.toThrow(/SignatureDoesNotMatch/);
  const right = createS3Store({
    kind: "s3",
    endpoint: s3.url,
    bucket: "shop-images",
    region: "eu-west-1",
    accessKeyId: "AKIDSHOPTEST",
    secretAccessKey: "shop-test-secret-key",
    publicUrl: null,
  });
  expect(await right.get("products/missing")).toBeNull();
  await right.delete("products/missing");
});
