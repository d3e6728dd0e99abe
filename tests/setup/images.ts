import { Readable } from "node:stream";
import { createDeflate, crc32 } from "node:zlib";
import sharp from "sharp";

/** Test pictures made on the spot: real encoders, known sizes, and the malicious ones. */

export async function photo(format: "png" | "jpeg" | "webp" | "gif" | "avif", width = 1200, height = 900): Promise<Buffer> {
  // A gradient with some structure, so encoders have something to chew on.
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = (x ^ y) & 0xff;
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

/** A JPEG taken "sideways" (EXIF orientation 6) with camera and GPS metadata in it. */
export async function jpegWithExif(): Promise<Buffer> {
  const base = await photo("jpeg", 800, 600);
  return sharp(base)
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "PhoneCorp", Model: "Secret Model 9" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "34/1 3/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "118/1 12/1 0/1" },
    })
    .jpeg()
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A PNG/HTML polyglot: a valid PNG that also carries a script in a text chunk and a whole
 * HTML page after its end, so a browser sniffing it as HTML would run the script.
 */
export async function pngHtmlPolyglot(): Promise<Buffer> {
  const png = await photo("png", 64, 64);
  const iend = png.length - 12;
  const script = pngChunk("tEXt", Buffer.from("Comment\0<script>alert(document.cookie)</script>", "latin1"));
  const html = Buffer.from("<html><body><script>alert('polyglot')</script></body></html>", "latin1");
  return Buffer.concat([png.subarray(0, iend), script, png.subarray(iend), html]);
}

/** PNG's eight magic bytes, then an HTML page: passes a magic-byte check, is no image. */
export function pngMagicThenHtml(): Buffer {
  return Buffer.concat([PNG_SIGNATURE, Buffer.from("<html><script>alert(1)</script></html>".padEnd(200, " "))]);
}

export const svgWithScript = Buffer.from(
  `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(document.domain)</script><rect width="100" height="100" fill="red"/></svg>`,
);

/**
 * A decompression bomb: a 50,000 × 50,000 black PNG (2.5 gigapixels, ~10 GB once decoded as
 * RGBA) that weighs a few hundred kilobytes, because a row of zeros compresses to almost nothing.
 */
export async function decompressionBombPng(side = 50_000): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth 1
  header[9] = 0; // greyscale
  const rowBytes = 1 + Math.ceil(side / 8); // filter byte 0, then black pixels
  // Streamed a few hundred rows at a time: the test never holds the 300 MB of raw pixels.
  const block = Buffer.alloc(rowBytes * 500);
  const rows = Readable.from(
    (function* () {
      for (let y = 0; y < side; y += 500) yield block.subarray(0, rowBytes * Math.min(500, side - y));
    })(),
  );
  const chunks: Buffer[] = [];
  const deflate = rows.pipe(createDeflate({ level: 9 }));
  for await (const chunk of deflate) chunks.push(chunk as Buffer);
  const idat = Buffer.concat(chunks);
  return Buffer.concat([PNG_SIGNATURE, pngChunk("IHDR", header), pngChunk("IDAT", idat), pngChunk("IEND", Buffer.alloc(0))]);
}

export const isWebp = (bytes: Buffer) =>
  bytes.subarray(0, 4).toString("latin1") === "RIFF" && bytes.subarray(8, 12).toString("latin1") === "WEBP";
