import { defineConfig } from "vitest/config";
import { alias } from "./vitest.shared.ts";

export default defineConfig({
  resolve: { alias },
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}", "tests/integration/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores here and in CI: two workers, each with its own databases.
    maxWorkers: 2,
  },
});
