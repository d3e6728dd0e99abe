import { defineConfig } from "vitest/config";

export default defineConfig({
  // The import aliases come from tsconfig.json's `paths`, as in vite.config.ts.
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}", "tests/integration/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores here and in CI: two workers, each with its own databases.
    maxWorkers: 2,
  },
});
