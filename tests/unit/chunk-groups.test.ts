import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CHUNK_GROUPS, PUBLIC_LAYOUT_CHUNK } from "~/chunk-groups";

/**
 * The browser build's chunk table (src/web/chunk-groups.ts, ADR 0008 and 0019) names modules by
 * path. A module renamed or moved away from its path would silently leave its chunk (the build
 * still succeeds, a page just loads one more file): every path must be there, as what it says.
 */
const root = path.resolve(import.meta.dirname, "../..");
const kindOf = (relative: string) => {
  try {
    return statSync(path.join(root, relative)).isDirectory() ? "folder" : "file";
  } catch {
    return "missing";
  }
};

const rules = [
  ...PUBLIC_LAYOUT_CHUNK.walkedFrom.map((p) => ({ group: `${PUBLIC_LAYOUT_CHUNK.name} (walked from)`, path: p })),
  ...PUBLIC_LAYOUT_CHUNK.holds.map((p) => ({ group: PUBLIC_LAYOUT_CHUNK.name, path: p })),
  ...PUBLIC_LAYOUT_CHUNK.notWalked.map((p) => ({ group: `${PUBLIC_LAYOUT_CHUNK.name} (not walked)`, path: p })),
  ...CHUNK_GROUPS.flatMap(({ name, holds }) => holds.map((p) => ({ group: name, path: p }))),
];

describe("the browser build's chunk table", () => {
  it.each(rules)("$group: $path is on disk", ({ path: relative }) => {
    expect(relative, "paths are relative to the repository, with forward slashes").toMatch(/^[^/\\][^\\]*$/);
    if (relative.endsWith("/")) {
      expect(kindOf(relative)).toBe("folder");
      expect(readdirSync(path.join(root, relative), { recursive: true }).length, "an empty folder holds nothing").toBeGreaterThan(0);
    } else {
      expect(kindOf(relative)).toBe("file");
    }
  });

  it("places each module in one group only", () => {
    const held = [...PUBLIC_LAYOUT_CHUNK.holds, ...CHUNK_GROUPS.flatMap((group) => group.holds)];
    expect(held.filter((p, i) => held.indexOf(p) !== i)).toEqual([]);
    const names = [PUBLIC_LAYOUT_CHUNK.name, ...CHUNK_GROUPS.map((group) => group.name)];
    expect(new Set(names).size).toBe(names.length);
  });
});
