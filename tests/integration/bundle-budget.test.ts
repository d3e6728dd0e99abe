import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { assertBuildExists } from "../../support/shop-process";

/**
 * The storefront's first load ships at most 119 KB of gzipped JavaScript (issue 3, 7, 18), in
 * English and in Spanish (issue 15: each page under both public layouts is measured).
 * Sizes of a given build are deterministic, so this is a real assertion, not a timing.
 *
 * Issue 18's rule is relative: at most 1.10 times the first load of a bare React Router page
 * (bench/floor, 107 KB by the same count). `npm run bench -- --only=storefront` builds the floor
 * (about 3 s) and prints each page's ratio, counting also the hydration gate's inline script
 * (about 1 KB, on pages whose first picture is their largest paint). Since the signed-in account
 * menu left the layout chunk the heaviest pages are at 1.11 (Spanish checkout 121,738 bytes,
 * 2026-11-25), so this test keeps a byte budget, lowered from 119.5 KB to just above today's
 * heaviest page, rather than assert a rule the build does not yet meet.
 */
const BUDGET_KB = 119;
const BUDGET_BYTES = BUDGET_KB * 1024;

/** A piece of hono/client's path-parameter pattern that survives minification. */
const TYPED_CLIENT_MARKER = "(?:{[^/]+})?";
const assets = path.resolve("build/client/assets");
const source = (file: string) => readFileSync(path.join(assets, path.basename(file)), "utf8");

describe("first-load JavaScript budget", async () => {
  assertBuildExists();
  const { firstLoadBytes, publicRouteChains } = await import("../../scripts/measure-bundle");
  for (const [route, ids] of Object.entries(publicRouteChains())) {
    it(`${route} loads at most ${BUDGET_KB} KB of gzipped JavaScript`, () => {
      const { total } = firstLoadBytes(ids);
      expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
    });
  }

  it("Hono's typed API client (about 2 KB) is in the build, never in a public page's first load (ADR 0008)", () => {
    const withClient = readdirSync(assets).filter((file) => file.endsWith(".js") && source(file).includes(TYPED_CLIENT_MARKER));
    expect(withClient.length).toBeGreaterThan(0);
    for (const [route, ids] of Object.entries(publicRouteChains())) {
      const carried = firstLoadBytes(ids).files.filter((file) => source(file).includes(TYPED_CLIENT_MARKER));
      expect({ route, carried }).toEqual({ route, carried: [] });
    }
  });
});
