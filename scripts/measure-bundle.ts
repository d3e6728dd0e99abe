// `npm run size`: gzipped JavaScript a browser loads on the first visit to each route: the entry, the root,
// and every route module on the path with their static imports (from React Router's manifest).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";

const clientDir = path.resolve("build/client");
interface ManifestEntry {
  module: string;
  imports?: string[];
  parentId?: string;
}
interface Manifest {
  url: string;
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry>;
}

function readManifest(): Manifest {
  const manifestFile = readdirSync(path.join(clientDir, "assets")).find((f) => /^manifest-.*\.js$/.test(f));
  if (!manifestFile) throw new Error("No client build: run `npm run build` first.");
  const source = readFileSync(path.join(clientDir, "assets", manifestFile), "utf8");
  return JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as Manifest;
}
const manifest = readManifest();

const gz = (file: string) => zlib.gzipSync(readFileSync(path.join(clientDir, file.replace(/^\//, "")))).length;

/**
 * What a first visit to a page runs: the entry and each route module on its path with their
 * static imports, plus the part of the route manifest React Router inlines in the HTML (with
 * lazy route discovery the full manifest file is not loaded).
 */
export function firstLoadBytes(routeIds: string[]): { total: number; files: string[] } {
  const files = new Set<string>();
  const add = (entry: ManifestEntry | undefined) => {
    if (!entry) return;
    files.add(entry.module);
    for (const dep of entry.imports ?? []) files.add(dep);
  };
  add(manifest.entry);
  for (const id of routeIds) add(manifest.routes[id]);
  const inlineManifest = JSON.stringify({ entry: manifest.entry, routes: Object.fromEntries(routeIds.map((id) => [id, manifest.routes[id]])) });
  let total = zlib.gzipSync(inlineManifest).length;
  for (const file of files) total += gz(file);
  return { total, files: [...files] };
}

/** Route id → the chain of route ids from the root down to it. */
function chainOf(id: string): string[] {
  const chain: string[] = [];
  for (let current: string | undefined = id; current; current = manifest.routes[current]?.parentId) chain.unshift(current);
  return chain;
}

/** Every page route under the public layout, with its chain. */
export function publicRouteChains(): Record<string, string[]> {
  return Object.fromEntries(
    Object.keys(manifest.routes)
      .filter((id) => manifest.routes[id]?.parentId === "routes/public-layout")
      .map((id) => [id, chainOf(id)]),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = Object.entries(publicRouteChains()).map(([route, ids]) => {
    const { total, files } = firstLoadBytes(ids);
    return { route, kb: (total / 1024).toFixed(1), files: files.length };
  });
  console.table(rows);
}
