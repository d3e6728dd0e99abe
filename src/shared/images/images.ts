/**
 * Images we store ourselves are WebP files in several widths named `<name>-<width>w.webp`;
 * `image_url` points at the middle width. From that one URL we derive the srcset.
 * Images at other addresses (an admin may paste any URL) get no srcset: the other widths
 * might not exist there, and the browser would show a broken picture.
 */
export const IMAGE_WIDTHS = [320, 640, 960] as const;
export const DEFAULT_IMAGE_WIDTH = 640;

/** The path under which the shop serves uploaded files (routes/images.ts), unless a bucket's public address is configured. */
export const UPLOADS_PATH = "/uploads";

/** The two stores of docs/product.md 'Picture storage': product images and blog images. */
export const IMAGE_STORES = ["products", "blog"] as const;
export type ImageStore = (typeof IMAGE_STORES)[number];

const SIZED_WEBP = /^(.*)-(\d+)w\.webp$/;

/** The name the upload service gives every stored picture: 16 random bytes, base64url (22 characters). */
export const UPLOAD_NAME_PATTERN = "[A-Za-z0-9_-]{22}";

/**
 * An upload's address wherever it is served (the shop's /uploads, or a bucket or CDN at
 * S3_PUBLIC_URL, which the browser is not told): `…/<store>/<22 random characters>-<width>w.webp`,
 * the name the upload service gives every file. Recognised by that shape alone.
 */
const UPLOADED_WEBP = new RegExp(
  `^https?://[^?#]+/(?:${IMAGE_STORES.join("|")})/${UPLOAD_NAME_PATTERN}-(?:${IMAGE_WIDTHS.join("|")})w\\.webp$`,
);

/** Whether the other widths of this picture exist: our own files (same origin), or an upload served from elsewhere. */
function hasSizedVariants(url: string): boolean {
  return url.startsWith("/") ? !url.startsWith("//") : UPLOADED_WEBP.test(url);
}

export function imageSrcSet(url: string | null | undefined, widths: readonly number[] = IMAGE_WIDTHS): string | undefined {
  if (!url) return undefined;
  const match = SIZED_WEBP.exec(url);
  if (!match || !hasSizedVariants(url)) return undefined;
  const base = match[1];
  return widths.map((width) => `${base}-${width}w.webp ${width}w`).join(", ");
}

export function sizedImageUrl(base: string, width: number): string {
  return `${base}-${width}w.webp`;
}
