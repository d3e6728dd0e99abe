import { describe, expect, it } from "vitest";
import { assertBuildExists } from "../../support/shop-process";

/**
 * The storefront's first load ships at most 120 KB of gzipped JavaScript (issue 3, 7).
 * Sizes of a given build are deterministic, so this is a real assertion, not a timing.
 */
const BUDGET_BYTES = 120 * 1024;

describe("first-load JavaScript budget", async () => {
  assertBuildExists();
  const { firstLoadBytes, publicRouteChains } = await import("../../scripts/measure-bundle");
  for (const [route, ids] of Object.entries(publicRouteChains())) {
    it(`${route} loads at most 120 KB of gzipped JavaScript`, () => {
      const { total } = firstLoadBytes(ids);
      expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
    });
  }
});
