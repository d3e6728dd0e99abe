import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { reactRouterHonoServer } from "react-router-hono-server/dev";
import { readFileSync } from "node:fs";
import { defineConfig, minifySync, transformWithOxc, type Plugin } from "vite";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const LAYOUT_MODULES = [fromRoot("./src/web/root.tsx"), fromRoot("./src/web/routes/public-layout-route.tsx")];
/**
 * Words stay with the route that brings them (ADR 0015): each language's layout and page route
 * imports its own catalogues, so a Spanish page never loads the English words or the reverse.
 */
const TEXTS = /src[\\/]shared[\\/]texts[\\/]/;
/**
 * Small modules many public pages import though the layout does not: in a chunk of their own
 * each costs more in gzip framing and import glue than its code (seo.ts: 0.6 KB of code, a
 * 0.4 KB chunk, on 13 of 14 public pages; use-hydrated.ts: 76 bytes, a 0.25 KB chunk; the page
 * banner on 8 pages; the spinner draws the icon the layout's pending page already carries;
 * money.ts's formatting on every page that sells; options.ts's keys and defaults, which the
 * menu card and the cart store both use). What only the cart, checkout and the counter need
 * (totals, tax, the weight allowance, the options' rules) is not here: see ORDER_RULES.
 */
const WITH_THE_LAYOUT = [
  "./src/web/lib/seo.ts",
  "./src/web/lib/use-hydrated.ts",
  "./src/web/components/ui/page-banner.tsx",
  "./src/web/components/ui/spinner.tsx",
  "./src/shared/money.ts",
  "./src/shared/options.ts",
  "./src/shared/cart.ts",
].map(fromRoot);
/**
 * React DOM's main module (flushSync and the like, 1.4 KB), which React Router and the entry both
 * import: in a chunk of its own it cost every page a file (about 0.4 KB with its imports and
 * manifest lines); every page loads the layout chunk anyway.
 */
const REACT_DOM_MAIN = /node_modules[\\/]react-dom[\\/](index\.js|cjs[\\/]react-dom\.production\.js)$/;
// The framework has its own chunks; lucide's icons are reached through its barrel module, which
// would pull admin-only icons in here, so rolldown's default splitting places them.
const NOT_GROUPED = /node_modules[\\/](react|react-dom|react-router|scheduler|lucide)[\\/]/;

/**
 * Everything the root and the public layout import goes into one chunk: every public page
 * loads all of it anyway, and one file costs less than a dozen small ones (the storefront's
 * first load must stay under 120 KB gzipped). Route-specific code keeps its own chunks.
 */
function publicLayoutChunk(id: string, ctx: { getModuleInfo(id: string): { importers: readonly string[] } | null }) {
  if (WITH_THE_LAYOUT.includes(id) || id === LAYOUT_MODULES[1] || REACT_DOM_MAIN.test(id) || MENU_CARD.test(id)) {
    return "public-layout-shared";
  }
  if (NOT_GROUPED.test(id) || TEXTS.test(id) || LAYOUT_MODULES.includes(id) || id.startsWith("\0")) return null;
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

/**
 * The sign-in pages' shared code (the card, the requests, the form rules, where to go after): one
 * chunk rather than four, each costing a page about 0.15 KB of file, import glue and manifest.
 * Sign-out's request, loaded on its click, comes with it.
 */
const AUTH_PAGES = /src[\\/](web[\\/]features[\\/]auth[\\/](auth-card|auth-api|auth-request|redirect-target)|shared[\\/]auth)\.tsx?$/;

/**
 * The menu card with its quantity selector, its option picker (staff's item picker uses it too)
 * and the selector's + and − drawings: in the layout chunk (ADR 0019). Home and the menus, where
 * visitors land, draw the card; in a chunk of its own (5.5 KB) it compressed to 2.2 KB, in the
 * layout chunk to about 1.6 KB, and it saved those pages a file: home 119.8 -> 119.2 KB, menu
 * 120.1 -> 119.4, each under 1.10 times the floor's. The
 * price: about 1.6 KB more on pages without the card (blog 117.4 -> 119.0, cart, checkout, sign-in),
 * still under it on the blog and its posts; visitors mostly reach the others from a page that
 * loaded the layout chunk already. The picture helper (shared/images.ts) comes along.
 */
const MENU_CARD =
  /(src[\\/]web[\\/](features[\\/]menu[\\/]menu-item-card|components[\\/]ui[\\/](option-picker|quantity-selector))\.tsx|lucide[\\/]dist[\\/]esm[\\/]icons[\\/](plus|minus)\.mjs)$/;

/**
 * The cart store: every page loads it right after hydration (features/cart/loaded-cart.ts: the
 * header's count, checkout's lines), so it is not in the layout chunk. The cart page, my
 * orders' reorder and Add to Cart import it. Its limits (shared/cart.ts, 0.1 KB) stay with the
 * layout, which the cart check's hook also uses.
 */
const CART_STORE = /src[\\/]web[\\/]features[\\/]cart[\\/]cart-store\.ts$/;

/**
 * An order's rules: totals and tax, the weight allowance, which options a line may carry
 * (order-totals.ts, option-rules.ts). The cart store, the cart and checkout use them; the menu's
 * cards do not, so they are not in the layout chunk. One chunk, so that checkout does not load the
 * cart store's chunk to reach them.
 */
const ORDER_RULES = /src[\\/]shared[\\/](order-totals|option-rules|quantity-rules)\.ts$/;

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
 * failed). React Router reloads by itself when a route module fails to load.
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
  const first = chunk ? import(/* @vite-ignore */ new URL(chunk[2], import.meta.url).href).catch(reloadOnce) : 0;
  return Promise.all([first, ...(deps || []).map(loadCss)]).then(() => load());
};
`;
    },
  };
}

const INLINE_SCRIPT = "?inline-script";

/**
 * `import source from "./x.ts?inline-script"` (the hydration gate, issue 18): the module's one
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
 * The server build bundles its other dependencies (cold start, issue 18): left in node_modules,
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
              groups: [
                { name: publicLayoutChunk, priority: 1 },
                { name: "form-fields", test: FORM_FIELDS },
                { name: "auth-pages", test: AUTH_PAGES },
                { name: "order-rules", test: ORDER_RULES, priority: 1 },
                { name: "cart-store", test: CART_STORE },
              ],
            },
          },
        },
      },
    },
  },
});
