// `npm run size`: gzipped JavaScript a browser loads on the first visit to each route: the entry, the root,
// every route module on the path with their static imports (from React Router's manifest), and the
// manifest script React Router inlines in the page.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";

interface ManifestEntry {
  module: string;
  imports?: string[];
  parentId?: string;
  path?: string;
  index?: boolean;
}
interface Manifest {
  url: string;
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry>;
}

export interface Bundle {
  /** Bytes (gzip, level 6) and files of the first load of a page whose route chain is `routeIds`. */
  firstLoadBytes(routeIds: string[]): { total: number; files: string[] };
  /** Route id → the chain of route ids from the root down to it. */
  chainOf(id: string): string[];
  /** Every page route under `layouts`, with its chain. */
  routeChains(layouts: string[]): Record<string, string[]>;
}

/**
 * One React Router build, measured by one rule: the shop's (`build/`) and the bench's floor
 * (`build/floor/`, ADR 0019) are measured by the same code, so that their ratio means something.
 */
export function measureBuild(buildDir = "build"): Bundle {
  const clientDir = path.resolve(buildDir, "client");
  const assets = path.join(clientDir, "assets");
  const manifestFile = existsSync(assets) ? readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f)) : undefined;
  if (!manifestFile) throw new Error(`No client build in ${clientDir}: build it first.`);
  const source = readFileSync(path.join(assets, manifestFile), "utf8");
  const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as Manifest;

  const gz = (file: string) => zlib.gzipSync(readFileSync(path.join(clientDir, file.replace(/^\//, "")))).length;

  /**
   * React Router's route discovery (from the server build): 'lazy' (its default) inlines in the
   * page only the manifest entries of the routes on the path; 'initial' inlines every route.
   * Either way browsers never download the manifest file itself.
   */
  const server = readFileSync(path.resolve(buildDir, "server/index.js"), "utf8");
  const discovery = /routeDiscovery = \{\s*"mode":\s*"initial"/.test(server) ? "initial" : "lazy";

  /**
   * The manifest script React Router inlines in the page, gzipped. Lazy discovery sends the
   * routes on the path plus their index children, as React Router's partial manifest does
   * (checked against a served /menu: 550 bytes estimated, 549 sent).
   */
  function inlineManifestBytes(routeIds: string[]): number {
    const ids = new Set(routeIds);
    for (const [id, route] of Object.entries(manifest.routes)) {
      if (route?.parentId && routeIds.includes(route.parentId) && route.index) ids.add(id);
    }
    const routes = discovery === "lazy" ? Object.fromEntries([...ids].map((id) => [id, manifest.routes[id]])) : manifest.routes;
    const script = `window.__reactRouterManifest = ${JSON.stringify({ ...manifest, routes }, null, 2)};`;
    return zlib.gzipSync(script).length;
  }

  function firstLoadBytes(routeIds: string[]): { total: number; files: string[] } {
    const files = new Set<string>();
    const add = (entry: ManifestEntry | undefined) => {
      if (!entry) return;
      files.add(entry.module);
      for (const dep of entry.imports ?? []) files.add(dep);
    };
    add(manifest.entry);
    for (const id of routeIds) add(manifest.routes[id]);
    let total = inlineManifestBytes(routeIds);
    for (const file of files) total += gz(file);
    return { total, files: [...files] };
  }

  function chainOf(id: string): string[] {
    const chain: string[] = [];
    for (let current: string | undefined = id; current; current = manifest.routes[current]?.parentId) chain.unshift(current);
    return chain;
  }

  function routeChains(layouts: string[]): Record<string, string[]> {
    return Object.fromEntries(
      Object.keys(manifest.routes)
        .filter((id) => layouts.includes(manifest.routes[id]?.parentId ?? ""))
        .map((id) => [id, chainOf(id)]),
    );
  }

  return { firstLoadBytes, chainOf, routeChains };
}

let shop: Bundle | undefined;
const shopBundle = () => (shop ??= measureBuild("build"));

export const firstLoadBytes = (routeIds: string[]) => shopBundle().firstLoadBytes(routeIds);

/** The public layouts: English at today's paths, Spanish under /es (ADR 0015). Each page ships its own language only. */
export const PUBLIC_LAYOUTS = ["routes/public-layout", "routes/es/public-layout"];

/** Every page route under a public layout, in both languages, with its chain. */
export const publicRouteChains = () => shopBundle().routeChains(PUBLIC_LAYOUTS);

/** The floor's one page (bench/floor): its route chain in its own build. */
export const FLOOR_PAGE = ["root", "routes/home"];

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rows = Object.entries(publicRouteChains()).map(([route, ids]) => {
    const { total, files } = firstLoadBytes(ids);
    return { route, kb: (total / 1024).toFixed(1), files: files.length };
  });
  console.table(rows);
}
