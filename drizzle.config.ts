import { defineConfig } from "drizzle-kit";

// `drizzle-kit generate` only diffs the TypeScript schema against the previous snapshot:
// it needs no database. Migrations run at start-up (src/server/db/migrate.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema/index.ts",
  out: "./src/server/db/migrations",
  casing: "snake_case",
});
