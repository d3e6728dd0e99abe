import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import type { StorageConfig } from "../../config";
import { UPLOADS_PATH } from "@shared/images/images";
import type { ObjectStore } from "./object-store";

type S3Config = Extract<StorageConfig, { kind: "s3" }>;

const TIMEOUT_MS = 20_000;
const IMMUTABLE = "public, max-age=31536000, immutable";

export class S3Error extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "S3Error";
  }
}

/**
 * An S3-compatible bucket (AWS, MinIO, R2…), path-style: `<endpoint>/<bucket>/<key>`.
 * Objects are written with their content type and a year-long immutable cache header, so a
 * CDN in front of the bucket (S3_PUBLIC_URL) serves them as the shop itself would.
 */
export function createS3Store(config: S3Config): ObjectStore {
  // No retries: a 5xx or a refusal is reported at once, as the callers expect (aws4fetch retries 10 times by default).
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: "s3",
    retries: 0,
  });
  const urlOf = (key: string) => new URL(`${config.endpoint}/${config.bucket}/${key.split("/").map(encodeURIComponent).join("/")}`);

  async function send(method: string, key: string, body?: Buffer, extraHeaders: Record<string, string> = {}) {
    // The body's hash is signed (aws4fetch would send UNSIGNED-PAYLOAD for S3), so the bucket checks what it stores.
    const payloadHash = createHash("sha256")
      .update(body ?? "")
      .digest("hex");
    return client.fetch(urlOf(key), {
      method,
      headers: { ...extraHeaders, "x-amz-content-sha256": payloadHash },
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: "error",
    });
  }

  async function fail(res: Response, what: string): Promise<never> {
    const text = await res.text().catch(() => "");
    const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? `HTTP ${res.status}`;
    throw new S3Error(res.status, `S3 ${what} failed: ${code}`);
  }

  return {
    kind: "s3",
    async put(key, body, contentType) {
      const res = await send("PUT", key, body, { "content-type": contentType, "cache-control": IMMUTABLE });
      if (!res.ok) await fail(res, `put ${key}`);
      await res.body?.cancel();
    },
    async get(key) {
      const res = await send("GET", key);
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok) await fail(res, `get ${key}`);
      return Buffer.from(await res.arrayBuffer());
    },
    async delete(key) {
      const res = await send("DELETE", key);
      if (!res.ok && res.status !== 404) await fail(res, `delete ${key}`);
      await res.body?.cancel();
    },
    publicUrl: (key) => (config.publicUrl ? `${config.publicUrl}/${key}` : `${UPLOADS_PATH}/${key}`),
  };
}
