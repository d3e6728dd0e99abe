import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { reactRouterHonoServer } from "react-router-hono-server/dev";
import { readFileSync } from "node:fs";
import { defineConfig, minifySync, transformWithOxc, type Plugin } from "vite";
import { CHUNK_GROUPS, PUBLIC_LAYOUT_CHUNK } from "./src/web/chunk-groups";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The repository's root, with forward slashes, as the chunk table's paths are written. */
const ROOT = fileURLToPath(new URL(".", import.meta.url)).replaceAll("\\", "/");

/** Whether a module id is one of `paths` (src/web/chunk-groups.ts: a folder ends in "/", anything else is one file). */
function inPaths(paths: readonly string[]): (id: string) => boolean {
  const files = new Set(paths.filter((path) => !path.endsWith("/")).map((path) => ROOT + path));
  const folders = paths.filter((path) => path.endsWith("/")).map((path) => ROOT + path);
  return (id) => {
    const file = id.replaceAll("\\", "/");
    return files.has(file) || folders.some((folder) => file.startsWith(folder));
  };
}

const WALKED_FROM = new Set(PUBLIC_LAYOUT_CHUNK.walkedFrom.map((path) => fromRoot(`./${path}`)));
const isLayoutHeld = inPaths(PUBLIC_LAYOUT_CHUNK.holds);
const isNotWalked = inPaths(PUBLIC_LAYOUT_CHUNK.notWalked);

/**
 * The layout chunk (src/web/chunk-groups.ts): the modules it holds, and every module the root or
 * the public layout imports, directly or not, but those it never takes by the walk.
 */
function publicLayoutChunk(id: string, ctx: { getModuleInfo(id: string): { importers: readonly string[] } | null }) {
  if (isLayoutHeld(id)) return PUBLIC_LAYOUT_CHUNK.name;
  if (isNotWalked(id) || WALKED_FROM.has(id) || id.startsWith("\0")) return null;
  const seen = new Set<string>();
  const stack = [id];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    for (const importer of ctx.getModuleInfo(current)?.importers ?? []) {
      if (WALKED_FROM.has(importer)) return PUBLIC_LAYOUT_CHUNK.name;
      stack.push(importer);
    }
  }
  return null;
}

const PRELOAD_HELPER_ID = "\0vite/preload-helper.js";

/**
 * Vite wraps each dynamic import in a helper (~0.6 KB gzipped) that preloads the imported
 * chunk's own imports. The storefront's one dynamic import (sonner, on the first toast) needs
 * nothing that is not loaded already, and that 0.6 KB would ship on every page (ADR 0008). With
 * `modulePreload: false` Vite hands the helper CSS files only; this one loads those, then the module.
 *
 * It is also where a file that is gone is noticed (ADR 0020): after a rolling restart, a page
 * of the previous build may ask an instance of the new one for a chunk only the previous build
 * had (names are hashes of contents). The helper is handed `() => import("./c-….js").then(…)`,
 * with the caller's own handling of a failure inside it, so it imports that chunk itself first
 * (found in the function's source): when that fails, the page is reloaded, once per build (the
 * manifest's version, kept in sessionStorage), and comes back as the new build's page. Offline,
 * or a second time on one build, the caller's handling runs as before (Add to Cart says it
 * failed). React Router reloads by itself when a route module fails to load. Code asked for
 * ahead of a tap (`window.__ahead`, lib/tap-hold.ts, ADR 0026) never reloads: the visitor did
 * nothing, and may be typing at checkout; the tap's own import fails then and reloads once.
 * tests/e2e/rolling-restart.spec.ts holds this seam.
 */
function leanPreloadHelper(): Plugin {
  let base = "/";
  return {
    name: "shop:lean-preload-helper",
    apply: "build",
    enforce: "pre",
    configResolved(config) {
      base = config.base;
    },
    resolveId: (id) => (id === PRELOAD_HELPER_ID ? id : null),
    load(id) {
      if (id !== PRELOAD_HELPER_ID) return null;
      return `const base = ${JSON.stringify(base)};
const reloadOnce = () => {
  try {
    const build = String(window.__reactRouterManifest && window.__reactRouterManifest.version);
    if (navigator.onLine && sessionStorage.getItem("shop-reloaded-for") !== build) {
      sessionStorage.setItem("shop-reloaded-for", build);
      location.reload();
      return new Promise(() => {});
    }
  } catch {}
};
const loadCss = (dep) => new Promise((resolve, reject) => {
  const href = base + dep;
  if (document.querySelector('link[rel="stylesheet"][href="' + href + '"]')) return resolve();
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  link.onload = resolve;
  link.onerror = reject;
  document.head.appendChild(link);
});
export const __vitePreload = (load, deps) => {
  const chunk = /import\\((["'\`])(\\.[^"'\`]+)\\1/.exec(String(load));
  const first = chunk ? import(/* @vite-ignore */ new URL(chunk[2], import.meta.url).href).catch(window.__ahead ? () => {} : reloadOnce) : 0;
  return Promise.all([first, ...(deps || []).map(loadCss)]).then(() => load());
};
`;
    },
  };
}

