import { createHash } from "node:crypto";
import zlib from "node:zlib";

/** A value with its JSON bytes and a strong ETag, computed once and served many times. */
export interface CachedJson<T> {
  value: T;
  json: string;
  bytes: Buffer;
  etag: string;
}

export function toCachedJson<T>(value: T): CachedJson<T> {
  const json = JSON.stringify(value);
  const bytes = Buffer.from(json, "utf8");
  const etag = `"${createHash("sha1").update(bytes).digest("base64url")}"`;
  return { value, json, bytes, etag };
}

const compressed = new WeakMap<CachedJson<unknown>, { br?: Buffer; gzip?: Buffer }>();

/**
 * The body to send for a client's Accept-Encoding: brotli or gzip, compressed once per cached
 * value and kept with it, or the plain bytes.
 */
export function encodedBody(
  entry: CachedJson<unknown>,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding: "br" | "gzip" | null } {
  if (!acceptEncoding || entry.bytes.length < 1024) return { body: entry.bytes, encoding: null };
  let variants = compressed.get(entry);
  if (!variants) {
    variants = {};
    compressed.set(entry, variants);
  }
  if (/\bbr\b/.test(acceptEncoding)) {
    variants.br ??= zlib.brotliCompressSync(entry.bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } });
    return { body: variants.br, encoding: "br" };
  }
  if (/\bgzip\b/.test(acceptEncoding)) {
    variants.gzip ??= zlib.gzipSync(entry.bytes, { level: 6 });
    return { body: variants.gzip, encoding: "gzip" };
  }
  return { body: entry.bytes, encoding: null };
}

/**
 * A small read-through cache for public lists that change rarely (menu, categories, featured).
 * `invalidate()` is called after every local write and on a database notification from other
 * instances; a fill that started before an invalidation is not stored (generation check),
 * and entries also expire after `ttlMs` in case a notification was missed.
 */
export class JsonCache {
  private generation = 0;
  private readonly entries = new Map<string, { expiresAt: number; entry: CachedJson<unknown> }>();
  private readonly inflight = new Map<string, Promise<CachedJson<unknown>>>();

  constructor(
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 500,
  ) {}

  /** The cached entry if it is there and fresh; never loads. */
  peek<T>(key: string): CachedJson<T> | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expiresAt > Date.now() ? (hit.entry as CachedJson<T>) : undefined;
  }

  async get<T>(key: string, load: () => Promise<T>): Promise<CachedJson<T>> {
    const hit = this.peek<T>(key);
    if (hit) return hit;
    const pending = this.inflight.get(key);
    if (pending) return pending as Promise<CachedJson<T>>;

    const generation = this.generation;
    const promise = load()
      .then((value) => {
        const entry = toCachedJson(value);
        if (generation === this.generation) {
          if (this.entries.size >= this.maxEntries) this.entries.clear();
          this.entries.set(key, { expiresAt: Date.now() + this.ttlMs, entry });
        }
        return entry;
      })
      .finally(() => {
        if (this.inflight.get(key) === promise) this.inflight.delete(key);
      });
    this.inflight.set(key, promise);
    return promise;
  }

  invalidate(): void {
    this.generation++;
    this.entries.clear();
    this.inflight.clear();
  }
}
