import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { DEFAULT_IMAGE_WIDTH, IMAGE_STORES, IMAGE_WIDTHS, UPLOAD_NAME_PATTERN, type ImageStore } from "@shared/images/images";
import type { UploadedImageDto } from "@shared/images/uploads";
import type { ServiceContext } from "../service-context";
import type { Database } from "../../db/client";
import { blogPosts } from "../../db/schema/blog";
import { items } from "../../db/schema/menu";
import { ServiceError } from "../../lib/errors";
import { processImage } from "./image-processing";
import type { ObjectStore } from "./object-store";
import { said } from "@shared/core/said";

/** A stored file's name: the upload's random name, a width, '.webp'. Nothing else is served. */
const STORED_FILE = new RegExp(`^(${UPLOAD_NAME_PATTERN})-(\\d{3,4})w\\.webp$`);

export interface StoredImageKey {
  store: ImageStore;
  name: string;
}

const isStore = (value: string): value is ImageStore => (IMAGE_STORES as readonly string[]).includes(value);

/** `products` + `abc…-640w.webp` → the storage key, or null for anything we did not write. */
export function storedFileKey(store: string, file: string): string | null {
  const match = STORED_FILE.exec(file);
  if (!isStore(store) || !match || !(IMAGE_WIDTHS as readonly number[]).includes(Number(match[2]))) return null;
  return `${store}/${file}`;
}

const keyOf = ({ store, name }: StoredImageKey, width: number) => `${store}/${name}-${width}w.webp`;

/** Which stored image an image_url points at (any of its widths), or null when it is not one of ours. */
export function parseStoredImageUrl(storage: ObjectStore, url: string): StoredImageKey | null {
  for (const store of IMAGE_STORES) {
    const prefix = storage.publicUrl(`${store}/`);
    if (!url.startsWith(prefix)) continue;
    const file = url.slice(prefix.length);
    const match = STORED_FILE.exec(file);
    if (match && storedFileKey(store, file)) return { store, name: match[1]! };
  }
  return null;
}

/** Checks, re-encodes and stores an uploaded picture; answers with the address to keep in image_url. */
export async function storeImage(ctx: ServiceContext, { store, bytes }: { store: ImageStore; bytes: Buffer }): Promise<UploadedImageDto> {
  const image = await processImage(bytes);
  const key: StoredImageKey = { store, name: randomBytes(16).toString("base64url") };
  try {
    await Promise.all(image.variants.map((variant) => ctx.storage.put(keyOf(key, variant.width), variant.data, "image/webp")));
  } catch (error) {
    ctx.log.error({ err: error, store }, "could not store an uploaded image");
    await deleteStoredImage(ctx, key).catch(() => {});
    throw new ServiceError("unavailable", said("imageTexts.toasts.uploadFailed"));
  }
  return { url: ctx.storage.publicUrl(keyOf(key, DEFAULT_IMAGE_WIDTH)), width: image.width, height: image.height };
}

async function deleteStoredImage(ctx: ServiceContext, key: StoredImageKey): Promise<void> {
  await Promise.all(IMAGE_WIDTHS.map((width) => ctx.storage.delete(keyOf(key, width))));
}

/** Whether a saved item or post still shows this picture. */
async function isImageInUse(db: Database, url: string): Promise<boolean> {
  const [item] = await db.select({ id: items.id }).from(items).where(eq(items.imageUrl, url)).limit(1);
  if (item) return true;
  const [post] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.imageUrl, url)).limit(1);
  return Boolean(post);
}

/**
 * Removes an uploaded picture (every width) that no saved item or post uses: a picture
 * uploaded in the editor and then replaced or removed before saving. A picture still in use
 * is refused (409), so a remove can never break the menu or the blog.
 */
export async function removeImage(ctx: ServiceContext, url: string): Promise<void> {
  const key = parseStoredImageUrl(ctx.storage, url);
  if (!key) throw new ServiceError("validation_failed", said("imageTexts.errors.notOurs"), { url: said("imageTexts.errors.notOurs") });
  if (await isImageInUse(ctx.db, ctx.storage.publicUrl(keyOf(key, DEFAULT_IMAGE_WIDTH)))) {
    throw new ServiceError("conflict", said("imageTexts.errors.stillUsed"));
  }
  try {
    await deleteStoredImage(ctx, key);
  } catch (error) {
    ctx.log.error({ err: error, url }, "could not remove an uploaded image");
    throw new ServiceError("unavailable", said("imageTexts.toasts.removeFailed"));
  }
}

/**
 * After an item or post changed or dropped its picture: deletes the old one when it was ours
 * and nothing else uses it. Best effort; a leftover file harms no one, so failures are logged.
 */
export async function deleteImageIfUnused(ctx: ServiceContext, url: string | null | undefined): Promise<void> {
  if (!url) return;
  const key = parseStoredImageUrl(ctx.storage, url);
  if (!key) return;
  try {
    if (await isImageInUse(ctx.db, ctx.storage.publicUrl(keyOf(key, DEFAULT_IMAGE_WIDTH)))) return;
    await deleteStoredImage(ctx, key);
  } catch (error) {
    ctx.log.warn({ err: error, url }, "could not delete a picture that is no longer used");
  }
}
