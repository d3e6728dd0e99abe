import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { reactRouterHonoServer } from "react-router-hono-server/dev";
import { defineConfig } from "vite";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

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
  },
});
