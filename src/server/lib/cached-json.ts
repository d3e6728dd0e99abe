import { createHash } from "node:crypto";

/** A value with its JSON text and a strong ETag, computed once and served many times. */
export interface CachedJson<T> {
  value: T;
  json: string;
  etag: string;
}

export function toCachedJson<T>(value: T): CachedJson<T> {
  const json = JSON.stringify(value);
  const etag = `"${createHash("sha1").update(json).digest("base64url")}"`;
  return { value, json, etag };
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

  async get<T>(key: string, load: () => Promise<T>): Promise<CachedJson<T>> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit.entry as CachedJson<T>;
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
