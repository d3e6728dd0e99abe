// The npm registry reachable from our build machines only holds the packages someone here has
// installed, so platform binaries for other systems (darwin, win32, musl…) are missing from it,
// npm leaves them out of package-lock.json, and `npm ci` then refuses the lock file as out of
// sync. This adds each missing optional platform package to the lock as an optional entry
// with its os/cpu/libc, which npm skips on non-matching machines. Idempotent; run it after
// every dependency change: `npm run lock:complete`.
import { readFileSync, writeFileSync } from "node:fs";

const lockPath = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, "utf8"));
const packages = lock.packages;

const OS = ["darwin", "win32", "freebsd", "openbsd", "netbsd", "android", "openharmony", "sunos", "aix", "linux"];
const CPU = ["arm64", "x64", "ia32", "arm", "loong64", "ppc64", "riscv64", "s390x", "wasm32", "mips64el"];

function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = OS.find((candidate) => parts.includes(candidate));
  const cpu = CPU.find((candidate) => parts.includes(candidate));
  const libc = parts.some((part) => part.startsWith("musl"))
    ? "musl"
    : parts.includes("gnu") || parts.some((p) => p.startsWith("gnueabi"))
      ? "glibc"
      : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ""}node_modules/${name}`;
    if (packages[nested] || packages[`node_modules/${name}`]) continue;
    const { os, cpu, libc } = platformOf(name);
    if (!os && !cpu) continue; // not a platform binary: leave it to npm
    packages[`node_modules/${name}`] = {
      version: range.replace(/^[\^~=]/, ""),
      ...(cpu && { cpu: [cpu] }),
      ...(os && { os: [os] }),
      ...(libc && { libc: [libc] }),
      ...(entry.dev && { dev: true }),
      optional: true,
    };
    added++;
  }
}

lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))));
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock file: ${added} missing platform packages added`);
