import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { expect, it } from "vitest";
import { createCategory, createItem } from "@server/db/factories";
import { errorOf, storedFiles, tempDataDir, uploadFile } from "../setup/admin-helpers";
import { DEFAULT_ADMIN, signedInAdmin } from "../setup/admins";
import { decompressionBombPng, isWebp, jpegWithExif, photo, pngHtmlPolyglot, pngMagicThenHtml, svgWithScript } from "../setup/images";
import { describeEachDatabase, type TestHarness } from "../setup/test-app";
import type { TestClient } from "../setup/test-client";

const STORED_URL = /^\/uploads\/(products|blog)\/([A-Za-z0-9_-]{22})-640w\.webp$/;

describeEachDatabase(
  "admin picture uploads",
  (harness) => {
    const admin = async () => (await signedInAdmin(harness(), DEFAULT_ADMIN)).client;
    const files = (h: TestHarness) => storedFiles(h.ctx.config.dataDir);

    async function uploaded(client: TestClient, store = "products", bytes?: Buffer) {
      const res = await uploadFile(client, store, bytes ?? (await photo("png")), "picture.png", "image/png");
      expect(res.status).toBe(201);
      return (await res.json()) as { url: string; width: number; height: number };
    }

    it("re-encodes a picture to WebP in 320, 640 and 960 widths under a random name, and serves each one", async () => {
      const h = harness();
      const client = await admin();
      const image = await uploaded(client, "products", await photo("png", 1200, 900));
      expect(image).toMatchObject({ width: 1200, height: 900 });
      const [, store, name] = STORED_URL.exec(image.url)!;
      expect(store).toBe("products");
      expect(files(h)).toEqual(expect.arrayContaining([320, 640, 960].map((w) => path.join("products", `${name}-${w}w.webp`))));

      for (const width of [320, 640, 960]) {
        const res = await h.request(image.url.replace("-640w", `-${width}w`));
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toBe("image/webp");
        expect(res.headers.get("x-content-type-options")).toBe("nosniff");
        expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        const bytes = Buffer.from(await res.arrayBuffer());
        expect(isWebp(bytes)).toBe(true);
        const metadata = await sharp(bytes).metadata();
        expect(metadata).toMatchObject({ format: "webp", width, height: Math.round((width * 900) / 1200) });
      }
      const head = await h.request(image.url, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(head.headers.get("content-type")).toBe("image/webp");
    });

    it("keeps blog pictures in their own store", async () => {
      const image = await uploaded(await admin(), "blog");
      expect(image.url).toMatch(/^\/uploads\/blog\//);
    });

    it("accepts JPEG, WebP, GIF and AVIF by their content, whatever the file is called", async () => {
      const client = await admin();
      for (const format of ["jpeg", "webp", "gif", "avif"] as const) {
        const res = await uploadFile(client, "products", await photo(format, 400, 300), "no-extension", "application/octet-stream");
        expect(res.status, format).toBe(201);
        expect(((await res.json()) as { url: string }).url).toMatch(STORED_URL);
      }
    });

    it("turns a sideways phone photo upright and drops its camera and GPS metadata", async () => {
      const h = harness();
      const original = await jpegWithExif();
      expect((await sharp(original).metadata()).exif).toBeDefined();
      const image = await uploaded(await admin(), "products", original);
      expect(image).toMatchObject({ width: 600, height: 800 });
      const stored = Buffer.from(await (await h.request(image.url.replace("-640w", "-320w"))).arrayBuffer());
      const metadata = await sharp(stored).metadata();
      expect(metadata).toMatchObject({ width: 320, height: 427 });
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(stored.includes(Buffer.from("Secret Model 9"))).toBe(false);
    });

    // Upload attacks (docs/product.md 'Picture uploads'): each is refused with the spec's words and stores nothing.
    it.each([
      [
        "a text file named .png",
        () => Buffer.from("just some text, honest\n".repeat(20)),
        "photo.png",
        "image/png",
        415,
        "Please select an image file",
      ],
      ["an HTML page behind PNG's magic bytes", () => pngMagicThenHtml(), "photo.png", "image/png", 415, "Please select an image file"],
      ["an SVG with a script, named .png", () => svgWithScript, "photo.png", "image/png", 415, "Please select an image file"],
      ["an SVG with a script, as SVG", () => svgWithScript, "photo.svg", "image/svg+xml", 415, "Please select an image file"],
      [
        "a truncated JPEG",
        async () => (await photo("jpeg")).subarray(0, 600),
        "photo.jpg",
        "image/jpeg",
        400,
        "This image file is damaged or cannot be read",
      ],
      [
        "a decompression bomb (50,000 × 50,000 pixels in 300 KB)",
        () => decompressionBombPng(),
        "bomb.png",
        "image/png",
        413,
        "This picture is too large to process (more than 50 megapixels)",
      ],
    ] as const)("refuses %s", async (_name, make, filename, type, status, message) => {
      const h = harness();
      const client = await admin();
      const before = files(h);
      const res = await uploadFile(client, "products", await make(), filename, type);
      expect(res.status).toBe(status);
      expect((await errorOf(res)).message).toBe(message);
      expect(files(h)).toEqual(before);
    });

    it("refuses a file over 5MB, and a body over 6 MB before reading it, with 'Image must be less than 5MB'", async () => {
      const h = harness();
      const client = await admin();
      const before = files(h);
      const justOver = Buffer.concat([await photo("png", 100, 100), Buffer.alloc(5 * 1024 * 1024)]);
      const res = await uploadFile(client, "products", justOver, "big.png", "image/png");
      expect(res.status).toBe(413);
      expect((await errorOf(res)).message).toBe("Image must be less than 5MB");
      const huge = await uploadFile(client, "products", Buffer.alloc(7 * 1024 * 1024, 1), "huge.png", "image/png");
      expect(huge.status).toBe(413);
      expect((await errorOf(huge)).message).toBe("Image must be less than 5MB");
      expect(files(h)).toEqual(before);
    });

    it("stores a PNG/HTML polyglot only as a clean WebP: no script, no HTML, never served as HTML", async () => {
      const h = harness();
      const polyglot = await pngHtmlPolyglot();
      expect(polyglot.includes(Buffer.from("<script>"))).toBe(true);
      const image = await uploaded(await admin(), "products", polyglot);
      for (const width of [320, 640, 960]) {
        const res = await h.request(image.url.replace("-640w", `-${width}w`));
        expect(res.headers.get("content-type")).toBe("image/webp");
        expect(res.headers.get("x-content-type-options")).toBe("nosniff");
        const bytes = Buffer.from(await res.arrayBuffer());
        expect(isWebp(bytes)).toBe(true);
        expect(bytes.includes(Buffer.from("<script"))).toBe(false);
        expect(bytes.includes(Buffer.from("<html"))).toBe(false);
      }
    });

    it("refuses a missing file, an unknown store and a body that is not multipart", async () => {
      const client = await admin();
      const empty = await client.request("/api/admin/uploads/products", { method: "POST", body: new FormData() });
      expect(empty.status).toBe(400);
      expect((await errorOf(empty)).message).toBe("Please select an image file");
      const raw = await client.request("/api/admin/uploads/products", {
        method: "POST",
        body: "not multipart",
        headers: { "Content-Type": "multipart/form-data; boundary=nothing" },
      });
      expect(raw.status).toBe(400);
      const store = await uploadFile(client, "secrets", await photo("png", 50, 50), "a.png", "image/png");
      expect(store.status).toBe(400);
    });

    it("serves only names it made: no other files, no paths", async () => {
      const h = harness();
      const image = await uploaded(await admin());
      for (const bad of [
        "/uploads/products/..%2F..%2Fpglite%2FPG_VERSION",
        "/uploads/products/../../etc/passwd",
        "/uploads/products/picture.html",
        "/uploads/other/" + image.url.split("/").pop(),
        image.url.replace("-640w", "-641w"),
        image.url.replace(".webp", ".png"),
      ]) {
        const res = await h.request(bad);
        expect(res.status, bad).toBe(404);
      }
    });

    it("removes an unused upload in every width; refuses pictures in use and addresses that are not ours", async () => {
      const h = harness();
      const client = await admin();
      const loose = await uploaded(client);
      const before = files(h).length;
      const removed = await client.request("/api/admin/uploads", { method: "DELETE", json: { url: loose.url } });
      expect(removed.status).toBe(204);
      expect(files(h).length).toBe(before - 3);
      expect((await h.request(loose.url)).status).toBe(404);
      // Removing twice is harmless.
      expect((await client.request("/api/admin/uploads", { method: "DELETE", json: { url: loose.url } })).status).toBe(204);

      const used = await uploaded(client);
      const category = await createCategory(h.ctx.db, {});
      await createItem(h.ctx.db, { categoryId: category.id, imageUrl: used.url });
      const refused = await client.request("/api/admin/uploads", { method: "DELETE", json: { url: used.url } });
      expect(refused.status).toBe(409);
      expect((await errorOf(refused)).message).toBe("That picture is still used by a saved item or post");
      expect((await h.request(used.url)).status).toBe(200);

      for (const url of [
        "/images/menu/carnitas-maciza-640w.webp",
        "https://example.com/x-640w.webp",
        "/uploads/products/../../x-640w.webp",
      ]) {
        const res = await client.request("/api/admin/uploads", { method: "DELETE", json: { url } });
        expect(res.status, url).toBe(400);
      }
    });

    it("writes files atomically: no temporary files are left behind", async () => {
      const h = harness();
      await uploaded(await admin());
      expect(files(h).filter((file) => file.endsWith(".tmp"))).toEqual([]);
      const [first] = files(h);
      expect(isWebp(await readFile(path.join(h.ctx.config.dataDir, "uploads", first!)))).toBe(true);
    });
  },
  { env: () => ({ DATA_DIR: tempDataDir() }) },
);
