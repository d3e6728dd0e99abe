import { mkdtempSync, readdirSync, existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "vitest";
import type { TestClient } from "./test-client";

/** A fresh DATA_DIR for a suite that stores uploads. */
export function tempDataDir(prefix = "shop-uploads-"): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Every file under DATA_DIR/uploads (relative paths), to see what an upload left behind. */
export function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, "uploads");
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Posts a file as the browser's form would (multipart, field 'file'). */
export function uploadFile(client: TestClient, store: string, bytes: Buffer, name: string, type: string): Promise<Response> {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], name, { type }));
  return client.request(`/api/admin/uploads/${store}`, { method: "POST", body: form });
}

export async function errorOf(res: Response): Promise<{ code: string; message: string; fields?: Record<string, string> }> {
  return ((await res.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }).error;
}

/** A menu item as the admin's form posts it: Carnitas Maciza by the pound, available, not featured. */
export const adminItemInput = (categoryId: string, overrides: Record<string, unknown> = {}) => ({
  name: "Carnitas Maciza",
  description: "Lean pork shoulder from the cazo.",
  price: "15.99",
  priceUnit: "lb",
  categoryId,
  imageUrl: "",
  isAvailable: true,
  isFeatured: false,
  ...overrides,
});

/** The answer is a 400 'validation_failed' whose `field` says `message` (a string or an asymmetric matcher). */
export async function expectFieldError(res: Response, field: string, message: unknown) {
  expect(res.status).toBe(400);
  const error = await errorOf(res);
  expect(error.code).toBe("validation_failed");
  expect(error.fields?.[field]).toEqual(message);
}
