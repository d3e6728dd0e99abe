import { defineConfig } from "vitest/config";
import { alias } from "./vitest.shared.ts";

/** `npm run test:reliability`: faults, load and hostile input against real processes (issue 7). */
export default defineConfig({
  resolve: { alias },
  test: {
    include: ["tests/reliability/**/*.test.ts"],
    environment: "node",
    testTimeout: 600_000,
    hookTimeout: 180_000,
    maxWorkers: 1,
  },
});
