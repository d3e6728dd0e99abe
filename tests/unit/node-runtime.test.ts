import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * One Node.js everywhere (docs/decisions/0021-node-24-lts.md): CI runs the suite on the Node 24
 * release `.ci/run` pins and checks Node 22 too; the Docker image, the runbook and the README name
 * the same line; `engines` admits both. A version moved in one place and not the others fails here.
 */
const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

const versionOf = (text: string, name: string): [number, number, number] => {
  const match = new RegExp(`^${name}=(\\d+)\\.(\\d+)\\.(\\d+)$`, "m").exec(text);
  if (!match) throw new Error(`.ci/run does not pin ${name}=<major>.<minor>.<patch>`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
};

/** `>=22.20` → [22, 20]: the only form of `engines.node` this project uses. */
const enginesMinimum = (): [number, number] => {
  const range = (JSON.parse(read("package.json")) as { engines: { node: string } }).engines.node;
  const match = /^>=(\d+)\.(\d+)$/.exec(range);
  if (!match) throw new Error(`engines.node "${range}" is not of the form >=MAJOR.MINOR`);
  return [Number(match[1]), Number(match[2])];
};

const atLeast = ([major, minor]: [number, number, number], [minMajor, minMinor]: [number, number]) =>
  major > minMajor || (major === minMajor && minor >= minMinor);

describe("the supported Node.js lines", () => {
  const pinned = () => ({ node24: versionOf(read(".ci/run"), "NODE_24"), node22: versionOf(read(".ci/run"), "NODE_22") });

  it("CI pins a Node 24 and a Node 22 release, both admitted by package.json's engines", () => {
    const { node24, node22 } = pinned();
    expect(node24[0]).toBe(24);
    expect(node22[0]).toBe(22);
    expect(atLeast(node24, enginesMinimum())).toBe(true);
    expect(atLeast(node22, enginesMinimum())).toBe(true);
    // Node 20 reached its end of life in April 2026: no longer admitted.
    expect(enginesMinimum()[0]).toBeGreaterThanOrEqual(22);
  });

  it("the Docker image, the runbook and the README name the Node line CI runs everything on", () => {
    const { node24, node22 } = pinned();
    expect(read("Dockerfile")).toMatch(new RegExp(`^ARG NODE_IMAGE=node:${node24[0]}-bookworm-slim$`, "m"));
    expect(read("docs/deploy.md")).toContain(`setup_${node24[0]}.x`);
    expect(read("README.md")).toContain(`Node.js ${node24[0]} (LTS) or ${node22[0]}`);
  });
});
