import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Store, S3Error } from "@server/services/images/s3-store";

/**
 * The S3 store against s3rver, an S3-protocol server that keeps objects on disk: real S3
 * responses (XML errors, headers kept with the object, 404 for a missing key). s3rver parses
 * the Authorization header and knows one access key (S3RVER) but does not verify SigV4
 * signatures; tests/integration/s3-storage.test.ts (tests/setup/fake-s3.ts) does that.
 */
const BUCKET = "shop-images";
let directory = "";
let server: S3rver | undefined;
let endpoint = "";

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), "s3rver-"));
  server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await server?.close();
  await rm(directory, { recursive: true, force: true });
});

const configOf = (at: string) => ({
  kind: "s3" as const,
  endpoint: at,
  bucket: BUCKET,
  region: "us-east-1",
  accessKeyId: "S3RVER",
  secretAccessKey: "S3RVER",
  publicUrl: null,
});

const storeWith = (overrides: { accessKeyId?: string; publicUrl?: string | null } = {}) =>
  createS3Store({
    ...configOf(endpoint),
    ...overrides,
    publicUrl: overrides.publicUrl === undefined ? `${endpoint}/${BUCKET}` : overrides.publicUrl,
  });

describe("the S3 store against an S3-protocol server", () => {
  it("puts an object with its type and cache header, serves it at its public URL, reads it back and removes it", async () => {
    const store = storeWith();
    const body = Buffer.from("RIFF....WEBPVP8 not really a picture");
    await store.put("products/AbCdEfGhIjKlMnOpQrStUv-640w.webp", body, "image/webp");

    const url = store.publicUrl("products/AbCdEfGhIjKlMnOpQrStUv-640w.webp");
    expect(url).toBe(`${endpoint}/${BUCKET}/products/AbCdEfGhIjKlMnOpQrStUv-640w.webp`);
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await served.arrayBuffer()).equals(body)).toBe(true);

    expect((await store.get("products/AbCdEfGhIjKlMnOpQrStUv-640w.webp"))?.equals(body)).toBe(true);

    await store.delete("products/AbCdEfGhIjKlMnOpQrStUv-640w.webp");
    expect(await store.get("products/AbCdEfGhIjKlMnOpQrStUv-640w.webp")).toBeNull();
    expect((await fetch(url)).status).toBe(404);
  });

  it("answers null for a missing object, and deleting one is not an error", async () => {
    const store = storeWith();
    expect(await store.get("products/missing-640w.webp")).toBeNull();
    await expect(store.delete("products/missing-640w.webp")).resolves.toBeUndefined();
  });

  it("without S3_PUBLIC_URL, the public URL is the shop's own /uploads address", () => {
    expect(storeWith({ publicUrl: null }).publicUrl("blog/x-640w.webp")).toBe("/uploads/blog/x-640w.webp");
  });

  it("reports the server's refusal of an unknown access key as an S3Error with its code", async () => {
    const store = storeWith({ accessKeyId: "AKIDUNKNOWN" });
    const error = await store.put("products/x", Buffer.from("x"), "image/webp").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(S3Error);
    expect((error as S3Error).status).toBe(403);
    expect((error as S3Error).message).toBe("S3 put products/x failed: InvalidAccessKeyId");
  });
});

describe("the S3 store when the server fails", () => {
  it("reports a 5xx at once, without retrying, with the server's error code", async () => {
    let requests = 0;
    const failing = createServer((_req, res) => {
      requests += 1;
      res.writeHead(503, { "Content-Type": "application/xml" }).end("<Error><Code>SlowDown</Code></Error>");
    });
    await new Promise<void>((resolve) => failing.listen(0, "127.0.0.1", resolve));
    const { port } = failing.address() as AddressInfo;
    try {
      const store = createS3Store(configOf(`http://127.0.0.1:${port}`));
      await expect(store.get("products/x")).rejects.toThrow("S3 get products/x failed: SlowDown");
      expect(requests).toBe(1);
    } finally {
      await new Promise((resolve) => failing.close(resolve));
    }
  });

  it("lets a network error through", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await expect(createS3Store(configOf(`http://127.0.0.1:${port}`)).put("products/x", Buffer.from("x"), "image/webp")).rejects.toThrow(
      TypeError,
    );
  });
});
