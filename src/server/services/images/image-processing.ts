import type * as Sharp from "sharp";
import type { Metadata } from "sharp";

/** sharp (a native library) loads on the first picture, not at start-up (cold start). */
let sharpModule: Promise<typeof Sharp.default> | undefined;
const loadSharp = () => (sharpModule ??= import("sharp").then((m) => m.default));
import { MAX_IMAGE_BYTES } from "@shared/images/uploads";
import { IMAGE_WIDTHS } from "@shared/images/images";
import { ServiceError } from "../../lib/errors";
import { said } from "@shared/core/said";

/**
 * Uploaded pictures are judged by their bytes, never by their name or the browser's type:
 * the magic bytes must say JPEG, PNG, WebP, GIF or AVIF and the decoder must agree. Each is
 * then re-encoded to WebP in the storefront's widths (src/shared/images/images.ts) with no metadata
 * (no EXIF location), so nothing of the original file (a script in a PNG chunk, HTML after
 * its end) is ever served. Huge dimensions are refused before decoding (decompression bombs).
 */

export type InputFormat = "jpeg" | "png" | "webp" | "gif" | "avif";

/** 50 megapixels: a 48 MP phone photo passes; a few hundred KB of zeros claiming 2.5 Gpx does not. */
export const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 80;
const PROCESSING_TIMEOUT_SECONDS = 30;

/** sharp's name for each format we accept (AVIF is read by its HEIF decoder). */
const SHARP_FORMAT: Record<InputFormat, string> = { jpeg: "jpeg", png: "png", webp: "webp", gif: "gif", avif: "heif" };

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString("latin1");

/** The format the file's first bytes announce, or null. */
export function detectImageFormat(bytes: Buffer): InputFormat | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a") return "gif";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (ascii(bytes, 4, 8) === "ftyp" && ["avif", "avis"].includes(ascii(bytes, 8, 12))) return "avif";
  return null;
}

export interface ProcessedImage {
  width: number;
  height: number;
  /** One WebP per storefront width (IMAGE_WIDTHS). */
  variants: { width: number; data: Buffer }[];
}

const notAnImage = () => new ServiceError("unsupported_media_type", said("imageTexts.errors.notAnImage"));

/** At most two images are decoded at once: each can take a few hundred MB while resizing. */
class Gate {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly limit: number) {}
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active++;
    try {
      return await task();
    } finally {
      this.active--;
      this.waiting.shift()?.();
    }
  }
}
const gate = new Gate(2);

export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  if (bytes.length > MAX_IMAGE_BYTES) throw new ServiceError("payload_too_large", said("imageTexts.errors.tooLarge"));
  const format = detectImageFormat(bytes);
  if (!format) throw notAnImage();
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", animated: false } as const;

  let metadata: Metadata;
  try {
    // Reads the header only: a bomb's dimensions are known before anything is decoded.
    metadata = await sharp(bytes, options).metadata();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new ServiceError("payload_too_large", said("imageTexts.errors.tooManyPixels"));
    }
    throw notAnImage();
  }
  if (metadata.format !== SHARP_FORMAT[format]) throw notAnImage();
  if (!metadata.width || !metadata.height) throw new ServiceError("validation_failed", said("imageTexts.errors.unreadable"));
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) {
    throw new ServiceError("payload_too_large", said("imageTexts.errors.tooManyPixels"));
  }

  return gate.run(async () => {
    try {
      // rotate() applies the EXIF orientation before the metadata is dropped.
      const source = sharp(bytes, options).rotate().timeout({ seconds: PROCESSING_TIMEOUT_SECONDS });
      const variants = await Promise.all(
        IMAGE_WIDTHS.map(async (width) => ({
          width,
          data: await source.clone().resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer(),
        })),
      );
      const upright = (metadata.orientation ?? 1) >= 5;
      return {
        width: upright ? metadata.height! : metadata.width!,
        height: upright ? metadata.width! : metadata.height!,
        variants,
      };
    } catch (error) {
      if (error instanceof ServiceError) throw error;
      // A header that looked fine over a body that does not decode (truncated, corrupt).
      throw new ServiceError("validation_failed", said("imageTexts.errors.unreadable"));
    }
  });
}
