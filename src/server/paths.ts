import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The project root, found by walking up from this module to the nearest package.json.
 * Works from src/ (dev, tests) and from the bundled build/server/ alike.
 */
function findProjectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error("package.json not found above the server module");
    dir = parent;
  }
}

export const projectRoot = findProjectRoot();
export const migrationsFolder = path.join(projectRoot, "src/server/db/migrations");
export const publicFolder = path.join(projectRoot, "public");
export const clientBuildFolder = path.join(projectRoot, "build/client");
