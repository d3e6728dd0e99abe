import { fileURLToPath } from "node:url";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The import aliases of tsconfig.json, for every Vitest configuration. */
export const alias = {
  "~": fromRoot("./src/web"),
  "@shared": fromRoot("./src/shared"),
  "@server": fromRoot("./src/server"),
};
