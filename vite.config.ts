import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { reactRouterHonoServer } from "react-router-hono-server/dev";
import { defineConfig, type Plugin } from "vite";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const LAYOUT_MODULES = [fromRoot("./src/web/root.tsx"), fromRoot("./src/web/routes/public-layout.tsx")];
/**
 * Small modules many public pages import though the layout does not: in a chunk of their own
 * each costs more in gzip framing and import glue than its code (seo.ts: 0.6 KB of code, a
 * 0.4 KB chunk, on 13 of 14 public pages; use-hydrated.ts: 76 bytes, a 0.25 KB chunk; the page
 * banner on 8 pages; the spinner draws the icon the layout's pending page already carries;
 * money.ts on every page that sells, built on shared/quantity.ts, which the cart store brings).
 */
const WITH_THE_LAYOUT = [
  "./src/web/lib/seo.ts",
  "./src/web/lib/use-hydrated.ts",
  "./src/web/components/ui/page-banner.tsx",
  "./src/web/components/ui/spinner.tsx",
  "./src/shared/money.ts",
].map(fromRoot);
// The framework has its own chunks; lucide's icons are reached through its barrel module, which
// would pull admin-only icons in here, so rolldown's default splitting places them.
const NOT_GROUPED = /node_modules[\\/](react|react-dom|react-router|scheduler|lucide)[\\/]/;

/**
 * Everything the root and the public layout import goes into one chunk: every public page
 * loads all of it anyway, and one file costs less than a dozen small ones (the storefront's
 * first load must stay under 120 KB gzipped). Route-specific code keeps its own chunks.
 */
function publicLayoutChunk(id: string, ctx: { getModuleInfo(id: string): { importers: readonly string[] } | null }) {
  if (WITH_THE_LAYOUT.includes(id)) return "public-layout-shared";
  if (NOT_GROUPED.test(id) || LAYOUT_MODULES.includes(id) || id.startsWith("\0")) return null;
  const seen = new Set<string>();
  const stack = [id];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    for (const importer of ctx.getModuleInfo(current)?.importers ?? []) {
      if (LAYOUT_MODULES.includes(importer)) return "public-layout-shared";
      stack.push(importer);
    }
  }
  return null;
}

/**
 * The form fields (an input, a text area, and the label, hint and error both draw): one chunk
 * rather than two or three; the text area alone is a 0.2 KB module.
 */
const FORM_FIELDS = /src[\\/]web[\\/]components[\\/]ui[\\/](field|text-field|text-area-field)\.tsx$/;

const PRELOAD_HELPER_ID = "\0vite/preload-helper.js";

/**
 * Vite wraps each dynamic import in a helper (~0.6 KB gzipped) that preloads the imported
 * chunk's own imports. The storefront's one dynamic import (sonner, on the first toast) needs
 * nothing that is not loaded already, and that 0.6 KB would ship on every page (ADR 0008). With
 * `modulePreload: false` Vite hands the helper CSS files only; this one loads those, then the module.
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
const loadCss = (dep) => new Promise((resolve, reject) => {
  const href = base + dep;
  if (document.querySelector('link[rel="stylesheet"][href="' + href + '"]')) return resolve();
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  link.onload = () => resolve();
  link.onerror = () => reject(new Error("Unable to preload CSS for " + href));
  document.head.appendChild(link);
});
export const __vitePreload = (load, deps) => (deps && deps.length ? Promise.all(deps.map(loadCss)).then(() => load()) : load());
`;
    },
  };
}

export default defineConfig({
  // The import aliases (~/*, @shared/*, @server/*) are tsconfig.json's `paths`, their one definition.
  resolve: { tsconfigPaths: true },
  plugins: [leanPreloadHelper(), reactRouterHonoServer({ serverEntryPoint: "src/server/index.ts" }), tailwindcss(), reactRouter()],
  ssr: {
    // Native or heavy server-only packages stay in node_modules instead of being bundled.
    external: ["@electric-sql/pglite", "pg", "sharp", "pino", "nodemailer", "stripe", "better-auth"],
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
            codeSplitting: {
              groups: [
                { name: publicLayoutChunk, priority: 1 },
                { name: "form-fields", test: FORM_FIELDS },
              ],
            },
          },
        },
      },
    },
  },
});
