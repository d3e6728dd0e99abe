import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { ObjectStore } from "../../services/images/object-store";

export interface UploadFile {
  /** The storage key: the path under the uploads directory, with `/` (`products/<name>-640w.webp`). */
  key: string;
  file: string;
}

/**
 * Every file under the uploads directory: each picture's widths (320, 640, 960) are separate
 * files, and all of them move. Half-written files of an interrupted upload (`*.tmp`) do not.
 */
export async function listUploads(dir: string): Promise<UploadFile[]> {
  const found: UploadFile[] = [];
  async function walk(current: string) {
    let entries;
    try {
      entries = await readdir(current, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    for (const entry of entries) {
      const file = path.join(current, entry.name);
      if (entry.isDirectory()) await walk(file);
      else if (entry.isFile() && !entry.name.endsWith(".tmp"))
        found.push({ key: path.relative(dir, file).split(path.sep).join("/"), file });
    }
  }
  await walk(dir);
  return found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

const CONTENT_TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".gif": "image/gif",
  ".avif": "image/avif",
};

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

/**
 * Puts every file into the store under its key, then reads each back and compares its SHA-256
 * with the local file's: a bucket that stored something else is found here, not by a customer.
 */
export async function copyUploads(store: ObjectStore, files: readonly UploadFile[], concurrency = 4): Promise<void> {
  let next = 0;
  async function worker() {
    while (next < files.length) {
      const { key, file } = files[next++]!;
      const body = await readFile(file);
      await store.put(key, body, CONTENT_TYPES[path.extname(key).toLowerCase()] ?? "application/octet-stream");
      const stored = await store.get(key);
      if (stored === null) throw new Error(`the bucket does not have ${key} after it was written`);
      if (sha256(stored) !== sha256(body)) throw new Error(`the bucket's copy of ${key} differs from the local file (SHA-256)`);
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker));
}
