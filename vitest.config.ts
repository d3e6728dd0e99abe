import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      "~": fromRoot("./src/web"),
      "@shared": fromRoot("./src/shared"),
      "@server": fromRoot("./src/server"),
    },
  },
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}", "tests/integration/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores here and in CI: two workers, each with its own databases.
    maxWorkers: 2,
  },
});
