import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { reactRouterHonoServer } from "react-router-hono-server/dev";
import { defineConfig, type Plugin } from "vite";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The public layout's own modules (header, footer, cart badge, toasts, the helpers every page
 * uses) go into one chunk with React Router instead of a dozen small ones: fewer requests and
 * better compression, about 2 KB less gzipped JavaScript on every page (ADR 0007).
 */
const SHELL_MODULES =
  /[\\/]src[\\/](web[\\/](components|lib)[\\/]|web[\\/]features[\\/]cart[\\/]cart-store\.ts|shared[\\/](cart|shop|images|api-error)\.ts|shared[\\/]texts[\\/](layout|loading)\.ts)/;

const PRELOAD_HELPER_ID = "\0vite/preload-helper.js";

/**
 * Vite wraps each dynamic import in a helper (~0.6 KB gzipped) that preloads the imported
 * chunk's own imports. The storefront's one dynamic import (sonner, on the first toast) needs
 * nothing that is not loaded already, and that 0.6 KB would ship on every page (ADR 0007). With
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
  resolve: {
    alias: {
      "~": fromRoot("./src/web"),
      "@shared": fromRoot("./src/shared"),
      "@server": fromRoot("./src/server"),
    },
  },
  plugins: [
    leanPreloadHelper(),
    reactRouterHonoServer({ serverEntryPoint: "src/server/index.ts" }),
    tailwindcss(),
    reactRouter(),
  ],
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
              groups: [{ name: "shell", test: SHELL_MODULES }],
            },
          },
        },
      },
    },
  },
});
