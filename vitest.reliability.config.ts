import { defineConfig } from "vitest/config";

/** `npm run test:reliability`: faults, load and hostile input against real processes (docs/benchmarks.md 'Reliability'). */
export default defineConfig({
  // The import aliases come from tsconfig.json's `paths`, as in vite.config.ts.
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/reliability/**/*.test.ts"],
    environment: "node",
    testTimeout: 600_000,
    hookTimeout: 180_000,
    maxWorkers: 1,
  },
});
