// Writes .br and .gz next to every compressible file of the client build, so the server can
// send them as they are (Hono's serveStatic `precompressed`), at maximum compression, for free.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const root = path.resolve(process.argv[2] ?? "build/client");
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|map)$/;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

let files = 0;
let raw = 0;
let compressed = 0;
for await (const file of walk(root)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const content = await readFile(file);
  if (content.length < 512) continue;
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip(content, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  files++;
  raw += (await stat(file)).size;
  compressed += br.length;
}
console.log(`precompressed ${files} files: ${(raw / 1024).toFixed(0)} KB → ${(compressed / 1024).toFixed(0)} KB brotli`);
