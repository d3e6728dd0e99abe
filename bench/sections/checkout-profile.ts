/**
 * The checkout bench's CPU profile (bench/sections/checkout-probe.mjs), summed by self time: per
 * group (our code by source module, each package, node's core, GC, idle) and per function. Our
 * code is bundled into build/server: each line is traced back to its source module through the
 * `// src/…` comments the bundler leaves at each module's start.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  /** Sampled time in the window, and of it the time the process was busy (not idle). */
  totalMs: number;
  busyMs: number;
  groups: { group: string; selfMs: number; busyShare: number; usPerOrder: number }[];
  /** Our code's time by source module. */
  ourModules: { module: string; selfMs: number; usPerOrder: number }[];
  functions: { fn: string; group: string; selfMs: number; usPerOrder: number }[];
}

/** Packages counted as one: a driver and its parts, a library and its own helpers. */
const FAMILIES: [RegExp, string][] = [
  [/^(pg|pg-.+|pgpass|postgres-.+)$/, "pg"],
  [/^(better-auth|@better-auth\/.+|better-call|@better-fetch\/.+|jose|@noble\/.+|defu|rou3)$/, "better-auth"],
  [/^(hono|@hono\/.+)$/, "hono"],
  [/^(pino|pino-.+|sonic-boom|thread-stream|fast-redact|quick-format-unescaped|atomic-sleep|on-exit-leak-free)$/, "pino"],
];

function packageOf(url: string): string {
  const rest = url.slice(url.lastIndexOf("/node_modules/") + "/node_modules/".length).split("/");
  const name = rest[0]!.startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0]!;
  return FAMILIES.find(([pattern]) => pattern.test(name))?.[1] ?? name;
}

/** Each bundled file's lines → the source module they came from. */
function moduleLocator() {
  const files = new Map<string, { line: number; module: string }[]>();
  return (url: string, line: number): string => {
    let starts = files.get(url);
    if (!starts) {
      starts = [];
      try {
        const lines = readFileSync(fileURLToPath(url), "utf8").split("\n");
        lines.forEach((text, index) => {
          const match = /^\/\/ (src\/\S+)$/.exec(text);
          if (match) starts!.push({ line: index, module: match[1]! });
        });
      } catch {
        // not a file we can read: the bundle's name stands for it
      }
      files.set(url, starts);
    }
    let found = url.slice(url.lastIndexOf("/") + 1);
    for (const start of starts) {
      if (start.line > line) break;
      found = start.module;
    }
    return found;
  };
}

function classify(node: ProfileNode, locate: (url: string, line: number) => string): { group: string; module?: string } {
  const { functionName, url, lineNumber } = node.callFrame;
  if (functionName === "(garbage collector)") return { group: "GC" };
  if (functionName === "(idle)") return { group: "(idle)" };
  if (functionName === "(program)") return { group: "V8/native (program)" };
  if (!url) return { group: "native (writev and other syscalls, JSON, RegExp…)" };
  if (url.includes("/node_modules/")) return { group: packageOf(url) };
  if (url.startsWith("node:")) return { group: "node core" };
  if (url.includes("/build/server/")) return { group: "shop (our code)", module: locate(url, lineNumber) };
  if (url.endsWith("/checkout-probe.mjs")) return { group: "bench probe (query counter)" };
  return { group: url };
}

export function summarizeProfile(file: string, orders: number): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, "utf8")) as CpuProfile;
  const locate = moduleLocator();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  // A sample's time runs until the next one.
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0)));

  const groups = new Map<string, number>();
  const modules = new Map<string, number>();
  const functions = new Map<string, { group: string; us: number }>();
  let totalUs = 0;
  for (const [id, us] of selfUs) {
    const node = byId.get(id)!;
    const { group, module } = classify(node, locate);
    totalUs += us;
    groups.set(group, (groups.get(group) ?? 0) + us);
    if (module) modules.set(module, (modules.get(module) ?? 0) + us);
    const { functionName, url, lineNumber } = node.callFrame;
    const where = module ?? (url ? url.replace(/^.*\/node_modules\//, "").replace(/^file:\/\/.*\//, "") : "");
    const fn = `${functionName || "(anonymous)"} ${where}${url ? `:${lineNumber + 1}` : ""}`;
    const seen = functions.get(fn);
    functions.set(fn, { group, us: (seen?.us ?? 0) + us });
  }
  const busyUs = totalUs - (groups.get("(idle)") ?? 0);
  const perOrder = (us: number) => Math.round(us / Math.max(1, orders));
  const ms = (us: number) => Math.round(us / 100) / 10;
  return {
    totalMs: ms(totalUs),
    busyMs: ms(busyUs),
    groups: [...groups]
      .sort(([, a], [, b]) => b - a)
      .map(([group, us]) => ({
        group,
        selfMs: ms(us),
        busyShare: group === "(idle)" ? NaN : Math.round((1000 * us) / busyUs) / 1000,
        usPerOrder: perOrder(us),
      })),
    ourModules: [...modules]
      .sort(([, a], [, b]) => b - a)
      .slice(0, 15)
      .map(([module, us]) => ({ module, selfMs: ms(us), usPerOrder: perOrder(us) })),
    functions: [...functions]
      .filter(([, { group }]) => group !== "(idle)")
      .sort(([, a], [, b]) => b.us - a.us)
      .slice(0, 25)
      .map(([fn, { group, us }]) => ({ fn, group, selfMs: ms(us), usPerOrder: perOrder(us) })),
  };
}