const INLINE_SCRIPT = "?inline-script";

/**
 * `import source from "./x.ts?inline-script"` (the hydration gate, ADR 0019): the module's one
 * exported function as source text, compiled and minified here, for a script the server writes
 * into the page. Every page that carries it counts it as first-load JavaScript: minified it is
 * about half of what `Function.prototype.toString` gave of the server build's readable code.
 */
function inlineScriptSource(): Plugin {
  return {
    name: "shop:inline-script",
    enforce: "pre",
    async resolveId(source, importer) {
      if (!source.endsWith(INLINE_SCRIPT)) return null;
      const resolved = await this.resolve(source.slice(0, -INLINE_SCRIPT.length), importer, { skipSelf: true });
      return resolved ? resolved.id + INLINE_SCRIPT : null;
    },
    async load(id) {
      if (!id.endsWith(INLINE_SCRIPT)) return null;
      const file = id.slice(0, -INLINE_SCRIPT.length);
      this.addWatchFile(file);
      const { code } = await transformWithOxc(readFileSync(file, "utf8"), file, { lang: "ts", sourcemap: false });
      const minified = minifySync(file.replace(/\.ts$/, ".js"), code, { compress: { target: "es2022" }, mangle: true }).code;
      const source = minified
        .trim()
        .replace(/^export\s+function\s+[\w$]+/, "function")
        .replace(/;$/, "");
      if (!source.startsWith("function(")) throw new Error(`${file}: an inline script is one exported function`);
      return `export default ${JSON.stringify(source)};`;
    },
  };
}

/**
 * What the server build leaves in node_modules: native or WebAssembly packages that find their
 * files next to their own code (PGlite, sharp), packages loaded on first use only (pg, nodemailer,
 * stripe), pino (its transports run its files in worker threads), and React with React Router,
 * whose CommonJS entries choose their production or development build at run time (bundled, both
 * would be parsed).
 */
const SERVER_EXTERNAL = [
  "@electric-sql/pglite",
  "pg",
  "sharp",
  "nodemailer",
  "stripe",
  "pino",
  "react",
  "react-dom",
  "react-router",
  "scheduler",
];

/**
 * The server build bundles its other dependencies (cold start, ADR 0019): left in node_modules,
 * Node resolved, read and linked about 600 ES modules at each start (zod, drizzle-orm,
 * better-auth, hono, jose… file by file); bundled, start-up reads a dozen files, and loading
 * them takes about a third of the CPU time it took. Comments are dropped: nobody reads them there.
 * `npm run dev` keeps Vite's default (dependencies loaded from node_modules).
 */
function bundledServer(): Plugin {
  return {
    name: "shop:bundled-server",
    apply: "build",
    configEnvironment(name) {
      if (name !== "ssr") return;
      return { resolve: { noExternal: true }, build: { rolldownOptions: { output: { comments: false } } } };
    },
  };
}

export default defineConfig({
  // The import aliases (~/*, @shared/*, @server/*) are tsconfig.json's `paths`, their one definition.
  resolve: { tsconfigPaths: true },
  plugins: [
    inlineScriptSource(),
    leanPreloadHelper(),
    bundledServer(),
    reactRouterHonoServer({ serverEntryPoint: "src/server/index.ts" }),
    tailwindcss(),
    reactRouter(),
  ],
  ssr: {
    // These stay in node_modules; the server build bundles the rest (bundledServer).
    external: SERVER_EXTERNAL,
  },
  build: {
    sourcemap: process.env.ANALYZE === "1",
  },
  environments: {
    client: {
      build: {
        // React Router writes its own modulepreload links; see leanPreloadHelper for dynamic imports.
        modulePreload: false,
        rolldownOptions: {
          output: {
            // Shared chunks' names appear in every importing chunk and in each page's inline
            // manifest: 'c-[hash]' instead of 'public-layout-shared-[hash]' saves 0.2-0.3 KB a page.
            chunkFileNames: "assets/c-[hash].js",
            codeSplitting: {
              // Declared in src/web/chunk-groups.ts (ADR 0008, ADR 0019).
              groups: [
                { name: publicLayoutChunk, priority: PUBLIC_LAYOUT_CHUNK.priority },
                ...CHUNK_GROUPS.map(({ name, holds, priority }) => ({ name, test: inPaths(holds), ...(priority && { priority }) })),
              ],
            },
          },
        },
      },
    },
  },
});
