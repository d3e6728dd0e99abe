/**
 * What an upload may be: read by the admin's picture field and the server's upload route. Apart
 * from images.ts, which every storefront page loads with the layout (ADR 0019, ADR 0026).
 */

/** docs/product.md 'Constants': 5MB ('Image must be less than 5MB'). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** For the file picker only; the server decides by the file's content. */
export const ACCEPTED_IMAGE_TYPES = "image/jpeg,image/png,image/webp,image/gif,image/avif";

export interface UploadedImageDto {
  /** The middle width's address (`…-640w.webp`), as stored in image_url. */
  url: string;
  width: number;
  height: number;
}
