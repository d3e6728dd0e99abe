/**
 * Images we store ourselves are WebP files in several widths named `<name>-<width>w.webp`;
 * `image_url` points at the middle width. From that one URL we derive the srcset.
 * Images at other addresses (an admin may paste any URL) get no srcset.
 */
export const IMAGE_WIDTHS = [320, 640, 960] as const;
export const DEFAULT_IMAGE_WIDTH = 640;

const SIZED_WEBP = /^(.*)-(\d+)w\.webp$/;

export function imageSrcSet(
  url: string | null | undefined,
  widths: readonly number[] = IMAGE_WIDTHS,
): string | undefined {
  if (!url) return undefined;
  const match = SIZED_WEBP.exec(url);
  if (!match || !url.startsWith("/")) return undefined;
  const base = match[1];
  return widths.map((width) => `${base}-${width}w.webp ${width}w`).join(", ");
}

/** The home page's hero is drawn wider than the other pictures. */
export const HERO_IMAGE = {
  src: "/images/hero-1280w.webp",
  widths: [640, 1280, 1920],
  width: 1280,
  height: 720,
} as const;

export function sizedImageUrl(base: string, width: number): string {
  return `${base}-${width}w.webp`;
}
