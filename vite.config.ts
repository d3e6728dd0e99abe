import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { reactRouterHonoServer } from "react-router-hono-server/dev";
import { defineConfig } from "vite";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const LAYOUT_MODULES = [fromRoot("./src/web/root.tsx"), fromRoot("./src/web/routes/public-layout.tsx")];
// The framework has its own chunks; lucide's icons are reached through its barrel module, which
// would pull admin-only icons in here, so rolldown's default splitting places them.
const NOT_GROUPED = /node_modules[\\/](react|react-dom|react-router|scheduler|lucide)[\\/]/;

/**
 * Everything the root and the public layout import goes into one chunk: every public page
 * loads all of it anyway, and one file costs less than a dozen small ones (the storefront's
 * first load must stay under 120 KB gzipped). Route-specific code keeps its own chunks.
 */
function publicLayoutChunk(id: string, ctx: { getModuleInfo(id: string): { importers: readonly string[] } | null }) {
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

export default defineConfig({
  resolve: {
    alias: {
      "~": fromRoot("./src/web"),
      "@shared": fromRoot("./src/shared"),
      "@server": fromRoot("./src/server"),
    },
  },
  plugins: [
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
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: publicLayoutChunk, priority: 1 }] } },
    },
  },
});
