import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { UPLOADS_PATH } from "@shared/images/images";
import type { ObjectStore } from "./object-store";

/** Files under one directory (DATA_DIR/uploads by default). */
export function createLocalStore(dir: string): ObjectStore {
  const root = path.resolve(dir);
  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    // Keys are made by the image service; this is a second fence against any path escape.
    if (!file.startsWith(`${root}${path.sep}`)) throw new Error(`storage key outside the uploads directory: ${key}`);
    return file;
  };

  return {
    kind: "local",
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a reader never sees half a file.
      const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
      await writeFile(temporary, body, { flag: "wx" });
      await rename(temporary, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    publicUrl: (key) => `${UPLOADS_PATH}/${key}`,
  };
}
