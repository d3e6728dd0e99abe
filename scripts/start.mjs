// `npm start`: serves the production build, building it first when there is none or when the
// sources are newer than it. With NODE_ENV unset this is the demo shop (ADR 0006): React's
// production build, plus the demo conveniences (embedded database, demo data, sandbox
// payments, dev mailbox). A real deployment sets NODE_ENV=production (and its secrets).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { liveHolderMessage } from "../src/server/db/lock-holder.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverEntry = path.join(root, "build/server/index.js");

function newestMtime(target) {
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, name)));
  return newest;
}

function buildIsStale() {
  if (!existsSync(serverEntry)) return true;
  const built = statSync(serverEntry).mtimeMs;
  const inputs = ["src", "public", "package-lock.json", "vite.config.ts", "react-router.config.ts"];
  return inputs.some((input) => existsSync(path.join(root, input)) && newestMtime(path.join(root, input)) > built);
}

// A shop already running on this data directory is refused before anything is built: a build
// would replace build/ under it. (The server checks again when it takes the lock; this mirrors
// its defaults: DATA_DIR relative to the project, no lock with DATABASE_URL.)
if (!process.env.DATABASE_URL) {
  const message = await liveHolderMessage(path.resolve(root, process.env.DATA_DIR ?? "data"));
  if (message) {
    console.error(`\n${message}\n`);
    process.exit(1);
  }
}

if (buildIsStale()) {
  console.log("Building the shop (first start, or the sources changed)…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.env.NODE_ENV === undefined) {
  process.env.NODE_ENV = "production";
  process.env.DEMO_MODE ??= "true";
}
process.chdir(root);
await import(serverEntry);
